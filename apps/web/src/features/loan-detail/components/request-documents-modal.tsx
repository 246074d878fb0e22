import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@lending/domain';
import { useState } from 'react';
import { useCreateDocumentRequests, type DocumentRequestFlags } from '../api/create-document-requests';
import { notifyFailure } from '../../../lib/notify-failure';

type Props = { loanId: string; onClose: () => void };

const FLAGS: { key: keyof DocumentRequestFlags; label: string }[] = [
  { key: 'flip', label: 'Flip' },
  { key: 'cash_flow', label: 'Cash flow' },
  { key: 'mid_construction', label: 'Mid construction' },
  { key: 'retail', label: 'Retail' },
];

// Spec 001 §2 "Request Documents": four checkboxes, all off by default.
export const RequestDocumentsModal = ({ loanId, onClose }: Props) => {
  const [flags, setFlags] = useState<DocumentRequestFlags>({
    flip: false,
    cash_flow: false,
    mid_construction: false,
    retail: false,
  });
  const create = useCreateDocumentRequests(loanId);
  const onConfirm = () =>
    create.mutate(flags, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.requestsCreated });
        onClose();
      },
      onError: (error) => notifyFailure(error),
    });
  return (
    <Modal opened onClose={onClose} title="Request Documents" centered>
      <Stack gap="xs">
        {FLAGS.map((flag) => (
          <Checkbox
            key={flag.key}
            label={flag.label}
            checked={flags[flag.key]}
            onChange={(event) => {
              const isChecked = event.currentTarget.checked;
              setFlags((current) => ({ ...current, [flag.key]: isChecked }));
            }}
          />
        ))}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={create.isPending}>
          Request
        </Button>
      </Group>
    </Modal>
  );
};
