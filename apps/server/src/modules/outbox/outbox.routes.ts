import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { outbox } from '../../db/schema/index';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { keyset, pageOrder, requestedPage, sendPage } from '../../plugins/paging';

const toMail = (row: typeof outbox.$inferSelect) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  transport: row.transport,
  sent_epoch: row.sent_at ? Math.floor(row.sent_at.getTime() / 1000) : null,
  created_epoch: Math.floor(row.created_at.getTime() / 1000),
  error: row.error,
});

const createdAt = sql<string>`${outbox.created_at}::text`;
const outboxKey = [sql`${outbox.created_at}`, sql`${outbox.id}`];
const outboxOrder = pageOrder<{ mail: { id: string }; at: string }>(
  'getOutbox',
  [
    ['desc', 'time'],
    ['desc', 'uuid'],
  ],
  (row) => [row.at, row.mail.id],
);

/** The in-app outbox (DESIGN.md §1: embedded-mode mail), admins only, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Unpaged, the latest 500 as before; paged (limit and cursor) on (created_at, id) newest first.
  register(app, endpoints.getOutbox, async (request, reply) => {
    const page = requestedPage(request.query, outboxOrder);
    const { where, orderBy } = keyset(outboxKey, outboxOrder, page);
    const rows = await app.deps.db
      .select({ mail: outbox, at: createdAt })
      .from(outbox)
      .where(and(request.query.to ? eq(outbox.to, request.query.to.toLowerCase()) : undefined, where))
      .orderBy(...orderBy)
      .limit(page ? page.limit + 1 : 500);
    return (page ? sendPage(request, reply, outboxOrder, page, rows) : rows).map(({ mail }) => toMail(mail));
  });

  register(app, endpoints.getOutboxById, async (request) => {
    const [row] = await app.deps.db.select().from(outbox).where(eq(outbox.id, request.params.id));
    if (!row) throw new AppError(404, 'Mail not found');
    return toMail(row);
  });
};
