// The rules of a scoring variable (002 §2.5, §7): add, update, delete, each checked against the
// variable's value type, bumping the model's updated_at and audited in the same transaction.
import { eq, sql } from 'drizzle-orm';
import { ruleProblem, type ScoringRuleBody } from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { scoringGroups, scoringRules, scoringVariables } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { audit, findVariable, touchModel, type ActorOption } from './scoring-edit';

const RULE_NOT_FOUND = 'Rule not found';

export const addRule = async (db: Db, options: ActorOption & { variableId: string; body: ScoringRuleBody }) =>
  db.transaction(async (tx) => {
    const { variable, model_id } = await findVariable(tx, options.variableId);
    const problem = ruleProblem(variable, options.body);
    if (problem) throw new AppError(400, problem);
    const [rule] = await tx
      .insert(scoringRules)
      .values({
        variable_id: variable.id,
        ...options.body,
        position: sql`(select coalesce(max(position) + 1, 0) from scoring_rules where variable_id = ${variable.id})`,
      })
      .returning();
    await touchModel(tx, model_id);
    await audit(tx, options.actor, 'rule.add', rule!.id, options.body);
    return { id: rule!.id, condition: rule!.condition, criteria: rule!.criteria, score: rule!.score };
  });

const findRule = async (tx: DbOrTx, ruleId: string) => {
  const [row] = await tx
    .select({ rule: scoringRules, variable: scoringVariables, model_id: scoringGroups.model_id })
    .from(scoringRules)
    .innerJoin(scoringVariables, eq(scoringVariables.id, scoringRules.variable_id))
    .innerJoin(scoringGroups, eq(scoringGroups.id, scoringVariables.group_id))
    .where(eq(scoringRules.id, ruleId));
  if (!row) throw new AppError(404, RULE_NOT_FOUND);
  return row;
};

export const updateRule = async (
  db: Db,
  options: ActorOption & { ruleId: string; patch: Partial<ScoringRuleBody> },
) =>
  db.transaction(async (tx) => {
    const { rule, variable, model_id } = await findRule(tx, options.ruleId);
    const next = {
      condition: options.patch.condition ?? rule.condition,
      criteria: options.patch.criteria ?? rule.criteria,
      score: options.patch.score ?? rule.score,
    } as ScoringRuleBody;
    const problem = ruleProblem(variable, next);
    if (problem) throw new AppError(400, problem);
    await tx.update(scoringRules).set(next).where(eq(scoringRules.id, rule.id));
    await touchModel(tx, model_id);
    await audit(tx, options.actor, 'rule.update', rule.id, next, {
      condition: rule.condition,
      criteria: rule.criteria,
      score: rule.score,
    });
    return { id: rule.id, ...next };
  });

export const deleteRule = async (db: Db, options: ActorOption & { variableId: string; ruleId: string }) =>
  db.transaction(async (tx) => {
    const { rule, model_id } = await findRule(tx, options.ruleId);
    if (rule.variable_id !== options.variableId) throw new AppError(404, RULE_NOT_FOUND);
    await tx.delete(scoringRules).where(eq(scoringRules.id, rule.id));
    await touchModel(tx, model_id);
    await audit(tx, options.actor, 'rule.delete', rule.id, undefined, {
      condition: rule.condition,
      criteria: rule.criteria,
      score: rule.score,
    });
    return { deleted: true };
  });
