// Reads of the scoring tables and of the loans' data the engine scores (DESIGN.md §7).
import { asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ScoringInput, ScoringModelDef, ScoringRecord, ScoringTable } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import {
  borrowers,
  dataLocations,
  loanBorrowers,
  loans,
  neighborhoods,
  properties,
  scoringGroups,
  scoringModels,
  scoringRules,
  scoringVariableLocations,
  scoringVariables,
} from '../../db/schema';
import type { ScoreCategory, FilterOperator, MathFunction, ScoringValueType } from '@lending/domain';

export type ModelTree = {
  model: typeof scoringModels.$inferSelect;
  definition: ScoringModelDef;
  /** data location ids per variable, in order (the wire's data_locations). */
  locationIds: Map<string, Array<{ id: string; key_name: string; table: string; label: string }>>;
};

/** A model with its groups, variables, data locations and rules, in a stable order. */
export const loadModelTree = async (db: DbOrTx, modelId: string): Promise<ModelTree | null> => {
  const [model] = await db.select().from(scoringModels).where(eq(scoringModels.id, modelId));
  if (!model) return null;
  const groups = await db
    .select()
    .from(scoringGroups)
    .where(eq(scoringGroups.model_id, modelId))
    .orderBy(asc(scoringGroups.position), asc(scoringGroups.created_at), asc(scoringGroups.id));
  const groupIds = groups.map((g) => g.id);
  const variables = groupIds.length
    ? await db
        .select()
        .from(scoringVariables)
        .where(inArray(scoringVariables.group_id, groupIds))
        .orderBy(asc(scoringVariables.position), asc(scoringVariables.created_at), asc(scoringVariables.id))
    : [];
  const variableIds = variables.map((v) => v.id);
  // One after the other: inside a transaction the queries share one connection.
  const locations = variableIds.length
    ? await db
        .select({
          variable_id: scoringVariableLocations.variable_id,
          id: dataLocations.id,
          table: dataLocations.table_name,
          key_name: dataLocations.key_name,
          label: dataLocations.label,
        })
        .from(scoringVariableLocations)
        .innerJoin(dataLocations, eq(dataLocations.id, scoringVariableLocations.data_location_id))
        .where(inArray(scoringVariableLocations.variable_id, variableIds))
        .orderBy(asc(scoringVariableLocations.position), asc(scoringVariableLocations.id))
    : [];
  const rules = variableIds.length
    ? await db
        .select()
        .from(scoringRules)
        .where(inArray(scoringRules.variable_id, variableIds))
        .orderBy(asc(scoringRules.position), asc(scoringRules.created_at), asc(scoringRules.id))
    : [];
  const locationIds = new Map<
    string,
    Array<{ id: string; key_name: string; table: string; label: string }>
  >();
  for (const location of locations) {
    const list = locationIds.get(location.variable_id) ?? [];
    list.push({ id: location.id, key_name: location.key_name, table: location.table, label: location.label });
    locationIds.set(location.variable_id, list);
  }
  const definition: ScoringModelDef = {
    id: model.id,
    name: model.name,
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      category: group.category as ScoreCategory,
      variables: variables
        .filter((v) => v.group_id === group.id)
        .map((v) => ({
          id: v.id,
          name: v.name,
          math_function: v.math_function as MathFunction,
          value_type: v.value_type as ScoringValueType,
          locations: (locationIds.get(v.id) ?? []).map((l) => ({
            table: l.table as ScoringTable,
            key: l.key_name,
            label: l.label,
          })),
          rules: rules
            .filter((r) => r.variable_id === v.id)
            .map((r) => ({
              id: r.id,
              condition: r.condition as FilterOperator,
              criteria: r.criteria,
              score: r.score,
            })),
        })),
    })),
  };
  return { model, definition, locationIds };
};

/** The definition loans are scored with: the active model as it was when set active. */
export const loadActiveDefinition = async (db: DbOrTx): Promise<ScoringModelDef | null> => {
  const [active] = await db
    .select({ published: scoringModels.published })
    .from(scoringModels)
    .where(eq(scoringModels.is_active, true))
    .limit(1);
  return (active?.published as ScoringModelDef | null | undefined) ?? null;
};

const loanColumns = {
  id: loans.id,
  name: loans.name,
  amount: loans.amount,
  amount_at_closing: loans.amount_at_closing,
  purchase_price: loans.purchase_price,
  duration_months: loans.duration_months,
  interest_rate: loans.interest_rate,
  construction_reserve: loans.construction_reserve,
  purpose: loans.purpose,
  exit_strategy: loans.exit_strategy,
  status: loans.status,
  score: loans.score,
  score_hash: loans.score_hash,
};

type Needed = Map<string, Set<string> | null>;

/**
 * The columns of each table the model reads (a dotted key reads one field of a JSON column), so
 * a recalculation reads a few narrow columns instead of whole rows. No model: every column.
 */
const neededColumns = (definition: ScoringModelDef | undefined): Record<ScoringTable, Needed> | null => {
  if (!definition) return null;
  const needed: Record<ScoringTable, Needed> = {
    loan: new Map(),
    property: new Map(),
    borrower: new Map(),
    neighborhood: new Map(),
  };
  for (const group of definition.groups)
    for (const variable of group.variables)
      for (const location of variable.locations) {
        const [column, field] = location.key.split('.', 2) as [string, string | undefined];
        const table = needed[location.table];
        if (!table) continue;
        if (field === undefined) table.set(column, null);
        else if (table.get(column) !== null) table.set(column, (table.get(column) ?? new Set()).add(field));
      }
  return needed;
};

/** A select list: the always-needed columns, then what the model reads (JSON columns trimmed). */
const selection = (table: PgTable, always: string[], needed: Needed | undefined) => {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  if (!needed) return columns;
  const out: Record<string, AnyPgColumn | SQL> = {};
  for (const name of always) if (columns[name]) out[name] = columns[name];
  for (const [name, fields] of needed) {
    const column = columns[name];
    if (!column || out[name]) continue;
    out[name] =
      fields === null
        ? column
        : sql<Record<string, unknown>>`jsonb_build_object(${sql.join(
            [...fields].map((field) => sql`${field}::text, ${column} -> ${field}::text`),
            sql`, `,
          )})`;
  }
  return out;
};

/**
 * The engine's input for many loans at once (four queries, whatever the number of loans). With
 * `definition`, only the columns that model reads (plus ids and the entities' display names).
 */
export const loadScoringInputs = async (
  db: DbOrTx,
  loanIds: string[],
  definition?: ScoringModelDef,
): Promise<Map<string, ScoringInput>> => {
  const out = new Map<string, ScoringInput>();
  if (loanIds.length === 0) return out;
  const needed = neededColumns(definition);
  // One after the other: inside a transaction the queries share one connection.
  const loanRows = await db.select(loanColumns).from(loans).where(inArray(loans.id, loanIds));
  const propertyRows = (await db
    .select(
      selection(
        properties,
        ['id', 'loan_id', 'neighborhood_id', 'address_address', 'position', 'created_at'],
        needed?.property,
      ),
    )
    .from(properties)
    .where(inArray(properties.loan_id, loanIds))
    .orderBy(asc(properties.position), asc(properties.created_at))) as Array<
    ScoringRecord & { loan_id: string | null; neighborhood_id: string | null }
  >;
  const borrowerRows = (await db
    .select({
      loan_id: loanBorrowers.loan_id,
      b: selection(borrowers, ['id', 'first_name', 'last_name'], needed?.borrower),
    })
    .from(loanBorrowers)
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(inArray(loanBorrowers.loan_id, loanIds))
    .orderBy(asc(loanBorrowers.position))) as Array<{ loan_id: string; b: ScoringRecord }>;
  const neighborhoodIds = [
    ...new Set(propertyRows.map((p) => p.neighborhood_id).filter((id): id is string => Boolean(id))),
  ];
  const neighborhoodRows = neighborhoodIds.length
    ? await db
        .select(selection(neighborhoods, ['id', 'name'], needed?.neighborhood))
        .from(neighborhoods)
        .where(inArray(neighborhoods.id, neighborhoodIds))
    : [];
  const neighborhoodById = new Map(neighborhoodRows.map((n) => [n.id, n as ScoringRecord]));
  for (const loan of loanRows)
    out.set(loan.id, { loan: loan as ScoringRecord, properties: [], borrowers: [], neighborhoods: [] });
  for (const property of propertyRows) {
    const input = property.loan_id ? out.get(property.loan_id) : undefined;
    if (!input) continue;
    input.properties.push(property);
    const neighborhood = property.neighborhood_id
      ? neighborhoodById.get(property.neighborhood_id as string)
      : undefined;
    if (neighborhood && !input.neighborhoods.includes(neighborhood)) input.neighborhoods.push(neighborhood);
  }
  for (const { loan_id, b } of borrowerRows) {
    const { ssn_ciphertext: _secret, ...rest } = b;
    out.get(loan_id)?.borrowers.push(rest);
  }
  return out;
};
