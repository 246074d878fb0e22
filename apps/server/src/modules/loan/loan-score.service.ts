// Loan score (spec 000 §7 get-score / calculate-score, 002 §3 "Score calculation"): a total and
// four categories, each explained variable by variable, from the ACTIVE scoring model
// (DESIGN.md §7). The score is stored on the loan: the list, banner and score card read it.
import { eq } from 'drizzle-orm';
import type { ScoreResult } from '@lending/domain';
import type { Db } from '../../db/client';
import { loans } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import { storeLoanScores, storedScoreOf } from '../scoring/index';
import { findLoan, type LoanCaller } from '../../lib/loan-finder';
import type { Actor } from '../../lib/actor';
import { epochNow } from '../../lib/clock';

export type LoanScore = ScoreResult;

/**
 * GET /loan/{id}/get-score: the stored score and its explanation. A loan never scored by the
 * engine is scored and stored now, so the card and the list never disagree.
 */
export const getLoanScore = async (db: Db, idOrHumanId: string, caller: LoanCaller): Promise<LoanScore> => {
  const loan = await findLoan(db, idOrHumanId, { for: caller });
  const stored = storedScoreOf(loan);
  if (stored) return stored;
  return db.transaction(async (tx) => (await storeLoanScores(tx, [loan.id])).get(loan.id)!);
};

/** PUT /loan/{id}/calculate-score: recalculates, stores score and explanation, audits. */
export const calculateLoanScore = async (
  db: Db,
  options: { idOrHumanId: string; actor: Actor },
): Promise<LoanScore> =>
  db.transaction(async (tx) => {
    const loan = await findLoan(tx, options.idOrHumanId, { for: options.actor });
    const result = (await storeLoanScores(tx, [loan.id])).get(loan.id)!;
    await tx.update(loans).set({ last_update: epochNow() }).where(eq(loans.id, loan.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: 'loan.calculate-score',
      entity_type: 'loan',
      entity_id: loan.id,
      before: { score: loan.score },
      after: { score: result.score },
    });
    return result;
  });
