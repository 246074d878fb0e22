import { call } from '../../../lib/contract-client';

// POST /api/plaid/{id}/set-access-token, body {access_token} (000 §7): the public token from the
// bank picker; the server exchanges it and keeps the real access token to itself.
export const setAccessToken = (id: string, publicToken: string) =>
  call('postPlaidByIdSetAccessToken', { params: { id }, body: { access_token: publicToken } });
