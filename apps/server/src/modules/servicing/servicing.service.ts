// Reading a boarded loan's servicing: the summary (terms, balances as of today, next due, late
// periods, payments and their split), the schedule and the stored (append-only) ledger.
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  dayNumber,
  formatCents,
  formatDate,
  lateDayAnswers,
  portfolioPosition,
  replayLedger,
  scheduleToWire,
  type LedgerState,
  type LedgerTerms,
  type ServicingSummaryWire,
} from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { servicingPostings } from '../../db/schema/index';
import { extensionAgreements } from './servicing-extension-status';
import { defaultWire, extensionTermsWire, servicedSchedule } from './servicing-extension-terms';
import {
  eventsOf,
  loadEvents,
  loadServicing,
  termsOf,
  todayDate,
  type ServicingRow,
} from './servicing.queries';

export const balancesWire = (
  state: Pick<
    LedgerState,
    'principalCents' | 'interestCents' | 'defaultInterestCents' | 'feesCents' | 'suspenseCents'
  >,
) => {
  const total =
    state.principalCents +
    state.interestCents +
    state.defaultInterestCents +
    state.feesCents -
    state.suspenseCents;
  return {
    principal: formatCents(state.principalCents),
    interest: formatCents(state.interestCents),
    default_interest: formatCents(state.defaultInterestCents),
    fees: formatCents(state.feesCents),
    suspense: formatCents(state.suspenseCents),
    total: formatCents(total > 0n ? total : 0n),
  };
};

const termsWire = (row: ServicingRow, terms: LedgerTerms) => ({
  principal: formatCents(row.principal_cents),
  annual_rate: row.annual_rate,
  day_count: terms.dayCount,
  rounding: terms.rounding,
  funded_date: row.funded_date,
  first_payment_date: row.first_payment_date,
  term_months: row.term_months,
  amortization_months: row.amortization_months,
  grace_days: row.grace_days,
  late_fee_percent: row.late_fee_percent,
  late_fee_flat: formatCents(row.late_fee_flat_cents),
  late_fee_cap: row.late_fee_cap_cents === null ? null : formatCents(row.late_fee_cap_cents),
});

export const servicingSummary = async (db: DbOrTx, loanId: string): Promise<ServicingSummaryWire> => {
  const row = await loadServicing(db, loanId);
  const terms = termsOf(row);
  const eventRows = await loadEvents(db, loanId);
  const events = eventsOf(eventRows);
  const today = todayDate();
  const asOf = dayNumber(today) < dayNumber(terms.fundedDate) ? terms.fundedDate : today;
  const state = replayLedger(terms, events, asOf);
  // The upcoming lines re-derived from the balance (draws) and the extensions so far (item 3).
  const schedule = servicedSchedule(terms, events, asOf);
  const next =
    row.status === 'paid_off' ? undefined : schedule.lines.find((l) => l.dueDate > formatDate(asOf));
  return {
    loan_id: row.loan_id,
    status: row.status === 'paid_off' ? 'paid_off' : 'active',
    as_of: state.asOf,
    terms: termsWire(row, terms),
    balances: balancesWire(state),
    next_due: next
      ? { number: next.number, due_date: next.dueDate, payment: formatCents(next.paymentCents) }
      : null,
    late_periods: state.latePeriods.map((p) => ({
      number: p.number,
      due_date: p.dueDate,
      days_late: p.daysLate,
    })),
    late_fees_assessed: state.lateFeesAssessed,
    maturity_date: state.maturityDate,
    extensions: extensionTermsWire(row, events),
    extension_agreements: await extensionAgreements(db, loanId, eventRows),
    default: defaultWire(row, events, asOf),
    overpayment_rule: terms.overpayment ?? 'principal',
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    days_past_due: row.status === 'paid_off' ? 0 : portfolioPosition(terms, events, today).daysPastDue,
    holdbacks: {
      interest_reserve: formatCents(row.interest_reserve_cents),
      interest_reserve_left: formatCents(state.interestReserveCents),
      construction_reserve: formatCents(row.construction_reserve_cents),
      construction_reserve_left: formatCents(state.constructionReserveCents),
    },
    late_answers: lateDayAnswers(state.latePeriods),
    payments: state.allocations.map((a) => ({
      id: a.paymentId,
      effective_date: a.effectiveDate,
      amount: formatCents(a.amountCents),
      fees: formatCents(a.feesCents),
      default_interest: formatCents(a.defaultInterestCents),
      interest: formatCents(a.interestCents),
      principal: formatCents(a.principalCents),
      suspense: formatCents(a.suspenseCents),
      reversed: a.reversed,
    })),
  };
};

export const servicingSchedule = async (db: DbOrTx, loanId: string) => {
  const terms = termsOf(await loadServicing(db, loanId));
  const events = eventsOf(await loadEvents(db, loanId));
  return scheduleToWire(servicedSchedule(terms, events, todayDate()));
};

export const servicingLedger = async (
  db: DbOrTx,
  options: { loanId: string; page: number; size: number },
) => {
  await loadServicing(db, options.loanId);
  const where = eq(servicingPostings.loan_id, options.loanId);
  const [rows, [totals], sums] = await Promise.all([
    db
      .select()
      .from(servicingPostings)
      .where(where)
      .orderBy(asc(servicingPostings.id))
      .limit(options.size)
      .offset((options.page - 1) * options.size),
    db.select({ total: count() }).from(servicingPostings).where(where),
    db
      .select({
        account: servicingPostings.account,
        sum: sql<string>`sum(${servicingPostings.amount_cents})::text`,
      })
      .from(servicingPostings)
      .where(where)
      .groupBy(servicingPostings.account),
  ]);
  return {
    total: totals?.total ?? 0,
    // Every balance is the sum of its postings (debits positive).
    balances: Object.fromEntries(sums.map((s) => [s.account, formatCents(BigInt(s.sum))])),
    postings: rows.map((p) => ({
      id: p.id,
      event_id: p.event_id,
      source: p.source,
      account: p.account,
      effective_date: p.effective_date,
      amount: formatCents(p.amount_cents),
      posted_at: p.posted_at.toISOString(),
      actor_id: p.actor_id,
    })),
  };
};
