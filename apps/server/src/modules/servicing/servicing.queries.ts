// Loading a boarded loan and its events, and turning rows into the domain ledger's terms.
import { asc, eq } from 'drizzle-orm';
import {
  dayNumber,
  fromDayNumber,
  parseCents,
  parseDate,
  parseDecimal,
  servicingMessages,
  type CalendarDate,
  type DayCount,
  type LedgerEvent,
  type LedgerTerms,
  type PaymentMethod,
  type RoundingMode,
} from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { servicingLedgerEvents, servicingLoans } from '../../db/schema/index';
import { AppError } from '../../plugins/errors';

export type ServicingRow = typeof servicingLoans.$inferSelect;
export type EventRow = typeof servicingLedgerEvents.$inferSelect;

const date = (text: string): CalendarDate => {
  const parsed = parseDate(text);
  if (!parsed) throw new AppError(500, `stored date ${text} is not a date`);
  return parsed;
};
const decimal = (text: string) => {
  const parsed = parseDecimal(text);
  if (!parsed) throw new AppError(500, `stored decimal ${text} is not a decimal`);
  return parsed;
};

export const todayDate = (): CalendarDate => fromDayNumber(Math.floor(Date.now() / 86_400_000));

export const termsOf = (row: ServicingRow): LedgerTerms => ({
  principalCents: row.principal_cents,
  annualRatePercent: decimal(row.annual_rate),
  dayCount: row.day_count as DayCount,
  rounding: row.rounding as RoundingMode,
  fundedDate: date(row.funded_date),
  firstPaymentDate: date(row.first_payment_date),
  termMonths: row.term_months,
  amortizationMonths: row.amortization_months,
  lateFee:
    row.late_fee_percent === null && row.late_fee_flat_cents === 0n
      ? null
      : {
          graceDays: row.grace_days,
          percent: row.late_fee_percent === null ? null : decimal(row.late_fee_percent),
          flatCents: row.late_fee_flat_cents,
          capCents: row.late_fee_cap_cents,
        },
  interestReserveCents: row.interest_reserve_cents,
  constructionReserveCents: row.construction_reserve_cents,
  defaultRatePercent: row.default_rate === null ? null : decimal(row.default_rate),
  overpayment: row.overpayment_rule === 'suspense' ? 'suspense' : 'principal',
  // A floating loan accrues by its resolved rate periods (migration 0031, floating.ts).
  ...(row.rate_type === 'floating'
    ? { ratePeriods: row.rate_periods.map((p) => ({ from: date(p.from), ratePercent: decimal(p.rate) })) }
    : {}),
});

/** Migration 0029's events: extensions, default set/cleared, suspense applied by staff. */
const changeOf = (row: EventRow): LedgerEvent | null => {
  const base = { id: row.id, seq: row.seq, effectiveDate: date(row.effective_date) };
  if (row.kind === 'extension')
    return {
      ...base,
      kind: 'extension',
      feeCents: row.amount_cents ?? 0n,
      annualRatePercent: decimal(row.rate ?? '0'),
      months: row.months ?? 0,
    };
  if (row.kind === 'default') return { ...base, kind: 'default', active: row.active === true };
  if (row.kind === 'apply-suspense') return { ...base, kind: 'apply-suspense' };
  return null;
};

export const eventsOf = (rows: EventRow[]): LedgerEvent[] =>
  rows.map(
    (row): LedgerEvent =>
      changeOf(row) ??
      (row.kind === 'mark'
        ? { kind: 'mark', id: row.id, seq: row.seq, effectiveDate: date(row.effective_date) }
        : row.kind === 'draw'
          ? {
              kind: 'draw',
              id: row.id,
              seq: row.seq,
              effectiveDate: date(row.effective_date),
              amountCents: row.amount_cents ?? 0n,
            }
          : row.kind === 'reversal'
            ? {
                kind: 'reversal',
                id: row.id,
                seq: row.seq,
                effectiveDate: date(row.effective_date),
                paymentId: row.payment_id!,
              }
            : {
                kind: 'payment',
                id: row.id,
                seq: row.seq,
                effectiveDate: date(row.effective_date),
                amountCents: row.amount_cents ?? 0n,
                method: (row.method ?? 'ach') as PaymentMethod,
              }),
  );

/** The stored ledger is the replay as of the latest event (or the funding): a pure function of the events. */
export const projectionAsOf = (terms: LedgerTerms, events: LedgerEvent[]): CalendarDate =>
  fromDayNumber(Math.max(dayNumber(terms.fundedDate), ...events.map((e) => dayNumber(e.effectiveDate))));

export const loadServicing = async (db: DbOrTx, loanId: string, options: { lock?: boolean } = {}) => {
  const query = db.select().from(servicingLoans).where(eq(servicingLoans.loan_id, loanId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, servicingMessages.notBoarded);
  return row;
};

export const loadEvents = (db: DbOrTx, loanId: string) =>
  db
    .select()
    .from(servicingLedgerEvents)
    .where(eq(servicingLedgerEvents.loan_id, loanId))
    .orderBy(asc(servicingLedgerEvents.seq));

export const centsOf = (text: string | undefined): bigint | null =>
  text === undefined ? null : parseCents(text);
