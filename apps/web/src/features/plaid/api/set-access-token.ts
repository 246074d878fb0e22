import type { SetAccessTokenResponse } from '@lending/domain';
import { api } from '../../../lib/api-client';

// POST /api/plaid/{id}/set-access-token, body {access_token} (000 §7): the public token from the
// bank picker; the server exchanges it and keeps the real access token to itself.
export const setAccessToken = (id: string, publicToken: string): Promise<SetAccessTokenResponse> =>
  api.post<SetAccessTokenResponse>(`/plaid/${encodeURIComponent(id)}/set-access-token`, {
    access_token: publicToken,
  });
