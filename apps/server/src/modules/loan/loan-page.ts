// Server-side paging of the loan lists (issue 10): one page of loans plus the aggregates, never
// the whole list. GET /api/loan/page sorts, filters and searches in PostgreSQL with keyset
// cursors (signed and bound to the query they came from: a tampered or foreign cursor is a 400);
// pinned loans (up to 5 ids from the browser) come first on the first page and are left out of
// the pages after. GET /api/loan/summary computes the status cards and value cards in SQL.
// GET /loan/all stays for the spec's contract (loan.routes.ts).
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, LOAN_STATUSES, loanPageQuery, type LoanSortKey } from '@lending/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Crypto } from '../../lib/crypto';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import {
  loanJson,
  openActivityTypes,
  scopeCondition,
  type LoanJsonRow,
  type LoanScope,
} from './loan.queries';
import { sendJsonText } from './loan-list-cache';
import { cachedLoanSummary } from './loan-summary';
import { loanJsonText } from './loan.wire';

/** Counting stops here: a search matching most of 100,000 loans would otherwise scan them all. */
const TOTAL_CAP = 10_000;
const CURSOR_PURPOSE = 'loan-page-cursor';

const statusOrder = sql.raw(`array[${LOAN_STATUSES.map((status) => `'${status}'`).join(', ')}]::text[]`);
/**
 * Sort keys and the SQL each one orders by (the id breaks ties, so the order is total). The web
 * table's column ids (property, score, borrowers, contacts, duration, status, update, closing)
 * are accepted too; a missing value sorts as the lowest (the web's own rule before issue 10).
 * Each expression has a keyset index `(archived, expr, id)` on exactly that text (migrations
 * 0006 and 0015; loan-page-sort.test.ts checks that no sort is planned without one), and `type`
 * is its SQL type, so the cursor's value compares without a cast that would hide the index.
 * Borrowers and Contacts sort on keys kept on the loan by triggers (migration 0015).
 */
export const LOAN_SORTS = {
  amount: { expr: sql`coalesce(loans.amount, 0)`, type: 'numeric', defaultDir: 'desc' },
  last_update: { expr: sql`loans.last_update`, type: 'bigint', defaultDir: 'desc' },
  human_id: { expr: sql`loans.human_id`, type: 'text', defaultDir: 'asc' },
  name: { expr: sql`loans.name`, type: 'text', defaultDir: 'asc' },
  property: { expr: sql`lower(loans.name)`, type: 'text', defaultDir: 'asc' },
  score: { expr: sql`coalesce(loans.score, -1)`, type: 'integer', defaultDir: 'desc' },
  duration: { expr: sql`coalesce(loans.duration_months, -1)`, type: 'integer', defaultDir: 'desc' },
  status: {
    expr: sql`coalesce(array_position(${statusOrder}, loans.status), 99)`,
    type: 'integer',
    defaultDir: 'asc',
  },
  update: { expr: sql`loans.last_update`, type: 'bigint', defaultDir: 'desc' },
  closing: {
    expr: sql`coalesce(loans.expected_closing_epoch, 9007199254740991::bigint)`,
    type: 'bigint',
    defaultDir: 'asc',
  },
  borrowers: { expr: sql`loans.borrowers_sort`, type: 'text', defaultDir: 'asc' },
  contacts: { expr: sql`loans.contacts_sort`, type: 'text', defaultDir: 'asc' },
} as const satisfies Record<LoanSortKey, { expr: SQL; type: string; defaultDir: 'asc' | 'desc' }>;
const SORTS = LOAN_SORTS;

type LoanPageQuery = z.output<typeof loanPageQuery>;

/** `%`, `_` and `\` are literal in the search text; unicode is normalised (NFC). */
const likePattern = (text: string): string =>
  `%${text.normalize('NFC').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search term's condition (none without a term). */
export const searchCondition = (query: Pick<LoanPageQuery, 'q' | 'search_in'>): SQL | undefined => {
  const q = query.q?.trim();
  if (!q) return undefined;
  // Migration 0019: lower-case keys compared with LIKE (lower() on both sides, so PostgreSQL's
  // own case folding applies to the text and the term alike).
  const pattern = sql`lower(${likePattern(q)})`;
  if (query.search_in === 'name') return sql`loans.search_name like ${pattern}`;
  // Borrower names from the loan's kept key (lower-case names joined by ", "); a term with a comma
  // could match across two names there, so it asks each borrower instead.
  if (!q.includes(','))
    return sql`(loans.search_name like ${pattern} or loans.borrowers_sort like ${pattern})`;
  return sql`(loans.search_name like ${pattern} or loans.id in (
      select lb.loan_id from loan_borrowers lb join borrowers b on b.id = lb.borrower_id
      where (b.first_name || ' ' || b.last_name) ilike ${likePattern(q)}))`;
};

export const filterConditions = (
  query: Pick<LoanPageQuery, 'scope' | 'q' | 'search_in' | 'status' | 'property_type' | 'purpose'>,
): SQL[] => {
  const conditions: SQL[] = [scopeCondition(query.scope as LoanScope)];
  if (query.status?.length)
    conditions.push(
      sql`loans.status in (${sql.join(
        query.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  // Spec 000 §2: the property type of the first property, and the loan purpose (multi-selects).
  if (query.property_type?.length)
    conditions.push(
      sql`(select p.property_type from properties p where p.loan_id = loans.id
        order by p.position, p.created_at limit 1) in (${sql.join(
          query.property_type.map((t) => sql`${t}`),
          sql`, `,
        )})`,
    );
  if (query.purpose?.length)
    conditions.push(
      sql`loans.purpose in (${sql.join(
        query.purpose.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  const search = searchCondition(query);
  if (search) conditions.push(search);
  return conditions;
};

/** The list's total, counted up to the cap. */
const totalQuery = (filtered: SQL): SQL =>
  sql`select count(*)::int as total from (select 1 from loans where ${filtered} limit ${TOTAL_CAP + 1}) matching`;

/** The total's query for a search (loan-page.test.ts checks its plans). */
export const loanSearchTotalQuery = (query: Pick<LoanPageQuery, 'scope' | 'q' | 'search_in'>): SQL =>
  totalQuery(sql.join(filterConditions(query), sql` and `));

/** What a cursor is bound to: the same filters, sort and pins, or it is refused. */
const queryFingerprint = (query: LoanPageQuery, dir: string): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        query.scope,
        query.sort,
        dir,
        query.q?.trim() ?? '',
        query.search_in,
        query.status ?? [],
        query.property_type ?? [],
        query.purpose ?? [],
        query.pinned ?? [],
      ]),
    )
    .digest('base64url')
    .slice(0, 16);

type CursorPosition = { v: string | number; id: string };

const readCursor = (crypto: Crypto, token: string, fingerprint: string): CursorPosition => {
  const result = crypto.tokens.verify(token, CURSOR_PURPOSE);
  if (!result.ok)
    throw new AppError(
      400,
      result.reason === 'expired' ? 'The page cursor has expired' : 'Invalid page cursor',
    );
  const { f, v, id } = result.value as { f?: unknown; v?: unknown; id?: unknown };
  if (f !== fingerprint || typeof id !== 'string' || (typeof v !== 'string' && typeof v !== 'number')) {
    throw new AppError(400, 'Invalid page cursor');
  }
  return { v, id };
};

type PageRow = LoanJsonRow & { id: string; sort_value: string | number };

const selectLoans = async (
  db: DbOrTx,
  where: SQL,
  order: SQL,
  limit: number,
  sortExpr: SQL,
): Promise<PageRow[]> => {
  const result = await db.execute<PageRow>(sql`
    select loans.id, ${sortExpr} as sort_value, loans.status as state, ${openActivityTypes} as open_types,
      ${loanJson} as json
    from loans left join users u on u.id = loans.owner_user_id
    where ${where}
    order by ${order}
    limit ${limit}`);
  return result.rows;
};

type LoanPage = {
  loans: string[];
  pinned: string[];
  total: number;
  total_capped: boolean;
  next_cursor: string | null;
};

const loanPage = async (db: DbOrTx, crypto: Crypto, query: LoanPageQuery): Promise<LoanPage> => {
  const sort = SORTS[query.sort];
  const dir = query.dir ?? sort.defaultDir;
  const fingerprint = queryFingerprint(query, dir);
  const conditions = filterConditions(query);
  const pinnedIds = query.pinned ?? [];
  const position = query.cursor ? readCursor(crypto, query.cursor, fingerprint) : undefined;
  const filtered = sql.join(conditions, sql` and `);

  const paged = [...conditions];
  if (pinnedIds.length)
    paged.push(
      sql`loans.id not in (${sql.join(
        pinnedIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (position) {
    const value =
      sort.type === 'text'
        ? sql`${String(position.v)}::text`
        : sql`${Number(position.v)}::${sql.raw(sort.type)}`;
    paged.push(
      dir === 'desc'
        ? sql`(${sort.expr}, loans.id) < (${value}, ${position.id}::uuid)`
        : sql`(${sort.expr}, loans.id) > (${value}, ${position.id}::uuid)`,
    );
  }
  const order = dir === 'desc' ? sql`${sort.expr} desc, loans.id desc` : sql`${sort.expr} asc, loans.id asc`;

  // A one- or two-letter term has no trigram to look up: when nothing matches, the page query
  // would scan the table to find no row. Its total is an index-only count (migration 0019), so it
  // goes first and an empty answer ends there.
  const term = query.q?.trim() ?? '';
  const counted =
    term.length > 0 && term.length < 3
      ? await db.execute<{ total: number }>(totalQuery(filtered))
      : undefined;
  if (counted && (counted.rows[0]?.total ?? 0) === 0)
    return { loans: [], pinned: [], total: 0, total_capped: false, next_cursor: null };
  const [rows, pinnedRows, totalRows] = await Promise.all([
    selectLoans(db, sql.join(paged, sql` and `), order, query.limit + 1, sort.expr),
    // Pinned loans that match the filters, first page only, in the page's own order.
    !position && pinnedIds.length
      ? selectLoans(
          db,
          sql`${filtered} and loans.id in (${sql.join(
            pinnedIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
          order,
          pinnedIds.length,
          sort.expr,
        )
      : Promise.resolve([] as PageRow[]),
    counted ?? db.execute<{ total: number }>(totalQuery(filtered)),
  ]);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows[pageRows.length - 1];
  const next_cursor =
    rows.length > query.limit && last
      ? crypto.tokens.sign(
          { f: fingerprint, v: last.sort_value, id: last.id },
          { ttlSeconds: 24 * 3600, purpose: CURSOR_PURPOSE },
        )
      : null;
  return {
    loans: pageRows.map(loanJsonText),
    pinned: pinnedRows.map(loanJsonText),
    total: Math.min(totalRows.rows[0]?.total ?? 0, TOTAL_CAP),
    total_capped: (totalRows.rows[0]?.total ?? 0) > TOTAL_CAP,
    next_cursor,
  };
};

/**
 * Run at start, before the server listens (issue 10 "the first request after a restart is as fast
 * as later ones"): the screens' first calls (the Requests list's first page, small and full, and
 * the cards of the requests, the portfolio and the API's default scope) on several pooled
 * connections, so their database sessions have planned the list queries and the cards are cached
 * for the data version.
 */
export const warmLoanLists = async (db: Db, crypto: Crypto): Promise<void> => {
  const page = (limit: number) => loanPage(db, crypto, loanPageQuery.parse({ scope: 'requests', limit }));
  await Promise.all([
    cachedLoanSummary(db, 'requests'),
    cachedLoanSummary(db, 'portfolio'),
    cachedLoanSummary(db, 'all'),
    ...[5, 100, 5, 100, 5, 100].map(page),
  ]);
};

export const loanPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, crypto } = app.deps;
  register(app, endpoints.getLoanPage, async (request, reply) => {
    const page = await loanPage(db, crypto, request.query);
    // Loan JSON text from PostgreSQL is spliced, not re-serialised (loan.wire.ts).
    const body = `{"loans":[${page.loans.join(',')}],"pinned":[${page.pinned.join(',')}],"total":${page.total},"total_capped":${page.total_capped},"next_cursor":${JSON.stringify(page.next_cursor)}}`;
    return sendJsonText(reply, body);
  });
  register(app, endpoints.getLoanSummary, async (request) => cachedLoanSummary(db, request.query.scope));
};
