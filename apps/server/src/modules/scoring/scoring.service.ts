// Scoring administration (002 §2.5, §3, §7; DESIGN.md §7). Every change bumps the model's
// updated_at and is audited in the same transaction. Loans keep being scored with the model's
// published copy until it is set active again (issue 8 item 6).
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  dataLocationById,
  MATH_FUNCTIONS,
  ruleProblem,
  unknownFunctionMessage,
  variableValueType,
  type MathFunction,
  type ScoreCategory,
  type ScoringGroupWire,
  type ScoringModelWire,
  type ScoringRuleBody,
  type ScoringVariableBody,
  type ScoringVariableWire,
} from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import {
  scoringGroups,
  scoringModels,
  scoringRules,
  scoringVariableLocations,
  scoringVariables,
} from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { loadModelTree } from './scoring.queries';
import { audit, findVariable, touchModel, VARIABLE_NOT_FOUND, type ActorOption } from './scoring-edit';

export const MODEL_NOT_FOUND = 'Scoring model not found';
const GROUP_NOT_FOUND = 'Scoring group not found';
const toEpoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** GET /scoring/model/{modelId}: the model with score_groups > variables > score_rules. */
export const getModel = async (db: DbOrTx, modelId: string): Promise<ScoringModelWire> => {
  const tree = await loadModelTree(db, modelId);
  if (!tree) throw new AppError(404, MODEL_NOT_FOUND);
  const { model, definition, locationIds } = tree;
  return {
    score_model_id: model.id,
    name: model.name,
    is_active: model.is_active,
    activated_epoch: toEpoch(model.activated_at),
    has_unpublished_changes:
      !model.is_active || !model.activated_at || model.updated_at.getTime() > model.activated_at.getTime(),
    score_groups: definition.groups.map((group): ScoringGroupWire => ({
      score_group_id: group.id,
      name: group.name,
      category: group.category,
      model_id: model.id,
      variables: group.variables.map((variable): ScoringVariableWire => ({
        variable_id: variable.id,
        name: variable.name,
        value_type: variable.value_type,
        math_function: variable.math_function,
        data_locations: (locationIds.get(variable.id) ?? []).map((l) => ({
          data_location_id: l.id,
          key_name: l.key_name,
          table: l.table,
          label: l.label,
        })),
        score_rules: variable.rules,
      })),
    })),
  };
};

export const listModelNames = async (db: DbOrTx) =>
  (
    await db
      .select({ id: scoringModels.id, name: scoringModels.name, is_active: scoringModels.is_active })
      .from(scoringModels)
      .orderBy(asc(scoringModels.created_at), asc(scoringModels.name))
  ).map((m) => ({ score_model_id: m.id, name: m.name, is_active: m.is_active }));

const findGroup = async (tx: DbOrTx, groupId: string) => {
  const [group] = await tx.select().from(scoringGroups).where(eq(scoringGroups.id, groupId));
  if (!group) throw new AppError(404, GROUP_NOT_FOUND);
  return group;
};

/** POST /scoring/models/add: a new model, empty or a copy of another (Save as a new draft). */
export const addModel = async (db: Db, options: ActorOption & { name: string; copyFrom?: string }) =>
  db.transaction(async (tx) => {
    const source = options.copyFrom ? await loadModelTree(tx, options.copyFrom) : null;
    if (options.copyFrom && !source) throw new AppError(404, MODEL_NOT_FOUND);
    const [model] = await tx.insert(scoringModels).values({ name: options.name }).returning();
    let position = 0;
    for (const group of source?.definition.groups ?? []) {
      const [groupRow] = await tx
        .insert(scoringGroups)
        .values({ model_id: model!.id, name: group.name, category: group.category, position: position++ })
        .returning();
      for (const [variablePosition, variable] of group.variables.entries()) {
        const [variableRow] = await tx
          .insert(scoringVariables)
          .values({
            group_id: groupRow!.id,
            name: variable.name,
            math_function: variable.math_function,
            value_type: variable.value_type,
            position: variablePosition,
          })
          .returning();
        const locations = source!.locationIds.get(variable.id) ?? [];
        if (locations.length)
          await tx.insert(scoringVariableLocations).values(
            locations.map((l, position) => ({
              variable_id: variableRow!.id,
              data_location_id: l.id,
              position,
            })),
          );
        if (variable.rules.length)
          await tx.insert(scoringRules).values(
            variable.rules.map((r, rulePosition) => ({
              variable_id: variableRow!.id,
              condition: r.condition,
              criteria: r.criteria,
              score: r.score,
              position: rulePosition,
            })),
          );
      }
    }
    await audit(tx, options.actor, 'model.add', model!.id, {
      name: options.name,
      copy_from: options.copyFrom,
    });
    return { score_model_id: model!.id, name: model!.name, is_active: false };
  });

export const addGroup = async (
  db: Db,
  options: ActorOption & { name: string; category: ScoreCategory; modelId: string },
) =>
  db.transaction(async (tx) => {
    const [model] = await tx.select().from(scoringModels).where(eq(scoringModels.id, options.modelId));
    if (!model) throw new AppError(404, MODEL_NOT_FOUND);
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${scoringGroups.position}) + 1, 0)::int` })
      .from(scoringGroups)
      .where(eq(scoringGroups.model_id, model.id));
    const [group] = await tx
      .insert(scoringGroups)
      .values({ model_id: model.id, name: options.name, category: options.category, position: next })
      .returning();
    await touchModel(tx, model.id);
    await audit(tx, options.actor, 'group.add', group!.id, { name: group!.name, category: group!.category });
    return {
      score_group_id: group!.id,
      name: group!.name,
      category: options.category,
      model_id: model.id,
      variables: [],
    };
  });

export const renameGroup = async (db: Db, options: ActorOption & { groupId: string; name: string }) =>
  db.transaction(async (tx) => {
    const group = await findGroup(tx, options.groupId);
    await tx.update(scoringGroups).set({ name: options.name }).where(eq(scoringGroups.id, group.id));
    await touchModel(tx, group.model_id);
    await audit(tx, options.actor, 'group.rename', group.id, { name: options.name }, { name: group.name });
    return { score_group_id: group.id, name: options.name };
  });

export const deleteGroup = async (db: Db, options: ActorOption & { modelId: string; groupId: string }) =>
  db.transaction(async (tx) => {
    const group = await findGroup(tx, options.groupId);
    if (group.model_id !== options.modelId) throw new AppError(404, GROUP_NOT_FOUND);
    await tx.delete(scoringGroups).where(eq(scoringGroups.id, group.id));
    await touchModel(tx, group.model_id);
    await audit(tx, options.actor, 'group.delete', group.id, undefined, { name: group.name });
    return { deleted: true };
  });

/** Resolves the children to data locations and the variable's value type; 400 when they do not fit. */
const resolveParameters = (fn: MathFunction, children: Array<{ table: string; uuid: string }>) => {
  const locations = children.map((child) => {
    const location = child.table === 'data_locations' ? dataLocationById(child.uuid) : undefined;
    if (!location) throw new AppError(400, `Unknown parameter '${child.uuid}' (${child.table})`);
    return location;
  });
  const typed = variableValueType(fn, locations);
  if ('problem' in typed) throw new AppError(400, typed.problem);
  return { locations, valueType: typed.value_type };
};

export const addVariable = async (db: Db, options: ActorOption & { body: ScoringVariableBody }) =>
  db.transaction(async (tx) => {
    const { body } = options;
    const group = await findGroup(tx, body.group_id);
    const { locations, valueType } = resolveParameters(body.math_function, body.children);
    const [variable] = await tx
      .insert(scoringVariables)
      .values({
        group_id: group.id,
        name: body.name,
        math_function: body.math_function,
        value_type: valueType,
        position: sql`(select coalesce(max(position) + 1, 0) from scoring_variables where group_id = ${group.id})`,
      })
      .returning();
    await tx
      .insert(scoringVariableLocations)
      .values(
        locations.map((l, position) => ({ variable_id: variable!.id, data_location_id: l.id, position })),
      );
    await touchModel(tx, group.model_id);
    await audit(tx, options.actor, 'variable.add', variable!.id, {
      name: body.name,
      math_function: body.math_function,
    });
    return {
      variable_id: variable!.id,
      name: variable!.name,
      value_type: valueType,
      math_function: body.math_function,
    };
  });

export const updateVariable = async (
  db: Db,
  options: ActorOption & {
    variableId: string;
    patch: { name?: string; math_function?: string; children?: Array<{ table: string; uuid: string }> };
  },
) =>
  db.transaction(async (tx) => {
    const { variable, model_id } = await findVariable(tx, options.variableId);
    const { patch } = options;
    if (
      patch.math_function !== undefined &&
      !(MATH_FUNCTIONS as readonly string[]).includes(patch.math_function)
    )
      throw new AppError(400, unknownFunctionMessage(patch.math_function));
    const fn = (patch.math_function ?? variable.math_function) as MathFunction;
    const children =
      patch.children ??
      (
        await tx
          .select({ uuid: scoringVariableLocations.data_location_id })
          .from(scoringVariableLocations)
          .where(eq(scoringVariableLocations.variable_id, variable.id))
          .orderBy(asc(scoringVariableLocations.position), asc(scoringVariableLocations.id))
      ).map((row) => ({ table: 'data_locations', uuid: row.uuid }));
    const { locations, valueType } = resolveParameters(fn, children);
    // The rules must still fit the (maybe new) value type.
    const rules = await tx.select().from(scoringRules).where(eq(scoringRules.variable_id, variable.id));
    const name = patch.name ?? variable.name;
    for (const rule of rules) {
      const problem = ruleProblem({ name, value_type: valueType }, rule as ScoringRuleBody);
      if (problem) throw new AppError(400, problem);
    }
    await tx
      .update(scoringVariables)
      .set({ name, math_function: fn, value_type: valueType })
      .where(eq(scoringVariables.id, variable.id));
    if (patch.children) {
      await tx.delete(scoringVariableLocations).where(eq(scoringVariableLocations.variable_id, variable.id));
      await tx
        .insert(scoringVariableLocations)
        .values(
          locations.map((l, position) => ({ variable_id: variable.id, data_location_id: l.id, position })),
        );
    }
    await touchModel(tx, model_id);
    await audit(tx, options.actor, 'variable.update', variable.id, patch, {
      name: variable.name,
      math_function: variable.math_function,
    });
    return { variable_id: variable.id, name, value_type: valueType, math_function: fn };
  });

export const deleteVariable = async (
  db: Db,
  options: ActorOption & { groupId: string; variableId: string },
) =>
  db.transaction(async (tx) => {
    const { variable, model_id } = await findVariable(tx, options.variableId);
    if (variable.group_id !== options.groupId) throw new AppError(404, VARIABLE_NOT_FOUND);
    await tx.delete(scoringVariables).where(eq(scoringVariables.id, variable.id));
    await touchModel(tx, model_id);
    await audit(tx, options.actor, 'variable.delete', variable.id, undefined, { name: variable.name });
    return { deleted: true };
  });

/** The variables of a model's category, usable as references in the browser. */
export const categoryVariables = async (
  db: DbOrTx,
  options: { modelId?: string; category: ScoreCategory },
) => {
  if (!options.modelId) return [];
  return (
    await db
      .select({ uuid: scoringVariables.id, name: scoringVariables.name, group: scoringGroups.name })
      .from(scoringVariables)
      .innerJoin(scoringGroups, eq(scoringGroups.id, scoringVariables.group_id))
      .where(and(eq(scoringGroups.model_id, options.modelId), eq(scoringGroups.category, options.category)))
      .orderBy(asc(scoringGroups.position), asc(scoringVariables.created_at))
  ).map((v) => ({ uuid: v.uuid, name: v.name, group: v.group }));
};
