import { api } from '../../../lib/api-client';

// GET /api/plaid/{id}/get-link-token (000 §7, no authorisation header: the signed id is the key).
export type LinkTokenResponse = {
  link_token: string;
  mode?: 'sandbox' | 'live';
  /** Sandbox only: the built-in bank picker that returns here with ?public_token=. */
  picker_url?: string;
};

export const getLinkToken = (id: string): Promise<LinkTokenResponse> =>
  api.get<LinkTokenResponse>(`/plaid/${encodeURIComponent(id)}/get-link-token`);
