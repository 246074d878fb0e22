import { describe, expect, it } from 'vitest';
import {
  changedFields,
  sanitizeAmountInput,
  sanitizeDigits,
  sanitizeRateInput,
  sanitizeMoneyInput,
} from './fields';
import { canUpdateRequestDetails, requestDetailsFromLoan, requestDetailsSchema } from './request-details';

const valid = {
  amount: '1,200,000',
  amount_at_closing: 1_100_000,
  purpose: 'Cash out',
  duration_months: '18',
  exit_strategy: 'Refinance',
  interest_rate: '10.5',
  construction_reserve: '0',
  expected_closing_epoch: 1_790_000_000,
};

const messageOf = (over: Record<string, unknown>, field: string) => {
  const result = requestDetailsSchema.safeParse({ ...valid, ...over });
  return result.error?.issues.find((i) => i.path[0] === field)?.message;
};

describe('request details edit (002 §5)', () => {
  it('parses form text into wire values (rate as a fraction)', () => {
    expect(requestDetailsSchema.parse(valid)).toEqual({
      amount: 1_200_000,
      amount_at_closing: 1_100_000,
      purpose: 'Cash out',
      duration_months: 18,
      exit_strategy: 'Refinance',
      interest_rate: 0.105,
      construction_reserve: 0,
      expected_closing_epoch: 1_790_000_000,
    });
  });

  it.each(Object.keys(valid))("%s is required ('* Required')", (field) => {
    expect(messageOf({ [field]: '' }, field)).toBe('* Required');
  });

  it("amounts at most $15,000,000 ('* Limit $15,000,000')", () => {
    expect(messageOf({ amount: '15,000,001' }, 'amount')).toBe('* Limit $15,000,000');
    expect(messageOf({ amount_at_closing: 15_000_001 }, 'amount_at_closing')).toBe('* Limit $15,000,000');
    expect(messageOf({ amount: '15,000,000' }, 'amount')).toBeUndefined();
  });

  it("duration 1 to 100 ('* Limit 100')", () => {
    expect(messageOf({ duration_months: '0' }, 'duration_months')).toBe('* Limit 100');
    expect(messageOf({ duration_months: '101' }, 'duration_months')).toBe('* Limit 100');
    expect(messageOf({ duration_months: '1.5' }, 'duration_months')).toBe('* Limit 100');
    expect(messageOf({ duration_months: 100 }, 'duration_months')).toBeUndefined();
  });

  it("interest rate a float up to 100 ('Invalid value')", () => {
    expect(messageOf({ interest_rate: '100.01' }, 'interest_rate')).toBe('Invalid value');
    expect(messageOf({ interest_rate: '1.2.3' }, 'interest_rate')).toBe('Invalid value');
    expect(messageOf({ interest_rate: '100' }, 'interest_rate')).toBeUndefined();
    expect(messageOf({ interest_rate: '0.75' }, 'interest_rate')).toBeUndefined();
  });

  it("closing date must be valid ('* Invalid Date')", () => {
    expect(messageOf({ expected_closing_epoch: 'someday' }, 'expected_closing_epoch')).toBe('* Invalid Date');
    expect(messageOf({ expected_closing_epoch: '2027-03-01' }, 'expected_closing_epoch')).toBeUndefined();
  });

  it('purpose comes from the edit set', () => {
    expect(messageOf({ purpose: 'Gift' }, 'purpose')).toBe('* Required');
    expect(messageOf({ purpose: 'Double Flip' }, 'purpose')).toBeUndefined();
  });

  it('sanitises input: amounts with commas, duration digits, rate digits and one dot', () => {
    expect(sanitizeAmountInput('$1,2a00')).toBe('1,200');
    expect(sanitizeMoneyInput('1,000.50')).toBe('1,00050');
    expect(sanitizeDigits('1a2-')).toBe('12');
    expect(sanitizeRateInput('10.5.2%')).toBe('10.52');
  });

  it('the form starts from the loan with the rate x100', () => {
    const form = requestDetailsFromLoan({
      amount: 1,
      amount_at_closing: 2,
      purpose: 'Purchase',
      duration_months: 12,
      exit_strategy: 'Sale',
      interest_rate: 0.105,
      construction_reserve: 0,
      expected_closing_epoch: 5,
    });
    expect(form.interest_rate).toBe(10.5);
  });

  it('changedFields keeps only what differs; Update needs changes and no errors', () => {
    const original = { amount: 1000, purpose: 'Purchase', duration_months: 12 };
    expect(
      changedFields<Record<string, unknown>>(original, {
        amount: '1,000',
        purpose: 'Flip',
        duration_months: 12,
      }),
    ).toEqual({ purpose: 'Flip' });
    expect(changedFields(original, { ...original })).toEqual({});
    expect(canUpdateRequestDetails(0, 0)).toBe(false);
    expect(canUpdateRequestDetails(1, 1)).toBe(false);
    expect(canUpdateRequestDetails(1, 0)).toBe(true);
  });
});
