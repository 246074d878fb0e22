// The wire of the /servicing/loan/{loanId} calls (issue 19 "The contract"): money as decimal
// strings with two places, dates YYYY-MM-DD.
import { z } from 'zod';
import { servicingMessages as m } from '../messages/servicing-messages';
import { DAY_COUNTS, parseDate } from './day-count';
import { parseCents, ROUNDING_MODES } from './money';
import { OVERPAYMENT_RULES, PAYMENT_METHODS } from './ledger/ledger-types';
import {
  servicingDefaultWire,
  servicingExtensionTermsWire,
  SIGNING_STATUSES,
} from './servicing-extension-wire';
import { DELINQUENCY_BUCKETS } from './delinquency';

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const isoDate = z.string({ error: m.dateInvalid }).refine((text) => parseDate(text) !== null, m.dateInvalid);
const amount = z
  .union([z.string({ error: m.amountInvalid }), z.number({ error: m.amountInvalid })], {
    error: m.amountInvalid,
  })
  .transform(String)
  .refine((text) => (parseCents(text) ?? 0n) > 0n, m.amountInvalid)
  .refine((text) => (parseCents(text) ?? 0n) <= 100_000_000_000n, m.principalTooLarge);

export const servicingLoanParams = z.object({ loanId: z.uuid({ message: 'Invalid loan id' }) });
export const servicingPaymentParams = servicingLoanParams.extend({
  paymentId: z.uuid({ message: 'Invalid payment id' }),
});

/** Staff confirm the boarding, optionally overriding the defaults taken from the loan's terms. */
export const servicingBoardBody = z.object({
  day_count: z.enum(DAY_COUNTS, { error: m.dayCountInvalid }).default('actual/360'),
  rounding: z.enum(ROUNDING_MODES, { error: m.roundingInvalid }).default('half_up'),
  amortization_months: z.number().int().min(0).max(600).default(0),
  first_payment_date: isoDate.optional(),
  grace_days: z.number().int().min(0).max(60).default(10),
  late_fee_percent: z.number().min(0).max(25).nullable().default(5),
  late_fee_flat: amount.optional(),
  late_fee_cap: amount.optional(),
});
export type ServicingBoardBody = z.output<typeof servicingBoardBody>;

export const servicingPaymentBody = z.object({
  amount,
  effective_date: isoDate,
  method: z.enum(PAYMENT_METHODS, { error: m.methodInvalid }),
  /** Repeating a post with the same key returns the first answer and applies nothing twice. */
  idempotency_key: z.string().trim().min(1).max(100).optional(),
});
export type ServicingPaymentBody = z.output<typeof servicingPaymentBody>;

export const servicingReverseBody = z.object({
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500),
  effective_date: isoDate.optional(),
});

/** A schedule or list as JSON (default) or CSV (`format=csv`, or `Accept: text/csv`). */
export const servicingFormatQuery = z.object({ format: z.enum(['json', 'csv']).optional() });

/** The payoff date; today when omitted. */
export const servicingPayoffQuery = z.object({ date: isoDate.optional() });

const balances = z.object({
  principal: money,
  interest: money,
  /** Interest at the default rate's excess over the note rate (its own bucket). */
  default_interest: money,
  fees: money,
  suspense: money,
  total: money,
});

export const servicingSummaryWire = z.object({
  loan_id: z.string(),
  status: z.enum(['active', 'paid_off']),
  as_of: z.string(),
  terms: z.object({
    principal: money,
    annual_rate: z.string(),
    day_count: z.enum(DAY_COUNTS),
    rounding: z.enum(ROUNDING_MODES),
    funded_date: z.string(),
    first_payment_date: z.string(),
    term_months: z.number().int(),
    amortization_months: z.number().int(),
    grace_days: z.number().int(),
    late_fee_percent: z.string().nullable(),
    late_fee_flat: money,
    late_fee_cap: money.nullable(),
  }),
  balances,
  next_due: z.object({ number: z.number().int(), due_date: z.string(), payment: money }).nullable(),
  late_periods: z.array(
    z.object({ number: z.number().int(), due_date: z.string(), days_late: z.number().int() }),
  ),
  late_fees_assessed: z.number().int(),
  /** The maturity date as extended, the extensions used and allowed, and default (issue 19 items 4, 7). */
  maturity_date: z.string(),
  extensions: servicingExtensionTermsWire,
  /**
   * Each extension's agreement sent for signature and where it stands (item 7): sent, viewed (a
   * signer opened the link), signed or declined; an extension with no envelope has no row.
   */
  extension_agreements: z
    .array(
      z.object({
        extension_id: z.string(),
        effective_date: z.string(),
        status: z.enum(SIGNING_STATUSES),
        updated_at: z.string(),
        signers: z.array(z.object({ name: z.string(), status: z.enum(SIGNING_STATUSES) })),
      }),
    )
    .optional(),
  default: servicingDefaultWire,
  overpayment_rule: z.enum(OVERPAYMENT_RULES),
  /** Staff confirmed the boarded terms (issue 19 item 1); null while they await review. */
  confirmed_at: z.string().nullable(),
  days_past_due: z.number().int(),
  holdbacks: z.object({
    interest_reserve: money,
    interest_reserve_left: money,
    construction_reserve: money,
    construction_reserve_left: money,
  }),
  /** The paid-off modal's late-payment answers (001 §5) as the ledger knows them today. */
  late_answers: z.object({
    is_late_payment: z.boolean(),
    late_days: z.array(z.object({ late_days: z.number().int(), count: z.number().int() })),
  }),
  payments: z.array(
    z.object({
      id: z.string(),
      effective_date: z.string(),
      amount: money,
      fees: money,
      default_interest: money,
      interest: money,
      principal: money,
      suspense: money,
      reversed: z.boolean(),
    }),
  ),
});
export type ServicingSummaryWire = z.infer<typeof servicingSummaryWire>;

export const servicingLedgerQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(100),
});

export const servicingLedgerWire = z.object({
  total: z.number().int(),
  balances: z.record(z.string(), money),
  postings: z.array(
    z.object({
      id: z.number().int(),
      event_id: z.string().nullable(),
      source: z.string(),
      account: z.string(),
      effective_date: z.string(),
      amount: money,
      posted_at: z.string(),
      actor_id: z.string().nullable(),
    }),
  ),
});

export const servicingPaymentWire = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'reversal']),
  effective_date: z.string(),
  amount: money.nullable(),
  method: z.string().nullable(),
  paid_off: z.boolean(),
  balances,
});

export const servicingPayoffWire = z.object({
  date: z.string(),
  payoff_amount: money,
  principal: money,
  interest: money,
  default_interest: money,
  /** The date the latest default began on or before the payoff date; null when never in default. */
  default_since: z.string().nullable(),
  fees: money,
  suspense: money,
  interest_reserve: money,
  per_diem: money,
});
export type ServicingPayoffWire = z.infer<typeof servicingPayoffWire>;

const portfolioLoan = z.object({
  loan_id: z.string(),
  human_id: z.string(),
  name: z.string(),
  outstanding_principal: money,
  next_due_date: z.string().nullable(),
  days_past_due: z.number().int(),
  bucket: z.enum(DELINQUENCY_BUCKETS),
  maturity_date: z.string(),
  maturing_within: z.union([z.literal(30), z.literal(60), z.literal(90)]).nullable(),
  interest_this_month: money,
});

/** GET /servicing/portfolio (issue 19 item 9): every Funded boarded loan and the totals. */
export const servicingPortfolioWire = z.object({
  as_of: z.string(),
  totals: z.object({
    loans: z.number().int(),
    outstanding_principal: money,
    interest_this_month: money,
    buckets: z.record(z.enum(DELINQUENCY_BUCKETS), z.number().int()),
    maturing: z.object({ 30: z.number().int(), 60: z.number().int(), 90: z.number().int() }),
  }),
  loans: z.array(portfolioLoan),
});
export type ServicingPortfolioWire = z.infer<typeof servicingPortfolioWire>;

export * from './servicing-draws-wire';
export * from './servicing-extension-wire';
