import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AMOUNT_LIMIT, messages } from '@lending/domain';
import { useState } from 'react';
import { useAcceptGfd } from '../api/accept-gfd';
import { dayToEpoch } from '../utils/format';
import { DayInput } from './day-input';

type Props = { activityId: string; onClose: () => void };

// Spec 002 §5: good faith deposit amount within the amount limit and a valid date.
export const GfdAcceptModal = ({ activityId, onClose }: Props) => {
  const [amount, setAmount] = useState<number | ''>('');
  const [day, setDay] = useState<string | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const accept = useAcceptGfd(activityId);
  const amountError =
    amount === '' || amount <= 0
      ? messages.required
      : amount > AMOUNT_LIMIT
        ? messages.amountLimit
        : undefined;
  const dateError = day && dayToEpoch(day) !== null ? undefined : messages.invalidDateField;

  const onConfirm = () => {
    setSubmitted(true);
    const depositDate = day ? dayToEpoch(day) : null;
    if (amountError || depositDate === null || amount === '') return;
    // mutateAsync: the accepted deposit leaves the default list (unmounting this modal) on refetch.
    accept.mutateAsync({ deposit_amount: amount, deposit_date: depositDate }).then(
      () => {
        notifications.show({ color: 'green', message: messages.gfdAccepted });
        onClose();
      },
      () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
    );
  };

  return (
    <Modal opened onClose={onClose} title="Accept Good Faith Deposit" centered>
      <Stack>
        <NumberInput
          label="Deposit amount"
          prefix="$"
          thousandSeparator=","
          min={0}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          error={isSubmitted ? amountError : undefined}
        />
        <DayInput
          label="Deposit date"
          value={day}
          onChange={setDay}
          error={isSubmitted ? dateError : undefined}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="green" onClick={onConfirm} loading={accept.isPending}>
          Accept
        </Button>
      </Group>
    </Modal>
  );
};
