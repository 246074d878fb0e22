import { ActionIcon, Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { canSendRecipients, isValidRecipient, messages, type Recipient } from '@lending/domain';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRequestSignature, type SignatureTarget } from '../api/request-signature';

type Props = SignatureTarget & {
  /** Prefilled rows (e.g. the loan's borrower). */
  initial?: Recipient[];
  onBack: () => void;
  onSent: () => void;
};

const EMPTY: Recipient = { name: '', email: '' };

// 001 §2 'DocuSign form': a back button; recipient rows with 'Enter name' / 'Enter email'; remove
// per row (disabled with one row); 'Add New'; chips of valid recipients; Send ('Sending...').
// 001 §5: Send is disabled with no recipient or any blank name or email.
export const RecipientsForm = ({ activityId, processId, initial, onBack, onSent }: Props) => {
  const [rows, setRows] = useState<Recipient[]>(initial?.length ? initial : [EMPTY]);
  const send = useRequestSignature({ activityId, processId });
  const valid = rows.filter(isValidRecipient);
  const update = (index: number, patch: Partial<Recipient>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const onSend = () =>
    send.mutateAsync(rows.map((row) => ({ name: row.name.trim(), email: row.email.trim() }))).then(
      () => {
        notifications.show({ color: 'green', message: messages.docuSignSent });
        onSent();
      },
      () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
    );

  return (
    <Stack gap="sm" data-testid="recipients-form">
      <Group>
        <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
          Back
        </Button>
      </Group>
      {rows.map((row, index) => (
        <Group key={index} align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`Recipient ${index + 1} name`}
            placeholder="Enter name"
            value={row.name}
            onChange={(event) => update(index, { name: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`Recipient ${index + 1} email`}
            placeholder="Enter email"
            type="email"
            value={row.email}
            onChange={(event) => update(index, { email: event.currentTarget.value })}
            style={{ flex: 1.4 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove recipient ${index + 1}`}
            disabled={rows.length === 1}
            onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => setRows((current) => [...current, EMPTY])}
        >
          Add New
        </Button>
      </Group>
      {valid.length > 0 && (
        <Group gap={6}>
          {valid.map((row) => (
            <Chip key={row.email} checked size="xs" variant="light">
              {row.name} &lt;{row.email}&gt;
            </Chip>
          ))}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        Each recipient gets a private signing link by e-mail.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onSend} disabled={!canSendRecipients(rows) || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </Group>
    </Stack>
  );
};
