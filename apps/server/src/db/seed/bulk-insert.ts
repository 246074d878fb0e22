// Fast bulk inserts for scale seeding: one array parameter per column and `unnest`, so 10,000s of
// rows cost a few statements and little JavaScript (drizzle's multi-row VALUES builds one
// parameter per cell).
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

export type BulkColumn = {
  name: string;
  type:
    | 'uuid'
    | 'text'
    | 'bigint'
    | 'integer'
    | 'boolean'
    | 'jsonb'
    | 'numeric'
    | 'double precision'
    | 'timestamptz';
};

const BATCH = 5000;

/** Inserts rows (objects keyed by column name); returns `returning` values in row order. */
export const bulkInsert = async (
  tx: Tx,
  options: { table: string; columns: BulkColumn[]; rows: Array<Record<string, unknown>>; returning?: string },
): Promise<string[]> => {
  const out: string[] = [];
  const names = options.columns.map((column) => `"${column.name}"`).join(', ');
  for (let start = 0; start < options.rows.length; start += BATCH) {
    const batch = options.rows.slice(start, start + BATCH);
    const arrays = options.columns.map((column) =>
      batch.map((row) => {
        const value = row[column.name] ?? null;
        return column.type === 'jsonb' && value !== null ? JSON.stringify(value) : value;
      }),
    );
    const unnest = sql.join(
      options.columns.map((column, i) => sql`${sql.param(arrays[i])}::${sql.raw(column.type)}[]`),
      sql`, `,
    );
    const result = await tx.execute<{ value: string }>(
      sql`insert into ${sql.raw(`"${options.table}"`)} (${sql.raw(names)}) select * from unnest(${unnest})
          ${options.returning ? sql.raw(`returning "${options.returning}" as value`) : sql``}`,
    );
    if (options.returning) out.push(...result.rows.map((row) => row.value));
  }
  return out;
};
