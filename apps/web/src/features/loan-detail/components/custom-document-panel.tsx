import {
  Anchor,
  Button,
  Card,
  CloseButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@lending/domain';
import { ApiError } from '../../../lib/api-client';
import { useEffect, useRef, useState } from 'react';
import { useCustomDocumentLinks } from '../api/get-custom-document-links';
import { useCustomDocumentValues } from '../api/get-custom-document-values';
import { useGenerateCustomDocument } from '../api/generate-custom-document';
import { useSendCustomDocument } from '../api/send-custom-document';
import { useUpdateCustomDocument } from '../api/update-custom-document';
import type { Activity } from '../api/types';
import { CUSTOM_FIELD_NAME, customDocumentChanges, customFieldLabel, toText } from '../utils/custom-document';
import { Loading } from '../../../components/loading';
import { SendForSignatureModal } from '../../../shared/e-signature/components/send-for-signature-modal';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

type Props = { activity: Activity; title: string; onClose: () => void };

const LABEL = 'Custom Document';

// The custom document form of an activity (002 §2.4, §5), shown on the right of the loan page in
// place of the loan panels: its values from get-values, a new field, Save only when a value
// changed (empty ignored), Generate (saving first), Download links, Send. Escape closes it.
export const CustomDocumentPanel = ({ activity, title, onClose }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const activityId = activity.activity_id;
  const { data, isLoading } = useCustomDocumentValues(activityId);
  const { data: links } = useCustomDocumentLinks(activityId);
  const update = useUpdateCustomDocument(activityId);
  const generate = useGenerateCustomDocument(activityId);
  const send = useSendCustomDocument(activityId);
  const invalidateLoan = useInvalidateRouteLoan();
  const [isSigning, setIsSigning] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [newName, setNewName] = useState('');
  const loaded = data?.values ?? {};
  const names = [...new Set([...Object.keys(loaded), ...Object.keys(draft)])];
  const changes = customDocumentChanges(loaded, draft);
  const hasChanges = Object.keys(changes).length > 0;
  const nameError =
    newName === ''
      ? undefined
      : !CUSTOM_FIELD_NAME.test(newName)
        ? 'Use letters, digits and _ only'
        : names.includes(newName)
          ? 'Field already exists'
          : undefined;

  // A stale version (someone else saved meanwhile) says so; anything else is generic.
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message:
        error instanceof ApiError && error.status === 409 ? error.message : messages.somethingWentWrong,
    });

  const save = async () => {
    if (!hasChanges) return;
    await update.mutateAsync(changes);
    setDraft({});
  };

  const onSave = () =>
    save().then(
      () => notifications.show({ color: 'green', message: `${LABEL} has been updated successfully` }),
      failed,
    );

  const onGenerate = () =>
    save()
      .then(() => generate.mutateAsync())
      .then(() => notifications.show({ color: 'green', message: `${LABEL} Generated` }), failed);

  const onSend = () =>
    send.mutateAsync().then(() => notifications.show({ color: 'green', message: `${LABEL} Sent` }), failed);

  const addField = () => {
    if (newName === '' || nameError) return;
    setDraft((current) => ({ ...current, [newName]: '' }));
    setNewName('');
  };

  return (
    <Card
      withBorder
      radius="md"
      ref={ref}
      role="region"
      aria-label={`${LABEL}: ${title}`}
      data-testid="activity-panel"
    >
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Title order={4} lineClamp={1}>
          {LABEL}: {title}
        </Title>
        <CloseButton aria-label="Close panel" onClick={onClose} />
      </Group>
      {isLoading ? (
        <Loading />
      ) : (
        <Stack data-testid="custom-document-form">
          {names.length === 0 && <Text c="dimmed">No values yet: add a field below.</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {names.map((name) => (
              <TextInput
                key={name}
                label={customFieldLabel(name)}
                name={name}
                value={name in draft ? draft[name] : toText(loaded[name])}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((current) => ({ ...current, [name]: value }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group align="flex-end">
            <TextInput
              label="New field"
              placeholder="field_name"
              value={newName}
              onChange={(event) => setNewName(event.currentTarget.value.trim())}
              error={nameError}
            />
            <Button variant="default" onClick={addField} disabled={newName === '' || Boolean(nameError)}>
              Add field
            </Button>
          </Group>
          {links && (
            <Group gap="md" data-testid="custom-document-links">
              <Text size="sm">Download:</Text>
              <Anchor href={links.pdf_url} target="_blank" rel="noopener" size="sm">
                PDF
              </Anchor>
              <Anchor href={links.docx_url} target="_blank" rel="noopener" size="sm">
                DOCX
              </Anchor>
              <Text size="xs" c="dimmed">
                {links.file_name}
              </Text>
              {links.pdf_layout === 'standard' && (
                <Text size="xs" c="orange.8">
                  PDF in the standard layout: the template could not be converted
                </Text>
              )}
            </Group>
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button variant="light" onClick={onSend} disabled={!links} loading={send.isPending}>
          Send
        </Button>
        <Button variant="light" onClick={() => setIsSigning(true)} disabled={!links}>
          Send for signature
        </Button>
        <Button variant="light" onClick={onSave} disabled={!hasChanges} loading={update.isPending}>
          Save
        </Button>
        <Button onClick={onGenerate} loading={generate.isPending || update.isPending}>
          Generate
        </Button>
      </Group>
      {isSigning && (
        <SendForSignatureModal
          activityId={activityId}
          title={title}
          onClose={() => setIsSigning(false)}
          onSent={() => void invalidateLoan()}
        />
      )}
    </Card>
  );
};
