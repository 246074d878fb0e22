// Activity actions shared by every type (000 §7): pause, resume, restart, set-next-state,
// archive, document-request review, good faith deposit, and the Add Activity modal (002 §2.7).
import type { Actor } from '../../lib/actor';
import type { ActivityStatusFilter as StatusFilter, DueFilter } from '@lending/domain';
import { and, eq, gte, lt, notInArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { activities, documents, processes } from '../../db/schema/index';
import {
  notifyAssigned,
  notifyInspectionMoved,
  notifyParticipants,
  notifyReviewed,
} from '../notifications/index';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { epochNow } from '../../lib/clock';
import { touchLoan } from '../loan-status/index';
import { findLoan, ownedLoans, type LoanCaller } from '../../lib/loan-finder';
import {
  assertAction,
  assertType,
  changeActivityState,
  notAllowed,
  withLockedActivity,
} from './activity.engine';
import { listActivityRows, toWireActivities, type ActivityRow } from './activity.queries';
import { canPauseOrResume, canRestart, isFinalState, statesOfType } from './rules';
import { isUuid } from '../../lib/ids';
import type { Page } from '../../plugins/paging';

const DAY = 86_400;

export const pauseActivity = (db: Db, { activityId, actor }: { activityId: string; actor: Actor }) =>
  withLockedActivity(db, activityId, async (tx, activity) => {
    if (activity.state === 'paused' || !canPauseOrResume(activity.state)) throw notAllowed('pause', activity);
    return changeActivityState(tx, {
      activity,
      to: 'paused',
      actor,
      action: 'pause',
      changes: { paused_from_state: activity.state },
    });
  });

export const resumeActivity = (db: Db, { activityId, actor }: { activityId: string; actor: Actor }) =>
  withLockedActivity(db, activityId, async (tx, activity) => {
    if (activity.state !== 'paused') throw notAllowed('resume', activity);
    return changeActivityState(tx, {
      activity,
      to: activity.paused_from_state ?? 'new',
      actor,
      action: 'resume',
      changes: { paused_from_state: null },
    });
  });

/** Restart: back to new, for every type but document requests, and not from new (002 §4). */
export const restartActivity = (db: Db, { activityId, actor }: { activityId: string; actor: Actor }) =>
  withLockedActivity(db, activityId, async (tx, activity) => {
    if (!canRestart(activity.activity_type, activity.state)) throw notAllowed('restart', activity);
    return changeActivityState(tx, {
      activity,
      to: 'new',
      actor,
      action: 'restart',
      text: null,
      changes: { paused_from_state: null },
    });
  });

/** Staff move an activity to another state of its type (never to the state it is in). */
export const setNextState = (
  db: Db,
  { activityId, state, actor }: { activityId: string; state: string; actor: Actor },
) =>
  withLockedActivity(db, activityId, async (tx, activity) => {
    if (state === activity.state) throw new AppError(409, `The activity is already in state '${state}'`);
    if (isFinalState(activity.state)) throw notAllowed('set-next-state', activity);
    if (!statesOfType(activity.activity_type).includes(state)) {
      throw new AppError(409, `State '${state}' is not a state of a ${activity.activity_type} activity`);
    }
    const moved = await changeActivityState(tx, { activity, to: state, actor, action: 'set-next-state' });
    // A draw's inspection finished here rather than on the Servicing tab: its people hear of it too.
    await notifyInspectionMoved(tx, { activity: moved, to: state, actorId: actor.id });
    return moved;
  });

export const archiveActivity = (db: Db, { activityId, actor }: { activityId: string; actor: Actor }) =>
  withLockedActivity(db, activityId, async (tx, activity) => {
    await tx
      .update(activities)
      .set({ archived: true, last_update: epochNow() })
      .where(eq(activities.id, activity.id));
    await recordAudit(tx, {
      actor,
      action: 'activity.archive',
      entity_type: 'activity',
      entity_id: activity.id,
      before: { archived: false },
      after: { archived: true },
    });
    if (activity.loan_id) await touchLoan(tx, activity.loan_id);
    return { activity_id: activity.id, archived: true };
  });

const findProcess = async (tx: Tx, activity: ActivityRow, processId: string) => {
  if (!isUuid(processId)) throw new AppError(404, 'Process not found');
  const [process] = await tx
    .select()
    .from(processes)
    .where(and(eq(processes.id, processId), eq(processes.activity_id, activity.id)))
    .for('no key update');
  if (!process) throw new AppError(404, 'Process not found');
  return process;
};

/**
 * Accepting or rejecting a document request's process moves the activity (001 §4): once
 * something was uploaded, accept from any state but accepted, reject from any state but
 * rejected (the action table); the reason is kept on the process.
 */
export const reviewDocumentRequest = (
  db: Db,
  input: {
    activityId: string;
    processId: string;
    decision: 'accepted' | 'rejected';
    reason?: string;
    actor: Actor;
  },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    assertType(activity, 'document-request');
    const process = await findProcess(tx, activity, input.processId);
    const action = input.decision === 'accepted' ? 'accept-document-request' : 'reject-document-request';
    assertAction(activity, action);
    const now = epochNow();
    const data =
      input.decision === 'rejected'
        ? { ...process.data_to_display, reason: input.reason }
        : process.data_to_display;
    await tx
      .update(processes)
      .set({ state: input.decision, state_epoch: now, data_to_display: data })
      .where(eq(processes.id, process.id));
    const updated = await changeActivityState(tx, {
      activity,
      to: input.decision,
      actor: input.actor,
      action: `document-request.${input.decision === 'accepted' ? 'accept' : 'reject'}`,
      text: input.decision === 'rejected' ? (input.reason ?? null) : null,
    });
    const [document] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.process_id, process.id))
      .limit(1);
    await notifyReviewed(tx, {
      activity,
      decision: input.decision,
      reason: input.reason,
      documentId: document?.id,
    });
    return updated;
  });

/** Good faith deposit accepted with its amount and date (002 §3, §5); may move the loan. */
export const acceptGoodFaithDeposit = (
  db: Db,
  input: { activityId: string; deposit_amount: number; deposit_date: number; actor: Actor },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    assertType(activity, 'good-faith-deposit');
    assertAction(activity, 'accept');
    return changeActivityState(tx, {
      activity,
      to: 'accepted',
      actor: input.actor,
      action: 'good-faith-deposit.accept',
      changes: {
        data: { ...activity.data, deposit_amount: input.deposit_amount, deposit_date: input.deposit_date },
      },
    });
  });

const startOfUtcDay = (epoch: number): number => epoch - (epoch % DAY);

/** Due windows of the activities screen (002 §2.7, the domain's matchesDueFilter as SQL), in UTC days. */
export const dueWindow = (due: DueFilter, now = epochNow()): [number, number] | null => {
  const today = startOfUtcDay(now);
  switch (due) {
    case 'today':
      return [today, today + DAY];
    case 'tomorrow':
      return [today + DAY, today + 2 * DAY];
    case 'week':
      return [today, today + 7 * DAY];
    case 'month':
      return [today, today + 30 * DAY];
    default:
      return null;
  }
};

/** The activities screen never receives more than this many rows (earliest due first). */
const ACTIVITY_LIST_LIMIT = 5000;

export const listAllActivities = async (
  db: Db,
  { due, status }: { due: DueFilter; status: StatusFilter },
  page?: Page | null,
) => {
  const filters: SQL[] = [];
  const window = dueWindow(due);
  if (window) filters.push(gte(activities.due_epoch, window[0]), lt(activities.due_epoch, window[1]));
  if (status === 'todo') filters.push(notInArray(activities.state, ['accepted', 'done']));
  return toWireActivities(
    db,
    await listActivityRows(db, and(...filters), { limit: ACTIVITY_LIST_LIMIT, page }),
  );
};

/**
 * A loan's activities by UUID or human_id. With a UUID and a caller who reaches every loan the
 * list is one query; the loan is looked up only to tell an unknown loan (404) from a loan without
 * activities. Anyone else's loan is found first (ownership in the finder's query).
 */
export const listLoanActivities = async (
  db: Db,
  idOrHumanId: string,
  options: { for: LoanCaller; type?: string; page?: Page | null },
) => {
  const { type } = options;
  const direct = isUuid(idOrHumanId) && ownedLoans(options.for) === undefined;
  const loanId = direct ? idOrHumanId : (await findLoan(db, idOrHumanId, { for: options.for })).id;
  const rows = await listActivityRows(
    db,
    and(eq(activities.loan_id, loanId), type ? eq(activities.activity_type, type) : undefined),
    { page: options.page },
  );
  if (rows.length === 0 && direct) await findLoan(db, loanId, { for: options.for });
  return toWireActivities(db, rows);
};

export type NewActivityInput = {
  loan_id?: string | null;
  topic: string;
  details?: string | null;
  type: string;
  request?: string | null;
  participants?: string | null;
  start_epoch?: number | null;
  end_epoch?: number | null;
  notes?: string | null;
};

/**
 * The Add Activity modal (002 §2.7). Its "type" is a kind of task (Call, Mail, Meeting...), kept
 * as `kind`; the activity itself is an internal task (or a question), due when it starts.
 */
export const createActivity = async (db: Db, { input, actor }: { input: NewActivityInput; actor: Actor }) =>
  db.transaction(async (tx) => {
    const now = epochNow();
    const [row] = await tx
      .insert(activities)
      .values({
        loan_id: input.loan_id ?? null,
        entity_type: 'loan',
        entity_id: input.loan_id ?? null,
        activity_type: input.type === 'Question' ? 'question' : 'internal',
        name: input.request?.trim() || input.topic,
        description: input.details ?? null,
        topic: input.topic,
        kind: input.type,
        participants: input.participants ?? null,
        start_epoch: input.start_epoch ?? null,
        end_epoch: input.end_epoch ?? null,
        notes: input.notes ?? null,
        due_epoch: input.end_epoch ?? input.start_epoch ?? now + DAY,
        owner_id: actor.id,
        state_epoch: now,
        last_update: now,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'activity.create',
      entity_type: 'activity',
      entity_id: row!.id,
      after: { topic: input.topic, kind: input.type },
    });
    if (input.loan_id) await touchLoan(tx, input.loan_id);
    await notifyAssigned(tx, { activity: row!, actorId: actor.id });
    await notifyParticipants(tx, {
      activity: row!,
      participants: (input.participants ?? '').split(','),
      actorId: actor.id,
    });
    const [wire] = await toWireActivities(tx, [row!]);
    return wire!;
  });
