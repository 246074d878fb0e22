import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useArchiveLoan } from '../api/archive-loan';
import { messages } from '@lending/domain';

type Props = { loanId: string; onClose: () => void };

// Spec 002 §5: days_to_archive is a number that blocks e, +, - and '.', default 0.
const BLOCKED_KEYS = ['e', 'E', '+', '-', '.'];

export const ArchiveLoanModal = ({ loanId, onClose }: Props) => {
  const [days, setDays] = useState<number>(0);
  const [reason, setReason] = useState('');
  const archive = useArchiveLoan(loanId);
  const navigate = useNavigate();

  const onConfirm = () =>
    archive.mutate(
      { days_to_archive: days, rejection_reason: reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.loanArchived });
          onClose();
          navigate('/dashboard');
        },
        onError: () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
      },
    );

  return (
    <Modal opened onClose={onClose} title="Archive loan" centered>
      <Stack>
        <NumberInput
          label="Days to archive"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={days}
          onKeyDown={(event) => {
            if (BLOCKED_KEYS.includes(event.key)) event.preventDefault();
          }}
          onChange={(value) => setDays(Number(value) || 0)}
        />
        <Textarea
          label="Rejection reason"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={3}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={archive.isPending}>
          Archive
        </Button>
      </Group>
    </Modal>
  );
};
