// PUT /activity/{id}/process/{processId}/update-display-data (000 §7): the OCR panel's edits. A key
// the reading produced is a data point: it is corrected through the one store (corrections.ts), like
// an edit of the data-points panel; any other key is a process value kept as typed. The activity's
// version guards against lost updates (a stale one gets 409) and moves with every save.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, processes } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { epochNow } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { assertCurrentVersion } from '../../lib/versioning';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { withLockedActivity } from '../activity/index';
import { correctionsOfDisplayEdit, saveCorrections } from './corrections';

/** An edit may come bare (the analysis modal) or as { value } (the documents panel's OCR tab). */
const plain = (edit: unknown): unknown =>
  edit && typeof edit === 'object' && !Array.isArray(edit) && 'value' in edit
    ? (edit as { value: unknown }).value
    : edit;

export const updateDisplayData = (
  db: Db,
  input: {
    activityId: string;
    processId: string;
    data: Record<string, unknown>;
    version: number;
    actor: Actor;
  },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    if (!isUuid(input.processId)) throw new AppError(404, 'Process not found');
    assertCurrentVersion(activity.version, input.version);
    const [process] = await tx
      .select()
      .from(processes)
      .where(and(eq(processes.id, input.processId), eq(processes.activity_id, activity.id)))
      .for('no key update');
    if (!process) throw new AppError(404, 'Process not found');
    const edits = Object.fromEntries(Object.entries(input.data).map(([key, edit]) => [key, plain(edit)]));
    const { corrections, rest } = await correctionsOfDisplayEdit(tx, {
      processId: process.id,
      display: process.data_to_display,
      edits,
    });
    if (corrections.length > 0) await saveCorrections(tx, { corrections, actor: input.actor });
    const [current] = await tx
      .select({ data: processes.data_to_display })
      .from(processes)
      .where(eq(processes.id, process.id));
    const merged = { ...current!.data, ...rest };
    await tx.update(processes).set({ data_to_display: merged }).where(eq(processes.id, process.id));
    const [bumped] = await tx
      .update(activities)
      .set({ last_update: epochNow(), version: sql`${activities.version} + 1` })
      .where(eq(activities.id, activity.id))
      .returning({ version: activities.version });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'activity.process.update-display-data',
      entity_type: 'activity',
      entity_id: activity.id,
      before: process.data_to_display,
      after: merged,
    });
    return { data: merged, version: bumped!.version };
  });
