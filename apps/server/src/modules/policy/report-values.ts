// The outside systems' value of a field: the item about an entity in the loan's latest done
// report of the first source that has it (Data Analysis, 001 §3).
import { REPORT_SOURCE_LABELS, type ReportSection, type ReportSource } from '@lending/domain';
import type { Found } from './policy-rows';

export type ReportsBySource = Map<string, ReportSection[]>;

const sourceLabel = (source: string) =>
  source === 'appraisal' ? 'Appraisal' : (REPORT_SOURCE_LABELS[source as ReportSource] ?? source);

/** The item `key` about `entityId` in the first of `sources` that has it (sums for `sum`). */
export const external = (
  bySource: ReportsBySource,
  sources: string[],
  key: string,
  entityId: string | null,
  sum = false,
): Found | null => {
  for (const source of sources) {
    const sections = (bySource.get(source) ?? []).filter(
      (s) => !s.entity_id || !entityId || s.entity_id === entityId,
    );
    const hits = sections.flatMap((s) => s.items.filter((i) => i.key === key && typeof i.value === 'number'));
    if (!hits.length) continue;
    const first = hits[0]!;
    return {
      value: sum ? hits.reduce((total, i) => total + (i.value as number), 0) : (first.value as number),
      source: sourceLabel(source),
      confidence: first.confidence_level ?? null,
      note: first.note ?? null,
      quote: first.quote ?? null,
    };
  }
  return null;
};
