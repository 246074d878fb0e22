import { api } from '../../../lib/api-client';

// POST /api/invitation/accept (public; the mailed token is the authorisation), then the usual
// sign-in so the new user lands in their personal area at once.
export type AcceptInvitationInput = { token: string; password: string };

export const acceptInvitation = (input: AcceptInvitationInput) =>
  api.post<{ email: string; role: string }>('/invitation/accept', input);

export const signIn = (input: { email: string; password: string }) =>
  api.post<{ token: string }>('/auth/login', input);
