import { z } from 'zod';
import {
  ARCHIVE_DAYS_DEFAULT,
  LATE_DAY_BUCKETS,
  PAID_OFF_SCORE_MAX,
  PAID_OFF_SCORE_MIN,
} from '../constants/constants';
import { contactTypeSchema } from '../catalogue/catalogue';
import { messages } from '../messages/messages';
import { isValidEmail } from '../prequal/prequal-parse';
import { epochField } from './fields';

// 000 §2 / 002 §5 archive: days_to_archive a whole number >= 0 (default 0) and a rejection reason.
export const archiveSchema = z.object({
  days_to_archive: z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? ARCHIVE_DAYS_DEFAULT
        : typeof value === 'string'
          ? Number(value)
          : value,
    z
      .number({ error: messages.invalidValue })
      .int(messages.invalidValue)
      .min(0, messages.invalidValue)
      .max(3650, messages.invalidValue),
  ),
  rejection_reason: z.string().trim().max(2000).optional(),
});
export type ArchiveBody = z.output<typeof archiveSchema>;
/** 002 §5: the archive days field blocks e, +, - and '.'. */
export const ARCHIVE_DAYS_BLOCKED_KEYS = ['e', 'E', '+', '-', '.'] as const;

// 001 §3 / §5 paid-off payload.
export const lateDaysBucketSchema = z.union(LATE_DAY_BUCKETS.map((days) => z.literal(days)));
export const lateDaysEntrySchema = z.object({
  late_days: lateDaysBucketSchema,
  count: z.number({ error: messages.invalidValue }).int(messages.invalidValue).min(0, messages.invalidValue),
});
export type LateDaysEntry = z.infer<typeof lateDaysEntrySchema>;
export const defaultLateDays = (): LateDaysEntry[] =>
  LATE_DAY_BUCKETS.map((days) => ({ late_days: days, count: 0 }));

/** The form clamps the borrower score to 1..100 (001 §5). */
export const clampPaidOffScore = (score: number): number =>
  Math.min(
    PAID_OFF_SCORE_MAX,
    Math.max(PAID_OFF_SCORE_MIN, Math.round(Number.isFinite(score) ? score : PAID_OFF_SCORE_MIN)),
  );

export const paidOffScoreMessage = `Borrower score must be between ${PAID_OFF_SCORE_MIN} and ${PAID_OFF_SCORE_MAX}`;

/** The server refuses a score outside 1..100; answering No to late payments resets the buckets to 0. */
export const paidOffSchema = z
  .object({
    paid_off_date: epochField({
      required: messages.required,
      invalid: messages.invalidDateField,
      minYear: 1900,
    }),
    is_late_payment: z.boolean().default(false),
    late_days: z.array(lateDaysEntrySchema).max(LATE_DAY_BUCKETS.length).default(defaultLateDays),
    borrower_score: z
      .number({ error: paidOffScoreMessage })
      .int(paidOffScoreMessage)
      .min(PAID_OFF_SCORE_MIN, paidOffScoreMessage)
      .max(PAID_OFF_SCORE_MAX, paidOffScoreMessage),
    is_construction_completed: z.boolean().default(false),
  })
  .transform((value) => ({
    ...value,
    // One entry per bucket, in bucket order, zero when missing or when there were no late payments.
    late_days: LATE_DAY_BUCKETS.map((days) => ({
      late_days: days,
      count: value.is_late_payment
        ? (value.late_days.find((entry) => entry.late_days === days)?.count ?? 0)
        : 0,
    })),
  }));
export type PaidOffBody = z.output<typeof paidOffSchema>;

/** Form-side helper: set is_late_payment, resetting the buckets when it turns false. */
export const withLatePayment = <T extends { is_late_payment: boolean; late_days: LateDaysEntry[] }>(
  values: T,
  isLate: boolean,
): T => ({
  ...values,
  is_late_payment: isLate,
  late_days: isLate ? values.late_days : defaultLateDays(),
});

/** 001 §5 funded date (path parameter of set/funded/{date}): YYYY-MM-DD, ISO or epoch seconds. */
export const fundedDateSchema = epochField({
  required: messages.invalidDateField,
  invalid: messages.invalidDateField,
  minYear: 1900,
});
export const fundedParamsSchema = z.object({ loanId: z.string().min(1), date: fundedDateSchema });

/** 002 §5 add contact: first_name, last_name, email and contact_type required. */
export const addContactSchema = z.object({
  first_name: z
    .string({ error: messages.firstNameRequired })
    .trim()
    .min(1, { message: messages.firstNameRequired, abort: true })
    .max(100),
  last_name: z
    .string({ error: messages.lastNameRequired })
    .trim()
    .min(1, { message: messages.lastNameRequired, abort: true })
    .max(100),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, { message: messages.emailRequired, abort: true })
    .refine(isValidEmail, messages.emailInvalid),
  phone: z.string().trim().max(30).optional(),
  company: z.string().trim().max(200).optional(),
  contact_type: z.enum(contactTypeSchema.options, { error: messages.required }),
});
export type AddContactBody = z.output<typeof addContactSchema>;

/** Story edit (002 §2.4). */
export const storySchema = z.object({ story: z.string().max(20_000) });
/** Inline rename (000 §2): payload {name}. */
export const renameSchema = z.object({
  name: z
    .string({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(200),
});
