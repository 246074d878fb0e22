// The one place notifications are created (issue 11 item 7; 001 §2 "Notifications dropdown",
// §3, §5). Callers pass their transaction: a notification exists exactly when the event does,
// and PostgreSQL's NOTIFY (delivered on commit) wakes the open pages of its users (live.ts).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loanBorrowers, loans, notifications, users } from '../../db/schema/index';
import { emitWebhookEvent } from '../webhooks/index';

export const NOTIFY_CHANNEL = 'lending_notifications';

type NotificationKind =
  | 'document-uploaded'
  | 'document-accepted'
  | 'document-rejected'
  | 'envelope-signed'
  | 'envelope-declined'
  | 'report-ready'
  | 'activity-assigned'
  | 'activity-due'
  | 'document-requested'
  | 'signature-requested'
  | 'servicing';

export type NotifyInput = {
  userIds: Iterable<string | null | undefined>;
  kind: NotificationKind;
  message: string;
  /** With loanHumanId, a click opens /loan/{loanHumanId}?documentId={documentId} (001 §4). */
  documentId?: string | null;
  loanHumanId?: string | null;
  /** Same key for the same user: created once (scheduled reminders). */
  dedupeKey?: string;
};

/** Writes one notification per distinct user and wakes their open pages. Returns how many were new. */
export const notify = async (tx: DbOrTx, input: NotifyInput): Promise<number> => {
  const userIds = [...new Set([...input.userIds].filter((id): id is string => Boolean(id)))];
  if (userIds.length === 0) return 0;
  const rows = await tx
    .insert(notifications)
    .values(
      userIds.map((user_id) => ({
        user_id,
        kind: input.kind,
        message: input.message,
        document_id: input.documentId ?? null,
        loan_human_id: input.loanHumanId ?? null,
        dedupe_key: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, user_id: notifications.user_id });
  for (const row of rows) await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${row.user_id})`);
  // Outgoing webhooks (issue 22): one notification.created per new notification, in this transaction.
  for (const row of rows)
    await emitWebhookEvent(tx, 'notification.created', {
      notification_id: row.id,
      user_id: row.user_id,
      kind: input.kind,
      message: input.message,
      loan_human_id: input.loanHumanId ?? null,
      document_id: input.documentId ?? null,
    });
  return rows.length;
};

/**
 * Staff who care about a loan: its owner when it has an active one, else every active admin
 * (a loan nobody owns must still reach someone).
 */
export const staffOfLoan = async (tx: DbOrTx, loanId: string | null | undefined): Promise<string[]> => {
  if (loanId) {
    const [owner] = await tx
      .select({ id: users.id })
      .from(loans)
      .innerJoin(users, eq(users.id, loans.owner_user_id))
      .where(and(eq(loans.id, loanId), eq(users.is_active, true), eq(users.role, 'admin')));
    if (owner) return [owner.id];
  }
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.is_active, true)));
  return admins.map((row) => row.id);
};

/**
 * The borrower or broker users an activity is addressed to: the user of its borrower or contact,
 * else the users of the loan's borrowers.
 */
export const peopleOfActivity = async (
  tx: DbOrTx,
  activity: { loan_id: string | null; borrower_id: string | null; contact_id: string | null },
): Promise<string[]> => {
  const direct = [
    ...(activity.borrower_id ? [eq(users.borrower_id, activity.borrower_id)] : []),
    ...(activity.contact_id ? [eq(users.contact_id, activity.contact_id)] : []),
  ];
  if (direct.length) {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(or(...direct), eq(users.is_active, true)));
    if (rows.length) return rows.map((row) => row.id);
  }
  if (!activity.loan_id) return [];
  const borrowerIds = tx
    .select({ id: loanBorrowers.borrower_id })
    .from(loanBorrowers)
    .where(eq(loanBorrowers.loan_id, activity.loan_id));
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.borrower_id, borrowerIds), eq(users.is_active, true), isNull(users.contact_id)));
  return rows.map((row) => row.id);
};

/** The loan's human id for the notification's link. */
export const loanHumanIdOf = async (
  tx: DbOrTx,
  loanId: string | null | undefined,
): Promise<string | null> => {
  if (!loanId) return null;
  const [row] = await tx.select({ human_id: loans.human_id }).from(loans).where(eq(loans.id, loanId));
  return row?.human_id ?? null;
};
