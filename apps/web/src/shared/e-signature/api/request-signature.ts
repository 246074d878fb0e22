import { useMutation } from '@tanstack/react-query';
import type { Recipient, SentEnvelope } from '@lending/domain';
import { api } from '../../../lib/api-client';

export type SignatureTarget = { activityId: string; processId?: string };

// POST /activity/document-request/{id}/process/{pid}/set/request-signature (000 §7) for an upload;
// POST /activity/{id}/request-signature for the PDF an activity generated. Body { recipients }.
const requestSignature = ({ activityId, processId }: SignatureTarget, recipients: Recipient[]) =>
  api.post<SentEnvelope>(
    processId
      ? `/activity/document-request/${activityId}/process/${processId}/set/request-signature`
      : `/activity/${activityId}/request-signature`,
    { recipients },
  );

export const useRequestSignature = (target: SignatureTarget, onSent?: () => void) =>
  useMutation({
    mutationFn: (recipients: Recipient[]) => requestSignature(target, recipients),
    onSuccess: () => onSent?.(),
  });
