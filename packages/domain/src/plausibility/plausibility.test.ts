import { describe, expect, it } from 'vitest';
import type { ScoringInput, ScoringModelDef } from '../scoring/engine';
import { checkPropertyFigures, checkReportItem } from './property';
import { checkValue } from './rules';
import { checkScoringInput, scoreLoanChecked } from './scoring-input';

describe('plausibility rules (published-style bounds)', () => {
  it('accepts figures inside the bounds and keeps missing values missing', () => {
    expect(checkValue('year_built', 1968)).toEqual({ value: 1968, implausible: null });
    expect(checkValue('credit_score', 712)).toEqual({ value: 712, implausible: null });
    expect(checkValue('vacancy_rate', 6.5)).toEqual({ value: 6.5, implausible: null });
    expect(checkValue('estimated_value', '9,987,000')).toEqual({ value: 9_987_000, implausible: null });
    expect(checkValue('year_built', null)).toBeNull();
    expect(checkValue('year_built', '')).toBeNull();
  });

  it('flags years outside 1800..this year + 2 without separators in the reason', () => {
    const next = new Date().getUTCFullYear() + 2;
    expect(checkValue('year_built', next)?.implausible).toBeNull();
    expect(checkValue('details.year_built', next + 1)?.implausible).toBe(
      `Year built ${next + 1} is outside the plausible range 1800 to ${next}`,
    );
    expect(checkValue('year_built', 1799)?.value).toBeNull();
    expect(checkValue('year_built', 1968.5)?.implausible).toBe('Year built 1968.5 is not a whole number');
    expect(checkValue('number_of_units', 1234.5)?.implausible).toMatch(/ 1,234\.5 is not a whole number$/);
  });

  it('flags FICO scores outside 300..850, shares outside 0..100, negative money', () => {
    expect(checkValue('credit_score', 900)?.implausible).toMatch(/Credit score 900 is outside .* 300 to 850/);
    expect(checkValue('credit_score', 299)?.value).toBeNull();
    expect(checkValue('vacancy_rate', 140)?.implausible).toMatch(/140%.*0% to 100%/);
    expect(checkValue('ownership_percentage', -5)?.value).toBeNull();
    expect(checkValue('liquidity', -10)?.implausible).toMatch(/Liquidity -\$10 is outside/);
    expect(checkValue('purchase_price', 5_000_000_000)?.implausible).toMatch(/\$5,000,000,000/);
    expect(checkValue('ltv', 0)?.value).toBeNull();
    expect(checkValue('ltv', 80)?.value).toBe(80);
    expect(checkValue('interest_rate', 0.105)?.value).toBe(0.105);
    expect(checkValue('interest_rate', 10.5)?.implausible).toMatch(/1,050%.*50%/);
    expect(checkValue('bankruptcies', 1.5)?.value).toBeNull();
    expect(checkValue('net_worth', 'lots')?.implausible).toBe('Net worth "lots" is not a number');
  });

  it('applies the type default to uncatalogued fields (a year, a share, money)', () => {
    expect(checkValue('year_renovated', 3000)?.value).toBeNull();
    expect(checkValue('Population Growth (%)', 250)?.value).toBeNull();
    expect(checkValue('total_deposits', -1)?.value).toBeNull();
    expect(checkValue('page_count', 12)?.value).toBe(12);
  });
});

describe('property figures checked together', () => {
  it('flags 89 units on 9,700 sq ft and 0 units on a 6,450 sq ft building (the issue)', () => {
    expect(checkPropertyFigures({ units: 89, square_footage: 9_700 }).units?.implausible).toBe(
      '89 units on 9,700 sq ft is 109 sq ft per unit (at least 150 needed)',
    );
    expect(checkPropertyFigures({ units: 0, square_footage: 6_450 }).units?.implausible).toBe(
      '0 units on a 6,450 sq ft building: a building has at least one unit',
    );
    expect(checkPropertyFigures({ units: 8, square_footage: 6_450 }).units?.value).toBe(8);
    // Land: no building, no units; 0 sq ft is an answer, 40 sq ft is not.
    const land = checkPropertyFigures({ units: 0, square_footage: 0 });
    expect([land.units?.value, land.square_footage?.value]).toEqual([0, 0]);
    expect(checkValue('building_sf', 40)?.implausible).toBe(
      'Building area 40 sq ft is outside the plausible range 100 sq ft to 5,000,000 sq ft',
    );
  });

  it("flags the issue's $25,680 rent per unit, and a rent 20x away from the policy threshold", () => {
    const wrong = checkPropertyFigures({ rent_per_unit: 25_680, policy_rent: 900 }).rent_per_unit;
    expect(wrong?.value).toBeNull();
    expect(wrong?.implausible).toBe('Rent per unit $25,680 is outside the plausible range $100 to $20,000');
    expect(checkPropertyFigures({ rent_per_unit: 19_000, policy_rent: 900 }).rent_per_unit?.implausible).toBe(
      "Rent per unit $19,000 is 21.1x away from the policy's $900: not a monthly rent per unit",
    );
    // A luxury house's $9,700 against a $900 minimum is high, not implausible.
    expect(checkPropertyFigures({ rent_per_unit: 9_700, policy_rent: 900 }).rent_per_unit?.value).toBe(9_700);
    expect(checkPropertyFigures({ rent_per_unit: 1_450, policy_rent: 900 }).rent_per_unit?.value).toBe(1_450);
  });

  it('flags a rent more than 3x away from the market median and a rent per sq ft above $15', () => {
    expect(
      checkPropertyFigures({ rent_per_unit: 6_000, market_rent: 1_500 }).rent_per_unit?.implausible,
    ).toBe('Rent per unit $6,000 is 4x away from the market median $1,500');
    expect(checkPropertyFigures({ rent_per_unit: 1_900, market_rent: 1_500 }).rent_per_unit?.value).toBe(
      1_900,
    );
    expect(
      checkPropertyFigures({ rent_per_unit: 9_000, units: 10, square_footage: 4_000 }).rent_per_unit
        ?.implausible,
    ).toMatch(/\$22.50 per sq ft a month \(at most \$15\)/);
  });
});

describe('score inputs', () => {
  const input = (): ScoringInput => ({
    loan: { id: 'l', name: 'Loan', amount: 500_000, purchase_price: 700_000, interest_rate: 0.11 },
    properties: [
      {
        id: 'p',
        address_address: '12 Elm St',
        number_of_units: 89,
        purchase_price: 700_000,
        details: { total_square_footage: 9_700, year_built: 1968 },
      },
    ],
    borrowers: [{ id: 'b', first_name: 'Ann', last_name: 'Lee', credit_score: 9_999, liquidity: 300_000 }],
    neighborhoods: [],
  });

  it('takes implausible values out of the input and lists each with its reason', () => {
    const { input: checked, implausible } = checkScoringInput(input());
    expect(checked.properties[0]!.number_of_units).toBeNull();
    expect(checked.properties[0]!.details).toEqual({ total_square_footage: 9_700, year_built: 1968 });
    expect(checked.borrowers[0]!.credit_score).toBeNull();
    expect(checked.borrowers[0]!.liquidity).toBe(300_000);
    expect(implausible.map((i) => [i.table, i.entity, i.key])).toEqual([
      ['property', '12 Elm St', 'number_of_units'],
      ['borrower', 'Ann Lee', 'credit_score'],
    ]);
  });

  it('scores an implausible input N/A with the reason, never with the value', () => {
    const model: ScoringModelDef = {
      id: 'm',
      name: 'M',
      groups: [
        {
          id: 'g',
          name: 'Credit',
          category: 'borrowers',
          variables: [
            {
              id: 'v',
              name: 'Credit score',
              math_function: 'first',
              value_type: 'INTEGER',
              locations: [{ table: 'borrower', key: 'credit_score', label: 'Credit score' }],
              rules: [{ id: 'r', condition: '>', criteria: '700', score: 10 }],
            },
          ],
        },
      ],
    };
    const result = scoreLoanChecked(model, input());
    const variable = result.borrowers.variables[0]!;
    expect(variable.value).toBeNull();
    expect(variable.variable_final_score).toBeNull();
    expect(variable.na_reason).toBe(
      'Implausible value: Credit score 9999 is outside the plausible range 300 to 850',
    );
    expect(result.score).toBeNull();
  });
});

describe('a market figure that is itself implausible', () => {
  it('is no yardstick for the stated rent', () => {
    const checks = checkPropertyFigures({ rent_per_unit: 1_350, market_rent: 25_680, policy_rent: 900 });
    expect(checks.rent_per_unit?.value).toBe(1_350);
  });
});

describe('report items checked with their section', () => {
  const items = [
    { key: 'units', value: 89 },
    { key: 'building_sf', value: 9_700 },
    { key: 'median_rent', value: 25_680 },
    { key: 'year_built', value: 1968 },
    { key: 'flood_zone', value: 'AE' },
  ];
  it('flags units against the area of the same report and a rent against the policy', () => {
    expect(checkReportItem(items, items[0]!)?.implausible).toMatch(/^89 units on 9,700 sq ft/);
    expect(checkReportItem(items, items[2]!)?.implausible).toMatch(/\$25,680 is outside the plausible range/);
    const annual = { key: 'median_rent', value: 18_500 };
    expect(checkReportItem([annual], annual)?.value).toBe(18_500);
    expect(checkReportItem([annual], annual, 900)?.implausible).toMatch(/20.6x away from the policy's \$900/);
    expect(checkReportItem(items, items[3]!)?.value).toBe(1968);
    expect(checkReportItem(items, items[4]!)).toBeNull();
  });
});
