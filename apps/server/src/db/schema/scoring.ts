import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Scoring administration (002 §3, DESIGN §7): model > groups > variables > rules. One model is active. */
export const scoringModels = pgTable(
  'scoring_models',
  {
    id: id(),
    name: text().notNull(),
    is_active: boolean().notNull().default(false),
    /** The definition loans are scored with, frozen when the model was set active (edits wait). */
    published: jsonb().$type<Record<string, unknown>>(),
    activated_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('scoring_models_one_active_uq')
      .on(t.is_active)
      .where(sql`${t.is_active}`),
  ],
);

/** category: properties | neighborhoods | borrowers | loan-factors. */
export const scoringGroups = pgTable(
  'scoring_groups',
  {
    id: id(),
    model_id: uuid()
      .notNull()
      .references(() => scoringModels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: text().notNull(),
    position: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('scoring_groups_model_idx').on(t.model_id)],
);

/** A readable entity field (the "parameters" of the scoring page): table + key. */
export const dataLocations = pgTable('data_locations', {
  id: id(),
  table_name: text().notNull(),
  key_name: text().notNull(),
  label: text().notNull(),
  value_type: text().notNull(),
});

export const scoringVariables = pgTable(
  'scoring_variables',
  {
    id: id(),
    group_id: uuid()
      .notNull()
      .references(() => scoringGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    value_type: text().notNull().default('FLOAT'),
    /** sum, average, min, max, count, first... */
    math_function: text().notNull().default('first'),
    position: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('scoring_variables_group_idx').on(t.group_id)],
);

export const scoringVariableLocations = pgTable('scoring_variable_locations', {
  id: id(),
  variable_id: uuid()
    .notNull()
    .references(() => scoringVariables.id, { onDelete: 'cascade' }),
  data_location_id: uuid()
    .notNull()
    .references(() => dataLocations.id, { onDelete: 'cascade' }),
  /** Parameter order matters (ratio: first / second). */
  position: integer().notNull().default(0),
});

/** condition is a filter operator (000 §3); score is signed points added when it holds. */
export const scoringRules = pgTable(
  'scoring_rules',
  {
    id: id(),
    variable_id: uuid()
      .notNull()
      .references(() => scoringVariables.id, { onDelete: 'cascade' }),
    condition: text().notNull(),
    criteria: text().notNull(),
    score: integer().notNull(),
    position: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('scoring_rules_variable_idx').on(t.variable_id)],
);

/** One background recalculation of the open loans' scores (pg-boss job), with its progress. */
export const scoringRecalculations = pgTable(
  'scoring_recalculations',
  {
    id: id(),
    model_id: uuid().references(() => scoringModels.id, { onDelete: 'set null' }),
    /** queued | running | done | failed */
    status: text().notNull().default('queued'),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    error: text(),
    requested_by: uuid(),
    created_at: createdAt(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('scoring_recalculations_created_idx').on(t.created_at)],
);
