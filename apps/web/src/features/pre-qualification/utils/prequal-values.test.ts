import { describe, expect, it } from 'vitest';
import { formatMoney, isMoneyText, parseMoney, phoneDigits } from './input-sanitizers';
import { emptyProperty, isPurchasePriceAsked, withPropertyType } from './prequal-values';

describe('pre-qualification form values', () => {
  it('clears the fields a new property type does not have (002 §2.1)', () => {
    const mixed = {
      ...emptyProperty(),
      propertyType: 'Mixed use',
      numberOfCommercialUnits: 3,
      currentGrossIncomeCommercial: 9000,
      bedrooms: '' as const,
      totalSquareFootage: 1200,
    };
    const land = withPropertyType(mixed, 'Land');
    expect(land.propertyType).toBe('Land');
    expect(land.numberOfCommercialUnits).toBe('');
    expect(land.currentGrossIncomeCommercial).toBeNull();
    expect(land.totalSquareFootage).toBe(1200);
    const family = withPropertyType({ ...mixed, numberOfUnits: 4 }, '2-4 Family');
    expect(family.numberOfUnits).toBe(4);
    expect(family.numberOfCommercialUnits).toBe('');
  });

  it('does not ask the purchase price for a refinance bought more than 365 days ago (002 §5)', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(isPurchasePriceAsked({ purposeOfLoan: 'Purchase', purchaseDate: now - 800 * 86400 })).toBe(true);
    expect(isPurchasePriceAsked({ purposeOfLoan: 'Refinance', purchaseDate: now - 30 * 86400 })).toBe(true);
    expect(isPurchasePriceAsked({ purposeOfLoan: 'Refinance', purchaseDate: now - 400 * 86400 })).toBe(false);
  });

  it('keeps money as digits and commas only, stored without commas (002 §5)', () => {
    expect(isMoneyText('1,250,000')).toBe(true);
    expect(isMoneyText('1.5e6')).toBe(false);
    expect(parseMoney('1,250,000')).toBe(1250000);
    expect(parseMoney('')).toBeNull();
    expect(formatMoney(1250000)).toBe('1,250,000');
    expect(formatMoney(null)).toBe('');
    expect(phoneDigits('+1 (202) 555-0143 ext')).toBe('1202555014');
  });
});
