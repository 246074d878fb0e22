// Writing extracted values (issue 9): one data point per key and document. A staff correction
// (source 'staff') is never overwritten by a re-run; the document's ocr_data keeps the machine
// values, and the process's data_to_display gets each key unless staff changed it there.
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { dataPoints, documents, processes } from '../../db/schema/index.js';
import { maskSensitiveNumbers } from '../../lib/sensitive-numbers.js';
import type { ExtractedValue } from './extractor/extract.js';

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
  const [doc] = await tx
    .select({ ocr_data: documents.ocr_data })
    .from(documents)
    .where(eq(documents.id, input.documentId));
  const previous = doc?.ocr_data ?? {};
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
  const ocrData: Record<string, { value: unknown }> = {};
  for (const v of values) ocrData[v.key] = { value: v.value };
  await tx.update(documents).set({ ocr_data: ocrData }).where(eq(documents.id, input.documentId));
  if (!input.processId) return;
  const [process] = await tx
    .select({ data: processes.data_to_display })
    .from(processes)
    .where(eq(processes.id, input.processId))
    .for('no key update');
  if (!process) return;
  const display = { ...process.data };
  for (const [key, entry] of Object.entries(ocrData)) {
    const current = display[key];
    const untouched =
      current === undefined || JSON.stringify(current) === JSON.stringify(previous[key] ?? null);
    if (untouched) display[key] = entry;
  }
  await tx.update(processes).set({ data_to_display: display }).where(eq(processes.id, input.processId));
};
