// The values of property-type.ts without zod: a screen that only shows them (the first
// route's status cards, filters and labels) does not load zod (issue 21, bundle).
// Spec 000 §3 (wire spelling, docs/contract.md).
export const PROPERTY_TYPES = [
  'Single family home',
  '2-4 Family',
  'Multifamily (5+)',
  'Mixed use',
  'Condo',
  'Land',
  'Conversion',
  'Ground Up Development',
] as const;
type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = Object.fromEntries(
  PROPERTY_TYPES.map((type) => [type, type]),
) as Record<PropertyType, string>;

/** 000 §8: an unknown property type is labelled 'Error' in charts. */
export const UNKNOWN_PROPERTY_TYPE_LABEL = 'Error';

export const propertyTypeLabel = (type: string | null | undefined): string =>
  type && (PROPERTY_TYPES as readonly string[]).includes(type)
    ? PROPERTY_TYPE_LABELS[type as PropertyType]
    : UNKNOWN_PROPERTY_TYPE_LABEL;

// 002 §3: the pre-qualification form lists the types in this order and says 'Single Family Home'.
export const PREQUAL_PROPERTY_TYPE_OPTIONS: readonly { value: PropertyType; label: string }[] = [
  { value: 'Single family home', label: 'Single Family Home' },
  { value: '2-4 Family', label: '2-4 Family' },
  { value: 'Multifamily (5+)', label: 'Multifamily (5+)' },
  { value: 'Mixed use', label: 'Mixed use' },
  { value: 'Land', label: 'Land' },
  { value: 'Ground Up Development', label: 'Ground Up Development' },
  { value: 'Condo', label: 'Condo' },
  { value: 'Conversion', label: 'Conversion' },
];
