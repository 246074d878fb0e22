import { z } from 'zod';
import { roleSchema } from './roles';

// Issue 2 §5: POST /api/auth/login { email, password } -> { token }.
export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Invalid email').max(320),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

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
