import type { acceptInvitationBody } from '@lending/domain';
import type { z } from 'zod';
import { call } from '../../../lib/contract-client';

// POST /api/invitation/accept (public; the mailed token is the authorisation), then the usual
// sign-in so the new user lands in their personal area at once.
export type AcceptInvitationInput = z.input<typeof acceptInvitationBody>;

export const acceptInvitation = (input: AcceptInvitationInput) =>
  call('postInvitationAccept', { body: input });

export const signIn = (input: { email: string; password: string }) => call('postAuthLogin', { body: input });
