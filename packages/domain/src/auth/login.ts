import { z } from 'zod';
import { roleSchema } from './roles';

// Issue 2 §5: POST /api/auth/login { email, password } -> { token }. The body's contract is
// `signInBodySchema` (api/auth.ts), the one the server checks.
export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// docs/contract.md: GET /api/user/logged-in-user/{email}.
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  name: z.string().nullable(),
  borrower_id: z.string().nullable().optional(),
  contact_id: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;
