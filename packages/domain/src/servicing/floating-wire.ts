// The wire of floating rates (issue 19 item 1): index values entered by staff or loaded from a CSV
// file, a loan's floating terms and what the Servicing tab shows of them. Rates are percent strings.
import { z } from 'zod';
import { servicingMessages } from '../messages/servicing-messages';
import { servicingRateMessages as m } from '../messages/servicing-rate-messages';
import { parseDate } from './day-count';
import { parseDecimal } from './money';

const isoDate = z
  .string({ error: servicingMessages.dateInvalid })
  .refine((text) => parseDate(text) !== null, servicingMessages.dateInvalid);

/** A percent from 0 to 100 with at most six places, as a string or a number. */
const percent = (message: string) =>
  z
    .union([z.string({ error: message }), z.number({ error: message })], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((text) => {
      const value = parseDecimal(text);
      return value !== null && value.den <= 1_000_000n && value.num <= value.den * 100n;
    }, message);

export const INDEX_NAME = /^[A-Z0-9_-]{1,20}$/;
const indexName = z.string({ error: m.indexNameInvalid }).regex(INDEX_NAME, m.indexNameInvalid);

export const indexRateBody = z.object({
  index: indexName,
  effective_date: isoDate,
  value: percent(m.indexValueInvalid),
});
export type IndexRateBody = z.output<typeof indexRateBody>;

export const indexRatesQuery = z.object({
  index: indexName.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(50),
});

export const indexUploadQuery = z.object({ index: indexName.default('SOFR') });

export const indexRateWire = z.object({
  id: z.string(),
  index: z.string(),
  effective_date: z.string(),
  value: z.string(),
  source: z.string(),
  created_at: z.string(),
});

export const indexRateAddedWire = indexRateWire.extend({ loans_reset: z.number().int() });

export const indexRatesPageWire = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  items: z.array(indexRateWire),
});

export const indexUploadWire = z.object({
  index: z.string(),
  loaded: z.number().int(),
  loans_reset: z.number().int(),
});
export type IndexUploadWire = z.infer<typeof indexUploadWire>;

export const floatingTermsBody = z.object({
  index: indexName.default('SOFR'),
  /** Defaults to the term sheet's (or commitment's) sofr_spread. */
  spread: percent(m.spreadInvalid).optional(),
  floor: percent(m.floorInvalid),
  reset_day: z
    .number({ error: m.resetDayInvalid })
    .int(m.resetDayInvalid)
    .min(1, m.resetDayInvalid)
    .max(28, m.resetDayInvalid),
});
export type FloatingTermsBody = z.output<typeof floatingTermsBody>;

export const floatingWire = z.object({
  rate_type: z.enum(['fixed', 'floating']),
  /** The note rate (fixed) or the all-in rate in force today (floating). */
  current_rate: z.string(),
  index: z.string().nullable(),
  index_value: z.string().nullable(),
  index_date: z.string().nullable(),
  spread: z.string().nullable(),
  floor: z.string().nullable(),
  reset_day: z.number().int().nullable(),
  next_reset: z.string().nullable(),
  /** The all-in rate the next reset would set from the latest index value known. */
  next_rate: z.string().nullable(),
});
export type FloatingWire = z.infer<typeof floatingWire>;
