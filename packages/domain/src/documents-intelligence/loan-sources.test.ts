import { describe, expect, it } from 'vitest';
import { displayFact, factKindOfField, orderLoanSources } from './loan-sources';

describe('the sources browser and the assistant print a fact (issue 23 items 3 and 6)', () => {
  it('shows a date as mm/dd/yyyy, not ISO', () => {
    expect(displayFact('date', '2026-03-31')).toBe('03/31/2026');
    expect(displayFact('date', 'March 31, 2026')).toBe('03/31/2026');
    expect(displayFact('date', 'to be scheduled')).toBe('to be scheduled');
    expect(displayFact('money', 6_400_000)).toBe('$6,400,000');
  });

  it("orders a key's sources by the period they state, newest first, then the others best first", () => {
    const s = (source_key: string, period: string | null, priority: number, name: string) => ({
      source_key,
      period,
      priority,
      name,
    });
    const ordered = orderLoanSources([
      s('ending_balance', null, 2, 'application'),
      s('ending_balance', 'August 2026', 3, 'august'),
      s('ending_balance', null, 4, 'record'),
      s('account_holder', 'May 2026', 3, 'holder'),
      s('ending_balance', 'October 2026', 3, 'october'),
      s('ending_balance', 'September 2026', 3, 'september'),
      s('ending_balance', 'September 2026', 5, 'september staff edit'),
      s('ending_balance', 'December 2025', 3, 'december'),
    ]);
    expect(ordered.map((x) => x.name)).toEqual([
      'holder',
      'october',
      'september staff edit',
      'september',
      'august',
      'december',
      'record',
      'application',
    ]);
  });
});

describe("a field's kind from the field catalogue", () => {
  it('reads money, a year, a percentage and a date; anything else, or no number, as text', () => {
    expect(factKindOfField('median_household_income', 'Median Household Income', 85_000)).toBe('money');
    expect(factKindOfField('last_sale_year', 'Last Sale Year', 2019)).toBe('count');
    expect(factKindOfField('vacancy_rate', 'Vacancy Rate (%)', '5.5')).toBe('percent');
    expect(factKindOfField('last_sale_date', 'Last Sale Date', '2019-05-01')).toBe('date');
    expect(factKindOfField('median_rent', 'Median Rent', 'N/A')).toBe('text');
    expect(factKindOfField('flood_zone', 'Flood Zone', 'X')).toBe('text');
  });
});

describe('an area fact', () => {
  it('reads with its unit, as the property record and a report state it', () => {
    expect(displayFact('area', 9700)).toBe('9,700 sq ft');
    expect(displayFact(factKindOfField('building_sf', 'Building SF', 9700), 9700)).toBe('9,700 sq ft');
  });
});
