import { describe, expect, it } from 'vitest';
import type { Loan } from '../api/types';
import { toChanges, toForm, validate, type RequestDetailsForm } from './request-details';

const loan = {
  amount: 1_380_000,
  amount_at_closing: 1_200_000,
  construction_reserve: 0,
  purpose: 'Purchase',
  exit_strategy: 'Sale',
  duration_months: 12,
  interest_rate: 0.1227,
  expected_closing_epoch: 1_795_000_000,
} as Loan;

const form = (changes: Partial<RequestDetailsForm> = {}): RequestDetailsForm => ({
  ...toForm(loan),
  ...changes,
});

// Spec 002 §5 "Request details edit".
describe('request details form', () => {
  it('shows money with commas and the rate x100', () => {
    expect(toForm(loan)).toMatchObject({
      amount: '1,380,000',
      interest_rate: '12.27',
      duration_months: '12',
    });
  });

  it('accepts the loaded values and sends nothing when unchanged', () => {
    expect(validate(form())).toEqual({});
    expect(toChanges(toForm(loan), form())).toEqual({});
  });

  it('requires every field', () => {
    const errors = validate(
      form({ amount: '', purpose: '', duration_months: '', interest_rate: '', expected_closing: '' }),
    );
    expect(errors).toMatchObject({
      amount: '* Required',
      purpose: '* Required',
      duration_months: '* Required',
      interest_rate: '* Required',
      expected_closing: '* Required',
    });
  });

  it('limits amounts to $15,000,000, duration to 1-100 and the rate to 100', () => {
    expect(validate(form({ amount: '15,000,001' })).amount).toBe('* Limit $15,000,000');
    expect(validate(form({ amount_at_closing: '15,000,000' })).amount_at_closing).toBeUndefined();
    expect(validate(form({ duration_months: '101' })).duration_months).toBe('* Limit 100');
    expect(validate(form({ duration_months: '0' })).duration_months).toBe('* Limit 100');
    expect(validate(form({ interest_rate: '100.5' })).interest_rate).toBe('Invalid value');
    expect(validate(form({ expected_closing: '2026-02-30' })).expected_closing).toBe('* Invalid Date');
  });

  it('checks what the server checks: the domain schema of PUT /loan/{id}/update', () => {
    // 002 §5 limits amount and amount at closing; the construction reserve has no $15,000,000 cap.
    expect(validate(form({ construction_reserve: '20,000,000' })).construction_reserve).toBeUndefined();
    expect(validate(form({ construction_reserve: '' })).construction_reserve).toBe('* Required');
    expect(validate(form({ interest_rate: '.' })).interest_rate).toBe('Invalid value');
    expect(validate(form({ expected_closing: '1899-12-31' })).expected_closing).toBe('* Invalid Date');
  });

  it('sends only the changed fields, as wire values', () => {
    const changes = toChanges(
      toForm(loan),
      form({ amount: '1,500,000', interest_rate: '11.5', duration_months: '18' }),
    );
    expect(changes).toEqual({ amount: 1_500_000, interest_rate: 0.115, duration_months: 18 });
  });
});
