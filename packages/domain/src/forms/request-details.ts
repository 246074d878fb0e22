import { z } from 'zod';
import { INTEREST_RATE_MAX, REQUEST_DURATION_MAX, REQUEST_DURATION_MIN } from '../constants/constants';
import { exitStrategySchema, loanPurposeSchema } from '../loan/loan-options';
import { messages } from '../messages/messages';
import { epochField, moneyField } from './fields';

// 002 §5 request details edit (loan detail page). Every field is required ('* Required'); the
// form shows interest_rate as a percent (up to 100) while the wire carries a fraction
// (docs/contract.md), so the schema's output is wire-ready: interest_rate / 100.

const readDigits = (value: unknown): unknown => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return undefined;
  if (typeof value === 'string') return /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return value;
};
const readRate = (value: unknown): unknown => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return undefined;
  if (typeof value === 'string') return /^\d*\.?\d*$/.test(value.trim()) ? Number(value) : Number.NaN;
  return value;
};

export const durationField = z.preprocess(
  readDigits,
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.limit100) })
    .int(messages.limit100)
    .min(REQUEST_DURATION_MIN, messages.limit100)
    .max(REQUEST_DURATION_MAX, messages.limit100),
);

/** The percent as typed: a float from 0 up to 100, else 'Invalid value'. */
export const interestRatePercentField = z.preprocess(
  readRate,
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalidValue) })
    .min(0, messages.invalidValue)
    .max(INTEREST_RATE_MAX, messages.invalidValue),
);

const requestDetailsShape = {
  amount: moneyField(),
  amount_at_closing: moneyField(),
  purpose: z.enum(loanPurposeSchema.options, { error: messages.required }),
  duration_months: durationField,
  exit_strategy: z.enum(exitStrategySchema.options, { error: messages.required }),
  interest_rate: interestRatePercentField,
  construction_reserve: moneyField({ limit: Number.MAX_SAFE_INTEGER }),
  expected_closing_epoch: epochField({
    required: messages.required,
    invalid: messages.invalidDateField,
    minYear: 1900,
  }),
};

/** Form values (text or numbers, rate as percent) -> validated values with the rate as a percent. */
export const requestDetailsFormSchema = z.object(requestDetailsShape);
export type RequestDetailsForm = z.input<typeof requestDetailsFormSchema>;
export type RequestDetailsValues = z.output<typeof requestDetailsFormSchema>;

/** Same rules; output ready for PUT /loan/{id}/update (interest_rate as a fraction). */
export const requestDetailsSchema = requestDetailsFormSchema.transform((values) => ({
  ...values,
  interest_rate: Math.round(values.interest_rate * 1e6) / 1e8,
}));
export type RequestDetailsBody = z.output<typeof requestDetailsSchema>;

export const REQUEST_DETAILS_FIELDS = Object.keys(requestDetailsShape) as (keyof RequestDetailsValues)[];

/** The form's starting values from a loan (rate shown x100). */
export const requestDetailsFromLoan = (loan: {
  amount: number | null;
  amount_at_closing: number | null;
  purpose: string | null;
  duration_months: number | null;
  exit_strategy: string | null;
  interest_rate: number | null;
  construction_reserve: number | null;
  expected_closing_epoch: number | null;
}) => ({
  amount: loan.amount,
  amount_at_closing: loan.amount_at_closing,
  purpose: loan.purpose,
  duration_months: loan.duration_months,
  exit_strategy: loan.exit_strategy,
  interest_rate: loan.interest_rate === null ? null : Math.round(loan.interest_rate * 1e6) / 1e4,
  construction_reserve: loan.construction_reserve,
  expected_closing_epoch: loan.expected_closing_epoch,
});

/** 002 §5: Update is enabled only when something changed and nothing is in error. */
export const canUpdateRequestDetails = (changedCount: number, errorCount: number): boolean =>
  changedCount > 0 && errorCount === 0;
