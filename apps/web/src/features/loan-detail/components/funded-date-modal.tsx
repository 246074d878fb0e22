import { Button, Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSetFunded } from '../api/set-funded';
import { DayInput } from './day-input';
import { messages } from '@lending/domain';

type Props = { loanId: string; opened: boolean; onClose: () => void };

// Spec 001 §4/§5: Set Funded needs a valid funded date; the picker opens first.
export const FundedDateModal = ({ loanId, opened, onClose }: Props) => {
  const [day, setDay] = useState<string | null>(null);
  const setFunded = useSetFunded(loanId);
  const onConfirm = () => {
    if (!day) return;
    setFunded.mutate(day, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.commitmentStatusUpdated });
        onClose();
      },
      onError: () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Set Funded" centered>
      <DayInput label="Funded date" required value={day} onChange={setDay} data-autofocus />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={!day} loading={setFunded.isPending}>
          Set Funded
        </Button>
      </Group>
    </Modal>
  );
};
