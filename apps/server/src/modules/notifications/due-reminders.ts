// 'Due tomorrow' reminders (issue 11 item 7): a pg-boss schedule runs this every hour; each open
// activity due in the next UTC day reminds its owner (else the loan's staff) once, thanks to the
// dedupe key of the notification.
import { and, eq, gte, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, loans } from '../../db/schema/index';
import { notify, staffOfLoan } from './notify';
import { epochNow } from '../../lib/clock';

export const DUE_REMINDERS_JOB = 'notifications-due-tomorrow';
/** Every hour at minute 5: a reminder is never more than an hour late, and never sent twice. */
export const DUE_REMINDERS_CRON = '5 * * * *';

const DAY = 86_400;
const CLOSED_STATES = ['accepted', 'done', 'paused'];

export const notifyDueTomorrow = async (db: Db, now = epochNow()): Promise<number> => {
  const tomorrow = now - (now % DAY) + DAY;
  const due = await db
    .select({
      id: activities.id,
      name: activities.name,
      document_name: activities.document_name,
      owner_id: activities.owner_id,
      loan_id: activities.loan_id,
      due_epoch: activities.due_epoch,
      human_id: loans.human_id,
    })
    .from(activities)
    .leftJoin(loans, eq(loans.id, activities.loan_id))
    .where(
      and(
        gte(activities.due_epoch, tomorrow),
        lt(activities.due_epoch, tomorrow + DAY),
        eq(activities.archived, false),
        notInArray(activities.state, CLOSED_STATES),
      ),
    );
  let created = 0;
  for (const activity of due) {
    created += await db.transaction(async (tx) =>
      notify(tx, {
        userIds: activity.owner_id ? [activity.owner_id] : await staffOfLoan(tx, activity.loan_id),
        kind: 'activity-due',
        message: `Due tomorrow: ${activity.document_name || activity.name}`,
        loanHumanId: activity.human_id,
        dedupeKey: `due:${activity.id}:${activity.due_epoch}`,
      }),
    );
  }
  return created;
};
