// Staff's ACH controls on /portfolio's servicing view (issue 19 item 4): the day's pending ACH
// debits as a NACHA file, and marking that day settled (each debit posted as an ACH payment).
import { Button, Group, Text, TextInput } from '@mantine/core';
import { endpointPaths } from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useSettleAch } from '../api/ach-api';
import { formatMoney as money } from './servicing-tables';

const today = () => new Date().toISOString().slice(0, 10);

export const NachaDownload = () => {
  const [date, setDate] = useState(today());
  const [error, setError] = useState<unknown>(null);
  const settle = useSettleAch();
  const download = () => {
    setError(null);
    downloadFile(endpointPaths.getServicingAchNacha.path, {
      query: { date },
      fallbackName: `ACH debits ${date}.ach`,
    }).catch(setError);
  };
  const failure = error ?? settle.error;
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <TextInput
        type="date"
        label="ACH debits of"
        size="xs"
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        w={150}
      />
      <Button size="xs" variant="light" onClick={download}>
        Download NACHA
      </Button>
      <Button size="xs" variant="default" loading={settle.isPending} onClick={() => settle.mutate(date)}>
        Mark settled
      </Button>
      {settle.data && (
        <Text size="xs" role="status">
          {settle.data.settled} debits posted ({money(settle.data.total)})
        </Text>
      )}
      {Boolean(failure) && (
        <Text size="xs" c="red" role="alert">
          {failure instanceof ApiError ? failure.body.message : 'Something went wrong'}
        </Text>
      )}
    </Group>
  );
};
