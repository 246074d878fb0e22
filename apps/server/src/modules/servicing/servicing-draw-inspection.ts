// A draw's inspection (issue 19 item 6: "staff order an inspection (an activity), approve all or
// part, and fund it"). Staff order it for a requested or approved draw: an internal activity of
// kind 'Inspection' on the loan (000 §3's 'internal' type: New, then Done, or Rejected), linked
// by servicing_draws.inspection_activity_id (migration 0037). The inspection is done when its
// activity reaches a final state (done or accepted), whether staff record it here or move the
// activity on the loan's Activities tab; the inspector's report goes with the draw's files.
// Funding waits for it: a draw whose inspection is ordered but not done answers 409, and a draw
// without one answers 409 unless the loan's terms say no inspection is required
// (servicing_loans.draw_inspection_required, true by default: a bridge lender inspects the work
// before each draw). A rejected (failed) inspection leaves the draw unfundable until a new one is
// ordered. Each step is one transaction with its audit row and notifies staff and the loan's
// borrowers and brokers (who give the inspector access to the site).
import { and, eq, inArray } from 'drizzle-orm';
import {
  dayNumber,
  formatCents,
  formatCentsMoney,
  formatDate,
  formatUsDate,
  fromDayNumber,
  isFinalState,
  parseDate,
  servicingMessages as m,
  type ServicingDrawWire,
} from '@lending/domain';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { activities, servicingDraws } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { epochNow } from '../../lib/clock';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { changeActivityState } from '../activity/index';
import { INSPECTION_FAILED_STATES, inspectionOutcomeMessage, notifyLoanPeople } from '../notifications/index';
import { loadServicing, todayDate, type ServicingRow } from './servicing.queries';

type DrawRow = typeof servicingDraws.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;
const DAY = 86_400;
/** An archived inspection counts as failed: staff order a new one. */
const hasFailed = (activity: ActivityRow) =>
  activity.archived || INSPECTION_FAILED_STATES.includes(activity.state);

/** The inspection's activity, archived or not (an id the draw links to always exists: ON DELETE SET NULL). */
const inspectionActivity = async (tx: DbOrTx, id: string, lock = false) => {
  const query = tx.select().from(activities).where(eq(activities.id, id));
  const [row] = lock ? await query.for('no key update') : await query;
  return row!;
};

export const lockDraw = async (tx: DbOrTx, loanId: string, drawId: string) => {
  const [row] = await tx
    .select()
    .from(servicingDraws)
    .where(and(eq(servicingDraws.id, drawId), eq(servicingDraws.loan_id, loanId)))
    .for('update');
  if (!row) throw new AppError(404, m.drawNotFound);
  return row;
};

export type Inspection = NonNullable<ServicingDrawWire['inspection']>;

const inspectionWire = (activity: ActivityRow): Inspection => ({
  activity_id: activity.id,
  state: activity.state,
  due_date:
    activity.due_epoch === null ? null : formatDate(fromDayNumber(Math.floor(activity.due_epoch / DAY))),
  done: isFinalState(activity.state),
  note: activity.status_text,
});

/** The inspections of these draws by draw id (one query). */
export const inspectionsOf = async (db: DbOrTx, draws: DrawRow[]): Promise<Map<string, Inspection>> => {
  const ids = draws.flatMap((d) => (d.inspection_activity_id ? [d.inspection_activity_id] : []));
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(activities).where(inArray(activities.id, ids));
  const byId = new Map(rows.map((a) => [a.id, inspectionWire(a)]));
  return new Map(
    draws.flatMap((d) => {
      const inspection = d.inspection_activity_id ? byId.get(d.inspection_activity_id) : undefined;
      return inspection ? [[d.id, inspection] as const] : [];
    }),
  );
};

/** Refuses (409) to fund a draw whose inspection is not done, or that has none when the terms require one. */
export const assertInspected = async (tx: Tx, record: ServicingRow, row: DrawRow) => {
  if (!row.inspection_activity_id) {
    if (record.draw_inspection_required) throw new AppError(409, m.drawInspectionRequired);
    return;
  }
  const activity = await inspectionActivity(tx, row.inspection_activity_id);
  if (activity.archived || !isFinalState(activity.state)) throw new AppError(409, m.drawInspectionNotDone);
};

const orderInspection = async (
  tx: Tx,
  options: { loanId: string; row: DrawRow; actor: Actor; dueDate?: string; note?: string },
) => {
  const { loanId, row, actor } = options;
  if (row.status !== 'requested' && row.status !== 'approved')
    throw new AppError(409, m.drawInspectionClosed);
  if (row.inspection_activity_id) {
    const current = await inspectionActivity(tx, row.inspection_activity_id);
    if (!hasFailed(current)) throw new AppError(409, m.drawInspectionAlreadyOrdered);
  }
  const due = options.dueDate ? parseDate(options.dueDate) : fromDayNumber(dayNumber(todayDate()) + 5);
  if (!due) throw new AppError(400, m.dateInvalid);
  const amount = formatCents(row.approved_cents ?? row.requested_cents);
  const now = epochNow();
  const [activity] = await tx
    .insert(activities)
    .values({
      loan_id: loanId,
      entity_type: 'loan',
      entity_id: loanId,
      activity_type: 'internal',
      kind: 'Inspection',
      topic: 'Inspection',
      name: `Draw inspection: ${amount}`,
      description: options.note ?? `Inspect the work paid for by the draw of ${amount} before it is funded.`,
      due_epoch: dayNumber(due) * DAY,
      owner_id: actor.id,
      state_epoch: now,
      last_update: now,
      data: { servicing_draw_id: row.id },
    })
    .returning();
  // The activity's own creation row, as the Add Activity modal writes it (subscribers get activity.created).
  await recordAudit(tx, {
    actor,
    action: 'activity.create',
    entity_type: 'activity',
    entity_id: activity!.id,
    after: { topic: 'Inspection', kind: 'Inspection', servicing_draw_id: row.id },
  });
  await tx
    .update(servicingDraws)
    .set({ inspection_activity_id: activity!.id })
    .where(eq(servicingDraws.id, row.id));
  await recordAudit(tx, {
    actor,
    action: 'servicing.draw.inspection.order',
    entity_type: 'loan',
    entity_id: loanId,
    before: { inspection_activity_id: row.inspection_activity_id },
    after: { draw_id: row.id, inspection_activity_id: activity!.id, due_date: formatDate(due) },
  });
  await notifyLoanPeople(tx, {
    loanId,
    to: 'both',
    actorId: actor.id,
    message: `Inspection ordered for the draw of ${formatCentsMoney(row.approved_cents ?? row.requested_cents)}, due ${formatUsDate(formatDate(due))}`,
  });
};

const recordInspection = async (
  tx: Tx,
  options: { loanId: string; row: DrawRow; actor: Actor; state: 'done' | 'rejected'; note?: string },
) => {
  const { loanId, row, actor, state } = options;
  if (!row.inspection_activity_id) throw new AppError(409, m.drawInspectionNotOrdered);
  const activity = await inspectionActivity(tx, row.inspection_activity_id, true);
  if (isFinalState(activity.state) || hasFailed(activity)) throw new AppError(409, m.drawInspectionFinished);
  if (state === 'rejected' && !options.note) throw new AppError(400, m.drawInspectionNoteRequired);
  await changeActivityState(tx, {
    activity,
    to: state,
    actor,
    action: `inspection.${state}`,
    text: options.note ?? null,
  });
  await recordAudit(tx, {
    actor,
    action: `servicing.draw.inspection.${state}`,
    entity_type: 'loan',
    entity_id: loanId,
    after: { draw_id: row.id, inspection_activity_id: activity.id, note: options.note ?? null },
  });
  await notifyLoanPeople(tx, {
    loanId,
    to: 'both',
    actorId: actor.id,
    message: inspectionOutcomeMessage(
      state === 'done',
      row.approved_cents ?? row.requested_cents,
      options.note ?? null,
    ),
  });
};

/** POST (order) or PUT (record the outcome of) a draw's inspection, under the loan's and the draw's locks. */
export const inspectDraw = (
  db: Db,
  options: {
    loanId: string;
    drawId: string;
    actor: Actor;
    step:
      | { kind: 'order'; dueDate?: string; note?: string }
      | { kind: 'record'; state: 'done' | 'rejected'; note?: string };
  },
) =>
  db.transaction(async (tx) => {
    const { loanId, drawId, actor, step } = options;
    const record = await loadServicing(tx, loanId, { lock: true });
    const row = await lockDraw(tx, loanId, drawId);
    if (step.kind === 'order') {
      if (record.status === 'paid_off') throw new AppError(409, m.loanPaidOff);
      await orderInspection(tx, { loanId, row, actor, dueDate: step.dueDate, note: step.note });
    } else await recordInspection(tx, { loanId, row, actor, state: step.state, note: step.note });
  });
