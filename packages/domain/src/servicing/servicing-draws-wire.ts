// The wire of the servicing calls added after the ledger (issue 19 items 1, 3, 4 and 6): terms
// edited and confirmed by staff, construction draws against the budget's line items, monthly
// statements, and the borrower's own servicing cards. Money as decimal strings with two places.
import { z } from 'zod';
import { servicingMessages as m } from '../messages/servicing-messages';
import { parseCents } from './money';

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const positiveAmount = z
  .union([z.string({ error: m.amountInvalid }), z.number({ error: m.amountInvalid })], {
    error: m.amountInvalid,
  })
  .transform(String)
  .refine((text) => (parseCents(text) ?? 0n) > 0n, m.amountInvalid)
  .refine((text) => (parseCents(text) ?? 0n) <= 100_000_000_000n, m.principalTooLarge);

export const servicingDrawParams = z.object({
  loanId: z.uuid({ message: 'Invalid loan id' }),
  drawId: z.uuid({ message: 'Invalid draw id' }),
});
export const servicingDrawFileParams = servicingDrawParams.extend({
  fileId: z.uuid({ message: 'Invalid file id' }),
});
export const servicingStatementParams = z.object({
  loanId: z.uuid({ message: 'Invalid loan id' }),
  statementId: z.uuid({ message: 'Invalid statement id' }),
});

/** A draw request: the budget line items drawn on, each with its amount, and a note. */
export const servicingDrawBody = z.object({
  lines: z
    .array(z.object({ line: z.string().trim().min(1).max(60), amount: positiveAmount }), {
      error: m.drawLinesRequired,
    })
    .min(1, m.drawLinesRequired)
    .max(20),
  note: z.string().trim().max(2000).optional(),
});
export type ServicingDrawBody = z.output<typeof servicingDrawBody>;

/** Approve all (no amount) or part of a requested draw. */
export const servicingDrawApproveBody = z.object({ amount: positiveAmount.optional() });
export const servicingDrawFundBody = z.object({ effective_date: z.string().optional() });
export const servicingDrawRejectBody = z.object({
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500),
});

/** Order a draw's inspection: an internal 'Inspection' activity on the loan, due on a date (5 days by default). */
export const servicingDrawInspectionBody = z.object({
  due_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
    .optional(),
  note: z.string().trim().max(2000).optional(),
});
/** The inspection's outcome: done (the draw may be funded) or rejected (failed, with why). */
export const servicingDrawInspectionResultBody = z.object({
  state: z.enum(['done', 'rejected']),
  note: z.string().trim().max(2000).optional(),
});

const drawWire = z.object({
  id: z.string(),
  status: z.enum(['requested', 'approved', 'funded', 'rejected']),
  lines: z.array(z.object({ line: z.string(), label: z.string(), amount: money })),
  requested: money,
  approved: money.nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  funded_date: z.string().nullable(),
  /** The inspection ordered for the draw (its activity and state), or null. */
  inspection: z
    .object({
      activity_id: z.string(),
      state: z.string(),
      due_date: z.string().nullable(),
      done: z.boolean(),
      note: z.string().nullable(),
    })
    .nullable(),
  files: z.array(z.object({ id: z.string(), file_name: z.string(), content_type: z.string() })),
});
export type ServicingDrawWire = z.infer<typeof drawWire>;
export const servicingDrawWire = drawWire;

/** GET .../draws: the budget with what is drawn and left per line, the holdback left, and the draws. */
export const servicingDrawsWire = z.object({
  holdback: money,
  holdback_left: money,
  /** The loan's terms require a done inspection before a draw is funded (a bridge lender's default). */
  inspection_required: z.boolean(),
  budget: z.array(
    z.object({ line: z.string(), label: z.string(), budget: money, drawn: money, left: money }),
  ),
  draws: z.array(drawWire),
});
export type ServicingDrawsWire = z.infer<typeof servicingDrawsWire>;

/** PUT .../terms: staff edit the boarded terms before they confirm them. */
export const servicingTermsBody = z.object({
  day_count: z
    .enum(['30/360', 'actual/360', 'actual/365', 'actual/actual'], { error: m.dayCountInvalid })
    .optional(),
  amortization_months: z.number().int().min(0).max(600).optional(),
  grace_days: z.number().int().min(0).max(60).optional(),
  late_fee_percent: z.number().min(0).max(25).nullable().optional(),
  interest_reserve: z.union([z.string(), z.number()]).transform(String).optional(),
  construction_reserve: z.union([z.string(), z.number()]).transform(String).optional(),
  draw_inspection_required: z.boolean().optional(),
});
export type ServicingTermsBody = z.output<typeof servicingTermsBody>;

const statementWire = z.object({
  id: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string().nullable(),
  amount_due: money,
  generated_at: z.string(),
});
export const servicingStatementsWire = z.object({ statements: z.array(statementWire) });
export type ServicingStatementWire = z.infer<typeof statementWire>;

/** GET /servicing/mine: the signed-in borrower's or broker's boarded loans, one card each. */
export const servicingMineWire = z.object({
  loans: z.array(
    z.object({
      loan_id: z.string(),
      human_id: z.string(),
      name: z.string(),
      status: z.enum(['active', 'paid_off']),
      principal: money,
      /** Default interest owed (its own bucket) and the date the latest default began, if any. */
      default_interest: money,
      in_default: z.boolean(),
      default_since: z.string().nullable(),
      next_due: z.object({ due_date: z.string(), payment: money }).nullable(),
      days_past_due: z.number().int(),
      interest_reserve_left: money,
      construction_holdback_left: money,
      statements: z.array(statementWire),
    }),
  ),
});
export type ServicingMineWire = z.infer<typeof servicingMineWire>;
