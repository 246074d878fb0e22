import { useMutation } from '@tanstack/react-query';
import type { Recipient } from '@lending/domain';
import { call } from '../../../lib/contract-client';

export type SignatureTarget = { activityId: string; processId?: string };

// POST /activity/document-request/{id}/process/{pid}/set/request-signature (000 §7) for an upload;
// POST /activity/{id}/request-signature for the PDF an activity generated. Body { recipients }.
const requestSignature = ({ activityId, processId }: SignatureTarget, recipients: Recipient[]) =>
  processId
    ? call('postActivityDocumentRequestByIdProcessByProcessIdSetRequestSignature', {
        params: { id: activityId, processId },
        body: { recipients },
      })
    : call('postActivityByIdRequestSignature', { params: { id: activityId }, body: { recipients } });

export const useRequestSignature = (target: SignatureTarget, onSent?: () => void) =>
  useMutation({
    mutationFn: (recipients: Recipient[]) => requestSignature(target, recipients),
    onSuccess: () => onSent?.(),
  });
