// Reading and marking notifications (001 §3, §4, §7). A user marks only their own; an admin may
// read anyone's list (GET /user/{id}/notifications), as before. Lists are paged newest first with
// a keyset cursor, so a user with thousands of notifications answers in constant time.
import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';

const NOTIFICATION_PAGE_SIZE = 50;

export type NotificationListQuery = {
  state?: 'New' | 'Done';
  limit?: number;
  /** The `next_cursor` of the previous page. */
  cursor?: string;
};

type Row = typeof notifications.$inferSelect;

const toWireNotification = (row: Row) => ({
  id: row.id,
  message: row.message,
  status: row.seen ? ('seen' as const) : ('unseen' as const),
  is_read: row.seen,
  state: row.state,
  kind: row.kind,
  created_at: Math.floor(row.created_at.getTime() / 1000),
  document_id: row.document_id,
  loan_human_id: row.loan_human_id,
});

const assertReader = (caller: RequestUser, userId: string) => {
  if (caller.id !== userId && caller.role !== 'admin') {
    throw new AppError(403, 'You may only read your own notifications');
  }
};

// Cursor: the created_at (as PostgreSQL prints it, to the microsecond) and id of the last row shown.
const encodeCursor = (row: { id: string; at: string }) =>
  Buffer.from(`${row.at}|${row.id}`).toString('base64url');

const decodeCursor = (cursor: string): { at: string; id: string } => {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !/^[0-9 :.+-]{19,40}$/.test(at) || !id || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError(400, 'Invalid cursor');
  }
  return { at, id };
};

const createdAtText = sql<string>`${notifications.created_at}::text`;

/** One page of a user's notifications, newest first, with the next page's cursor. */
export const listNotificationPage = async (
  db: DbOrTx,
  options: { caller: RequestUser; userId: string; query?: NotificationListQuery },
) => {
  assertReader(options.caller, options.userId);
  const query = options.query ?? {};
  const limit = Math.min(query.limit ?? NOTIFICATION_PAGE_SIZE, 200);
  const conditions: SQL[] = [eq(notifications.user_id, options.userId)];
  if (query.state) conditions.push(eq(notifications.state, query.state));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    const at = sql`${cursor.at}::timestamptz`;
    const id = cursor.id;
    conditions.push(
      or(lt(notifications.created_at, at), and(eq(notifications.created_at, at), lt(notifications.id, id)))!,
    );
  }
  const rows = await db
    .select({ row: notifications, at: createdAtText })
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ row }) => toWireNotification(row)),
    next_cursor: rows.length > limit && last ? encodeCursor({ id: last.row.id, at: last.at }) : null,
  };
};

/** The tab counts and the bell's badge: 'New (n)', 'Done (n)', unseen. */
export const notificationCounts = async (db: DbOrTx, options: { caller: RequestUser; userId: string }) => {
  assertReader(options.caller, options.userId);
  const [row] = await db
    .select({
      new_count: count(sql`case when ${notifications.state} = 'New' then 1 end`),
      done_count: count(sql`case when ${notifications.state} = 'Done' then 1 end`),
      unseen_count: count(sql`case when not ${notifications.seen} then 1 end`),
    })
    .from(notifications)
    .where(eq(notifications.user_id, options.userId));
  return { new: row?.new_count ?? 0, done: row?.done_count ?? 0, unseen: row?.unseen_count ?? 0 };
};

const ownNotification = async (db: DbOrTx, caller: RequestUser, id: string) => {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, caller.id)));
  // Someone else's notification does not exist for the caller.
  if (!row) throw new AppError(404, 'Notification not found');
  return row;
};

/** PUT /notifications/{id}/toggle-seen: unread <-> read (001 §4). */
export const toggleSeen = async (db: DbOrTx, options: { caller: RequestUser; id: string }) => {
  const row = await ownNotification(db, options.caller, options.id);
  const [updated] = await db
    .update(notifications)
    .set({ seen: !row.seen })
    .where(eq(notifications.id, row.id))
    .returning();
  return toWireNotification(updated!);
};

/** PUT /notifications/{id}/toggle-done: New <-> Done (001 §4). */
export const toggleDone = async (db: DbOrTx, options: { caller: RequestUser; id: string }) => {
  const row = await ownNotification(db, options.caller, options.id);
  const [updated] = await db
    .update(notifications)
    .set({ state: row.state === 'Done' ? 'New' : 'Done' })
    .where(eq(notifications.id, row.id))
    .returning();
  return toWireNotification(updated!);
};

/** PUT /notifications/mark-all-as-seen: every notification of the caller becomes read. */
export const markAllAsSeen = async (db: DbOrTx, options: { caller: RequestUser }) => {
  const rows = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.user_id, options.caller.id), eq(notifications.seen, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
};
