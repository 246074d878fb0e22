// Boarding (issue 19 item 1): staff confirm a Funded loan's servicing record, built from the loan's
// accepted terms (amount at closing or amount, interest rate, duration, funded date) with the
// servicing defaults of a bridge lender (DESIGN.md §11: interest-only, actual/360), all overridable.
import {
  addMonths,
  dayNumber,
  formatDate,
  fromDayNumber,
  parseDate,
  replayLedger,
  servicingMessages as m,
  servicingBoardBody,
  type ServicingBoardBody,
} from '@lending/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loans, servicingLoans, servicingPostings } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { findLoan, type LoanRow as FoundLoan } from '../../lib/loan-finder';
import { holdbacksOf } from './servicing-holdbacks';
import { centsOf, termsOf } from './servicing.queries';

const DAY = 86_400;

type LoanRow = FoundLoan;

/** Boards `loan` inside `tx`; null when it is already boarded. 400 when its terms are missing. */
const boardInTx = async (
  tx: Tx,
  options: { loan: LoanRow; body: ServicingBoardBody; actor: Actor; action: string },
) => {
  const { loan, body, actor } = options;
  const principal = loan.amount_at_closing ?? loan.amount;
  if (!principal || loan.interest_rate === null || !loan.duration_months || !loan.funded_epoch) {
    throw new AppError(400, m.missingTerms);
  }
  const funded = fromDayNumber(Math.floor(loan.funded_epoch / DAY));
  const firstPayment = body.first_payment_date ? parseDate(body.first_payment_date)! : addMonths(funded, 1);
  if (dayNumber(firstPayment) <= dayNumber(funded)) throw new AppError(400, m.firstPaymentBeforeDisbursement);
  if (body.amortization_months !== 0 && body.amortization_months < loan.duration_months) {
    throw new AppError(400, m.amortizationInvalid);
  }
  // The loan stores the rate as a fraction (0.105); servicing keeps percent (10.5), exactly.
  const ratePercent = (Math.round(loan.interest_rate * 1e8) / 1e6).toFixed(6);
  const principalCents = BigInt(Math.round(principal * 100));
  const holdbacks = await holdbacksOf(tx, loan, principalCents);
  const [row] = await tx
    .insert(servicingLoans)
    .values({
      loan_id: loan.id,
      principal_cents: principalCents,
      ...holdbacks,
      annual_rate: ratePercent,
      // A bridge lender's default rate: the note rate plus 5 points (editable with the terms).
      default_rate: (Number(ratePercent) + 5).toFixed(6),
      day_count: body.day_count,
      rounding: body.rounding,
      funded_date: formatDate(funded),
      first_payment_date: formatDate(firstPayment),
      term_months: loan.duration_months!,
      amortization_months: body.amortization_months,
      grace_days: body.grace_days,
      late_fee_percent: body.late_fee_percent === null ? null : String(body.late_fee_percent),
      late_fee_flat_cents: centsOf(body.late_fee_flat) ?? 0n,
      late_fee_cap_cents: centsOf(body.late_fee_cap),
      boarded_by: actor.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const terms = termsOf(row);
  const opening = replayLedger(terms, [], terms.fundedDate).postings;
  await tx.insert(servicingPostings).values(
    opening.map((p) => ({
      loan_id: loan.id,
      source: p.source,
      account: p.account,
      effective_date: p.effectiveDate,
      amount_cents: p.amountCents,
      actor_id: actor.id,
    })),
  );
  await recordAudit(tx, {
    actor,
    action: options.action,
    entity_type: 'loan',
    entity_id: loan.id,
    after: {
      principal_cents: String(row.principal_cents),
      annual_rate: row.annual_rate,
      day_count: row.day_count,
    },
  });
  return row;
};

export const boardLoan = async (
  db: Db,
  options: { loanId: string; body: ServicingBoardBody; actor: Actor },
) => {
  const loan = await findLoan(db, options.loanId, { for: options.actor });
  if (loan.status !== 'Funded') throw new AppError(409, m.notFunded);
  return db.transaction(async (tx) => {
    const row = await boardInTx(tx, { loan, ...options, action: 'servicing.board' });
    if (!row) throw new AppError(409, m.alreadyBoarded);
    return row;
  });
};

/**
 * Automatic boarding (issue 19 item 1): called by Set Funded inside its transaction, after the
 * move, so the servicing record exists the moment the loan is Funded, built from the loan's
 * accepted terms with the bridge-lender defaults. A loan whose terms are incomplete is left for
 * staff to board by hand (the tab offers it); the Funded move itself is never refused for that.
 */
export const boardOnFunded = async (tx: Tx, options: { loanId: string; actor: Actor }) => {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, options.loanId));
  if (!loan || loan.status !== 'Funded') return null;
  const principal = loan.amount_at_closing ?? loan.amount;
  if (!principal || loan.interest_rate === null || !loan.duration_months || !loan.funded_epoch) return null;
  return boardInTx(tx, {
    loan,
    body: servicingBoardBody.parse({}),
    actor: options.actor,
    action: 'servicing.board.automatic',
  });
};
