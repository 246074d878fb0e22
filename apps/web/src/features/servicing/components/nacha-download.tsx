// Staff's ACH controls on /portfolio's servicing view (issue 19 item 4): the day's pending ACH
// debits as a NACHA file, recording that file as sent to the bank (once per date: who, when and its
// SHA-256 shown after), and marking that day settled (each debit posted as an ACH payment).
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { endpointPaths, formatUsDate, formatUsDateTime } from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { getTokenEmail } from '../../../lib/session';
import { useSettleAch } from '../api/ach-api';
import { useMarkNachaSent } from '../api/nacha-sent-api';
import { formatMoney as money } from './servicing-tables';

/** The sender is the signed-in user who just recorded it: their e-mail rather than their id. */
const sender = (id: string | null) => getTokenEmail() ?? id ?? 'the system';
const today = () => new Date().toISOString().slice(0, 10);

export const NachaDownload = () => {
  const [date, setDate] = useState(today());
  const [error, setError] = useState<unknown>(null);
  const settle = useSettleAch();
  const sent = useMarkNachaSent();
  const download = () => {
    setError(null);
    downloadFile(endpointPaths.getServicingAchNacha.path, {
      query: { date },
      fallbackName: `ACH debits ${date}.ach`,
    }).catch(setError);
  };
  const failure = error ?? sent.error ?? settle.error;
  const record = sent.data;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="end" wrap="wrap">
        <TextInput
          type="date"
          label="ACH debits of"
          size="xs"
          value={date}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            sent.reset();
          }}
          w={150}
        />
        <Button size="xs" variant="light" onClick={download}>
          Download NACHA
        </Button>
        <Button
          size="xs"
          variant="light"
          loading={sent.isPending}
          disabled={record?.date === date}
          onClick={() => {
            setError(null);
            settle.reset();
            sent.mutate(date);
          }}
        >
          Mark file sent
        </Button>
        <Button size="xs" variant="default" loading={settle.isPending} onClick={() => settle.mutate(date)}>
          Mark settled
        </Button>
        {settle.data && (
          <Text size="xs" role="status">
            {settle.data.settled} debits posted ({money(settle.data.total)})
          </Text>
        )}
      </Group>
      {record && (
        <Text size="xs" role="status" data-testid="nacha-sent">
          File of {formatUsDate(record.date)} sent by {sender(record.sent_by)} at{' '}
          {formatUsDateTime(new Date(record.sent_at))}: {record.entry_count} debits ({money(record.total)}),
          SHA-256 <code>{record.sha256}</code>{' '}
          <Anchor
            component="button"
            size="xs"
            onClick={() =>
              void downloadFile(record.file_url.replace(/^\/api/, ''), {
                fallbackName: `ACH debits ${record.date}.ach`,
              }).catch(setError)
            }
          >
            File as sent
          </Anchor>
        </Text>
      )}
      {Boolean(failure) && (
        <Text size="xs" c="red" role="alert">
          {failure instanceof ApiError ? failure.body.message : 'Something went wrong'}
        </Text>
      )}
    </Stack>
  );
};
