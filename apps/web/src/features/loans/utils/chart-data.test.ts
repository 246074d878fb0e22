import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '@lending/domain';
import { expectedClosingValue, requestsByPropertyType, requestsByState, valueSummary } from './chart-data';
import { makeLoan } from './test-loans';

const DAY = 86_400;

describe('dashboard chart data (spec 000 §2, §9)', () => {
  it('keeps the top 4 states by count', () => {
    const loans = ['TX', 'TX', 'TX', 'NY', 'NY', 'CA', 'FL', 'FL', 'WA'].map((state) => makeLoan({ state }));
    expect(requestsByState(loans)).toEqual([
      { label: 'TX', count: 3 },
      { label: 'FL', count: 2 },
      { label: 'NY', count: 2 },
      { label: 'CA', count: 1 },
    ]);
  });

  it("labels an unknown property type 'Error'", () => {
    const loans = [makeLoan({ propertyType: 'Condo' }), makeLoan({ propertyType: 'Castle' })];
    expect(requestsByPropertyType(loans, PROPERTY_TYPES)).toEqual([
      { label: 'Condo', count: 1 },
      { label: 'Error', count: 1 },
    ]);
  });

  it('computes total, average and median value', () => {
    const loans = [100, 300, 200, 1000].map((amount) => makeLoan({ amount }));
    expect(valueSummary(loans)).toEqual({ total: 1600, average: 400, median: 250 });
    expect(valueSummary(loans.slice(0, 3))).toEqual({ total: 600, average: 200, median: 200 });
  });

  it('sums the expected closing value within 4, 14 and 30 days', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const nowEpoch = now.getTime() / 1000;
    const loans = [
      makeLoan({ amount: 1, expected_closing_epoch: nowEpoch + 2 * DAY }),
      makeLoan({ amount: 10, expected_closing_epoch: nowEpoch + 10 * DAY }),
      makeLoan({ amount: 100, expected_closing_epoch: nowEpoch + 20 * DAY }),
      makeLoan({ amount: 1000, expected_closing_epoch: nowEpoch - DAY }),
      makeLoan({ amount: 5000, expected_closing_epoch: null }),
    ];
    expect(expectedClosingValue(loans, now)).toEqual([
      { days: 4, value: 1, count: 1 },
      { days: 14, value: 11, count: 2 },
      { days: 30, value: 111, count: 3 },
    ]);
  });
});
