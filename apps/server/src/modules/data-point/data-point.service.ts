// PUT /data-point/update (001 §7): staff corrections, through the one store of a correction
// (documents-intelligence saveCorrections, also behind the OCR panel's update-display-data), so the
// data point, the document's ocr_data and its process's analysis key say the same, audited, and
// marked so a re-run of the extraction never overwrites them.
import { inArray, sql } from 'drizzle-orm';
import type { DataPoint, DataPointUpdate } from '@lending/domain';
import type { Db } from '../../db/client';
import { activities, dataPoints, processes } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { epochNow } from '../../lib/clock';
import { AppError } from '../../plugins/errors';
import { saveCorrections } from '../documents-intelligence/index';

export const updateDataPoints = (
  db: Db,
  input: { updates: DataPointUpdate; actor: Actor },
): Promise<DataPoint[]> =>
  db.transaction(async (tx) => {
    const ids = [...new Set(input.updates.map((u) => u.data_point_id))];
    const rows = await tx
      .select({ id: dataPoints.id, document_id: dataPoints.document_id, key: dataPoints.key_name })
      .from(dataPoints)
      .where(inArray(dataPoints.id, ids));
    if (rows.length !== ids.length) throw new AppError(404, 'Data point not found');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const saved = await saveCorrections(tx, {
      corrections: input.updates.map((u) => {
        const row = byId.get(u.data_point_id)!;
        return { documentId: row.document_id, key: row.key, value: u.value };
      }),
      actor: input.actor,
    });
    // The OCR panel of those processes read an older version: its next save must be refused (409).
    if (saved.processIds.length > 0)
      await tx
        .update(activities)
        .set({ last_update: epochNow(), version: sql`${activities.version} + 1` })
        .where(
          inArray(
            activities.id,
            tx
              .select({ id: processes.activity_id })
              .from(processes)
              .where(inArray(processes.id, saved.processIds)),
          ),
        );
    // One answer per update, in the order sent (a point updated twice answers its last value).
    const last = new Map(saved.points.map((p) => [p.data_point_id, p]));
    return input.updates.map((u) => last.get(u.data_point_id)!);
  });
