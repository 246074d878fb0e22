import {
  AMOUNT_LIMIT,
  fractionToPercent,
  INTEREST_RATE_MAX,
  isoDateToEpoch,
  messages,
  parseMoney,
  percentToFraction,
  REQUEST_DURATION_MAX,
  REQUEST_DURATION_MIN,
  formatIsoDate,
  formatMoneyInput,
} from '@lending/domain';
import type { Loan } from '../api/types';
import type { LoanUpdate } from '../api/update-loan';

// Spec 002 §5 "Request details edit": every field required; amounts at most $15,000,000;
// duration 1-100; rate a float up to 100; a valid expected closing date.
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

const moneyError = (text: string): string | undefined => {
  if (text.trim() === '') return messages.required;
  const value = parseMoney(text);
  if (value === null) return messages.invalidValue;
  return value > AMOUNT_LIMIT ? messages.amountLimit : undefined;
};

export const validate = (form: RequestDetailsForm): RequestDetailsErrors => {
  const errors: RequestDetailsErrors = {};
  const set = (key: keyof RequestDetailsForm, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  set('amount', moneyError(form.amount));
  set('amount_at_closing', moneyError(form.amount_at_closing));
  set(
    'construction_reserve',
    form.construction_reserve.trim() === '' ? messages.required : moneyError(form.construction_reserve),
  );
  set('purpose', form.purpose ? undefined : messages.required);
  set('exit_strategy', form.exit_strategy ? undefined : messages.required);
  const duration = Number(form.duration_months);
  set(
    'duration_months',
    form.duration_months === ''
      ? messages.required
      : !Number.isInteger(duration) || duration < REQUEST_DURATION_MIN || duration > REQUEST_DURATION_MAX
        ? messages.limit100
        : undefined,
  );
  const rate = Number(form.interest_rate);
  set(
    'interest_rate',
    form.interest_rate === ''
      ? messages.required
      : !/^\d*\.?\d+$|^\d+\.$/.test(form.interest_rate) || !Number.isFinite(rate) || rate > INTEREST_RATE_MAX
        ? messages.invalidValue
        : undefined,
  );
  set(
    'expected_closing',
    form.expected_closing === ''
      ? messages.required
      : isoDateToEpoch(form.expected_closing) === null
        ? messages.invalidDateField
        : undefined,
  );
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
  if (changed('interest_rate')) changes.interest_rate = percentToFraction(Number(after.interest_rate));
  if (changed('expected_closing')) changes.expected_closing_epoch = isoDateToEpoch(after.expected_closing);
  return changes;
};
