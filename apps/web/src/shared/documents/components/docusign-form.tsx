import { ActionIcon, Button, Group, Pill, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canSendRecipients, messages, recipientSchema, uiText, type Recipient } from '@lending/domain';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { requestSignature } from '../api/request-signature';

type Props = {
  /** The document request's process to sign (default sender). */
  activityId?: string;
  processId?: string;
  /** Another sender (a term sheet, a commitment...); default: the document request call. */
  send?: (recipients: Recipient[]) => Promise<unknown>;
  initialRecipients?: Recipient[];
  onBack: () => void;
  onSent?: () => void;
};

type Row = Recipient & { key: number };
let nextKey = 0;
const emptyRow = (recipient: Recipient = { name: '', email: '' }): Row => ({
  ...recipient,
  key: (nextKey += 1),
});

/**
 * 001 §2 "DocuSign form" ('Send with docuSign'): a back button; rows with 'Enter name' and
 * 'Enter email'; remove per row (disabled with one row); 'Add New'; chips of the valid
 * recipients; Send ('Sending...' while busy), disabled while any row is blank (001 §5).
 * Reusable: any document can pass its own `send`.
 */
export const DocuSignForm = ({ activityId, processId, send, initialRecipients, onBack, onSent }: Props) => {
  const [rows, setRows] = useState<Row[]>(() =>
    initialRecipients?.length ? initialRecipients.map((r) => emptyRow(r)) : [emptyRow()],
  );
  const [isSending, setSending] = useState(false);
  const valid = rows.filter((row) => recipientSchema.safeParse(row).success);
  const change = (key: number, patch: Partial<Recipient>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const onSend = async () => {
    if (!canSendRecipients(rows)) return;
    setSending(true);
    const recipients = rows.map(({ name, email }) => ({ name: name.trim(), email: email.trim() }));
    try {
      await (send
        ? send(recipients)
        : requestSignature({ activityId: activityId ?? '', processId: processId ?? '', recipients }));
      notifications.show({ color: 'green', message: messages.docuSignSent });
      onSent?.();
      onBack();
    } catch {
      notifications.show({ color: 'red', message: messages.somethingWentWrong });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="docusign-form">
      <Group gap="xs">
        <ActionIcon variant="subtle" aria-label="Back" onClick={onBack}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Title order={5}>{uiText.docuSignFormTitle}</Title>
      </Group>
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`Recipient ${index + 1} name`}
            placeholder={uiText.enterName}
            value={row.name}
            onChange={(event) => change(row.key, { name: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            type="email"
            aria-label={`Recipient ${index + 1} email`}
            placeholder={uiText.enterEmail}
            value={row.email}
            onChange={(event) => change(row.key, { email: event.currentTarget.value })}
            style={{ flex: 1.3 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={`Remove recipient ${index + 1}`}
            disabled={rows.length <= 1}
            onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setRows((current) => [...current, emptyRow()])}
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
      {valid.length === 0 && (
        <Text size="xs" c="dimmed">
          Add a name and an e-mail for each recipient.
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void onSend()} disabled={!canSendRecipients(rows) || isSending}>
          {isSending ? uiText.sending : uiText.send}
        </Button>
      </Group>
    </Stack>
  );
};
