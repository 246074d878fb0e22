// ACH debits (issue 19 item 4). A borrower or broker pays from the personal area through the
// bank account linked with Plaid (sandbox by default): the account's numbers come from Plaid Auth,
// the debit is recorded pending (account number encrypted, last four digits shown). Staff download
// the day's debits as a NACHA file (nacha.ts); marking the file settled posts each debit to the
// ledger as an ACH payment (idempotent: one payment per debit); a return (R01 and the like)
// leaves a pending debit unposted and reverses a settled one.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import {
  businessDayOnOrAfter,
  dayNumber,
  formatCents,
  formatDate,
  parseCents,
  parseDate,
  payoffQuote,
  servicingMessages,
  servicingRateMessages as m,
  type AchDebitWire,
  type AchPaymentBody,
} from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import {
  activities,
  borrowers,
  loanBorrowers,
  loans,
  plaidItems,
  servicingAchDebits,
} from '../../db/schema/index';
import type { PlaidAdapter } from '../../integrations/plaid/plaid';
import type { Actor } from '../../lib/actor';
import type { Crypto } from '../../lib/crypto';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { openFileDate } from './ach-file-dates';
import { isRoutingNumber } from './nacha';
import { postPayment, reversePayment } from './servicing-payments';
import { eventsOf, loadEvents, loadServicing, termsOf, todayDate } from './servicing.queries';

type AchDeps = { db: Db; plaid: PlaidAdapter; crypto: Crypto };
type DebitRow = typeof servicingAchDebits.$inferSelect;

const toWire = (row: DebitRow): AchDebitWire => ({
  id: row.id,
  loan_id: row.loan_id,
  amount: formatCents(row.amount_cents),
  date: row.debit_date,
  status: row.status as AchDebitWire['status'],
  account_last4: row.account_last4,
  account_name: row.account_name,
  institution_name: row.institution_name,
  sandbox: row.is_sandbox,
  return_code: row.return_code,
  payment_id: row.payment_id,
  created_at: row.created_at.toISOString(),
});

/** The newest bank link of the loan (its Plaid activity) or of one of its borrowers. */
const linkedItem = async (db: Db, loanId: string) => {
  const people = db
    .select({ id: loanBorrowers.borrower_id })
    .from(loanBorrowers)
    .where(eq(loanBorrowers.loan_id, loanId));
  const [item] = await db
    .select({ item: plaidItems, loanId: activities.loan_id })
    .from(plaidItems)
    .innerJoin(activities, eq(activities.id, plaidItems.activity_id))
    .where(or(eq(activities.loan_id, loanId), inArray(plaidItems.borrower_id, people)))
    .orderBy(desc(plaidItems.created_at))
    .limit(1);
  return item?.item ?? null;
};

const holderName = async (db: Db, loanId: string, fallback: string) => {
  const [person] = await db
    .select({ first: borrowers.first_name, last: borrowers.last_name })
    .from(loanBorrowers)
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(eq(loanBorrowers.loan_id, loanId))
    .limit(1);
  return person ? `${person.first} ${person.last}` : fallback;
};

export const requestAchDebit = async (
  deps: AchDeps,
  options: { loanId: string; body: AchPaymentBody; actor: Actor },
) => {
  const { db } = deps;
  const { loanId, body, actor } = options;
  const record = await loadServicing(db, loanId);
  if (record.status === 'paid_off') throw new AppError(409, servicingMessages.loanPaidOff);
  const today = todayDate();
  const asked = body.date ?? formatDate(today);
  const offset = dayNumber(parseDate(asked)!) - dayNumber(today);
  if (offset < 0 || offset > 30) throw new AppError(400, m.achDateInvalid);
  // The effective entry date is a banking day: a weekend or Federal Reserve holiday moves it on,
  // and so does a day whose NACHA file was already sent (the next file takes it).
  const date = await openFileDate(db, businessDayOnOrAfter(asked));
  const amountCents = parseCents(body.amount)!;
  const terms = termsOf(record);
  const quote = payoffQuote(terms, eventsOf(await loadEvents(db, loanId)), parseDate(date)!);
  if (amountCents > quote.payoffCents) throw new AppError(400, m.achAmountTooLarge);
  const item = await linkedItem(db, loanId);
  if (!item?.activity_id || !deps.plaid.getAchAccounts) throw new AppError(400, m.achAccountMissing);
  const accounts = await deps.plaid.getAchAccounts(
    deps.crypto.decrypt(item.access_token_ciphertext, `plaid:${item.activity_id}`),
  );
  // A checking account first; only numbers that pass the ABA check digit go into a NACHA file.
  const usable = accounts.filter((a) => isRoutingNumber(a.routing) && /^[0-9A-Za-z-]{1,17}$/.test(a.account));
  const account = usable.find((a) => a.subtype === 'checking') ?? usable[0];
  if (!account) throw new AppError(400, m.achAccountMissing);
  const [loan] = await db.select({ human_id: loans.human_id }).from(loans).where(eq(loans.id, loanId));
  const name = await holderName(db, loanId, actor.email ?? 'Borrower');
  return db.transaction(async (tx) => {
    // Under the date's file lock: a file recorded as sent meanwhile moves the debit on once more.
    const fileDate = await openFileDate(tx, date, tx);
    const [row] = await tx
      .insert(servicingAchDebits)
      .values({
        loan_id: loanId,
        amount_cents: amountCents,
        debit_date: fileDate,
        sec_code: 'PPD',
        transaction_code: account.subtype === 'savings' ? 37 : 27,
        routing_number: account.routing,
        account_ciphertext: deps.crypto.encrypt(account.account, `ach:${loanId}`),
        account_last4: account.account.slice(-4),
        account_name: account.name,
        institution_name: item.institution_name,
        holder_name: name,
        is_sandbox: item.is_sandbox,
        requested_by: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'servicing.ach.request',
      entity_type: 'loan',
      entity_id: loanId,
      after: {
        ach_id: row!.id,
        amount: formatCents(amountCents),
        date: fileDate,
        ...(fileDate === asked ? {} : { asked_date: asked }),
        account_last4: row!.account_last4,
        loan: loan?.human_id ?? null,
        sandbox: row!.is_sandbox,
      },
    });
    return toWire(row!);
  });
};

export const achDebitsOfLoan = async (db: Db, loanId: string) => ({
  debits: (
    await db
      .select()
      .from(servicingAchDebits)
      .where(eq(servicingAchDebits.loan_id, loanId))
      .orderBy(desc(servicingAchDebits.created_at))
  ).map(toWire),
});

/** The day's debits still to be collected, with their decrypted numbers (for the NACHA file). */
export const pendingDebitsOn = async (deps: { db: DbOrTx; crypto: Crypto }, date: string) => {
  const rows = await deps.db
    .select({ debit: servicingAchDebits, loan: loans.human_id })
    .from(servicingAchDebits)
    .innerJoin(loans, eq(loans.id, servicingAchDebits.loan_id))
    .where(and(eq(servicingAchDebits.debit_date, date), eq(servicingAchDebits.status, 'pending')))
    .orderBy(asc(servicingAchDebits.trace_seq));
  return rows.map(({ debit, loan }) => ({
    achId: debit.id,
    loanId: debit.loan_id,
    secCode: debit.sec_code as 'PPD' | 'CCD',
    transactionCode: debit.transaction_code as 27 | 37,
    routing: debit.routing_number,
    account: deps.crypto.decrypt(debit.account_ciphertext, `ach:${debit.loan_id}`),
    amountCents: debit.amount_cents,
    individualId: loan,
    name: debit.holder_name,
    traceSeq: debit.trace_seq,
  }));
};

/** Staff mark the day's file settled: each pending debit is posted as an ACH payment on its date. */
export const settleAchDate = async (db: Db, options: { date: string; actor: Actor }) => {
  const { date, actor } = options;
  if (dayNumber(parseDate(date)!) > dayNumber(todayDate()))
    throw new AppError(400, servicingMessages.effectiveInFuture);
  const pending = await db
    .select()
    .from(servicingAchDebits)
    .where(and(eq(servicingAchDebits.debit_date, date), eq(servicingAchDebits.status, 'pending')))
    .orderBy(asc(servicingAchDebits.trace_seq));
  let total = 0n;
  for (const debit of pending) {
    // The idempotency key makes a repeated or interrupted settlement post each debit once.
    const payment = await postPayment(db, {
      loanId: debit.loan_id,
      body: {
        amount: formatCents(debit.amount_cents),
        effective_date: debit.debit_date,
        method: 'ach',
        idempotency_key: `ach:${debit.id}`,
      },
      actor,
    });
    await db.transaction(async (tx) => {
      await tx
        .update(servicingAchDebits)
        .set({ status: 'settled', payment_id: payment.id, settled_at: new Date() })
        .where(and(eq(servicingAchDebits.id, debit.id), eq(servicingAchDebits.status, 'pending')));
      await recordAudit(tx, {
        actor,
        action: 'servicing.ach.settle',
        entity_type: 'loan',
        entity_id: debit.loan_id,
        after: { ach_id: debit.id, payment_id: payment.id, amount: formatCents(debit.amount_cents), date },
      });
    });
    total += debit.amount_cents;
  }
  return { date, settled: pending.length, total: formatCents(total) };
};

/** A return (R01 insufficient funds, R02 account closed...): never posted, or the payment reversed. */
export const returnAchDebit = async (db: Db, options: { achId: string; code: string; actor: Actor }) => {
  const { achId, code, actor } = options;
  const [debit] = await db.select().from(servicingAchDebits).where(eq(servicingAchDebits.id, achId));
  if (!debit) throw new AppError(404, m.achNotFound);
  if (debit.status === 'returned') throw new AppError(409, m.achNotPending);
  if (debit.status === 'settled' && debit.payment_id)
    await reversePayment(db, {
      loanId: debit.loan_id,
      paymentId: debit.payment_id,
      reason: `ACH return ${code}`,
      actor,
    });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(servicingAchDebits)
      .set({ status: 'returned', return_code: code, returned_at: new Date() })
      .where(eq(servicingAchDebits.id, achId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'servicing.ach.return',
      entity_type: 'loan',
      entity_id: debit.loan_id,
      before: { status: debit.status },
      after: { ach_id: achId, code, reversed_payment_id: debit.payment_id },
    });
    return toWire(row!);
  });
};
