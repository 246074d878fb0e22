// Stored loan scores (issue 8 item 9: one stored score). The loan list, the banner and the
// score card read loans.score / loans.score_details; these functions are the only writers,
// always with the active model's published definition.
import { eq, sql } from 'drizzle-orm';
import { scoreLoan, SCORE_CATEGORIES, type ScoreResult, type ScoringModelDef } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { loanBorrowers } from '../../db/schema';
import { loadActiveDefinition, loadScoringInputs } from './scoring.queries';

/** Scores without a model: every category empty, the total N/A. */
export const emptyScore = (): ScoreResult =>
  ({
    score: null,
    ...Object.fromEntries(
      SCORE_CATEGORIES.map((c) => [c, { score_category: c, total_score: null, variables: [] }]),
    ),
  }) as ScoreResult;

/** Scores the loans with `definition` (default: the active model). No writes. */
const scoreLoans = async (
  db: DbOrTx,
  loanIds: string[],
  definition?: ScoringModelDef | null,
): Promise<Map<string, ScoreResult>> => {
  const model = definition === undefined ? await loadActiveDefinition(db) : definition;
  const inputs = await loadScoringInputs(db, loanIds);
  const out = new Map<string, ScoreResult>();
  for (const [id, input] of inputs) out.set(id, model ? scoreLoan(model, input) : emptyScore());
  return out;
};

/**
 * Recalculates and stores the scores of the loans in one statement. Returns the new scores.
 * Runs inside the caller's transaction so an edit and its score change together.
 */
export const storeLoanScores = async (
  tx: DbOrTx,
  loanIds: string[],
  definition?: ScoringModelDef | null,
): Promise<Map<string, ScoreResult>> => {
  const results = await scoreLoans(tx, loanIds, definition);
  if (results.size === 0) return results;
  const rows = [...results].map(([id, result]) => ({ id, score: result.score, details: result }));
  // One parameter (a JSON text) whatever the number of loans.
  await tx.execute(sql`
    update loans set score = v.score, score_details = v.details
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, score int, details jsonb)
    where loans.id = v.id
      and (loans.score is distinct from v.score or loans.score_details is distinct from v.details)`);
  return results;
};

/** The stored score with its explanation, when the loan has one from the engine. */
export const storedScoreOf = (loan: {
  score: number | null;
  score_details: Record<string, unknown> | null;
}): ScoreResult | null => {
  const details = loan.score_details as ScoreResult | null;
  return details?.properties && details['loan-factors'] ? { ...details, score: loan.score } : null;
};

/**
 * Recalculates the stored scores of loans whose inputs an edit changed (issue 8 item 9), in the
 * edit's own transaction: the list, banner and score card agree without pressing Calculate.
 */
export const refreshLoanScores = async (
  tx: DbOrTx,
  loanIds: Array<string | null | undefined>,
): Promise<void> => {
  const ids = [...new Set(loanIds.filter((id): id is string => Boolean(id)))];
  if (ids.length) await storeLoanScores(tx, ids);
};

/** The loans of a borrower whose record changed. */
export const refreshBorrowerLoanScores = async (tx: DbOrTx, borrowerId: string): Promise<void> => {
  const rows = await tx
    .select({ loan_id: loanBorrowers.loan_id })
    .from(loanBorrowers)
    .where(eq(loanBorrowers.borrower_id, borrowerId));
  await refreshLoanScores(
    tx,
    rows.map((row) => row.loan_id),
  );
};
