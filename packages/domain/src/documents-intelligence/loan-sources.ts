import { z } from 'zod';
import { fieldFormat, formatCurrency, type FieldFormatType } from '../format/field-formats';
import { formatNumber } from '../format/numbers';
import { formatStatedDate, periodMonthIndex } from '../format/dates';
import { sourceEntrySchema } from './wire';

// Issue 23 item 3: the sources browser. Every source that states a value of the loan (a document's
// data point with its page and quote, a report's item, the borrower / entity / property / loan
// record, the application, a staff edit), each a 001 §3 source entry with where it came from.
export const SOURCE_ORIGINS = ['record', 'application', 'report', 'document', 'staff'] as const;
export type SourceOrigin = (typeof SOURCE_ORIGINS)[number];

export const loanSourceSchema = sourceEntrySchema.extend({
  /** The key as the source names it (a data point's unit_count is the source key units). */
  key_name: z.string(),
  /** What the value is, in words ("Net worth"). */
  label: z.string(),
  origin: z.enum(SOURCE_ORIGINS),
  /** The value as a person reads it ($6,400,000; 12 units; March 2026). */
  display: z.string(),
  /** Whose value it is: a borrower's name, an entity, a property's address (null: the loan). */
  subject: z.string().nullable(),
  /** The month or date a value is about (a bank statement's month), when it has one. */
  period: z.string().nullable(),
  page: z.number().int().nullable(),
  quote: z.string().nullable(),
  /** A staff edit: who changed the value and when (epoch seconds). */
  edited_by: z.string().nullable(),
  edited_at: z.number().int().nullable(),
  /** Another source states a different value for the same key, subject and period. */
  disagrees: z.boolean(),
  /** Why the value is not used (the plausibility rule it fails, issue 23 item 5); null: plausible. */
  implausible: z.string().nullable(),
});
export type LoanSource = z.infer<typeof loanSourceSchema>;

/** How a value of a kind reads: money, a count, an area (9,700 sq ft), a rate (0.105 -> 10.5%), a
 * percent (5.5 -> 5.5%), text. */
export type FactKind = 'money' | 'count' | 'area' | 'rate' | 'percent' | 'score' | 'date' | 'text' | 'list';

/** How the field catalogue prints a format, as a fact's kind (a rating, a plain number: as written). */
const FORMAT_KINDS: Partial<Record<FieldFormatType, FactKind>> = {
  money: 'money',
  percent: 'percent',
  count: 'count',
  area: 'area',
  year: 'count',
  date: 'date',
};

/**
 * The kind of a field's value by the field catalogue (a report's "Median Household Income" is money,
 * "Year Built" a year); text when the catalogue has no kind for it or the value is no number.
 */
export const factKindOfField = (key: string, label: string, value: unknown): FactKind => {
  const kind = FORMAT_KINDS[fieldFormat(key, label)];
  if (!kind) return 'text';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[$,%\s]/g, ''));
  return kind === 'date' || (String(value).trim() !== '' && Number.isFinite(n)) ? kind : 'text';
};

export const displayFact = (kind: FactKind, value: unknown): string => {
  if (Array.isArray(value)) return value.map(String).join(', ');
  // A date reads as every date on screen does (mm/dd/yyyy), whether a record's day or a document's.
  if (kind === 'date' && (typeof value === 'string' || typeof value === 'number'))
    return formatStatedDate(value);
  if (typeof value !== 'number') return String(value);
  switch (kind) {
    case 'money':
      return formatCurrency(value);
    case 'rate':
      return `${formatNumber(value * 100, 3)}%`;
    case 'percent':
      return `${formatNumber(value, 2)}%`;
    case 'score':
      return String(Math.round(value));
    case 'area':
      return `${formatNumber(value, 0)} sq ft`;
    case 'count':
      return Number.isInteger(value) && value >= 1000 && value <= 2100 ? String(value) : formatNumber(value);
    default:
      return String(value);
  }
};

/**
 * The sources browser's order (the API's and the list's): by key; within a key, the sources that
 * state a period newest first (a lender reads monthly balances in period order), then the others
 * (records, reports, the application, staff edits) best first.
 */
export const orderLoanSources = <T extends Pick<LoanSource, 'source_key' | 'period' | 'priority'>>(
  sources: readonly T[],
): T[] => {
  const at = new Map(sources.map((s) => [s, periodMonthIndex(s.period)] as const));
  return [...sources].sort((a, b) => {
    const [pa, pb] = [at.get(a) ?? null, at.get(b) ?? null];
    return (
      a.source_key.localeCompare(b.source_key) ||
      (pa === null ? 1 : 0) - (pb === null ? 1 : 0) ||
      (pa !== null && pb !== null ? pb - pa : 0) ||
      b.priority - a.priority
    );
  });
};
