import { propertyTypeLabel } from '@lending/domain';

// Spec 000 §9: chart windows 4, 14 and 30 days; top 4 states. The server computes the figures
// (GET /loan/summary, issue 10); the browser only names them.

export type Count = { label: string; count: number };

/** Bars: requests by the first property's type; a type outside the catalogue is 'Error' (000 §3). */
export const requestsByPropertyType = (
  counts: readonly { property_type: string | null; count: number }[],
  knownTypes: readonly string[],
): Count[] => {
  const labelled = new Map<string, number>(knownTypes.map((type) => [propertyTypeLabel(type), 0]));
  for (const { property_type, count } of counts) {
    const label = propertyTypeLabel(property_type);
    labelled.set(label, (labelled.get(label) ?? 0) + count);
  }
  return [...labelled].map(([label, count]) => ({ label, count })).filter((item) => item.count > 0);
};
