// Loan score (spec 000 §7 get-score / calculate-score, 002 §3 "Score calculation"): a total and
// four categories, each explained variable by variable. Until the scoring models of DESIGN.md §7
// are administered in the app, the built-in default model below scores from the loan's own data.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { borrowers, loanBorrowers, loans, neighborhoods, properties } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { loanIdCondition } from './loan.queries';
import { LOAN_NOT_FOUND } from './loan.service';

export type ScoreVariable = {
  entity_name: string | null;
  name: string;
  variable_final_score: number | null;
  children: Array<{ name: string; value: unknown }>;
};
export type ScoreCategory = {
  score_category: string;
  total_score: number | null;
  variables: ScoreVariable[];
};
export type LoanScore = {
  score: number | null;
  properties: ScoreCategory;
  neighborhoods: ScoreCategory;
  borrowers: ScoreCategory;
  'loan-factors': ScoreCategory;
};

// Category weights of the default model (borrower strength and collateral first).
const WEIGHTS = { properties: 0.3, neighborhoods: 0.15, borrowers: 0.35, 'loan-factors': 0.2 } as const;

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const average = (values: Array<number | null>): number | null => {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return known.length ? clamp(known.reduce((sum, value) => sum + value, 0) / known.length) : null;
};
const category = (name: string, variables: ScoreVariable[]): ScoreCategory => ({
  score_category: name,
  total_score: average(variables.map((variable) => variable.variable_final_score)),
  variables,
});

const findLoan = async (db: DbOrTx, idOrHumanId: string) => {
  const [loan] = await db.select().from(loans).where(loanIdCondition(idOrHumanId)).limit(1);
  if (!loan) throw new AppError(404, LOAN_NOT_FOUND);
  return loan;
};

/** Scores the loan with the default model (no writes). */
export const computeLoanScore = async (db: DbOrTx, loanId: string): Promise<LoanScore> => {
  const loan = await findLoan(db, loanId);
  const [propertyRows, borrowerRows, neighborhoodRows] = await Promise.all([
    db.select().from(properties).where(eq(properties.loan_id, loan.id)).orderBy(properties.position),
    db
      .select({ b: borrowers })
      .from(loanBorrowers)
      .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
      .where(eq(loanBorrowers.loan_id, loan.id)),
    db
      .selectDistinct({ id: neighborhoods.id, name: neighborhoods.name, score: neighborhoods.score })
      .from(properties)
      .innerJoin(neighborhoods, eq(neighborhoods.id, properties.neighborhood_id))
      .where(eq(properties.loan_id, loan.id)),
  ]);
  const ltv = loan.amount && loan.purchase_price ? loan.amount / loan.purchase_price : null;
  const closingShare = loan.amount && loan.amount_at_closing ? loan.amount_at_closing / loan.amount : null;
  const loanFactors: ScoreVariable[] = [
    // 50% LTV or less scores 100; every point above takes 1.6 points off.
    {
      entity_name: loan.name,
      name: 'Loan to value',
      variable_final_score: ltv === null ? null : clamp(100 - Math.max(0, ltv - 0.5) * 160),
      children: [{ name: 'ltv', value: ltv }],
    },
    {
      entity_name: loan.name,
      name: 'Amount at closing',
      variable_final_score: closingShare === null ? null : clamp(closingShare * 100),
      children: [{ name: 'share_at_closing', value: closingShare }],
    },
    {
      entity_name: loan.name,
      name: 'Duration',
      variable_final_score: loan.duration_months
        ? clamp(100 - Math.max(0, loan.duration_months - 12) * 2)
        : null,
      children: [{ name: 'duration_months', value: loan.duration_months }],
    },
  ];
  const result = {
    properties: category(
      'properties',
      propertyRows.map((p) => ({
        entity_name: p.address_address,
        name: 'Property',
        variable_final_score: p.score,
        children: [
          { name: 'property_type', value: p.property_type },
          { name: 'purchase_price', value: p.purchase_price },
          { name: 'number_of_units', value: p.number_of_units },
        ],
      })),
    ),
    neighborhoods: category(
      'neighborhoods',
      neighborhoodRows.map((n) => ({
        entity_name: n.name,
        name: 'Neighborhood',
        variable_final_score: n.score,
        children: [],
      })),
    ),
    borrowers: category(
      'borrowers',
      borrowerRows.map(({ b }) => ({
        entity_name: `${b.first_name} ${b.last_name}`,
        name: 'Borrower',
        variable_final_score: b.score ?? (b.credit_score ? clamp((b.credit_score - 550) / 3) : null),
        children: [
          { name: 'credit_score', value: b.credit_score },
          { name: 'net_worth', value: b.net_worth },
        ],
      })),
    ),
    'loan-factors': category('loan-factors', loanFactors),
  };
  const weighted: Array<[number, number]> = [];
  for (const key of Object.keys(WEIGHTS) as Array<keyof typeof WEIGHTS>) {
    const value = result[key].total_score;
    if (value !== null) weighted.push([value, WEIGHTS[key]]);
  }
  const weightSum = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  const score = weightSum
    ? clamp(weighted.reduce((sum, [value, weight]) => sum + value * weight, 0) / weightSum)
    : null;
  return { score, ...result };
};

/** GET /loan/{id}/get-score: the last calculation, or a fresh one if never calculated. */
export const getLoanScore = async (db: DbOrTx, idOrHumanId: string): Promise<LoanScore> => {
  const loan = await findLoan(db, idOrHumanId);
  const stored = loan.score_details as LoanScore | null;
  return stored?.properties ? { ...stored, score: loan.score } : computeLoanScore(db, loan.id);
};

/** PUT /loan/{id}/calculate-score: recalculates, stores score and explanation, audits. */
export const calculateLoanScore = async (
  db: Db,
  options: { idOrHumanId: string; actor: AuditActor },
): Promise<LoanScore> =>
  db.transaction(async (tx) => {
    const loan = await findLoan(tx, options.idOrHumanId);
    const result = await computeLoanScore(tx, loan.id);
    await tx
      .update(loans)
      .set({ score: result.score, score_details: result, last_update: Math.floor(Date.now() / 1000) })
      .where(eq(loans.id, loan.id));
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
