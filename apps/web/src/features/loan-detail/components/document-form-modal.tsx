import { Button, Group, Modal, NumberInput, ScrollArea, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDocumentAction } from '../api/document-actions';
import { useDocumentValues, useUpdateDocumentValues, type DocumentKind } from '../api/document-values';
import { documentLabel } from '../utils/activity-actions';
import {
  changedValues,
  DOCUMENT_FIELDS,
  toInput,
  validateChanges,
  type FieldDef,
  type FormValue,
} from '../utils/document-fields';
import { Loading } from '../../../components/loading';
import { notifyFailure } from '../../../lib/notify-failure';

type Props = { kind: DocumentKind; activityId: string; onClose: () => void };

// The term sheet / commitment / board review form (002 §3): every field, Save only when a value
// changed, Generate (saving first when needed).
export const DocumentFormModal = ({ kind, activityId, onClose }: Props) => {
  const { data, isLoading } = useDocumentValues(kind, activityId);
  const update = useUpdateDocumentValues(kind, activityId);
  const documentAction = useDocumentAction();
  const [draft, setDraft] = useState<Record<string, FormValue>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const defs = DOCUMENT_FIELDS[kind];
  const loaded = data?.values ?? {};
  const valueOf = (def: FieldDef): FormValue =>
    def.name in draft ? (draft[def.name] ?? '') : toInput(def, loaded[def.name]);
  const values = Object.fromEntries(defs.map((def) => [def.name, valueOf(def)]));
  const changes = changedValues(defs, loaded, values);
  const clientErrors = validateChanges(kind, changes);
  const errors: Record<string, string | undefined> = { ...serverErrors, ...clientErrors };
  const hasErrors = Object.values(errors).some(Boolean);
  const hasChanges = Object.keys(changes).length > 0;
  const label = documentLabel(kind);

  const onFailure = (error: unknown) => {
    if (error instanceof ApiError && error.body.details) {
      setServerErrors(Object.fromEntries(error.body.details.map((detail) => [detail.path, detail.message])));
    }
    notifyFailure(error);
  };

  const save = async () => {
    if (!hasChanges) return;
    await update.mutateAsync(changes);
    setDraft({});
    setServerErrors({});
  };

  const onSave = () =>
    save().then(
      () => notifications.show({ color: 'green', message: `${label} has been updated successfully` }),
      onFailure,
    );

  const onGenerate = () =>
    save()
      .then(() => documentAction.mutateAsync({ kind, activityId, action: 'generate' }))
      .then(() => {
        notifications.show({ color: 'green', message: `${label} Generated` });
        onClose();
      }, onFailure);

  const setValue = (name: string, value: FormValue) => setDraft((current) => ({ ...current, [name]: value }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={label}
      size="xl"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {isLoading ? (
        <Loading />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid={`${kind}-form`}>
          {defs.map((def) =>
            def.kind === 'text' ? (
              <TextInput
                key={def.name}
                label={def.label}
                name={def.name}
                value={String(valueOf(def))}
                readOnly={def.isReadOnly}
                onChange={(event) => setValue(def.name, event.currentTarget.value)}
                error={errors[def.name]}
              />
            ) : (
              <NumberInput
                key={def.name}
                label={def.label}
                name={def.name}
                value={valueOf(def)}
                onChange={(value) => setValue(def.name, value === '' ? '' : Number(value))}
                prefix={def.kind === 'money' ? '$' : undefined}
                suffix={def.kind === 'percent' ? '%' : undefined}
                thousandSeparator={def.kind === 'money' ? ',' : undefined}
                allowDecimal={def.kind !== 'integer'}
                allowNegative={false}
                error={errors[def.name]}
              />
            ),
          )}
        </SimpleGrid>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="light"
          onClick={onSave}
          disabled={!hasChanges || hasErrors}
          loading={update.isPending}
        >
          Save
        </Button>
        <Button onClick={onGenerate} disabled={hasErrors} loading={documentAction.isPending}>
          Generate
        </Button>
      </Group>
    </Modal>
  );
};
