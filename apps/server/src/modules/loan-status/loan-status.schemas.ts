// Funded date and paid-off payload (001 §5): the date must be a date; the borrower score is
// 1..100; late-day buckets 30/60/90 default to 0 and are reset when there was no late payment.
import { z } from 'zod';
import { epochSeconds } from '../activity/activity.schemas.js';

export const LATE_DAY_BUCKETS = [30, 60, 90] as const;

/** Epoch seconds or YYYY-MM-DD (a real calendar date, 1900-2100); null when it is not a date. */
export const parseFundedDate = (raw: string): number | null => {
  if (/^-?\d{1,11}$/.test(raw)) {
    const value = Number(raw);
    return epochSeconds.safeParse(value).success ? value : null;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2100) return null;
  return time / 1000;
};

const lateDaysSchema = z
  .array(z.object({ late_days: z.union([z.literal(30), z.literal(60), z.literal(90)]), count: z.number().int().min(0).max(1000) }))
  .default([]);

export const paidOffBodySchema = z
  .object({
    paid_off_date: epochSeconds.optional(),
    is_late_payment: z.boolean().default(false),
    late_days: lateDaysSchema,
    borrower_score: z
      .number({ message: 'Borrower score must be between 1 and 100' })
      .int('Borrower score must be between 1 and 100')
      .min(1, 'Borrower score must be between 1 and 100')
      .max(100, 'Borrower score must be between 1 and 100'),
    is_construction_completed: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.paid_off_date === undefined) ctx.addIssue({ code: 'custom', path: ['paid_off_date'], message: '* Required' });
  })
  .transform((value) => {
    const given = new Map(value.late_days.map((bucket) => [bucket.late_days, bucket.count]));
    return {
      paid_off_date: value.paid_off_date!,
      is_late_payment: value.is_late_payment,
      // Answering No to late payments resets every bucket to 0 (001 §5).
      late_days: LATE_DAY_BUCKETS.map((days) => ({ late_days: days, count: value.is_late_payment ? (given.get(days) ?? 0) : 0 })),
      borrower_score: value.borrower_score,
      is_construction_completed: value.is_construction_completed,
    };
  });
