// Stored loan scores (issue 8 item 9: one stored score). The loan list, the banner and the
// score card read loans.score / loans.score_details; these functions are the only writers,
// always with the active model's published definition.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { scoreLoanChecked, SCORE_CATEGORIES, type ScoreResult, type ScoringModelDef } from '@lending/domain';
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

type Scored = { result: ScoreResult; stored: { score?: unknown; score_hash?: unknown } };

/** Scores the loans with `definition` (default: the active model). No writes. */
const scoreLoans = async (
  db: DbOrTx,
  loanIds: string[],
  definition?: ScoringModelDef | null,
): Promise<Map<string, Scored>> => {
  const model = definition === undefined ? await loadActiveDefinition(db) : definition;
  const inputs = await loadScoringInputs(db, loanIds, model ?? undefined);
  const out = new Map<string, Scored>();
  for (const [id, input] of inputs)
    out.set(id, { result: model ? scoreLoanChecked(model, input) : emptyScore(), stored: input.loan });
  return out;
};

/**
 * The rows to write as one JSON array text: only loans whose score or explanation differs from
 * the stored one (compared by digest, so an unchanged loan costs no write and no jsonb compare).
 */
export const changedScoresJson = (scored: Iterable<[string, Scored]>): string | null => {
  const rows: string[] = [];
  for (const [id, { result, stored }] of scored) {
    const details = JSON.stringify(result);
    const hash = createHash('sha1').update(details).digest('hex');
    if (stored.score_hash === hash && stored.score === result.score) continue;
    rows.push(
      `{"id":${JSON.stringify(id)},"score":${JSON.stringify(result.score)},"hash":"${hash}","details":${details}}`,
    );
  }
  return rows.length ? `[${rows.join(',')}]` : null;
};

/**
 * One UPDATE for many loans. The scores travel as one jsonb parameter, parsed once
 * (json_to_recordset re-parsed each row's details: ten times slower).
 */
export const writeLoanScores = async (tx: DbOrTx, json: string | null): Promise<void> => {
  if (!json) return;
  await tx.execute(sql`
    update loans set score = v.score, score_details = v.details, score_hash = v.hash
    from (
      select (e ->> 'id')::uuid as id, (e ->> 'score')::int as score, e ->> 'hash' as hash,
             e -> 'details' as details
      from jsonb_array_elements(${json}::jsonb) as e
    ) as v
    where loans.id = v.id`);
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
  const scored = await scoreLoans(tx, loanIds, definition);
  await writeLoanScores(tx, changedScoresJson(scored));
  return new Map([...scored].map(([id, { result }]) => [id, result]));
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
