// Demo servicing (issue 19 items 1 and 5). Every seeded Funded loan is boarded and confirmed
// (interest-only, actual/360, 5% late fee after 10 days) with its construction holdback (the
// loan's construction reserve, budgeted as hard and soft costs) and months of history: each due
// date's interest paid on the day, except the third, paid 20 days late (with its late fee), one
// construction draw funded in the second month, and a matured loan's balloon left unpaid. Every
// seeded Paid-Off loan has a closed ledger: the same history ending in a payoff, on its paid-off
// date, that brings every balance to zero. The ledger is built the way the API builds it: one
// event at a time, each appending its posting delta; the monthly statements are made as the
// daily job makes them.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  addMonths,
  buildSchedule,
  dayNumber,
  formatDate,
  fromDayNumber,
  parseDate,
  payoffQuote,
  postingDelta,
  replayLedger,
  type LedgerEvent,
  type LedgerTerms,
  type Posting,
} from '@lending/domain';
import type { Tx } from '../client';
import type { SeedModules } from './seed-modules';
import { loans, servicingDraws, servicingLedgerEvents, servicingLoans, servicingPostings } from '../schema';

const DAY = 86_400;
type LoanRow = typeof loans.$inferSelect;

const asOfOf = (terms: LedgerTerms, events: LedgerEvent[]) =>
  fromDayNumber(Math.max(dayNumber(terms.fundedDate), ...events.map((e) => dayNumber(e.effectiveDate))));

/** The history of one loan up to `endDay`: interest paid at each due date (the third 20 days late), a draw in month two. */
const historyOf = (terms: LedgerTerms, endDay: number, holdbackCents: bigint) => {
  const events: LedgerEvent[] = [];
  const add = (event: LedgerEvent) => events.push({ ...event, seq: events.length + 1 });
  const drawDay = dayNumber(terms.fundedDate) + 45;
  const drawCents = (holdbackCents * 4n) / 10n;
  let drawn = false;
  const lines = buildSchedule({ ...terms, disbursementDate: terms.fundedDate }).lines.slice(0, -1);
  for (const line of lines) {
    const due = dayNumber(parseDate(line.dueDate)!);
    const paidDay = line.number === 3 ? due + 20 : due;
    if (!drawn && drawCents > 0n && drawDay < paidDay && drawDay <= endDay) {
      add({
        kind: 'draw',
        id: randomUUID(),
        seq: 0,
        effectiveDate: fromDayNumber(drawDay),
        amountCents: drawCents,
      });
      drawn = true;
    }
    if (paidDay >= endDay) break;
    const owed = replayLedger(terms, events, fromDayNumber(paidDay));
    const amount = owed.interestCents + owed.feesCents + line.principalCents;
    if (amount <= 0n) continue;
    add({
      kind: 'payment',
      id: randomUUID(),
      seq: 0,
      effectiveDate: fromDayNumber(paidDay),
      amountCents: amount,
      method: line.number % 2 === 0 ? 'wire' : 'ach',
    });
  }
  return events;
};

const seedLoan = async (
  tx: Tx,
  loan: LoanRow,
  options: { adminId: string; today: number } & SeedModules['servicing'],
) => {
  const fundedDate = fromDayNumber(Math.floor(loan.funded_epoch! / DAY));
  const principal = loan.amount_at_closing ?? loan.amount ?? 0;
  const paidOffDay =
    loan.status === 'Paid-Off' && loan.paid_off_epoch ? Math.floor(loan.paid_off_epoch / DAY) : null;
  const endDay = paidOffDay ?? options.today;
  if (principal <= 0 || dayNumber(fundedDate) >= endDay) return false;
  const holdbackCents = BigInt(Math.round(Math.min(loan.construction_reserve ?? 0, principal / 2) * 100));
  const hard = (holdbackCents * 3n) / 4n;
  const rate = { num: BigInt(Math.round(loan.interest_rate! * 1e8)), den: 1_000_000n };
  const terms: LedgerTerms = {
    principalCents: BigInt(Math.round(principal * 100)),
    annualRatePercent: rate,
    dayCount: 'actual/360',
    rounding: 'half_up',
    fundedDate,
    firstPaymentDate: addMonths(fundedDate, 1),
    termMonths: loan.duration_months!,
    amortizationMonths: 0,
    lateFee: { graceDays: 10, percent: { num: 5n, den: 1n }, flatCents: 0n, capCents: null },
    constructionReserveCents: holdbackCents,
  };
  const events = historyOf(terms, endDay, holdbackCents);
  if (paidOffDay !== null) {
    const quote = payoffQuote(terms, events, fromDayNumber(paidOffDay));
    events.push({
      kind: 'payment',
      id: randomUUID(),
      seq: events.length + 1,
      effectiveDate: fromDayNumber(paidOffDay),
      amountCents: quote.payoffCents,
      method: 'wire',
    });
  }
  const [row] = await tx
    .insert(servicingLoans)
    .values({
      loan_id: loan.id,
      principal_cents: terms.principalCents,
      annual_rate: (Math.round(loan.interest_rate! * 1e8) / 1e6).toFixed(6),
      day_count: 'actual/360',
      funded_date: formatDate(fundedDate),
      first_payment_date: formatDate(terms.firstPaymentDate),
      term_months: terms.termMonths,
      late_fee_percent: '5',
      boarded_by: options.adminId,
      confirmed_at: new Date(loan.funded_epoch! * 1000 + DAY * 1000),
      confirmed_by: options.adminId,
      construction_reserve_cents: holdbackCents,
      budget:
        holdbackCents > 0n
          ? [
              { line: 'hard', label: 'Construction hard costs', amount_cents: String(hard) },
              { line: 'soft', label: 'Construction soft costs', amount_cents: String(holdbackCents - hard) },
            ]
          : [],
      status: paidOffDay !== null ? 'paid_off' : 'active',
      next_seq: events.length + 1,
    })
    .returning();
  let stored: Posting[] = replayLedger(terms, [], fundedDate).postings;
  const postingRows = stored.map((posting) => ({ event_id: null as string | null, posting }));
  for (let i = 0; i < events.length; i += 1) {
    const next = replayLedger(terms, events.slice(0, i + 1), asOfOf(terms, events.slice(0, i + 1))).postings;
    for (const posting of postingDelta(stored, next)) postingRows.push({ event_id: events[i]!.id, posting });
    stored = next;
  }
  if (events.length > 0)
    await tx.insert(servicingLedgerEvents).values(
      events.map((e) => ({
        id: e.id,
        loan_id: loan.id,
        seq: e.seq,
        kind: e.kind,
        effective_date: formatDate(e.effectiveDate),
        amount_cents: e.kind === 'payment' || e.kind === 'draw' ? e.amountCents : null,
        method: e.kind === 'payment' ? e.method : null,
        actor_id: options.adminId,
      })),
    );
  await tx.insert(servicingPostings).values(
    postingRows.map(({ event_id, posting }) => ({
      loan_id: loan.id,
      event_id,
      source: posting.source,
      account: posting.account,
      effective_date: posting.effectiveDate,
      amount_cents: posting.amountCents,
      actor_id: options.adminId,
    })),
  );
  const draw = events.find((e) => e.kind === 'draw');
  if (draw && draw.kind === 'draw') {
    const drawHard = (draw.amountCents * 3n) / 4n;
    await tx.insert(servicingDraws).values({
      loan_id: loan.id,
      status: 'funded',
      lines: [
        { line: 'hard', amount_cents: String(drawHard), approved_cents: String(drawHard) },
        {
          line: 'soft',
          amount_cents: String(draw.amountCents - drawHard),
          approved_cents: String(draw.amountCents - drawHard),
        },
      ],
      requested_cents: draw.amountCents,
      approved_cents: draw.amountCents,
      note: 'Framing, roof and permits',
      event_id: draw.id,
      requested_by: options.adminId,
      requested_at: new Date((dayNumber(draw.effectiveDate) - 5) * DAY * 1000),
      decided_by: options.adminId,
      decided_at: new Date((dayNumber(draw.effectiveDate) - 2) * DAY * 1000),
      funded_date: formatDate(draw.effectiveDate),
    });
  }
  if (row && paidOffDay === null) await options.statementsOfLoan(tx, row, fromDayNumber(options.today));
  return true;
};

export const seedServicingLedgers = async (
  tx: Tx,
  loanIds: string[],
  options: { adminId: string; now: number; servicing: SeedModules['servicing'] },
): Promise<number> => {
  if (loanIds.length === 0) return 0;
  const rows = (await tx.select().from(loans).where(inArray(loans.id, loanIds))).filter(
    (l) =>
      (l.status === 'Funded' || l.status === 'Paid-Off') &&
      l.funded_epoch &&
      l.interest_rate !== null &&
      l.duration_months,
  );
  const today = Math.floor(options.now / DAY);
  let boarded = 0;
  const { adminId, servicing } = options;
  for (const loan of rows) if (await seedLoan(tx, loan, { adminId, today, ...servicing })) boarded += 1;
  return boarded;
};
