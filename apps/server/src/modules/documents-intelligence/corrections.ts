// The one store of a staff correction (issue 23: one reading per document). PUT /data-point/update
// (the data-points panel) and PUT /activity/{id}/process/{pid}/update-display-data (the OCR panel)
// both end here: the data point takes the value (typed by its value type), who corrected it, when,
// and source 'staff' (so a re-run of the extraction never overwrites it); the document's ocr_data
// and its process's analysis key are rewritten from the stored points; one audit row per value;
// all in the caller's transaction. Whichever panel an edit came from, both show the same value.
import { and, eq, inArray } from 'drizzle-orm';
import {
  coerceDataPointValue,
  parseDataPointValue,
  type DataPoint,
  type DataPointValueType,
} from '@lending/domain';
import type { Tx } from '../../db/client';
import { dataPoints, documents } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { toWireDataPoint } from './documents.service';
import { writeReadingViews } from './data-points.store';

/** A value staff set for one key of one document's reading. */
type Correction = { documentId: string; key: string; value: unknown };

type Saved = { points: DataPoint[]; processIds: string[] };

/** Writes the corrections (every key must be a data point of its document: 404 otherwise). */
export const saveCorrections = async (
  tx: Tx,
  input: { corrections: Correction[]; actor: Actor },
): Promise<Saved> => {
  const points: DataPoint[] = [];
  const touched = new Set<string>();
  for (const correction of input.corrections) {
    const [row] = await tx
      .select()
      .from(dataPoints)
      .where(and(eq(dataPoints.document_id, correction.documentId), eq(dataPoints.key_name, correction.key)))
      .for('no key update');
    if (!row) throw new AppError(404, 'Data point not found');
    const type = row.value_type as DataPointValueType;
    // 001 §5: numbers parse with 0 as the fallback, lists follow their item type.
    const parsed = parseDataPointValue(type, correction.value);
    const fitted = coerceDataPointValue(type, parsed);
    const value = fitted.ok ? fitted.value : parsed;
    const now = new Date();
    const [saved] = await tx
      .update(dataPoints)
      .set({
        value: value as never,
        source: 'staff',
        reason: null,
        corrected_by: input.actor.id,
        corrected_at: now,
        updated_at: now,
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
    points.push(toWireDataPoint(saved!));
    touched.add(row.document_id);
  }
  const docs = touched.size
    ? await tx
        .select({ id: documents.id, process_id: documents.process_id })
        .from(documents)
        .where(inArray(documents.id, [...touched]))
    : [];
  for (const doc of docs) await writeReadingViews(tx, { documentId: doc.id, processId: doc.process_id });
  return { points, processIds: [...new Set(docs.flatMap((d) => (d.process_id ? [d.process_id] : [])))] };
};

/**
 * The OCR panel's keys that are data points of the process's documents, as corrections: the
 * document the analysis entry names, else the first document of the process that has the key.
 * The rest (a key no reading produced) are process values only, kept as typed.
 */
export const correctionsOfDisplayEdit = async (
  tx: Tx,
  input: { processId: string; display: Record<string, unknown>; edits: Record<string, unknown> },
): Promise<{ corrections: Correction[]; rest: Record<string, unknown> }> => {
  const keys = Object.keys(input.edits);
  const rows = keys.length
    ? await tx
        .select({ document_id: dataPoints.document_id, key: dataPoints.key_name })
        .from(dataPoints)
        .innerJoin(documents, eq(documents.id, dataPoints.document_id))
        .where(and(eq(documents.process_id, input.processId), inArray(dataPoints.key_name, keys)))
        .orderBy(documents.created_at, documents.id)
    : [];
  const corrections: Correction[] = [];
  const rest: Record<string, unknown> = {};
  for (const key of keys) {
    const entry = input.display[key];
    const named =
      entry && typeof entry === 'object' && 'document_id' in entry
        ? (entry as { document_id: unknown }).document_id
        : null;
    const row = rows.find((r) => r.key === key && r.document_id === named) ?? rows.find((r) => r.key === key);
    if (row) corrections.push({ documentId: row.document_id, key, value: input.edits[key] });
    else rest[key] = input.edits[key];
  }
  return { corrections, rest };
};
