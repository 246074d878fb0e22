// The Activities screen paged by the server (issue 10): GET /activity/page returns one page of
// activities (earliest due first, undated last, the id breaking ties) and a signed keyset cursor
// for the next one, so no list is capped at 5,000 rows and none is sent whole.
// GET /activity/all stays as the spec's call.
import { and, asc, eq, getTableColumns, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIVITY_STATUS_FILTERS, DUE_FILTERS } from '@lending/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { activities, loans } from '../../db/schema';
import type { Crypto } from '../../lib/crypto';
import { allow } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { toWireActivities } from './activity.queries';
import { activityResponseSchema } from './activity.schemas';
import { dueWindow } from './activity.service';

const CURSOR_PURPOSE = 'activity-page-cursor';
const UNDATED = Number.MAX_SAFE_INTEGER;
// A literal (not a parameter) so the expression index of migration 0006 matches it.
const dueKey = sql`coalesce(${activities.due_epoch}, ${sql.raw(String(UNDATED))}::bigint)`;

const activityPageQuery = z.object({
  due: z.enum(DUE_FILTERS).default('all'),
  status: z.enum(ACTIVITY_STATUS_FILTERS).default('all'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be at least 1' })
    .max(200, { message: 'limit must be at most 200' })
    .default(100),
  cursor: z.string().max(2000).optional(),
});
type ActivityPageQuery = z.output<typeof activityPageQuery>;

const listActivityPage = async (db: DbOrTx, crypto: Crypto, query: ActivityPageQuery) => {
  const filters: SQL[] = [eq(activities.archived, false)];
  const window = dueWindow(query.due);
  if (window) filters.push(gte(activities.due_epoch, window[0]), lt(activities.due_epoch, window[1]));
  if (query.status === 'todo') filters.push(notInArray(activities.state, ['accepted', 'done']));
  const bound = `${query.due}|${query.status}`;
  if (query.cursor) {
    const result = crypto.verifySigned(query.cursor, CURSOR_PURPOSE);
    const payload = result.ok ? (result.payload as { f?: unknown; due?: unknown; id?: unknown }) : undefined;
    if (
      !payload ||
      payload.f !== bound ||
      typeof payload.due !== 'number' ||
      typeof payload.id !== 'string'
    ) {
      throw new AppError(400, 'Invalid page cursor');
    }
    filters.push(sql`(${dueKey}, ${activities.id}) > (${payload.due}::bigint, ${payload.id}::uuid)`);
  }
  const rows = await db
    .select({ ...getTableColumns(activities), loan_name: loans.name })
    .from(activities)
    .leftJoin(loans, eq(loans.id, activities.loan_id))
    .where(and(...filters))
    .orderBy(asc(dueKey), asc(activities.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    activities: await toWireActivities(db, page),
    next_cursor:
      rows.length > query.limit && last
        ? crypto.sign(
            { f: bound, due: last.due_epoch ?? UNDATED, id: last.id },
            { ttlSeconds: 24 * 3600, purpose: CURSOR_PURPOSE },
          )
        : null,
  };
};

export const activityPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, crypto } = app.deps;
  app.get(
    '/activity/page',
    {
      preHandler: allow('admin'),
      schema: {
        summary: 'One page of activities (earliest due first) and the cursor of the next page',
        querystring: activityPageQuery,
        response: {
          200: z.object({ activities: z.array(activityResponseSchema), next_cursor: z.string().nullable() }),
        },
      },
    },
    async (request) => listActivityPage(db, crypto, request.query),
  );
};
