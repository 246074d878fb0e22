// Helpers shared by the scoring model's editing calls: find a variable, bump the model's
// updated_at, write the audit row.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { scoringGroups, scoringModels, scoringVariables } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';

export const VARIABLE_NOT_FOUND = 'Variable not found';

export type ActorOption = { actor: AuditActor };

export const touchModel = (tx: Tx, modelId: string) =>
  tx
    .update(scoringModels)
    .set({ updated_at: sql`now()` })
    .where(eq(scoringModels.id, modelId));

export const findVariable = async (tx: DbOrTx, variableId: string) => {
  const [row] = await tx
    .select({ variable: scoringVariables, model_id: scoringGroups.model_id })
    .from(scoringVariables)
    .innerJoin(scoringGroups, eq(scoringGroups.id, scoringVariables.group_id))
    .where(eq(scoringVariables.id, variableId));
  if (!row) throw new AppError(404, VARIABLE_NOT_FOUND);
  return row;
};

export const audit = (
  tx: Tx,
  actor: AuditActor,
  action: string,
  entityId: string,
  after?: unknown,
  before?: unknown,
) =>
  recordAudit(tx, {
    actor,
    action: `scoring.${action}`,
    entity_type: 'scoring',
    entity_id: entityId,
    before,
    after,
  });
