// GET /servicing/mine (issue 19 item 4): the signed-in borrower's or broker's boarded loans, one
// servicing card each: principal, next payment date and amount, days past due, the interest
// reserve and construction holdback left, and the statements. Staff get an empty list (they use
// the loan page's Servicing tab).
import { eq, inArray } from 'drizzle-orm';
import {
  dayNumber,
  formatCents,
  parseDate,
  portfolioPosition,
  replayLedger,
  type LedgerEvent,
  type LedgerTerms,
  type ServicingMineWire,
} from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { loanBorrowers, loanContacts, loans, servicingLoans } from '../../db/schema/index';
import type { RequestUser } from '../../plugins/auth';
import { defaultSince, defaultStarted, servicedSchedule } from './servicing-extension-terms';
import { listStatements } from './servicing-statements';
import { eventsOf, loadEvents, termsOf, todayDate } from './servicing.queries';

const loanIdsOf = async (db: DbOrTx, user: RequestUser): Promise<string[]> => {
  if (user.role === 'borrower' && user.borrower_id) {
    const rows = await db
      .select({ id: loanBorrowers.loan_id })
      .from(loanBorrowers)
      .where(eq(loanBorrowers.borrower_id, user.borrower_id));
    return rows.map((r) => r.id);
  }
  if (user.role === 'broker' && user.contact_id) {
    const rows = await db
      .select({ id: loanContacts.loan_id })
      .from(loanContacts)
      .where(eq(loanContacts.contact_id, user.contact_id));
    return rows.map((r) => r.id);
  }
  return [];
};

/**
 * What the borrower owes on a due date if nothing else happens: the interest and fees due then
 * (after the interest reserve paid what it could), less suspense, plus that line's principal.
 */
const amountDueOn = (terms: LedgerTerms, events: LedgerEvent[], dueDate: string) => {
  const state = replayLedger(terms, events, parseDate(dueDate)!);
  // The serviced schedule: lines re-derived after draws, the balloon moved by extensions.
  const line = servicedSchedule(terms, events, parseDate(dueDate)!).lines.find((l) => l.dueDate === dueDate);
  const owed =
    state.interestCents +
    state.defaultInterestCents +
    state.feesCents +
    (line?.principalCents ?? 0n) -
    state.suspenseCents;
  return owed > 0n ? owed : 0n;
};

export const servicingMine = async (db: DbOrTx, user: RequestUser): Promise<ServicingMineWire> => {
  const ids = await loanIdsOf(db, user);
  if (ids.length === 0) return { loans: [] };
  const rows = await db
    .select({ servicing: servicingLoans, name: loans.name, human_id: loans.human_id })
    .from(servicingLoans)
    .innerJoin(loans, eq(loans.id, servicingLoans.loan_id))
    .where(inArray(servicingLoans.loan_id, ids))
    .orderBy(loans.human_id);
  const statements = await listStatements(
    db,
    rows.map((r) => r.servicing.loan_id),
  );
  const today = todayDate();
  const cards = [];
  for (const row of rows) {
    const terms = termsOf(row.servicing);
    const events = eventsOf(await loadEvents(db, row.servicing.loan_id));
    const asOf = dayNumber(today) < dayNumber(terms.fundedDate) ? terms.fundedDate : today;
    const state = replayLedger(terms, events, asOf);
    const position = portfolioPosition(terms, events, today);
    const paidOff = row.servicing.status === 'paid_off';
    const next = paidOff || !position.nextDueDate ? null : position;
    cards.push({
      loan_id: row.servicing.loan_id,
      human_id: row.human_id,
      name: row.name,
      status: paidOff ? ('paid_off' as const) : ('active' as const),
      principal: formatCents(state.principalCents),
      default_interest: formatCents(state.defaultInterestCents),
      in_default: !paidOff && defaultSince(events, asOf) !== null,
      default_since: defaultStarted(events, asOf),
      next_due: next
        ? { due_date: next.nextDueDate!, payment: formatCents(amountDueOn(terms, events, next.nextDueDate!)) }
        : null,
      days_past_due: paidOff ? 0 : position.daysPastDue,
      interest_reserve_left: formatCents(state.interestReserveCents),
      construction_holdback_left: formatCents(state.constructionReserveCents),
      statements: statements.filter((s) => s.loanId === row.servicing.loan_id).map((s) => s.statement),
    });
  }
  return { loans: cards };
};
