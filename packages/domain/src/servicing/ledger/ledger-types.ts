// The servicing ledger's vocabulary (issue 19 "The ledger"). A loan's ledger is a pure function of
// its terms and its event list: replaying the events yields every posting, and every balance is
// the sum of those postings. Amounts are integer cents (bigint); a posting's amount is signed,
// debits positive and credits negative, and the postings of one source always sum to zero.
import type { CalendarDate, DayCount } from '../day-count';
import type { RatePeriod } from '../floating';
import type { Fraction, RoundingMode } from '../money';

export const LEDGER_ACCOUNTS = [
  'principal',
  'interest_receivable',
  /** Interest at the default rate over the note rate, from the default date (its own bucket). */
  'default_interest',
  'fees_receivable',
  'suspense',
  'reserves',
  /** The interest reserve withheld from the proceeds (a credit: held for the borrower). */
  'interest_reserve',
  /** The undisbursed construction holdback (a debit until drawn) and its off-balance commitment. */
  'construction_reserve',
  'commitment',
  'cash',
  'interest_income',
  'fee_income',
  'default_interest_income',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const PAYMENT_METHODS = ['ach', 'wire', 'check'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type LateFeeRule = {
  graceDays: number;
  /** Percent of the scheduled payment (exact decimal); null for a flat fee. */
  percent: Fraction | null;
  flatCents: bigint;
  /** Upper bound of one late fee; null = no cap. */
  capCents: bigint | null;
};

export type LedgerTerms = {
  principalCents: bigint;
  annualRatePercent: Fraction;
  dayCount: DayCount;
  rounding: RoundingMode;
  fundedDate: CalendarDate;
  firstPaymentDate: CalendarDate;
  termMonths: number;
  /** 0 = interest-only. */
  amortizationMonths: number;
  lateFee: LateFeeRule | null;
  /** Withheld from the proceeds; pays the interest due at each due date while it lasts. */
  interestReserveCents?: bigint;
  /** The construction holdback: disbursed to principal by funded draws only. */
  constructionReserveCents?: bigint;
  /** A floating loan's resolved rate periods (index + spread, floored, per reset); absent = fixed. */
  ratePeriods?: RatePeriod[];
  /** The default rate (percent, replaces the note rate from a default date); null/absent = none. */
  defaultRatePercent?: Fraction | null;
  /** Where money beyond the amount due goes: principal (the default) or suspense. */
  overpayment?: OverpaymentRule;
};

export const OVERPAYMENT_RULES = ['principal', 'suspense'] as const;
export type OverpaymentRule = (typeof OVERPAYMENT_RULES)[number];

export type LedgerEvent =
  | {
      kind: 'payment';
      id: string;
      /** Order of arrival; breaks ties between events of one effective date. */
      seq: number;
      effectiveDate: CalendarDate;
      amountCents: bigint;
      method: PaymentMethod;
    }
  | { kind: 'reversal'; id: string; seq: number; effectiveDate: CalendarDate; paymentId: string }
  /** A funded construction draw: the holdback disbursed to principal on that date. */
  | { kind: 'draw'; id: string; seq: number; effectiveDate: CalendarDate; amountCents: bigint }
  /** A date the stored ledger is brought up to (a due date's interest paid from the reserve). */
  | { kind: 'mark'; id: string; seq: number; effectiveDate: CalendarDate }
  /** An extension: its fee charged, the extension rate from its date, maturity moved by `months`. */
  | {
      kind: 'extension';
      id: string;
      seq: number;
      effectiveDate: CalendarDate;
      feeCents: bigint;
      annualRatePercent: Fraction;
      months: number;
    }
  /** Default set (active) or cleared from its date: default interest accrues while active. */
  | { kind: 'default'; id: string; seq: number; effectiveDate: CalendarDate; active: boolean }
  /** Staff apply the funds held in suspense through the waterfall on that date. */
  | { kind: 'apply-suspense'; id: string; seq: number; effectiveDate: CalendarDate };

export type Posting = {
  /** What caused it: 'disbursement', 'accrual:2026-03-01', 'late-fee:3', 'payment:<id>', 'reversal:<id>'. */
  source: string;
  effectiveDate: string;
  account: LedgerAccount;
  amountCents: bigint;
};

/** A payment's split through the waterfall (fees, default interest, interest, principal, then suspense). */
export type Allocation = {
  paymentId: string;
  effectiveDate: string;
  amountCents: bigint;
  feesCents: bigint;
  defaultInterestCents: bigint;
  interestCents: bigint;
  principalCents: bigint;
  suspenseCents: bigint;
  reversed: boolean;
};

export type LedgerState = {
  asOf: string;
  postings: Posting[];
  allocations: Allocation[];
  /** Balances as the borrower owes them (positive = owed), from the postings. */
  principalCents: bigint;
  interestCents: bigint;
  defaultInterestCents: bigint;
  feesCents: bigint;
  suspenseCents: bigint;
  lateFeesAssessed: number;
  /** The note rate in force at the as-of date (the extension rate after an extension). */
  ratePercent: Fraction;
  /** In default at the as-of date (default interest accruing). */
  inDefault: boolean;
  /** The maturity (the last due date, moved by extensions). */
  maturityDate: string;
  /** The interest reserve left (held for the borrower) and the construction holdback not yet drawn. */
  interestReserveCents: bigint;
  constructionReserveCents: bigint;
  /** Interest paid from the interest reserve, per due date. */
  reservePayments: { effectiveDate: string; amountCents: bigint }[];
  /** Scheduled lines whose due date + grace passed without the cumulative scheduled amount paid. */
  latePeriods: { number: number; dueDate: string; daysLate: number }[];
};
