// Rate index values (issue 19 item 1): staff enter one value at a time or load a CSV file of
// date,value lines for one index. A file loads whole or not at all (one transaction): any bad line
// answers 400 with every bad line's number and nothing is stored. Each change re-derives the
// floating loans on that index (floating.ts) in the same transaction, with its audit row.
import { count, desc, eq } from 'drizzle-orm';
import {
  INDEX_NAME,
  parseDate,
  parseDecimal,
  servicingMessages,
  servicingRateMessages as m,
  type IndexRateBody,
} from '@lending/domain';
import type { Db } from '../../db/client';
import { servicingIndexRates } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError, type ErrorDetail } from '../../plugins/errors';
import { resetLoansOn } from './floating';

type IndexRow = typeof servicingIndexRates.$inferSelect;

const toWire = (row: IndexRow) => ({
  id: row.id,
  index: row.index_name,
  effective_date: row.effective_date,
  value: row.value_percent.replace(/\.?0+$/, ''),
  source: row.source,
  created_at: row.created_at.toISOString(),
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export const addIndexRate = async (db: Db, options: { body: IndexRateBody; actor: Actor }) => {
  const { body, actor } = options;
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(servicingIndexRates)
        .values({
          index_name: body.index,
          effective_date: body.effective_date,
          value_percent: body.value,
          entered_by: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'servicing.index_rate.add',
        entity_type: 'servicing_index_rate',
        entity_id: row!.id,
        after: { index: body.index, effective_date: body.effective_date, value: body.value },
      });
      const loansReset = await resetLoansOn(tx, body.index, actor);
      return { ...toWire(row!), loans_reset: loansReset };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, m.indexDateTaken);
      throw error;
    });
};

export const listIndexRates = async (db: Db, query: { index?: string; page: number; size: number }) => {
  const where = query.index ? eq(servicingIndexRates.index_name, query.index) : undefined;
  const [total] = await db.select({ n: count() }).from(servicingIndexRates).where(where);
  const rows = await db
    .select()
    .from(servicingIndexRates)
    .where(where)
    .orderBy(desc(servicingIndexRates.effective_date), servicingIndexRates.index_name)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { total: total?.n ?? 0, page: query.page, size: query.size, items: rows.map(toWire) };
};

const MAX_LINES = 20_000;

/** "date,value" lines (a header line and blank lines are skipped) as values, or every bad line. */
const parseIndexCsv = (text: string) => {
  const errors: ErrorDetail[] = [];
  const values: { line: number; date: string; value: string }[] = [];
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (lines.length > MAX_LINES) throw new AppError(400, m.indexFileRequired);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    if (cells.every((c) => c === '')) return;
    if (index === 0 && parseDate(cells[0] ?? '') === null && /date/i.test(cells[0] ?? '')) return;
    const bad = (message: string) =>
      errors.push({ path: `line ${line}`, message: `Line ${line}: ${message}` });
    if (cells.length !== 2) return bad(m.indexFileRequired);
    const [date, value] = cells as [string, string];
    if (parseDate(date) === null) return bad(servicingMessages.dateInvalid);
    const exact = parseDecimal(value);
    if (!exact || exact.den > 1_000_000n || exact.num > exact.den * 100n) return bad(m.indexValueInvalid);
    const first = seen.get(date);
    if (first !== undefined) return bad(`${date} is also on line ${first}`);
    seen.set(date, line);
    values.push({ line, date, value });
  });
  return { values, errors };
};

export const loadIndexCsv = async (db: Db, options: { index: string; text: string; actor: Actor }) => {
  const { index, text, actor } = options;
  if (!INDEX_NAME.test(index)) throw new AppError(400, m.indexNameInvalid);
  const { values, errors } = parseIndexCsv(text);
  if (errors.length > 0) throw new AppError(400, m.indexFileInvalid, errors);
  if (values.length === 0) throw new AppError(400, m.indexFileEmpty);
  return db.transaction(async (tx) => {
    const existing = new Set(
      (
        await tx
          .select({ date: servicingIndexRates.effective_date })
          .from(servicingIndexRates)
          .where(eq(servicingIndexRates.index_name, index))
      ).map((r) => r.date),
    );
    const taken = values.filter((v) => existing.has(v.date));
    if (taken.length > 0)
      throw new AppError(
        400,
        m.indexFileInvalid,
        taken.map((v) => ({ path: `line ${v.line}`, message: `Line ${v.line}: ${m.indexDateTaken}` })),
      );
    for (let i = 0; i < values.length; i += 1000)
      await tx.insert(servicingIndexRates).values(
        values.slice(i, i + 1000).map((v) => ({
          index_name: index,
          effective_date: v.date,
          value_percent: v.value,
          source: 'csv',
          entered_by: actor.id,
        })),
      );
    await recordAudit(tx, {
      actor,
      action: 'servicing.index_rate.load',
      entity_type: 'servicing_index_rate',
      entity_id: index,
      after: { index, values: values.length, first: values[0]!.date, last: values.at(-1)!.date },
    });
    const loansReset = await resetLoansOn(tx, index, actor);
    return { index, loaded: values.length, loans_reset: loansReset };
  });
};
