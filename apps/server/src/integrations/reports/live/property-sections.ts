// Helpers shared by the per-property vendors: which properties have an address, and one report
// section per property.
import type { ReportSection } from '@lending/domain';
import { items, oneLineAddress, type ReportSubject } from '../report-adapter';

type Property = ReportSubject['properties'][number];
export const withAddress = (subject: ReportSubject) =>
  subject.properties.filter((p) => p.address && p.zipcode);
export const section = (p: Property, rows: Parameters<typeof items>[0]): ReportSection => ({
  title: oneLineAddress(p),
  entity_type: 'property',
  entity_id: p.id,
  items: items(rows),
});
export const fsdConfidence = (fsd: number | null) =>
  fsd === null ? 5 : Math.max(0, Math.min(10, Math.round(10 - fsd * 40)));
