// What every database needs for scoring: the data-location catalogue (fixed ids shared with the
// browser) and, on a database with no model yet, the demo bridge-lending model, active.
import { eq, ne, sql } from 'drizzle-orm';
import { DATA_LOCATIONS, DEMO_MODEL_GROUPS, DEMO_MODEL_NAME, variableValueType } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import {
  dataLocations,
  scoringGroups,
  scoringModels,
  scoringRules,
  scoringVariableLocations,
  scoringVariables,
} from '../../db/schema';
import { loadModelTree } from './scoring.queries';

const locationByKey = new Map(DATA_LOCATIONS.map((l) => [`${l.table}.${l.key_name}`, l]));

/** Sets the model active with its definition as it is now (loans are scored with this copy). */
export const publishModel = async (tx: DbOrTx, modelId: string): Promise<void> => {
  const tree = await loadModelTree(tx, modelId);
  if (!tree) return;
  await tx.update(scoringModels).set({ is_active: false }).where(ne(scoringModels.id, modelId));
  await tx
    .update(scoringModels)
    .set({ is_active: true, published: tree.definition, activated_at: sql`now()` })
    .where(eq(scoringModels.id, modelId));
};

/** Inserts the demo model (not active); returns its id. */
const insertDemoModel = async (tx: DbOrTx, name = DEMO_MODEL_NAME): Promise<string> => {
  const [model] = await tx.insert(scoringModels).values({ name }).returning({ id: scoringModels.id });
  let position = 0;
  for (const group of DEMO_MODEL_GROUPS) {
    let variablePosition = 0;
    const [groupRow] = await tx
      .insert(scoringGroups)
      .values({ model_id: model!.id, name: group.name, category: group.category, position: position++ })
      .returning({ id: scoringGroups.id });
    for (const variable of group.variables) {
      const locations = variable.keys.map((key) => {
        const location = locationByKey.get(key);
        if (!location) throw new Error(`Demo model: unknown data location ${key}`);
        return location;
      });
      const typed = variableValueType(variable.fn, locations);
      if ('problem' in typed) throw new Error(`Demo model: ${typed.problem}`);
      const [variableRow] = await tx
        .insert(scoringVariables)
        .values({
          group_id: groupRow!.id,
          name: variable.name,
          math_function: variable.fn,
          value_type: typed.value_type,
          position: variablePosition++,
        })
        .returning({ id: scoringVariables.id });
      await tx.insert(scoringVariableLocations).values(
        locations.map((l, position) => ({
          variable_id: variableRow!.id,
          data_location_id: l.id,
          position,
        })),
      );
      await tx.insert(scoringRules).values(
        variable.rules.map(([condition, criteria, score], rulePosition) => ({
          variable_id: variableRow!.id,
          condition,
          criteria,
          score,
          position: rulePosition,
        })),
      );
    }
  }
  return model!.id;
};

/** Idempotent; safe for several processes starting at once. */
export const ensureScoringSetup = async (db: DbOrTx): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lending.scoring_setup'))`);
    await tx
      .insert(dataLocations)
      .values(
        DATA_LOCATIONS.map((l) => ({
          id: l.id,
          table_name: l.table,
          key_name: l.key_name,
          label: l.label,
          value_type: l.value_type,
        })),
      )
      .onConflictDoUpdate({
        target: dataLocations.id,
        set: {
          table_name: sql`excluded.table_name`,
          key_name: sql`excluded.key_name`,
          label: sql`excluded.label`,
          value_type: sql`excluded.value_type`,
        },
      });
    const [any] = await tx.select({ id: scoringModels.id }).from(scoringModels).limit(1);
    if (!any) await publishModel(tx, await insertDemoModel(tx));
  });
};
