// The Activities screen paged by the server (issue 10): GET /activity/page returns one page of
// activities (earliest due first, undated last, the id breaking ties; or by another column of the
// screen's table, `sort` and `dir`) and a signed keyset cursor
// for the next one, so no list is capped at 5,000 rows and none is sent whole.
// GET /activity/all stays as the spec's call.
import { and, asc, desc, eq, getTableColumns, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPageQuery, endpoints, type ActivitySortKey } from '@lending/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { activities, loans } from '../../db/schema';
import type { Crypto } from '../../lib/crypto';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { toWireActivities } from './activity.queries';
import { dueWindow } from './activity.service';

const CURSOR_PURPOSE = 'activity-page-cursor';
const UNDATED = Number.MAX_SAFE_INTEGER;
// A literal (not a parameter) so the expression index of migration 0006 matches it.
const dueKey = sql`coalesce(${activities.due_epoch}, ${sql.raw(String(UNDATED))}::bigint)`;

/**
 * The screen's sortable columns (spec 002 §2.7, default due_epoch) and the SQL each sorts by;
 * the id breaks ties. The activity's title is its name, else document name, else description.
 */
const SORTS = {
  due_epoch: { expr: dueKey, kind: 'number' },
  name: {
    expr: sql`coalesce(nullif(${activities.name}, ''), nullif(${activities.document_name}, ''), ${activities.description}, '')`,
    kind: 'text',
  },
  activity_type: { expr: sql`${activities.activity_type}`, kind: 'text' },
  loan_name: { expr: sql`coalesce(${loans.name}, '')`, kind: 'text' },
  status: { expr: sql`${activities.state}`, kind: 'text' },
  owner: { expr: sql`coalesce(${activities.owner_id}::text, '')`, kind: 'text' },
} as const satisfies Record<ActivitySortKey, { expr: SQL; kind: 'number' | 'text' }>;
type ActivityPageQuery = z.output<typeof activityPageQuery>;

const listActivityPage = async (db: DbOrTx, crypto: Crypto, query: ActivityPageQuery) => {
  const filters: SQL[] = [eq(activities.archived, false)];
  const window = dueWindow(query.due);
  if (window) filters.push(gte(activities.due_epoch, window[0]), lt(activities.due_epoch, window[1]));
  if (query.status === 'todo') filters.push(notInArray(activities.state, ['accepted', 'done']));
  const counted = and(...filters);
  const bound = `${query.due}|${query.status}|${query.sort}|${query.dir}`;
  const sort = SORTS[query.sort];
  if (query.cursor) {
    const result = crypto.tokens.verify(query.cursor, CURSOR_PURPOSE);
    const payload = result.ok ? (result.value as { f?: unknown; v?: unknown; id?: unknown }) : undefined;
    if (
      !payload ||
      payload.f !== bound ||
      typeof payload.v !== (sort.kind === 'number' ? 'number' : 'string') ||
      typeof payload.id !== 'string'
    ) {
      throw new AppError(400, 'Invalid page cursor');
    }
    const value = sort.kind === 'number' ? sql`${payload.v}::bigint` : sql`${payload.v}::text`;
    filters.push(
      query.dir === 'asc'
        ? sql`(${sort.expr}, ${activities.id}) > (${value}, ${payload.id}::uuid)`
        : sql`(${sort.expr}, ${activities.id}) < (${value}, ${payload.id}::uuid)`,
    );
  }
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...getTableColumns(activities), loan_name: loans.name, sort_value: sort.expr })
      .from(activities)
      .leftJoin(loans, eq(loans.id, activities.loan_id))
      .where(and(...filters))
      .orderBy(
        ...(query.dir === 'asc'
          ? [asc(sort.expr), asc(activities.id)]
          : [desc(sort.expr), desc(activities.id)]),
      )
      .limit(query.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(activities)
      .where(counted),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    total: count?.total ?? 0,
    activities: await toWireActivities(
      db,
      page.map(({ sort_value: _sortValue, ...row }) => row),
    ),
    next_cursor:
      rows.length > query.limit && last
        ? crypto.tokens.sign(
            {
              f: bound,
              v: sort.kind === 'number' ? Number(last.sort_value) : String(last.sort_value),
              id: last.id,
            },
            { ttlSeconds: 24 * 3600, purpose: CURSOR_PURPOSE },
          )
        : null,
  };
};

export const activityPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, crypto } = app.deps;
  register(app, endpoints.getActivityPage, async (request) => listActivityPage(db, crypto, request.query));
};
