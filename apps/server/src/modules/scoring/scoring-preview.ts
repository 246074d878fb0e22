// Scoring a loan without storing: one category with the active model (GET /scoring/calculate),
// and the Preview of a model as edited now against the loan's stored score.
import { scoreLoanChecked, type ScoreCategory, type ScoredCategory, type ScoreResult } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findLoan, type LoanCaller } from '../../lib/loan-finder';
import { emptyScore, storedScoreOf } from './loan-scores';
import { loadActiveDefinition, loadModelTree, loadScoringInputs } from './scoring.queries';
import { MODEL_NOT_FOUND } from './scoring.service';

const loanInput = async (db: DbOrTx, idOrHumanId: string, caller: LoanCaller) => {
  const loan = await findLoan(db, idOrHumanId, { for: caller });
  const input = (await loadScoringInputs(db, [loan.id])).get(loan.id)!;
  return { loan, input };
};

export const calculateCategory = async (
  db: DbOrTx,
  options: { loanId: string; category: ScoreCategory; for: LoanCaller },
): Promise<ScoredCategory> => {
  const { input } = await loanInput(db, options.loanId, options.for);
  const model = await loadActiveDefinition(db);
  if (!model) return emptyScore()[options.category];
  return scoreLoanChecked(model, input)[options.category];
};

export const previewModel = async (
  db: DbOrTx,
  options: { modelId: string; loanId: string; for: LoanCaller },
) => {
  const tree = await loadModelTree(db, options.modelId);
  if (!tree) throw new AppError(404, MODEL_NOT_FOUND);
  const { loan, input } = await loanInput(db, options.loanId, options.for);
  const before: ScoreResult = storedScoreOf(loan) ?? emptyScore();
  return {
    loan_id: loan.id,
    human_id: loan.human_id,
    name: loan.name,
    before,
    after: scoreLoanChecked(tree.definition, input),
  };
};
