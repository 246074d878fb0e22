import { ActionIcon, Button, Group, Pill, Stack, Text, TextInput, Title } from '@mantine/core';
import { canSendRecipients, isValidRecipient, messages, uiText, type Recipient } from '@lending/domain';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRequestSignature, type SignatureTarget } from '../api/request-signature';
import { notifyFailure } from '../../../lib/notify-failure';

type Props = SignatureTarget & {
  /** Prefilled rows (e.g. the loan's borrower). */
  initial?: Recipient[];
  onBack: () => void;
  onSent: () => void;
};

type Row = Recipient & { key: number };
let nextKey = 0;
const rowOf = (recipient: Recipient = { name: '', email: '' }): Row => ({
  ...recipient,
  key: (nextKey += 1),
});

// The one 'Send for signature' form (001 §2 'DocuSign form'), for an upload (its process) or the
// PDF an activity generated: a back button; recipient rows with 'Enter name' / 'Enter email';
// remove per row (disabled with one row); 'Add New'; chips of valid recipients; Send
// ('Sending...'). 001 §5: Send is disabled with no recipient or any blank name or email. A failed
// send keeps the form open.
export const RecipientsForm = ({ activityId, processId, initial, onBack, onSent }: Props) => {
  const [rows, setRows] = useState<Row[]>(() =>
    initial?.length ? initial.map((recipient) => rowOf(recipient)) : [rowOf()],
  );
  const send = useRequestSignature({ activityId, processId });
  const valid = rows.filter(isValidRecipient);
  const update = (key: number, patch: Partial<Recipient>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const onSend = () =>
    send.mutateAsync(rows.map((row) => ({ name: row.name.trim(), email: row.email.trim() }))).then(
      () => {
        notifications.show({ color: 'green', message: messages.docuSignSent });
        onSent();
      },
      (error: unknown) => notifyFailure(error),
    );

  return (
    <Stack gap="sm" data-testid="recipients-form">
      <Group gap="xs">
        <ActionIcon variant="subtle" aria-label="Back" onClick={onBack}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Title order={5}>{uiText.docuSignFormTitle}</Title>
      </Group>
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            aria-label={`Recipient ${index + 1} name`}
            placeholder={uiText.enterName}
            value={row.name}
            onChange={(event) => update(row.key, { name: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`Recipient ${index + 1} email`}
            placeholder={uiText.enterEmail}
            type="email"
            value={row.email}
            onChange={(event) => update(row.key, { email: event.currentTarget.value })}
            style={{ flex: 1.4 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove recipient ${index + 1}`}
            disabled={rows.length === 1}
            onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
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
          onClick={() => setRows((current) => [...current, rowOf()])}
        >
          {uiText.addNew}
        </Button>
      </Group>
      {valid.length > 0 && (
        <Pill.Group data-testid="recipient-chips">
          {valid.map((row) => (
            <Pill key={row.key}>
              {row.name.trim()} &lt;{row.email.trim()}&gt;
            </Pill>
          ))}
        </Pill.Group>
      )}
      <Text size="xs" c="dimmed">
        Each recipient gets a private signing link by e-mail.
      </Text>
      <Group justify="flex-end">
        <Button onClick={() => void onSend()} disabled={!canSendRecipients(rows) || send.isPending}>
          {send.isPending ? uiText.sending : uiText.send}
        </Button>
      </Group>
    </Stack>
  );
};
