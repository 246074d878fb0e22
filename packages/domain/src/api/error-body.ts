import { z } from 'zod';

// docs/contract.md "Errors": one shape for every 4xx/5xx.
export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  status_code: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into the contract's details list (path joined with dots). */
export const issuesToDetails = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorDetail[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

export const idParamsSchema = z.object({ id: z.string().min(1) });
export const okSchema = z.object({ ok: z.literal(true) });
