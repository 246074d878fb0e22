// The activity state machine on the server (DESIGN.md §4): every action is checked against the
// action table for the activity's type and state, under a row lock, and every move writes an
// audit row and lets the loan react in the same transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { activities } from '../../db/schema/index';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import type { Actor, AnyActor } from '../../lib/actor';
import { epochNow } from '../../lib/clock';
import { onActivityStateChanged, touchLoan } from '../loan-status/index';
import { findActivity, type ActivityRow } from './activity.queries';
import { isActionAllowed, type ActivityAction } from './rules';

export const notAllowed = (
  action: string,
  activity: Pick<ActivityRow, 'activity_type' | 'state'>,
): AppError =>
  new AppError(
    409,
    `Action '${action}' is not allowed for a ${activity.activity_type} activity in state '${activity.state}'`,
  );

/** Refuses (409) an action the action table does not give this type in this state. */
export const assertAction = (
  activity: Pick<ActivityRow, 'activity_type' | 'state'>,
  action: ActivityAction,
): void => {
  if (!isActionAllowed(activity.activity_type, activity.state, action)) throw notAllowed(action, activity);
};

export type StateChange = {
  activity: ActivityRow;
  to: string;
  /** A user, or the system (a signer's link, a report provider). */
  actor: AnyActor;
  /** Audit action name, e.g. 'term-sheet.send'. */
  action: string;
  text?: string | null;
  changes?: Partial<typeof activities.$inferInsert>;
};

/** Writes the new state (and any extra columns), the audit row, and the loan's reaction. */
export const changeActivityState = async (tx: Tx, change: StateChange): Promise<ActivityRow> => {
  const { activity, to, actor } = change;
  const now = epochNow();
  const [updated] = await tx
    .update(activities)
    .set({
      ...change.changes,
      state: to,
      state_epoch: now,
      last_update: now,
      status_text: change.text === undefined ? activity.status_text : change.text,
      version: sql`${activities.version} + 1`,
    })
    .where(eq(activities.id, activity.id))
    .returning();
  await recordAudit(tx, {
    actor,
    action: `activity.${change.action}`,
    entity_type: 'activity',
    entity_id: activity.id,
    before: { state: activity.state },
    after: { state: to, ...(change.text ? { text: change.text } : {}) },
  });
  if (activity.state !== to) {
    await onActivityStateChanged(tx, { activity: updated!, from: activity.state, to, actor });
  }
  return updated!;
};

/** Saves data without a state move (values forms), with an audit row. */
export const updateActivityData = async (
  tx: Tx,
  {
    activity,
    actor,
    action,
    data,
  }: { activity: ActivityRow; actor: Actor; action: string; data: Record<string, unknown> },
): Promise<ActivityRow> => {
  const [updated] = await tx
    .update(activities)
    .set({ data, last_update: epochNow(), version: sql`${activities.version} + 1` })
    .where(eq(activities.id, activity.id))
    .returning();
  await recordAudit(tx, {
    actor,
    action: `activity.${action}`,
    entity_type: 'activity',
    entity_id: activity.id,
    before: activity.data,
    after: data,
  });
  if (activity.loan_id) await touchLoan(tx, activity.loan_id);
  return updated!;
};

/**
 * Runs `fn` in a transaction holding the activity's row lock: of 20 simultaneous accepts, the
 * first moves the state and the other 19 find the new state and are refused.
 */
export const withLockedActivity = <T>(
  db: Db,
  activityId: string,
  fn: (tx: Tx, activity: ActivityRow) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const activity = await findActivity(tx, activityId, { lock: true });
    return fn(tx, activity);
  });

/** The activity must be of one of these types, else 404 (a term-sheet call on a deposit id). */
export const assertType = (activity: ActivityRow, ...types: string[]): void => {
  if (!types.includes(activity.activity_type)) {
    throw new AppError(404, `Activity is not a ${types.join(' or ')} activity`);
  }
};
