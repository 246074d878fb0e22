// Posting payments and reversals (issue 19 item 4) and the payoff quote (item 8). Each post runs in
// one transaction holding the servicing row's lock, so two staff posting at once apply one after
// the other; an idempotency key makes a repeated post return the first answer. The postings
// appended are the difference between the replay with the new event and without it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  dayNumber,
  formatCents,
  formatDate,
  lateDayAnswers,
  parseCents,
  parseDate,
  payoffQuote,
  postingDelta,
  replayLedger,
  servicingMessages as m,
  type LedgerEvent,
  type ServicingPaymentBody,
} from '@lending/domain';
import type { Db, Tx } from '../../db/client';
import {
  servicingEvents,
  servicingLedgerEvents,
  servicingLoans,
  servicingPostings,
} from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { applyLoanTransition } from '../loan-status/index';
import { defaultStarted } from './servicing-extension-terms';
import { clearCuredLateMarks } from './servicing-late';
import { balancesWire } from './servicing.service';
import {
  eventsOf,
  loadEvents,
  loadServicing,
  projectionAsOf,
  termsOf,
  todayDate,
  type EventRow,
} from './servicing.queries';

const DAY = 86_400;

export const checkEffectiveDate = (text: string, fundedDate: string) => {
  const day = dayNumber(parseDate(text)!);
  if (day < dayNumber(parseDate(fundedDate)!)) throw new AppError(400, m.effectiveBeforeFunding);
  if (day > dayNumber(todayDate())) throw new AppError(400, m.effectiveInFuture);
};

/** The paid-off payload (001 §5) filled from the ledger: late payments in 30/60/90-day buckets. */
const paidOffPayload = (latePeriods: { daysLate: number }[], paidOffDay: number) => {
  return {
    paid_off_date: paidOffDay * DAY,
    ...lateDayAnswers(latePeriods),
    // A ledger-derived starting point staff may change: 100 less 10 per late period (at least 1).
    borrower_score: Math.max(1, 100 - 10 * latePeriods.length),
    is_construction_completed: true,
  };
};

/** Appends one event and its posting delta; pays the loan off when nothing is owed any more. */
type EventValues = Omit<typeof servicingLedgerEvents.$inferInsert, 'id' | 'loan_id' | 'seq'>;

export const appendEvent = async (
  tx: Tx,
  options: { loanId: string; event: LedgerEvent; row: EventValues; actor: Actor | null },
) => {
  const record = await loadServicing(tx, options.loanId, { lock: true });
  const terms = termsOf(record);
  const events = eventsOf(await loadEvents(tx, options.loanId));
  const event = { ...options.event, seq: record.next_seq };
  const before = replayLedger(terms, events, projectionAsOf(terms, events));
  const after = replayLedger(terms, [...events, event], projectionAsOf(terms, [...events, event]));
  await tx
    .insert(servicingLedgerEvents)
    .values({ ...options.row, id: event.id, loan_id: options.loanId, seq: event.seq });
  const delta = postingDelta(before.postings, after.postings);
  if (delta.length > 0) {
    await tx.insert(servicingPostings).values(
      delta.map((p) => ({
        loan_id: options.loanId,
        event_id: event.id,
        source: p.source,
        account: p.account,
        effective_date: p.effectiveDate,
        amount_cents: p.amountCents,
        actor_id: options.actor?.id ?? null,
      })),
    );
  }
  // A back-dated payment may cover an installment marked late within its grace: the mark goes.
  await clearCuredLateMarks(tx, { loanId: options.loanId, terms, events: [...events, event] });
  const isPaidOff =
    after.principalCents === 0n &&
    after.interestCents === 0n &&
    after.defaultInterestCents === 0n &&
    after.feesCents === 0n;
  await tx
    .update(servicingLoans)
    .set({ next_seq: record.next_seq + 1, status: isPaidOff ? 'paid_off' : record.status })
    .where(eq(servicingLoans.loan_id, options.loanId));
  if (isPaidOff && options.actor) {
    const payload = paidOffPayload(after.latePeriods, dayNumber(event.effectiveDate));
    await applyLoanTransition(tx, {
      loanId: options.loanId,
      event: 'set-paid-off',
      actor: options.actor,
      changes: { paid_off_epoch: payload.paid_off_date },
    });
    await tx.insert(servicingEvents).values({
      loan_id: options.loanId,
      kind: 'paid-off',
      event_epoch: payload.paid_off_date,
      payload,
      created_by: options.actor.id,
    });
  }
  return { after, isPaidOff };
};

export const postPayment = async (
  db: Db,
  options: { loanId: string; body: ServicingPaymentBody; actor: Actor },
) => {
  const { loanId, body, actor } = options;
  return db.transaction(async (tx) => {
    const record = await loadServicing(tx, loanId, { lock: true });
    if (body.idempotency_key) {
      const [existing] = await tx
        .select()
        .from(servicingLedgerEvents)
        .where(
          and(
            eq(servicingLedgerEvents.loan_id, loanId),
            eq(servicingLedgerEvents.idempotency_key, body.idempotency_key),
          ),
        );
      if (existing) return answerFor(tx, loanId, existing);
    }
    if (record.status === 'paid_off') throw new AppError(409, m.loanPaidOff);
    checkEffectiveDate(body.effective_date, record.funded_date);
    const id = randomUUID();
    const amountCents = parseCents(body.amount)!;
    const { after, isPaidOff } = await appendEvent(tx, {
      loanId,
      actor,
      event: {
        kind: 'payment',
        id,
        seq: 0,
        effectiveDate: parseDate(body.effective_date)!,
        amountCents,
        method: body.method,
      },
      row: {
        kind: 'payment',
        effective_date: body.effective_date,
        amount_cents: amountCents,
        method: body.method,
        idempotency_key: body.idempotency_key ?? null,
        actor_id: actor.id,
      },
    });
    await recordAudit(tx, {
      actor,
      action: 'servicing.payment',
      entity_type: 'loan',
      entity_id: loanId,
      after: {
        payment_id: id,
        amount: body.amount,
        effective_date: body.effective_date,
        method: body.method,
      },
    });
    return {
      id,
      kind: 'payment' as const,
      effective_date: body.effective_date,
      amount: formatCents(amountCents),
      method: body.method,
      paid_off: isPaidOff,
      balances: balancesWire(after),
    };
  });
};

const answerFor = async (tx: Tx, loanId: string, event: EventRow) => {
  const record = await loadServicing(tx, loanId);
  const terms = termsOf(record);
  const events = eventsOf(await loadEvents(tx, loanId));
  const state = replayLedger(terms, events, projectionAsOf(terms, events));
  return {
    id: event.id,
    kind: event.kind === 'reversal' ? ('reversal' as const) : ('payment' as const),
    effective_date: event.effective_date,
    amount: event.amount_cents === null ? null : formatCents(event.amount_cents),
    method: event.method,
    paid_off: record.status === 'paid_off',
    balances: balancesWire(state),
  };
};

export const reversePayment = async (
  db: Db,
  options: { loanId: string; paymentId: string; reason: string; effectiveDate?: string; actor: Actor },
) => {
  const { loanId, paymentId, actor } = options;
  return db.transaction(async (tx) => {
    const record = await loadServicing(tx, loanId, { lock: true });
    if (record.status === 'paid_off') throw new AppError(409, m.loanPaidOff);
    const rows = await loadEvents(tx, loanId);
    const payment = rows.find((r) => r.id === paymentId && r.kind === 'payment');
    if (!payment) throw new AppError(404, m.paymentNotFound);
    if (rows.some((r) => r.kind === 'reversal' && r.payment_id === paymentId))
      throw new AppError(409, m.alreadyReversed);
    const effective = options.effectiveDate ?? formatDate(todayDate());
    checkEffectiveDate(effective, record.funded_date);
    const id = randomUUID();
    const { after } = await appendEvent(tx, {
      loanId,
      actor,
      event: { kind: 'reversal', id, seq: 0, effectiveDate: parseDate(effective)!, paymentId },
      row: {
        kind: 'reversal',
        effective_date: effective,
        payment_id: paymentId,
        reason: options.reason,
        actor_id: actor.id,
      },
    });
    await recordAudit(tx, {
      actor,
      action: 'servicing.reversal',
      entity_type: 'loan',
      entity_id: loanId,
      after: { reversal_id: id, payment_id: paymentId, reason: options.reason },
    });
    return {
      id,
      kind: 'reversal' as const,
      effective_date: effective,
      amount: null,
      method: null,
      paid_off: false,
      balances: balancesWire(after),
    };
  });
};

export const servicingPayoff = async (db: Db, options: { loanId: string; date?: string }) => {
  const record = await loadServicing(db, options.loanId);
  const date = options.date ?? formatDate(todayDate());
  const day = dayNumber(parseDate(date)!);
  if (day < dayNumber(parseDate(record.funded_date)!) || day > dayNumber(todayDate()) + 90) {
    throw new AppError(400, m.payoffDateRange);
  }
  const events = eventsOf(await loadEvents(db, options.loanId));
  const quote = payoffQuote(termsOf(record), events, parseDate(date)!);
  return {
    date: quote.date,
    payoff_amount: formatCents(quote.payoffCents),
    principal: formatCents(quote.principalCents),
    interest: formatCents(quote.interestCents),
    default_interest: formatCents(quote.defaultInterestCents),
    default_since: defaultStarted(events, parseDate(date)!),
    fees: formatCents(quote.feesCents),
    suspense: formatCents(quote.suspenseCents),
    interest_reserve: formatCents(quote.interestReserveCents),
    per_diem: formatCents(quote.perDiemCents),
  };
};
