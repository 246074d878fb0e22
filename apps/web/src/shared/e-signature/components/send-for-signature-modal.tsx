import { Modal } from '@mantine/core';
import type { Recipient } from '@lending/domain';
import { RecipientsForm } from './recipients-form';

type Props = {
  activityId: string;
  processId?: string;
  title: string;
  initial?: Recipient[];
  onClose: () => void;
  /** The caller refreshes what it shows (the activity row, its envelope badge). */
  onSent: () => void;
  /** Above an overlay of its own (the loan documents panel). */
  zIndex?: number;
};

// 'Send with docuSign' from an activity row (term sheet, commitment, board review, custom document).
export const SendForSignatureModal = ({
  activityId,
  processId,
  title,
  initial,
  onClose,
  onSent,
  zIndex,
}: Props) => (
  <Modal opened onClose={onClose} title={`Send for signature: ${title}`} size="lg" zIndex={zIndex}>
    <RecipientsForm
      activityId={activityId}
      processId={processId}
      initial={initial}
      onBack={onClose}
      onSent={() => {
        onSent();
        onClose();
      }}
    />
  </Modal>
);
