import type { ServicingMineWire } from '@lending/domain';
import { describe, expect, it } from 'vitest';
import { formatDecimalDollars, paymentsDue } from './payments-due';

type Loan = ServicingMineWire['loans'][number];

const loan = (id: string, extra: Partial<Loan>): Loan => ({
  loan_id: id,
  human_id: id,
  name: `Loan ${id}`,
  status: 'active',
  principal: '100000.00',
  default_interest: '0.00',
  in_default: false,
  default_since: null,
  next_due: { due_date: '2026-12-01', payment: '875.00' },
  days_past_due: 0,
  interest_reserve_left: '0.00',
  construction_holdback_left: '0.00',
  statements: [],
  ...extra,
});

describe('payments in what to do now', () => {
  it('lists past-due payments first, then those due within 15 days; not later ones nor paid-off loans', () => {
    const due = paymentsDue(
      [
        loan('soon', { next_due: { due_date: '2026-12-10', payment: '1200.00' } }),
        loan('later', { next_due: { due_date: '2027-01-01', payment: '875.00' } }),
        loan('late', { next_due: { due_date: '2026-11-01', payment: '3541.67' }, days_past_due: 26 }),
        loan('paid', { status: 'paid_off', next_due: null }),
        loan('edge', { next_due: { due_date: '2026-12-12', payment: '10.00' } }),
      ],
      '2026-11-27',
    );
    expect(due.map((payment) => payment.loanId)).toEqual(['late', 'soon', 'edge']);
    expect(due[0]).toMatchObject({ amount: '3541.67', dueDate: '2026-11-01', daysPastDue: 26 });
    // Day 15 is still in; day 16 is not.
    expect(
      paymentsDue([loan('edge', { next_due: { due_date: '2026-12-12', payment: '1.00' } })], '2026-11-27'),
    ).toHaveLength(1);
    expect(
      paymentsDue([loan('edge', { next_due: { due_date: '2026-12-13', payment: '1.00' } })], '2026-11-27'),
    ).toHaveLength(0);
  });

  it('prints the server decimal strings as dollars without float rounding', () => {
    expect(formatDecimalDollars('3541.67')).toBe('$3,541.67');
    expect(formatDecimalDollars('1234567.5')).toBe('$1,234,567.50');
    expect(formatDecimalDollars('90071992547409.99')).toBe('$90,071,992,547,409.99');
    expect(formatDecimalDollars('-12.00')).toBe('-$12.00');
  });
});
