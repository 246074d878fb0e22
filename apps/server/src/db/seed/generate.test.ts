// The generated demo properties are plausible (issue 23 item 1): units agree with square footage,
// the stated rent per unit with the market, years built are sane, land has no building.
import { describe, expect, it } from 'vitest';
import { PLAUSIBLE } from '../../integrations/reports/sandbox-market';
import { generateLoans } from './generate';

const loans = generateLoans({
  seed: 31_337,
  count: 800,
  firstHumanId: 10_001,
  now: 1_790_000_000,
  borrowerKeys: [1, 2, 3],
  contactKeys: { brokers: [1], others: [2] },
  richActivities: false,
});
const properties = loans.flatMap((loan) => loan.properties);

describe('generated demo properties', () => {
  it('give every residential unit 550-1,600 sq ft of building and land no building', () => {
    for (const p of properties) {
      const sqft = Number(p.details.total_square_footage);
      if (p.property_type === 'Land') {
        expect([p.number_of_units, sqft]).toEqual([0, 0]);
        continue;
      }
      expect(p.number_of_units).toBeGreaterThan(0);
      if (p.number_of_units < 2) continue;
      const residential = sqft - p.number_of_commercial_units * 1_400;
      expect(
        residential / p.number_of_units,
        `${p.property_type} ${p.number_of_units} units`,
      ).toBeGreaterThanOrEqual(PLAUSIBLE.sfPerUnit.min);
      expect(residential / p.number_of_units).toBeLessThanOrEqual(PLAUSIBLE.sfPerUnit.max);
    }
  });

  it('state a market rent per unit, a sane year built, and a price per unit a market would pay', () => {
    for (const p of properties) {
      if (p.property_type === 'Land') {
        // No building: no rent, no year built, not occupied.
        expect(p.details.rent_per_unit).toBeUndefined();
        expect(p.details.year_built).toBeUndefined();
        expect(p.details.is_occupied).toBeUndefined();
        continue;
      }
      const year = Number(p.details.year_built);
      expect(year).toBeGreaterThanOrEqual(PLAUSIBLE.yearBuilt.min);
      expect(year).toBeLessThanOrEqual(PLAUSIBLE.yearBuilt.max);
      const rent = Number(p.details.rent_per_unit);
      expect(rent).toBeGreaterThanOrEqual(PLAUSIBLE.rentPerUnit.min);
      expect(rent).toBeLessThanOrEqual(PLAUSIBLE.rentPerUnit.max);
      // Gross rent multiplier (price over a year's rent) in the range lenders see: 6 to 30.
      const grm = p.purchase_price / (rent * (p.number_of_units + p.number_of_commercial_units * 2) * 12);
      expect(grm, `${p.property_type} at ${p.purchase_price}`).toBeGreaterThan(4);
      expect(grm).toBeLessThan(40);
    }
  });
});
