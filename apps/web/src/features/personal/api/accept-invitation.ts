import type { acceptInvitationBody, InvitationAccepted, LoginResponse } from '@lending/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

// POST /api/invitation/accept (public; the mailed token is the authorisation), then the usual
// sign-in so the new user lands in their personal area at once.
export type AcceptInvitationInput = z.input<typeof acceptInvitationBody>;

export const acceptInvitation = (input: AcceptInvitationInput) =>
  api.post<InvitationAccepted>('/invitation/accept', input);

export const signIn = (input: { email: string; password: string }) =>
  api.post<LoginResponse>('/auth/login', input);
