// Demo servicing (issue 19 item 1): every seeded Funded loan is boarded (interest-only,
// actual/360, 5% late fee after 10 days) and carries its months of history: each due date paid on
// the day, except the third, paid 20 days late, and a matured loan's balloon left unpaid. The
// ledger is built the way the API builds it: one event at a time, each appending its posting delta.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  buildSchedule,
  dayNumber,
  formatDate,
  fromDayNumber,
  parseDate,
  postingDelta,
  replayLedger,
  addMonths,
  type LedgerEvent,
  type LedgerTerms,
  type Posting,
} from '@lending/domain';
import type { Tx } from '../client';
import { loans, servicingLedgerEvents, servicingLoans, servicingPostings } from '../schema';

const DAY = 86_400;

const asOfOf = (terms: LedgerTerms, events: LedgerEvent[]) =>
  fromDayNumber(Math.max(dayNumber(terms.fundedDate), ...events.map((e) => dayNumber(e.effectiveDate))));

export const seedServicingLedgers = async (
  tx: Tx,
  loanIds: string[],
  options: { adminId: string; now: number },
): Promise<number> => {
  const { adminId } = options;
  if (loanIds.length === 0) return 0;
  const funded = (await tx.select().from(loans).where(inArray(loans.id, loanIds))).filter(
    (l) => l.status === 'Funded' && l.funded_epoch && l.interest_rate !== null && l.duration_months,
  );
  const today = Math.floor(options.now / DAY);
  for (const loan of funded) {
    const fundedDate = fromDayNumber(Math.floor(loan.funded_epoch! / DAY));
    const principal = loan.amount_at_closing ?? loan.amount ?? 0;
    if (principal <= 0 || dayNumber(fundedDate) >= today) continue;
    const ratePercent = (Math.round(loan.interest_rate! * 1e8) / 1e6).toFixed(6);
    const [row] = await tx
      .insert(servicingLoans)
      .values({
        loan_id: loan.id,
        principal_cents: BigInt(Math.round(principal * 100)),
        annual_rate: ratePercent,
        day_count: 'actual/360',
        funded_date: formatDate(fundedDate),
        first_payment_date: formatDate(addMonths(fundedDate, 1)),
        term_months: loan.duration_months!,
        late_fee_percent: '5',
        boarded_by: adminId,
      })
      .returning();
    const terms: LedgerTerms = {
      principalCents: row!.principal_cents,
      annualRatePercent: { num: BigInt(Math.round(loan.interest_rate! * 1e8)), den: 1_000_000n },
      dayCount: 'actual/360',
      rounding: 'half_up',
      fundedDate,
      firstPaymentDate: addMonths(fundedDate, 1),
      termMonths: loan.duration_months!,
      amortizationMonths: 0,
      lateFee: { graceDays: 10, percent: { num: 5n, den: 1n }, flatCents: 0n, capCents: null },
    };
    const lines = buildSchedule({ ...terms, disbursementDate: fundedDate }).lines.slice(0, -1);
    let stored: Posting[] = replayLedger(terms, [], fundedDate).postings;
    const postingRows = stored.map((p) => ({ event_id: null as string | null, posting: p }));
    const events: LedgerEvent[] = [];
    for (const line of lines) {
      const due = dayNumber(parseDate(line.dueDate)!);
      const paidDay = line.number === 3 ? due + 20 : due;
      if (paidDay > today) break;
      const event: LedgerEvent = {
        kind: 'payment',
        id: randomUUID(),
        seq: events.length + 1,
        effectiveDate: fromDayNumber(paidDay),
        amountCents: line.paymentCents,
        method: line.number % 2 === 0 ? 'wire' : 'ach',
      };
      const next = replayLedger(terms, [...events, event], asOfOf(terms, [...events, event])).postings;
      for (const posting of postingDelta(stored, next)) postingRows.push({ event_id: event.id, posting });
      stored = next;
      events.push(event);
    }
    if (events.length > 0) {
      await tx.insert(servicingLedgerEvents).values(
        events.map((e) => ({
          id: e.id,
          loan_id: loan.id,
          seq: e.seq,
          kind: 'payment',
          effective_date: formatDate(e.effectiveDate),
          amount_cents: e.kind === 'payment' ? e.amountCents : null,
          method: e.kind === 'payment' ? e.method : null,
          actor_id: adminId,
        })),
      );
    }
    await tx.insert(servicingPostings).values(
      postingRows.map(({ event_id, posting }) => ({
        loan_id: loan.id,
        event_id,
        source: posting.source,
        account: posting.account,
        effective_date: posting.effectiveDate,
        amount_cents: posting.amountCents,
        actor_id: adminId,
      })),
    );
    await tx
      .update(servicingLoans)
      .set({ next_seq: events.length + 1 })
      .where(eq(servicingLoans.loan_id, loan.id));
  }
  return funded.length;
};
