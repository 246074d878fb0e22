import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isValidRejectReason, messages, uiText } from '@lending/domain';
import { useState } from 'react';
import { useRejectDocument } from '../api/review-document';

type Props = {
  activityId: string;
  processId: string;
  onClose: (isRejected: boolean) => void;
  /** Above an overlay of its own (the loan documents panel). */
  zIndex?: number;
};

// 001 §2 "Reject dialog": 'Reject Document', a reason textarea, Cancel and Confirm (disabled
// while the reason is blank); success and failure messages of 001 §8.
export const RejectDialog = ({ activityId, processId, onClose, zIndex }: Props) => {
  const [reason, setReason] = useState('');
  const reject = useRejectDocument();
  const onConfirm = () => {
    if (!isValidRejectReason(reason)) return;
    reject.mutate(
      { activityId, processId, reason: reason.trim() },
      {
        onSuccess: () => notifications.show({ color: 'green', message: messages.documentRejected }),
        onError: () => notifications.show({ color: 'red', message: messages.documentRejectFailed }),
      },
    );
  };
  return (
    <Modal
      opened
      onClose={() => onClose(reject.isSuccess)}
      title={uiText.rejectDocument}
      centered
      zIndex={zIndex}
    >
      {reject.isSuccess ? (
        <Stack>
          <Text c="green">{messages.documentRejectedDialog}</Text>
          <Group justify="flex-end">
            {/* The Confirm button is gone: the focus moves here, not to the page behind. */}
            <Button onClick={() => onClose(true)} autoFocus>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Textarea
            aria-label={uiText.enterRejectionReason}
            placeholder={uiText.enterRejectionReason}
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          {reject.isError && (
            <Alert color="red">
              <Group justify="space-between">
                <Text size="sm">{messages.defaultFailure}</Text>
                <Button size="compact-xs" variant="subtle" onClick={() => reject.reset()}>
                  {uiText.reset}
                </Button>
              </Group>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(false)}>
              {uiText.cancel}
            </Button>
            <Button
              color="red"
              onClick={onConfirm}
              disabled={!isValidRejectReason(reason)}
              loading={reject.isPending}
            >
              {uiText.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
