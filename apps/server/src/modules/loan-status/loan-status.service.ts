// GET /loan-status/{loanId} and the completion calls (001 §3-§5, DESIGN.md §3).
import type { Actor } from '../../lib/actor';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, servicingEvents } from '../../db/schema/index';
import { AppError } from '../../plugins/errors';
import { epochNow } from '../../lib/clock';
import { applyLoanTransition, insertActivities } from './lifecycle';
import { findLoan, type LoanCaller } from '../../lib/loan-finder';
import { isFinalState, suggestedSteps, messages } from '@lending/domain';
import { domainEvents } from '../../lib/events';

type Block = { activity_id: string; state: string; epoch: number } | null;

export const getLoanStatus = async (db: Db, loanIdOrHumanId: string, caller: LoanCaller) => {
  const loan = await findLoan(db, loanIdOrHumanId, { for: caller });
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.loan_id, loan.id), eq(activities.archived, false)))
    .orderBy(desc(activities.is_main), desc(activities.created_at));
  const first = (type: string) => rows.find((row) => row.activity_type === type);
  const block = (type: 'term-sheet' | 'board-review' | 'commitment'): Block => {
    const row = first(type);
    return row ? { activity_id: row.id, state: row.state, epoch: row.state_epoch } : null;
  };
  const gfdRow = first('good-faith-deposit');
  const events = await db
    .select()
    .from(servicingEvents)
    .where(and(eq(servicingEvents.loan_id, loan.id), inArray(servicingEvents.kind, ['funded', 'paid-off'])))
    .orderBy(desc(servicingEvents.created_at));
  const funded = events.find((event) => event.kind === 'funded');
  const paidOff = events.find((event) => event.kind === 'paid-off');
  const openTypes = rows.filter((row) => !isFinalState(row.state)).map((row) => row.activity_type);
  return {
    loan_id: loan.id,
    state: loan.status,
    suggested_steps: suggestedSteps(loan.status, openTypes),
    gfd: gfdRow
      ? {
          activity_id: gfdRow.id,
          state: gfdRow.state,
          epoch: gfdRow.state_epoch,
          deposit_amount: (gfdRow.data.deposit_amount as number | undefined) ?? null,
          deposit_date: (gfdRow.data.deposit_date as number | undefined) ?? null,
        }
      : null,
    term_sheet: block('term-sheet'),
    board_review: block('board-review'),
    commitment: block('commitment'),
    funded: funded ? { funded_date: funded.event_epoch } : null,
    paid_off: paidOff ? { ...paidOff.payload, paid_off_date: paidOff.event_epoch } : null,
    has_board_review: Boolean(first('board-review')),
    rejection_reason: loan.status === 'Rejected' ? loan.rejection_reason : null,
    last_update: loan.last_update,
    version: loan.version,
  };
};

/** Set Funded (001 §4): only from Commitment-Accepted; the date is kept as servicing history and the loan is boarded. */
export const setFunded = async (
  db: Db,
  { loanId, date, actor }: { loanId: string; date: number; actor: Actor },
) => {
  const loan = await findLoan(db, loanId, { for: actor });
  await db.transaction(async (tx) => {
    await applyLoanTransition(tx, {
      loanId: loan.id,
      event: 'set-funded',
      actor,
      changes: { funded_epoch: date },
    });
    await tx.insert(servicingEvents).values({
      loan_id: loan.id,
      kind: 'funded',
      event_epoch: date,
      payload: { funded_date: date },
      created_by: actor.id,
    });
    // The servicing record is boarded from the accepted terms in the same transaction (issue 19):
    // the servicing module listens (this module sits below it and does not import it).
    await domainEvents.emit('loan.funded', { tx, loanId: loan.id, actor });
  });
  return getLoanStatus(db, loan.id, actor);
};

export type PaidOffPayload = {
  paid_off_date: number;
  is_late_payment: boolean;
  late_days: { late_days: number; count: number }[];
  borrower_score: number;
  is_construction_completed: boolean;
};

/** Set Paid Off (001 §5): only from Funded; the payload is the servicing history. */
export const setPaidOff = async (
  db: Db,
  { loanId, payload, actor }: { loanId: string; payload: PaidOffPayload; actor: Actor },
) => {
  const loan = await findLoan(db, loanId, { for: actor });
  await db.transaction(async (tx) => {
    await applyLoanTransition(tx, {
      loanId: loan.id,
      event: 'set-paid-off',
      actor,
      changes: { paid_off_epoch: payload.paid_off_date },
    });
    await tx.insert(servicingEvents).values({
      loan_id: loan.id,
      kind: 'paid-off',
      event_epoch: payload.paid_off_date,
      payload,
      created_by: actor.id,
    });
  });
  return getLoanStatus(db, loan.id, actor);
};

/** Reject (DESIGN.md §3): from any status before Funded, with a reason. */
export const rejectLoan = async (
  db: Db,
  { loanId, reason, actor }: { loanId: string; reason: string; actor: Actor },
) => {
  const loan = await findLoan(db, loanId, { for: actor });
  await db.transaction((tx) =>
    applyLoanTransition(tx, {
      loanId: loan.id,
      event: 'reject',
      actor,
      changes: { rejection_reason: reason },
    }),
  );
  return getLoanStatus(db, loan.id, actor);
};

const BOARD_REVIEW_CREATED = messages.boardReviewCreated;

/** Complete Underwriting (001 §4): only in Underwriting with no board review yet. */
export const createMainBoardReview = async (db: Db, { loanId, actor }: { loanId: string; actor: Actor }) => {
  const loan = await findLoan(db, loanId, { for: actor });
  const activityId = await db.transaction(async (tx) => {
    const locked = await findLoan(tx, loan.id, { for: actor, lock: 'update' });
    const [existing] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.loan_id, loan.id),
          eq(activities.activity_type, 'board-review'),
          eq(activities.archived, false),
        ),
      )
      .limit(1);
    if (existing) throw new AppError(409, 'This loan already has a board review');
    if (locked.status !== 'Underwriting') {
      throw new AppError(
        409,
        `The loan is ${locked.status}: Complete Underwriting is only possible in Underwriting`,
      );
    }
    const [borrowerLink] = await tx
      .select({ borrower_id: activities.borrower_id })
      .from(activities)
      .where(and(eq(activities.loan_id, loan.id), eq(activities.activity_type, 'term-sheet')))
      .limit(1);
    const [created] = await insertActivities(tx, [
      {
        loan_id: loan.id,
        borrower_id: borrowerLink?.borrower_id ?? null,
        entity_type: 'loan',
        entity_id: loan.id,
        activity_type: 'board-review',
        name: 'Board Review',
        is_main: true,
        due_epoch: epochNow() + 7 * 86_400,
      },
    ]);
    await applyLoanTransition(tx, { loanId: loan.id, event: 'complete-underwriting', actor });
    return created!.id;
  });
  return {
    message: BOARD_REVIEW_CREATED,
    activity_id: activityId,
    status: await getLoanStatus(db, loan.id, actor),
  };
};
