import { describe, expect, it } from 'vitest';
import { countByStatus, EMPTY_FILTERS, filterLoans } from './filter-loans';
import { makeLoan } from './test-loans';

describe('filterLoans (spec 000 §2, §5)', () => {
  const maple = makeLoan({
    name: '10042 - 118 Maple Ave, Austin',
    propertyType: 'Condo',
    purpose: 'Purchase',
  });
  const oak = makeLoan({ name: '10043 - 7 Oak Street, Denver', propertyType: 'Land', purpose: 'Refinance' });
  const pine = makeLoan({ name: '10044 - 9 Pine Road, Boston', propertyType: 'Condo', purpose: 'Refinance' });
  const loans = [maple, oak, pine];

  it('searches the displayed name case-insensitively', () => {
    expect(filterLoans(loans, { ...EMPTY_FILTERS, search: 'mAPLE' })).toEqual([maple]);
  });

  it('does not match the five-digit code that the display removes', () => {
    expect(filterLoans(loans, { ...EMPTY_FILTERS, search: '10043' })).toEqual([]);
  });

  it('combines property type and purpose with AND, each multi-select with OR', () => {
    expect(filterLoans(loans, { ...EMPTY_FILTERS, propertyTypes: ['Condo'] })).toEqual([maple, pine]);
    expect(
      filterLoans(loans, { ...EMPTY_FILTERS, propertyTypes: ['Condo'], purposes: ['Refinance'] }),
    ).toEqual([pine]);
    expect(
      filterLoans(loans, { ...EMPTY_FILTERS, propertyTypes: ['Condo', 'Land'], purposes: ['Refinance'] }),
    ).toEqual([oak, pine]);
  });

  it('uses the first property for the property type', () => {
    const mixed = makeLoan({ propertyType: 'Land' });
    mixed.properties.push({ ...mixed.properties[0]!, id: 'second', property_type: 'Condo' });
    expect(filterLoans([mixed], { ...EMPTY_FILTERS, propertyTypes: ['Condo'] })).toEqual([]);
  });

  it('filters by the selected status card', () => {
    const funded = makeLoan({ status: { state: 'Underwriting', suggested_steps: [] } });
    expect(filterLoans([...loans, funded], { ...EMPTY_FILTERS, status: 'Underwriting' })).toEqual([funded]);
  });

  it('counts loans per status', () => {
    const counts = countByStatus([
      maple,
      oak,
      makeLoan({ status: { state: 'Rejected', suggested_steps: [] } }),
    ]);
    expect(counts.total).toBe(3);
    expect(counts.byStatus.get('Preliminary')).toBe(2);
    expect(counts.byStatus.get('Rejected')).toBe(1);
  });
});

describe('sortLoans (spec 000 §2: default amount descending)', () => {
  it('sorts by amount descending and by status in pipeline order', async () => {
    const { sortLoans } = await import('./sort-loans');
    const small = makeLoan({ amount: 10, status: { state: 'Rejected', suggested_steps: [] } });
    const big = makeLoan({ amount: 1000, status: { state: 'Preliminary', suggested_steps: [] } });
    const mid = makeLoan({ amount: 100, status: { state: 'Underwriting', suggested_steps: [] } });
    expect(sortLoans([small, big, mid], [{ id: 'amount', desc: true }])).toEqual([big, mid, small]);
    expect(sortLoans([small, big, mid], [{ id: 'status', desc: false }])).toEqual([big, mid, small]);
  });
});
