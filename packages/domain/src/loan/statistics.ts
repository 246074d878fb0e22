// /statistics (DESIGN.md §8, issue 8 item 7): the pipeline in figures, computed in SQL.
import { z } from 'zod';

export const statisticsQuerySchema = z
  .object({
    /** Loans created from / to (epoch seconds, inclusive); closings use the funded date. */
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
    /** 'exclude' (default) counts the loans of the loan list; 'include' adds archived loans. */
    archived: z.enum(['exclude', 'include']).default('exclude'),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'The start of the range must be before its end',
    path: ['from'],
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const bucket = z.object({ loans: z.number(), volume: z.number() });
export const statisticsWire = z.object({
  total: bucket,
  by_status: z.array(bucket.extend({ status: z.string() })),
  conversion: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      reached_from: z.number(),
      reached_to: z.number(),
      rate: z.number().nullable(),
    }),
  ),
  days_in_status: z.array(
    z.object({ status: z.string(), median_days: z.number().nullable(), stays: z.number() }),
  ),
  closings_by_month: z.array(bucket.extend({ month: z.string() })),
  by_state: z.array(bucket.extend({ state: z.string() })),
  by_property_type: z.array(bucket.extend({ property_type: z.string() })),
});
export type StatisticsWire = z.infer<typeof statisticsWire>;

/** The pipeline order the conversion chart walks (Rejected is an exit, not a step). */
export const PIPELINE_STATUSES = [
  'Preliminary',
  'Term-Sheet-Sent',
  'Underwriting',
  'Board-Review',
  'Commitment-Sent',
  'Commitment-Accepted',
  'Funded',
  'Paid-Off',
] as const;
