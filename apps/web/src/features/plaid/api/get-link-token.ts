import type { LinkTokenResponse } from '@lending/domain';
import { api } from '../../../lib/api-client';

// GET /api/plaid/{id}/get-link-token (000 §7, no authorisation header: the signed id is the key).
export const getLinkToken = (id: string): Promise<LinkTokenResponse> =>
  api.get<LinkTokenResponse>(`/plaid/${encodeURIComponent(id)}/get-link-token`);
