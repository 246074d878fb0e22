// Writing extracted values (issue 9): one data point per key and document. A staff correction
// (source 'staff') is never overwritten by a re-run. One reading per document (issue 23 item 5):
// the document's ocr_data and the process's analysis keys (the OCR panel) are written from the
// stored data points themselves, so the OCR panel, the data points and the sources browser show
// the same values. An analysis key staff typed on the process (a bare value) is kept; any other
// analysis value not from this reading of this document (an older reading, a seeded guess) goes.
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dataPoints, documents, processes } from '../../db/schema/index';
import { maskSensitiveNumbers } from '../../lib/sensitive-numbers';
import type { ExtractedValue } from './extractor/extract';

/** Account numbers and SSNs in a value or its quote are kept as their last four (issue 13 suite 5). */
const masked = (v: ExtractedValue): ExtractedValue => ({
  ...v,
  value: typeof v.value === 'string' ? maskSensitiveNumbers(v.value) : v.value,
  quote: typeof v.quote === 'string' ? maskSensitiveNumbers(v.quote) : v.quote,
});

export const saveExtractedValues = async (
  tx: Tx,
  input: {
    documentId: string;
    processId: string | null;
    values: ExtractedValue[];
    source: 'extractor' | 'llm' | 'mixed';
  },
): Promise<void> => {
  const values = input.values.map(masked);
  const keys = values.map((v) => v.key);
  if (keys.length > 0)
    await tx
      .insert(dataPoints)
      .values(
        values.map((v) => ({
          document_id: input.documentId,
          key_name: v.key,
          value: v.value as never,
          value_type: v.value_type,
          source: input.source === 'mixed' ? 'extractor' : input.source,
          page: v.page,
          quote: v.quote,
          reason: v.reason,
          question: v.question,
        })),
      )
      .onConflictDoUpdate({
        target: [dataPoints.document_id, dataPoints.key_name],
        set: {
          value: sql`excluded.value`,
          value_type: sql`excluded.value_type`,
          source: sql`excluded.source`,
          page: sql`excluded.page`,
          quote: sql`excluded.quote`,
          reason: sql`excluded.reason`,
          question: sql`excluded.question`,
          updated_at: sql`now()`,
        },
        setWhere: ne(dataPoints.source, 'staff'),
      });
  // Keys no longer asked for (template changed) go, unless staff set them.
  await tx
    .delete(dataPoints)
    .where(
      and(
        eq(dataPoints.document_id, input.documentId),
        ne(dataPoints.source, 'staff'),
        keys.length > 0 ? notInArray(dataPoints.key_name, keys) : sql`true`,
      ),
    );
  await writeReadingViews(tx, { documentId: input.documentId, processId: input.processId });
};

/**
 * The document's ocr_data and its process's analysis keys (the OCR panel), rewritten from the
 * stored data points: the one reading both panels show. A staff-corrected point is shown as the
 * correction (who and when); a machine value never replaces a value staff typed on the process.
 */
export const writeReadingViews = async (
  tx: Tx,
  input: { documentId: string; processId: string | null },
): Promise<void> => {
  const stored = await tx
    .select({
      key: dataPoints.key_name,
      value: dataPoints.value,
      source: dataPoints.source,
      page: dataPoints.page,
      quote: dataPoints.quote,
      reason: dataPoints.reason,
      corrected_by: dataPoints.corrected_by,
      corrected_at: dataPoints.corrected_at,
    })
    .from(dataPoints)
    .where(eq(dataPoints.document_id, input.documentId));
  const ocrData: Record<string, { value: unknown }> = {};
  for (const row of stored) ocrData[row.key] = { value: row.value };
  await tx.update(documents).set({ ocr_data: ocrData }).where(eq(documents.id, input.documentId));
  if (!input.processId) return;
  const [process] = await tx
    .select({ data: processes.data_to_display })
    .from(processes)
    .where(eq(processes.id, input.processId))
    .for('no key update');
  if (!process) return;
  const display = analysisKeysFrom(process.data, input.documentId);
  for (const row of stored) {
    const isCorrection = row.source === 'staff';
    if (!isCorrection && isStaffEntry(display[row.key])) continue;
    display[row.key] = {
      value: row.value,
      source: row.source,
      document_id: input.documentId,
      page: row.page,
      quote: row.quote,
      reason: row.reason,
      ...(isCorrection
        ? { corrected_by: row.corrected_by, corrected_at: row.corrected_at?.toISOString() ?? null }
        : {}),
    };
  }
  await tx.update(processes).set({ data_to_display: display }).where(eq(processes.id, input.processId));
};

/** Process bookkeeping keys, never analysis values (001 §3: rejection reason, custom flags). */
const BOOKKEEPING = new Set(['reason', 'custom', 'data_from_user']);

type AnalysisEntry = { value: unknown; source?: string; document_id?: string };

const isEntry = (entry: unknown): entry is AnalysisEntry =>
  !!entry && typeof entry === 'object' && !Array.isArray(entry) && 'value' in entry;

/** A value staff typed in the OCR panel: stored bare (the panel's edit), or marked 'staff'. */
const isStaffEntry = (entry: unknown): boolean =>
  entry !== undefined && (!isEntry(entry) || entry.source === 'staff');

/**
 * The process's display data without this document's previous machine values and without
 * analysis values that came from no reading at all (a seeded guess); staff values, bookkeeping
 * keys and other documents' readings stay.
 */
const analysisKeysFrom = (data: Record<string, unknown>, documentId: string): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(data)) {
    if (BOOKKEEPING.has(key) || isStaffEntry(entry)) {
      out[key] = entry;
      continue;
    }
    if (isEntry(entry) && entry.document_id && entry.document_id !== documentId) out[key] = entry;
  }
  return out;
};
