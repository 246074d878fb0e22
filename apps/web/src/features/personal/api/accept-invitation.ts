import type { InvitationAccepted, LoginResponse } from '@lending/domain';
import { api } from '../../../lib/api-client';

// POST /api/invitation/accept (public; the mailed token is the authorisation), then the usual
// sign-in so the new user lands in their personal area at once.
export type AcceptInvitationInput = { token: string; password: string };

export const acceptInvitation = (input: AcceptInvitationInput) =>
  api.post<InvitationAccepted>('/invitation/accept', input);

export const signIn = (input: { email: string; password: string }) =>
  api.post<LoginResponse>('/auth/login', input);
