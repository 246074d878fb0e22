import { messages, type Recipient } from '@lending/domain';
import { api } from '../../../lib/api-client';

// POST /activity/document-request/{id}/process/{pid}/set/request-signature (000 §7) with
// { recipients: [{ email, name }] } (001 §3 "DocuSign recipient").
export type SignatureRequest = { activityId: string; processId: string; recipients: Recipient[] };

export const requestSignature = ({ activityId, processId, recipients }: SignatureRequest) => {
  // 001 §5: a request without both ids is refused before it leaves the browser.
  if (!activityId || !processId) return Promise.reject(new Error(messages.missingActivityOrProcess));
  return api.post<unknown>(
    `/activity/document-request/${activityId}/process/${processId}/set/request-signature`,
    { recipients: recipients.map(({ email, name }) => ({ email: email.trim(), name: name.trim() })) },
  );
};
