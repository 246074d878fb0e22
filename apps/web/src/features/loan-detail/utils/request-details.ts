import {
  fractionToPercent,
  isoDateToEpoch,
  parseMoney,
  percentToFraction,
  formatIsoDate,
  formatMoneyInput,
  requestDetailsFormSchema,
} from '@lending/domain';
import type { Loan } from '../api/types';
import type { LoanUpdate } from '../api/update-loan';

// Spec 002 §5 "Request details edit": every field required; amount and amount at closing at most
// $15,000,000; duration 1-100; rate a float up to 100; a valid expected closing date. The rules
// are the domain's requestDetailsFormSchema, the same ones the server checks.
export type RequestDetailsForm = {
  amount: string;
  amount_at_closing: string;
  construction_reserve: string;
  purpose: string;
  exit_strategy: string;
  duration_months: string;
  interest_rate: string;
  expected_closing: string;
};
export type RequestDetailsErrors = Partial<Record<keyof RequestDetailsForm, string>>;

export const toForm = (loan: Loan): RequestDetailsForm => ({
  amount: formatMoneyInput(loan.amount),
  amount_at_closing: formatMoneyInput(loan.amount_at_closing),
  construction_reserve: formatMoneyInput(loan.construction_reserve),
  purpose: loan.purpose ?? '',
  exit_strategy: loan.exit_strategy ?? '',
  duration_months: loan.duration_months === null ? '' : String(loan.duration_months),
  interest_rate: loan.interest_rate === null ? '' : String(fractionToPercent(loan.interest_rate) ?? ''),
  expected_closing: loan.expected_closing_epoch === null ? '' : formatIsoDate(loan.expected_closing_epoch),
});

const FORM_KEY: Partial<Record<PropertyKey, keyof RequestDetailsForm>> = {
  expected_closing_epoch: 'expected_closing',
};

/**
 * The domain's request-details schema (the rules and messages PUT /loan/{id}/update checks) over
 * the form's text; the first message of each field. The date input's YYYY-MM-DD must be a real
 * calendar date ('2026-02-30' is not).
 */
export const validate = (form: RequestDetailsForm): RequestDetailsErrors => {
  const result = requestDetailsFormSchema.safeParse({
    amount: form.amount,
    amount_at_closing: form.amount_at_closing,
    construction_reserve: form.construction_reserve,
    purpose: form.purpose || undefined,
    exit_strategy: form.exit_strategy || undefined,
    duration_months: form.duration_months,
    interest_rate: form.interest_rate,
    expected_closing_epoch:
      form.expected_closing === '' ? undefined : (isoDateToEpoch(form.expected_closing) ?? Number.NaN),
  });
  const errors: RequestDetailsErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    const key = FORM_KEY[field] ?? (field as keyof RequestDetailsForm);
    errors[key] ??= issue.message;
  }
  return errors;
};

/** The wire changes between the loaded form and the edited one (PUT /loan/{id}/update). */
export const toChanges = (before: RequestDetailsForm, after: RequestDetailsForm): LoanUpdate => {
  const changes: LoanUpdate = {};
  const changed = (key: keyof RequestDetailsForm) => before[key] !== after[key];
  if (changed('amount')) changes.amount = parseMoney(after.amount);
  if (changed('amount_at_closing')) changes.amount_at_closing = parseMoney(after.amount_at_closing);
  if (changed('construction_reserve')) changes.construction_reserve = parseMoney(after.construction_reserve);
  if (changed('purpose')) changes.purpose = after.purpose as LoanUpdate['purpose'];
  if (changed('exit_strategy')) changes.exit_strategy = after.exit_strategy as LoanUpdate['exit_strategy'];
  if (changed('duration_months')) changes.duration_months = Number(after.duration_months);
  // A blank rate travels as null, which the server answers with '* Required' (the body schema's message).
  if (changed('interest_rate'))
    changes.interest_rate = percentToFraction(Number(after.interest_rate)) as number;
  if (changed('expected_closing'))
    changes.expected_closing_epoch = isoDateToEpoch(after.expected_closing) ?? undefined;
  return changes;
};
