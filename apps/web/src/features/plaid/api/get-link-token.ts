import { call } from '../../../lib/contract-client';

// GET /api/plaid/{id}/get-link-token (000 §7, no authorisation header: the signed id is the key).
export const getLinkToken = (id: string) => call('getPlaidByIdGetLinkToken', { params: { id } });
