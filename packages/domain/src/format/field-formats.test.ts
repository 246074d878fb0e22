import { describe, expect, it } from 'vitest';
import {
  fieldFormat,
  formatAs,
  formatCount,
  formatCurrency,
  formatDataPointValue,
  formatFieldValue,
  formatPercent,
  formatYear,
  locationFormat,
} from './field-formats';

describe('one formatting module', () => {
  it('prints money with its currency, whole dollars without cents', () => {
    expect(formatCurrency(1_234_567)).toBe('$1,234,567');
    expect(formatCurrency(1_234_567.89)).toBe('$1,234,567.89');
    expect(formatCurrency(1_234_567.5)).toBe('$1,234,567.50');
    expect(formatCurrency(-250)).toBe('-$250');
    expect(formatCurrency(24_900, { cents: true })).toBe('$24,900.00');
    expect(formatCurrency(-3.5, { cents: true })).toBe('-$3.50');
    expect(formatCurrency(null)).toBe('N/A');
  });

  it('prints years without separators, counts and percentages', () => {
    expect(formatYear(1968)).toBe('1968');
    expect(formatYear('2024')).toBe('2024');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatAs('fraction', 0.105)).toBe('10.5%');
    expect(formatAs('date', 1_790_000_000)).toMatch(/^\d{2}\/\d{2}\/2026$/);
    expect(formatAs('area', 9_700)).toBe('9,700 sq ft');
    expect(formatAs('money', true)).toBe('Yes');
    expect(formatAs('money', 'Not provided')).toBe('Not provided');
  });

  it('knows report fields by key, and uncatalogued ones by their label', () => {
    expect(formatFieldValue('estimated_value', 9_987_000, 'Estimated Value')).toBe('$9,987,000');
    expect(formatFieldValue('year_built', 1968, 'Year Built')).toBe('1968');
    expect(formatFieldValue('details.year_built', 1968)).toBe('1968');
    expect(formatFieldValue('vacancy_rate', 6.4, 'Vacancy Rate (%)')).toBe('6.4%');
    expect(formatFieldValue('credit_score', 712)).toBe('712');
    expect(fieldFormat('x_renovation_year', 'Renovation Year')).toBe('year');
    expect(fieldFormat('escrow', 'Escrow Balance')).toBe('money');
    expect(fieldFormat('x', 'Share of Units (%)')).toBe('percent');
    expect(fieldFormat('x', 'Comparable Listings Count')).toBe('count');
    expect(fieldFormat('x', 'Pull Type')).toBe('number');
  });

  it('knows the scoring data locations by their label', () => {
    expect(formatAs(locationFormat('Year built'), 1968)).toBe('1968');
    expect(formatAs(locationFormat('Loan amount'), 1_250_000)).toBe('$1,250,000');
    expect(formatAs(locationFormat('Interest rate (fraction)'), 0.105)).toBe('10.5%');
    expect(locationFormat('Something else')).toBe('number');
  });

  it("prints a document's data points by their field: money, counts, years, identifiers, lists", () => {
    expect(formatDataPointValue('ending_balance', 35_600.1)).toBe('$35,600.10');
    expect(formatDataPointValue('total_withdrawals', 4_900)).toBe('$4,900');
    expect(formatDataPointValue('unit_count', 1_200)).toBe('1,200');
    expect(formatDataPointValue('year_built', 1968)).toBe('1968');
    expect(formatDataPointValue('account_number_last4', '****3109')).toBe('****3109');
    expect(formatDataPointValue('license_number', 12_345_678)).toBe('12345678');
    expect(formatDataPointValue('statement_period_end', '03/31/2026')).toBe('03/31/2026');
    expect(formatDataPointValue('members', ['Jordan Avery', 'Sam Lee'])).toBe('Jordan Avery, Sam Lee');
    expect(formatDataPointValue('is_overdrawn', false)).toBe('No');
    expect(formatDataPointValue('bank_name', 'N/A')).toBe('N/A');
    expect(formatDataPointValue('ending_balance', null)).toBe('N/A');
  });
});
