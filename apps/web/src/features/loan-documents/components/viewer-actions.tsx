import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_ACTIVITY_TYPES, uiText, type LoanDocumentItem } from '@lending/domain';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { RejectDialog } from '../../../shared/documents/components/reject-dialog';
import { ReviewButtons } from '../../../shared/documents/components/review-buttons';
import { SendForSignatureModal } from '../../../shared/e-signature/components/send-for-signature-modal';
import { loanDocumentsKeys } from '../api/loan-documents-keys';

/** The panel is a fixed overlay at z-index 301: its dialogs open above it. */
const ABOVE_PANEL = 320;

/** Activities whose generated PDF is sent for signature from the activity (not a process upload). */
const GENERATED_KINDS: readonly string[] = DOCUMENT_ACTIVITY_TYPES;

/**
 * 001 §2 document viewer: the action icons accept and reject (a borrower's upload to a document
 * request, with the 'Reject Document' dialog) and a 'DocuSign' button (any PDF of a request or the
 * PDF an activity generated). The calls and dialogs are the Files panel's own.
 */
export const ViewerActions = ({ loanId, item }: { loanId: string; item: LoanDocumentItem }) => {
  const queryClient = useQueryClient();
  const [isRejecting, setRejecting] = useState(false);
  const [isSigning, setSigning] = useState(false);
  const activityId = item.activity_uuid;
  const processId = item.process_uuid;
  if (!activityId) return null;
  const isRequest = item.activity_type === 'document-request' && Boolean(processId);
  const isGenerated =
    item.document.kind === 'generated' && GENERATED_KINDS.includes(item.activity_type ?? '');
  const canSign = item.document.content_type === 'application/pdf' && (isRequest || isGenerated);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: loanDocumentsKeys.documents(loanId) });
  if (!isRequest && !canSign) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="viewer-actions">
      {isRequest && processId && (
        <ReviewButtons
          variant="icons"
          activityId={activityId}
          processId={processId}
          processState={item.process_status?.state ?? 'new'}
          activityState={item.activity_status.state ?? 'new'}
          onReject={() => setRejecting(true)}
          onAccepted={refresh}
          zIndex={ABOVE_PANEL}
        />
      )}
      {canSign && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconSignature size={14} />}
          onClick={() => setSigning(true)}
        >
          {uiText.docuSign}
        </Button>
      )}
      {isRejecting && processId && (
        <RejectDialog
          activityId={activityId}
          processId={processId}
          zIndex={ABOVE_PANEL}
          onClose={(isRejected) => {
            setRejecting(false);
            if (isRejected) refresh();
          }}
        />
      )}
      {isSigning && (
        <SendForSignatureModal
          activityId={activityId}
          processId={isRequest ? (processId ?? undefined) : undefined}
          title={item.document.document_name || item.document.file_name}
          onClose={() => setSigning(false)}
          onSent={refresh}
          zIndex={ABOVE_PANEL}
        />
      )}
    </Group>
  );
};
