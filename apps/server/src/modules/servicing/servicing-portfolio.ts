// The portfolio servicing view (issue 19 item 9): every Funded loan that is boarded, each a replay
// of its own events as of today (outstanding principal, next due date, days past due, delinquency
// bucket, maturity within 30/60/90 days, interest collected this month), with the totals.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DELINQUENCY_BUCKETS,
  formatCents,
  formatDate,
  portfolioPosition,
  toCsv,
  type ServicingPortfolioWire,
} from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { loans, servicingLedgerEvents, servicingLoans } from '../../db/schema/index';
import { eventsOf, termsOf, todayDate, type EventRow } from './servicing.queries';

export const servicingPortfolio = async (db: DbOrTx): Promise<ServicingPortfolioWire> => {
  const rows = await db
    .select({ servicing: servicingLoans, human_id: loans.human_id, name: loans.name })
    .from(servicingLoans)
    .innerJoin(loans, eq(loans.id, servicingLoans.loan_id))
    .where(and(eq(loans.status, 'Funded'), eq(loans.archived, false)))
    .orderBy(asc(loans.human_id));
  const ids = rows.map((r) => r.servicing.loan_id);
  const eventRows = ids.length
    ? await db
        .select()
        .from(servicingLedgerEvents)
        .where(inArray(servicingLedgerEvents.loan_id, ids))
        .orderBy(asc(servicingLedgerEvents.seq))
    : [];
  const byLoan = new Map<string, EventRow[]>();
  for (const row of eventRows) byLoan.set(row.loan_id, [...(byLoan.get(row.loan_id) ?? []), row]);
  const today = todayDate();
  const buckets = Object.fromEntries(DELINQUENCY_BUCKETS.map((b) => [b, 0])) as Record<
    (typeof DELINQUENCY_BUCKETS)[number],
    number
  >;
  const maturing = { 30: 0, 60: 0, 90: 0 };
  let principal = 0n;
  let interest = 0n;
  const list = rows.map((r) => {
    const p = portfolioPosition(termsOf(r.servicing), eventsOf(byLoan.get(r.servicing.loan_id) ?? []), today);
    buckets[p.bucket] += 1;
    // Maturing within 30 also counts within 60 and 90 (the lists a servicer works from).
    for (const window of [30, 60, 90] as const)
      if (p.maturingWithin && p.maturingWithin <= window) maturing[window] += 1;
    principal += p.principalCents;
    interest += p.interestThisMonthCents;
    return {
      loan_id: r.servicing.loan_id,
      human_id: r.human_id,
      name: r.name,
      outstanding_principal: formatCents(p.principalCents),
      next_due_date: p.nextDueDate,
      days_past_due: p.daysPastDue,
      bucket: p.bucket,
      maturity_date: p.maturityDate,
      maturing_within: p.maturingWithin,
      interest_this_month: formatCents(p.interestThisMonthCents),
    };
  });
  return {
    as_of: formatDate(today),
    totals: {
      loans: list.length,
      outstanding_principal: formatCents(principal),
      interest_this_month: formatCents(interest),
      buckets,
      maturing,
    },
    loans: list,
  };
};

export const portfolioCsv = (portfolio: ServicingPortfolioWire): string =>
  toCsv(
    [
      'loan_number',
      'name',
      'outstanding_principal',
      'next_due_date',
      'days_past_due',
      'delinquency_bucket',
      'maturity_date',
      'maturing_within_days',
      'interest_this_month',
    ],
    portfolio.loans.map((l) => [
      l.human_id,
      l.name,
      l.outstanding_principal,
      l.next_due_date,
      l.days_past_due,
      l.bucket,
      l.maturity_date,
      l.maturing_within,
      l.interest_this_month,
    ]),
  );
