import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { outbox } from '../../db/schema/index';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';

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

/** The in-app outbox (DESIGN.md §1: embedded-mode mail), admins only, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, endpoints.getOutbox, async (request) => {
    const rows = await app.deps.db
      .select()
      .from(outbox)
      .where(request.query.to ? eq(outbox.to, request.query.to.toLowerCase()) : undefined)
      .orderBy(desc(outbox.created_at))
      .limit(500);
    return rows.map(toMail);
  });

  register(app, endpoints.getOutboxById, async (request) => {
    const [row] = await app.deps.db.select().from(outbox).where(eq(outbox.id, request.params.id));
    if (!row) throw new AppError(404, 'Mail not found');
    return toMail(row);
  });
};
