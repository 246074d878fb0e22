// Wire contracts of the /loan-status calls (001 §3 "Loan status response", §7): the progress
// blocks and the completion steps. The server validates and serialises with them; the web reads
// their `z.infer` types.
import { z } from 'zod';
import { messages } from '../messages/messages';

const block = z.object({ activity_id: z.string(), state: z.string(), epoch: z.number() }).nullable();

export const loanStatusResponseSchema = z.object({
  loan_id: z.string(),
  state: z.string(),
  suggested_steps: z.array(z.string()),
  gfd: z
    .object({
      activity_id: z.string(),
      state: z.string(),
      epoch: z.number(),
      deposit_amount: z.number().nullable(),
      deposit_date: z.number().nullable(),
    })
    .nullable(),
  term_sheet: block,
  board_review: block,
  commitment: block,
  funded: z.object({ funded_date: z.number() }).nullable(),
  paid_off: z.record(z.string(), z.unknown()).nullable(),
  has_board_review: z.boolean(),
  rejection_reason: z.string().nullable(),
  last_update: z.number(),
  version: z.number(),
});
export type LoanStatusResponse = z.infer<typeof loanStatusResponseSchema>;

export const loanStatusParams = z.object({ loanId: z.string().min(1) });
export const fundedParams = loanStatusParams.extend({ date: z.string() });
export const rejectLoanBodySchema = z.object({
  reason: z.string().trim().min(1, messages.required).max(2000),
});
