// PUT /data-point/update (001 §7): staff corrections, typed by each point's value type, audited,
// and marked so a re-run of the extraction never overwrites them.
import { eq, inArray } from 'drizzle-orm';
import {
  coerceDataPointValue,
  parseDataPointValue,
  type DataPoint,
  type DataPointUpdate,
  type DataPointValueType,
} from '@lending/domain';
import type { Db } from '../../db/client';
import { dataPoints } from '../../db/schema/index';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import type { Actor } from '../activity/index';
import { toWireDataPoint } from '../documents-intelligence/index';

export const updateDataPoints = (
  db: Db,
  input: { updates: DataPointUpdate; actor: Actor },
): Promise<DataPoint[]> =>
  db.transaction(async (tx) => {
    const ids = [...new Set(input.updates.map((u) => u.data_point_id))];
    const rows = await tx.select().from(dataPoints).where(inArray(dataPoints.id, ids)).for('no key update');
    if (rows.length !== ids.length) throw new AppError(404, 'Data point not found');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out: DataPoint[] = [];
    for (const update of input.updates) {
      const row = byId.get(update.data_point_id)!;
      const type = row.value_type as DataPointValueType;
      // 001 §5: numbers parse with 0 as the fallback, lists follow their item type.
      const parsed = parseDataPointValue(type, update.value);
      const fitted = coerceDataPointValue(type, parsed);
      const value = fitted.ok ? fitted.value : parsed;
      const [saved] = await tx
        .update(dataPoints)
        .set({
          value: value as never,
          source: 'staff',
          reason: null,
          corrected_by: input.actor.id,
          corrected_at: new Date(),
          updated_at: new Date(),
        })
        .where(eq(dataPoints.id, row.id))
        .returning();
      await recordAudit(tx, {
        actor: input.actor,
        action: 'data-point.update',
        entity_type: 'document',
        entity_id: row.document_id,
        before: { data_point_id: row.id, key_name: row.key_name, value: row.value, source: row.source },
        after: { data_point_id: row.id, key_name: row.key_name, value, source: 'staff' },
      });
      byId.set(row.id, saved!);
      out.push(toWireDataPoint(saved!));
    }
    return out;
  });
