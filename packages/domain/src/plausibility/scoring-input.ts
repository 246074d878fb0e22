// The score's inputs pass plausibility before the engine reads them (issue 23 item 5): an
// implausible figure of the loan, its properties, borrowers or neighbourhoods is taken out (the
// engine sees it as missing) and the variable that needed it says why: "Implausible value: ...".
import { DATA_LOCATIONS } from '../scoring/data-locations';
import {
  readLocation,
  scoreLoan,
  type ScoreResult,
  type ScoringInput,
  type ScoringModelDef,
  type ScoringRecord,
  type ScoringTable,
} from '../scoring/engine';
import { SCORE_CATEGORIES } from '../scoring/scoring';
import { checkPropertyFigures } from './property';
import { checkValue } from './rules';

export type ImplausibleInput = { table: ScoringTable; entity: string | null; key: string; reason: string };

type NumericKey = { key: string; column: string; field: string | undefined };
/** The numeric data locations of each table, their dotted keys split once. */
const NUMERIC_KEYS: Record<ScoringTable, NumericKey[]> = {
  loan: [],
  property: [],
  borrower: [],
  neighborhood: [],
};
for (const location of DATA_LOCATIONS)
  if (location.value_type !== 'STRING') {
    const [column, field] = location.key_name.split('.', 2) as [string, string | undefined];
    NUMERIC_KEYS[location.table].push({ key: location.key_name, column, field });
  }

const read = (record: ScoringRecord, { column, field }: NumericKey): unknown => {
  const value = record[column];
  if (field === undefined) return value;
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
};

const nameOf = (table: ScoringTable, record: ScoringRecord): string | null =>
  table === 'property'
    ? ((record.address_address as string | null) ?? null)
    : table === 'borrower'
      ? [record.first_name, record.last_name].filter(Boolean).join(' ') || null
      : ((record.name as string | null) ?? null);

/** A copy of the record without `key` (a dotted key clears one field of its JSON column). */
const without = (record: ScoringRecord, key: string): ScoringRecord => {
  const [column, field] = key.split('.', 2) as [string, string | undefined];
  if (field === undefined) return { ...record, [column]: null };
  return { ...record, [column]: { ...(record[column] as Record<string, unknown>), [field]: null } };
};

const checkRecord = (
  table: ScoringTable,
  record: ScoringRecord,
  found: ImplausibleInput[],
): ScoringRecord => {
  let reasons: Array<[string, string]> | null = null;
  for (const location of NUMERIC_KEYS[table]) {
    const checked = checkValue(location.key, read(record, location));
    if (checked?.implausible) (reasons ??= []).push([location.key, checked.implausible]);
  }
  if (table === 'property' && record.number_of_units !== null && record.number_of_units !== undefined) {
    const { units } = checkPropertyFigures({
      units: record.number_of_units,
      square_footage: readLocation(record, 'details.total_square_footage'),
    });
    if (units?.implausible && !reasons?.some(([key]) => key === 'number_of_units'))
      (reasons ??= []).push(['number_of_units', units.implausible]);
  }
  if (!reasons) return record;
  let out = record;
  for (const [key, reason] of reasons) {
    out = without(out, key);
    found.push({ table, entity: nameOf(table, record), key, reason });
  }
  return out;
};

/** The input with every implausible value taken out, and what was taken out with its reason. */
export const checkScoringInput = (
  input: ScoringInput,
): { input: ScoringInput; implausible: ImplausibleInput[] } => {
  const implausible: ImplausibleInput[] = [];
  const checked: ScoringInput = {
    loan: checkRecord('loan', input.loan, implausible),
    properties: input.properties.map((r) => checkRecord('property', r, implausible)),
    borrowers: input.borrowers.map((r) => checkRecord('borrower', r, implausible)),
    neighborhoods: input.neighborhoods.map((r) => checkRecord('neighborhood', r, implausible)),
  };
  return { input: checked, implausible };
};

/** The engine's result where a variable is N/A because its value was implausible, saying so. */
const explain = (
  model: ScoringModelDef,
  result: ScoreResult,
  implausible: ImplausibleInput[],
): ScoreResult => {
  if (implausible.length === 0) return result;
  const byLabel = new Map<string, { table: ScoringTable; key: string }>();
  for (const group of model.groups)
    for (const variable of group.variables)
      for (const location of variable.locations) byLabel.set(location.label, location);
  const out = { ...result };
  for (const category of SCORE_CATEGORIES)
    out[category] = {
      ...result[category],
      variables: result[category].variables.map((variable) => {
        const label = /^Missing value: (.*)$/.exec(variable.na_reason ?? '')?.[1];
        const location = label === undefined ? undefined : byLabel.get(label);
        if (!location) return variable;
        const hit =
          implausible.find(
            (i) => i.table === location.table && i.key === location.key && i.entity === variable.entity_name,
          ) ?? implausible.find((i) => i.table === location.table && i.key === location.key);
        return hit ? { ...variable, na_reason: `Implausible value: ${hit.reason}` } : variable;
      }),
    };
  return out;
};

/** scoreLoan on the plausible inputs only; implausible ones are N/A with their reason. */
export const scoreLoanChecked = (model: ScoringModelDef, input: ScoringInput): ScoreResult => {
  const checked = checkScoringInput(input);
  return explain(model, scoreLoan(model, checked.input), checked.implausible);
};
