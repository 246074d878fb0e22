// Threads about loans (001 §3, §4, §7; DESIGN.md §9). A thread belongs to the staff member who
// made it; its loans are ones its owner may see, and retrieval searches only those loans.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ChatMessage, RetrievalContent, Thread } from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { loans, messages, threadLoans, threads } from '../../db/schema/index';
import type { RequestUser } from '../../plugins/auth';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { findLoan, ownedLoans } from '../../lib/loan-finder';
import { isUuid } from '../../lib/ids';
import { idKeyset, type Page } from '../../plugins/paging';

const THREAD_NOT_FOUND = 'Thread not found';
export const DEFAULT_THREAD_NAME = 'New Thread';

type ThreadRow = typeof threads.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export const toWireMessage = (row: MessageRow): ChatMessage => ({
  message_id: row.id,
  role: row.role as ChatMessage['role'],
  content: row.content,
  timestamp: Math.floor(row.created_at.getTime() / 1000),
  retrieval_contents: row.retrieval_contents as unknown as RetrievalContent[],
  data: { content: row.content, ...(typeof row.data.mode === 'string' ? { mode: row.data.mode } : {}) },
});

const loanIdsOf = async (db: DbOrTx, threadIds: string[]) => {
  const map = new Map<string, string[]>();
  if (threadIds.length === 0) return map;
  const rows = await db.select().from(threadLoans).where(inArray(threadLoans.thread_id, threadIds));
  for (const row of rows) map.set(row.thread_id, [...(map.get(row.thread_id) ?? []), row.loan_id]);
  return map;
};

const toWireThread = (row: ThreadRow, loanIds: string[], list: MessageRow[] = []): Thread => ({
  id: row.id,
  name: row.name,
  description: row.description,
  thread_type: row.thread_type,
  status: row.status as Thread['status'],
  message_count: row.message_count,
  last_message_at: row.last_message_at ? Math.floor(row.last_message_at.getTime() / 1000) : null,
  loan_ids: loanIds,
  messages: list.map(toWireMessage),
});

/** The caller's own thread (404 for anyone else's: existence does not leak). */
export const ownThread = async (db: DbOrTx, user: RequestUser, threadId: string) => {
  if (!isUuid(threadId)) throw new AppError(404, THREAD_NOT_FOUND);
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.id, threadId), eq(threads.created_by, user.id)));
  if (!row) throw new AppError(404, THREAD_NOT_FOUND);
  return row;
};

const visibleLoan = (db: DbOrTx, user: RequestUser, idOrHumanId: string) =>
  findLoan(db, idOrHumanId, { for: user });

export const listThreads = async (
  db: Db,
  user: RequestUser,
  loanIdOrHuman: string,
  includeArchived: boolean,
  page?: Page | null,
) => {
  const loan = await visibleLoan(db, user, loanIdOrHuman);
  // Paged: in SQL on the thread id, the owner and loan in the same query (issue 22 item 5).
  const keyset = page ? idKeyset(threads.id, page) : undefined;
  const query = db
    .select({ thread: threads })
    .from(threads)
    .innerJoin(threadLoans, eq(threadLoans.thread_id, threads.id))
    .where(
      and(
        eq(threadLoans.loan_id, loan.id),
        eq(threads.created_by, user.id),
        includeArchived ? sql`true` : eq(threads.status, 'active'),
        keyset?.where,
      ),
    );
  const rows = await (keyset
    ? query.orderBy(keyset.orderBy).limit(keyset.take)
    : query.orderBy(desc(sql`coalesce(${threads.last_message_at}, ${threads.created_at})`)));
  const ids = await loanIdsOf(
    db,
    rows.map((r) => r.thread.id),
  );
  return rows.map((r) => toWireThread(r.thread, ids.get(r.thread.id) ?? []));
};

export const getThread = async (db: Db, user: RequestUser, threadId: string): Promise<Thread> => {
  const row = await ownThread(db, user, threadId);
  const list = await db
    .select()
    .from(messages)
    .where(eq(messages.thread_id, row.id))
    .orderBy(asc(messages.created_at));
  return toWireThread(row, (await loanIdsOf(db, [row.id])).get(row.id) ?? [], list);
};

export const createThread = async (db: Db, user: RequestUser, loanIdOrHuman: string, name?: string) => {
  const loan = await visibleLoan(db, user, loanIdOrHuman);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(threads)
      .values({ name: name?.trim() || DEFAULT_THREAD_NAME, created_by: user.id, thread_type: 'loan' })
      .returning();
    await tx.insert(threadLoans).values({ thread_id: row!.id, loan_id: loan.id });
    await recordAudit(tx, {
      actor: user,
      action: 'thread.create',
      entity_type: 'thread',
      entity_id: row!.id,
      after: { loan_id: loan.id },
    });
    return toWireThread(row!, [loan.id]);
  });
};

export const setThreadStatus = async (
  db: Db,
  user: RequestUser,
  threadId: string,
  status: 'active' | 'archived',
) =>
  db.transaction(async (tx) => {
    const row = await ownThread(tx, user, threadId);
    const [saved] = await tx.update(threads).set({ status }).where(eq(threads.id, row.id)).returning();
    await recordAudit(tx, {
      actor: user,
      action: status === 'archived' ? 'thread.archive' : 'thread.activate',
      entity_type: 'thread',
      entity_id: row.id,
      before: { status: row.status },
      after: { status },
    });
    return toWireThread(saved!, (await loanIdsOf(tx, [row.id])).get(row.id) ?? []);
  });

export const changeThreadLoans = async (
  db: Db,
  user: RequestUser,
  input: { threadId: string; loanId: string; add: boolean },
) =>
  db.transaction(async (tx) => {
    const row = await ownThread(tx, user, input.threadId);
    const loan = await visibleLoan(tx, user, input.loanId);
    const current = (await loanIdsOf(tx, [row.id])).get(row.id) ?? [];
    if (input.add) {
      if (!current.includes(loan.id))
        await tx.insert(threadLoans).values({ thread_id: row.id, loan_id: loan.id });
    } else {
      if (!current.includes(loan.id)) throw new AppError(404, 'The loan is not in this thread');
      if (current.length === 1) throw new AppError(409, 'A thread keeps at least one loan');
      await tx
        .delete(threadLoans)
        .where(and(eq(threadLoans.thread_id, row.id), eq(threadLoans.loan_id, loan.id)));
    }
    await recordAudit(tx, {
      actor: user,
      action: input.add ? 'thread.add-loan' : 'thread.remove-loan',
      entity_type: 'thread',
      entity_id: row.id,
      after: { loan_id: loan.id },
    });
    return toWireThread(row, (await loanIdsOf(tx, [row.id])).get(row.id) ?? []);
  });

/** The loans a thread may search: its loans that the user may still see. */
export const searchableLoans = async (db: DbOrTx, user: RequestUser, threadId: string): Promise<string[]> => {
  const ids = (await loanIdsOf(db, [threadId])).get(threadId) ?? [];
  if (ids.length === 0) return [];
  const visible = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(inArray(loans.id, ids), ownedLoans(user)));
  const reach = new Set(visible.map((row) => row.id));
  return ids.filter((id) => reach.has(id));
};
