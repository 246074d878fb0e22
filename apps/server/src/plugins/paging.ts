// The server's side of the contract's paging convention (issue 22 item 5,
// packages/domain/src/contract/paging.ts): `?limit=&cursor=` on every list, keyset (never an
// offset) on a stable order whose last part is unique, the next page's cursor opaque. An array
// answer names the next page in `X-Next-Cursor` and `Link: <...>; rel="next"` (RFC 8288); asked
// without limit and cursor, a list answers whole, as before.
//
// A list declares its order once (`pageOrder`): the parts of its key, each with a direction and a
// kind the cursor's values are checked against (a value of another kind is a bad cursor, never a
// database error). A query pages in SQL with `keysetAfter` / `keysetOrderBy` and `limit + 1` rows;
// a list computed in memory (a loan's few documents, a policy's evaluated rules) pages with
// `pageInMemory` on the same key.
import { PAGE_LIMIT_DEFAULT, messages, type OperationId, type PageQuery } from '@lending/domain';
import { and, asc, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

type KeyValue = string | number;
type PageKey = readonly KeyValue[];
type KeyKind = 'text' | 'number' | 'uuid' | 'time';
type KeyPart = readonly ['asc' | 'desc', KeyKind];

/** A list's stable order: its operationId (a cursor is valid for its own list only) and key. */
type PageOrder<T> = {
  readonly list: OperationId;
  readonly parts: readonly KeyPart[];
  readonly key: (row: T) => PageKey;
};

/** The page asked for; null when the list is asked whole (neither limit nor cursor). */
export type Page = { readonly limit: number; readonly after: PageKey | null };

export const pageOrder = <T>(
  list: OperationId,
  parts: readonly KeyPart[],
  key: (row: T) => PageKey,
): PageOrder<T> => ({ list, parts, key });

/** An order on one unique string field (an id), for a list paged in memory. */
export const idOrder = <K extends string>(list: OperationId, field: K): PageOrder<Record<K, string>> =>
  pageOrder(list, [['asc', 'text']], (row) => [row[field]]);

/** An order on one unique uuid field, for a list paged in SQL on its id (`idKeyset`). */
export const uuidOrder = <K extends string>(list: OperationId, field: K): PageOrder<Record<K, string>> =>
  pageOrder(list, [['asc', 'uuid']], (row) => [row[field]]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^\d{4}-\d{2}-\d{2}[ T][0-9:.]+([+-]\d{2}(:?\d{2})?|Z)?$/;

const fitsKind = (value: unknown, kind: KeyKind): value is KeyValue => {
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (typeof value !== 'string') return false;
  if (kind === 'uuid') return UUID.test(value);
  // PostgreSQL's text of a timestamptz ('2026-11-27 06:45:31.399+00'), checked as a real date.
  if (kind === 'time')
    return (
      TIME.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))
    );
  return value.length <= 400;
};

const encodeCursor = (list: string, key: PageKey) =>
  Buffer.from(JSON.stringify([list, ...key])).toString('base64url');

const decodeCursor = (cursor: string, order: PageOrder<never>): PageKey => {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(400, messages.pageCursor);
  }
  if (!Array.isArray(decoded) || decoded[0] !== order.list) throw new AppError(400, messages.pageCursor);
  const key = decoded.slice(1) as unknown[];
  if (key.length !== order.parts.length || !key.every((value, i) => fitsKind(value, order.parts[i]![1]))) {
    throw new AppError(400, messages.pageCursor);
  }
  return key as PageKey;
};

/** The page the query asks for (400 'Invalid page cursor' for a cursor of another list or shape). */
export const requestedPage = (query: PageQuery, order: PageOrder<never>): Page | null => {
  if (query.limit === undefined && query.cursor === undefined) return null;
  return {
    limit: query.limit ?? PAGE_LIMIT_DEFAULT,
    after: query.cursor === undefined ? null : decodeCursor(query.cursor, order),
  };
};

const cast = (value: KeyValue, kind: KeyKind): SQL =>
  kind === 'uuid'
    ? sql`${value}::uuid`
    : kind === 'time'
      ? sql`${value}::timestamptz`
      : kind === 'number'
        ? sql`${value}::numeric`
        : sql`${value}::text`;

/** The rows after the cursor's key: (a > x) or (a = x and b > y) ..., each part in its direction.
 * The columns must not be null (wrap a nullable one in coalesce, in the ORDER BY too). */
const keysetAfter = (columns: readonly SQL[], order: PageOrder<never>, after: PageKey): SQL => {
  const alternatives = columns.map((column, i) => {
    const [direction, kind] = order.parts[i]!;
    const value = cast(after[i]!, kind);
    const beyond = direction === 'asc' ? sql`${column} > ${value}` : sql`${column} < ${value}`;
    const equalBefore = columns
      .slice(0, i)
      .map((earlier, j) => eq(earlier, cast(after[j]!, order.parts[j]![1])));
    return and(...equalBefore, beyond)!;
  });
  return or(...alternatives)!;
};

/** A page in SQL: the rows after the cursor (`where`, undefined on a first page or unpaged) in
 * the list's order (`orderBy`, also the whole list's order); fetch `page.limit + 1` of them. */
export const keyset = (columns: readonly SQL[], order: PageOrder<never>, page: Page | null) => ({
  where: page?.after ? keysetAfter(columns, order, page.after) : undefined,
  orderBy: columns.map((column, i) => (order.parts[i]![0] === 'asc' ? asc(column) : desc(column))),
});

/** A page on a unique uuid column alone (`uuidOrder`): the rows after the cursor (undefined on a
 * first page), their order, and how many to fetch (`limit + 1`). A list's access filter goes in
 * the same WHERE, so a page never comes out short and never shows a row it should hide. */
type IdKeyset = { readonly where: SQL | undefined; readonly orderBy: SQL; readonly take: number };

export const idKeyset = (column: AnyPgColumn, page: Page): IdKeyset => ({
  where: page.after ? gt(column, sql`${page.after[0]}::uuid`) : undefined,
  orderBy: asc(column),
  take: page.limit + 1,
});

/** Names the next page: X-Next-Cursor, and Link rel="next" (this URL with the cursor). */
export const nameNextPage = (request: FastifyRequest, reply: FastifyReply, cursor: string): void => {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  reply.header('x-next-cursor', cursor).header('link', `<${url.pathname}${url.search}>; rel="next"`);
};

/** The page's rows from `limit + 1` fetched in the list's order; names the next page in the
 * X-Next-Cursor and Link headers when there is one. */
export const sendPage = <T, R extends T>(
  request: FastifyRequest,
  reply: FastifyReply,
  order: PageOrder<T>,
  page: Page,
  rows: readonly R[],
): R[] => {
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  if (rows.length > page.limit && last !== undefined) {
    nameNextPage(request, reply, encodeCursor(order.list, order.key(last)));
  }
  return items;
};

/** A list read in SQL: the whole list unpaged, else the page `fetch` reads (`limit + 1` rows
 * after the cursor, in the list's order) with the next page named in the headers. */
export const pagedAnswer = async <T, R extends T>(
  request: FastifyRequest & { query: PageQuery },
  reply: FastifyReply,
  order: PageOrder<T>,
  fetch: (page: Page | null) => Promise<R[]>,
): Promise<R[]> => {
  const page = requestedPage(request.query, order as PageOrder<never>);
  const rows = await fetch(page);
  return page ? sendPage(request, reply, order, page, rows) : rows;
};

const compareKeys = (a: PageKey, b: PageKey, parts: readonly KeyPart[]): number => {
  for (let i = 0; i < parts.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    const less = typeof x === 'number' && typeof y === 'number' ? x < y : String(x) < String(y);
    return (less ? -1 : 1) * (parts[i]![0] === 'asc' ? 1 : -1);
  }
  return 0;
};

/** One page of a list built in memory: its rows after the cursor's key (`limit + 1`). */
const rowsAfter = <T, R extends T>(order: PageOrder<T>, page: Page, rows: readonly R[]): R[] => {
  const keyed = rows
    .map((row) => ({ row, key: order.key(row) }))
    .sort((a, b) => compareKeys(a.key, b.key, order.parts));
  const after = page.after;
  const rest = after ? keyed.filter(({ key }) => compareKeys(key, after, order.parts) > 0) : keyed;
  return rest.slice(0, page.limit + 1).map(({ row }) => row);
};

/** A list built in memory, paged on its key; the whole list, untouched, when asked unpaged. */
export const pageInMemory = <T, R extends T>(
  request: FastifyRequest & { query: PageQuery },
  reply: FastifyReply,
  order: PageOrder<T>,
  rows: readonly R[],
): R[] => {
  const page = requestedPage(request.query, order as PageOrder<never>);
  return page ? sendPage(request, reply, order, page, rowsAfter(order, page, rows)) : [...rows];
};

type BodyPage<R> = { items: R[]; next_cursor: string | null };

/** `{ items, next_cursor }` from `limit + 1` rows fetched in the list's order. */
const bodyPage = <T, R extends T>(order: PageOrder<T>, page: Page, fetched: readonly R[]): BodyPage<R> => {
  const items = fetched.slice(0, page.limit);
  const last = items[items.length - 1];
  const more = fetched.length > page.limit && last !== undefined;
  return { items, next_cursor: more ? encodeCursor(order.list, order.key(last)) : null };
};

/** The body form, `{ items, next_cursor }`, of a list the spec does not fix as an array. */
export const bodyPageInMemory = <T, R extends T>(
  query: PageQuery,
  order: PageOrder<T>,
  rows: readonly R[],
): BodyPage<R> => {
  const page = requestedPage(query, order as PageOrder<never>);
  return page ? bodyPage(order, page, rowsAfter(order, page, rows)) : { items: [...rows], next_cursor: null };
};

/** The body form of a list read in SQL: `fetch` reads the whole list (unpaged) or `limit + 1`
 * rows after the cursor in the list's order. */
export const bodyPagedAnswer = async <T, R extends T>(
  query: PageQuery,
  order: PageOrder<T>,
  fetch: (page: Page | null) => Promise<R[]>,
): Promise<BodyPage<R>> => {
  const page = requestedPage(query, order as PageOrder<never>);
  const rows = await fetch(page);
  return page ? bodyPage(order, page, rows) : { items: rows, next_cursor: null };
};
