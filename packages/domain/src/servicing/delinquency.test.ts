import { describe, expect, it } from 'vitest';
import { delinquencyBucket, lateDayAnswers, lateMarkChanges } from './delinquency';

describe('late payments as the paid-off modal and the portfolio count them', () => {
  it('puts each late period in its 30/60/90 bucket; late within 30 days is late but in no bucket', () => {
    const answers = lateDayAnswers([
      { daysLate: 12 },
      { daysLate: 30 },
      { daysLate: 59 },
      { daysLate: 60 },
      { daysLate: 140 },
    ]);
    expect(answers).toEqual({
      is_late_payment: true,
      late_days: [
        { late_days: 30, count: 2 },
        { late_days: 60, count: 1 },
        { late_days: 90, count: 1 },
      ],
    });
    expect(lateDayAnswers([]).is_late_payment).toBe(false);
  });

  it('buckets days past due at the edges', () => {
    expect([0, 1, 29, 30, 59, 60, 89, 90, 400].map(delinquencyBucket)).toEqual([
      'current',
      '1-29',
      '1-29',
      '30-59',
      '30-59',
      '60-89',
      '60-89',
      '90+',
      '90+',
    ]);
  });
});

describe('late marks against a replay', () => {
  it('marks the newly late once and clears a mark a back-dated payment covered', () => {
    const late = [
      { number: 2, dueDate: '2026-03-01', daysLate: 20 },
      { number: 3, dueDate: '2026-04-01', daysLate: 12 },
    ];
    // Installment 1 was marked, then paid back-dated within its grace; 2 stays marked; 3 is new.
    expect(lateMarkChanges([1, 2], late)).toEqual({ mark: [late[1]], clear: [1] });
    expect(lateMarkChanges([3, 2], late)).toEqual({ mark: [], clear: [] });
    expect(lateMarkChanges([5, 1], [])).toEqual({ mark: [], clear: [1, 5] });
  });
});
