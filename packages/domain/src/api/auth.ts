// Wire contracts of the built-in identity's calls (docs/contract.md "Auth"): sign-in, refresh,
// change password and sign-out answer a token; discovery and keys for token verifiers.
import { z } from 'zod';
import { loginResponseSchema, userSchema } from '../auth/login';
import { messages } from '../messages/messages';

/** POST /api/auth/login as the server checks it (the address is any text; a wrong one is a failed sign-in). */
export const signInBodySchema = z.object({
  email: z.string({ message: messages.emailRequired }).trim().min(1, messages.emailRequired).max(320),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const tokenResponseSchema = loginResponseSchema;

/**
 * POST /api/auth/login's answer: the token, and (issue 21, added beside it) the user the token is
 * for, as GET /user/logged-in-user/{email} gives it, so the browser routes at once instead of
 * asking for the user one round trip later.
 */
export const signInResponseSchema = tokenResponseSchema.extend({ user: userSchema });

/** POST /api/auth/logout: `everywhere` revokes every session of the user. */
export const logoutBodySchema = z.object({ everywhere: z.boolean().optional() }).nullish();

/** /.well-known/openid-configuration (and under /api/auth). */
export const discoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.string(),
  token_endpoint: z.string(),
  end_session_endpoint: z.string(),
  response_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
});
export const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
