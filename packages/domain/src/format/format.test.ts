import { describe, expect, it } from 'vitest';
import { displayLoanName, cleanLoanName } from './loan-name';
import {
  abbreviateNumber,
  formatInterestRate,
  formatMoney,
  fractionToPercent,
  percentToFraction,
  median,
  formatPercentChange,
} from './numbers';
import {
  formatAnalysisDate,
  formatNotificationDateTime,
  formatUsDate,
  formatUsDateTime,
  formatLongDate,
  formatLongDateTime,
  formatLogTime,
  formatFileTime,
  isoDateToEpoch,
} from './dates';
import {
  documentSizeEstimate,
  fileKind,
  formatByDisplayFormat,
  formatPhone,
  prettifyKey,
  splitPhone,
} from './text';

describe('loan name display (000 §5)', () => {
  it('removes the five-digit code and the separator', () => {
    expect(displayLoanName('10042 - 118 Maple Ave')).toBe('118 Maple Ave');
    expect(displayLoanName('118 Maple Ave - 10042')).toBe('118 Maple Ave');
    expect(displayLoanName('10042')).toBe('');
  });
  it('keeps other numbers (street numbers, longer digit runs)', () => {
    expect(displayLoanName('10042 - 1180 Maple Ave')).toBe('1180 Maple Ave');
    expect(cleanLoanName('123456 Main')).toBe('123456 Main');
  });
  it('cuts text over 30 characters with an ellipsis', () => {
    const name = '10042 - 4500 Riverside Boulevard Apartments, Austin';
    const shown = displayLoanName(name);
    expect(shown.endsWith('...')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(33);
    expect(shown.startsWith('4500 Riverside Boulevard')).toBe(true);
    expect(displayLoanName('10042 - ' + 'a'.repeat(30))).toBe('a'.repeat(30));
    expect(displayLoanName('10042 - ' + 'a'.repeat(31))).toBe('a'.repeat(30) + '...');
  });
  it('handles missing names', () => {
    expect(displayLoanName(null)).toBe('');
  });
});

describe('abbreviations K/M/B/T/P/E to two decimals (000 §9)', () => {
  it.each([
    [999, '999'],
    [1000, '1.00K'],
    [1500, '1.50K'],
    [2_345_678, '2.35M'],
    [7.5e9, '7.50B'],
    [1.234e12, '1.23T'],
    [5e15, '5.00P'],
    [2.5e18, '2.50E'],
    [999_999, '1.00M'],
    [-1500, '-1.50K'],
  ])('%d -> %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });
  it('shows N/A for missing values', () => {
    expect(abbreviateNumber(null)).toBe('N/A');
  });
});

describe('money and percent', () => {
  it('formats dollars with thousands separators', () => {
    expect(formatMoney(1234567)).toBe('$1,234,567');
    expect(formatMoney('2500000.5')).toBe('$2,500,000.5');
    expect(formatMoney(-50)).toBe('-$50');
    expect(formatMoney(undefined)).toBe('N/A');
  });
  it('interest rate below 1 is shown x100 as a percent (000 §3)', () => {
    expect(formatInterestRate(0.105)).toBe('10.5%');
    expect(formatInterestRate(0.07)).toBe('7%');
    expect(formatInterestRate(12)).toBe('12%');
    expect(formatInterestRate(1)).toBe('1%');
    expect(formatInterestRate(null)).toBe('N/A');
  });
  it('percent fields are fractions shown x100', () => {
    expect(fractionToPercent(0.0125)).toBe(1.25);
    expect(percentToFraction(1.25)).toBe(0.0125);
  });
  it('median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});

describe('dates', () => {
  const epoch = Math.floor(new Date(2026, 0, 5, 14, 7).getTime() / 1000);
  it('US, analysis and notification formats', () => {
    expect(formatUsDate(epoch)).toBe('01/05/2026');
    expect(formatAnalysisDate(epoch)).toBe('01.05.2026');
    expect(formatNotificationDateTime(epoch)).toBe('05.01.2026 14:07');
    // Records' times (a lead submitted, a file sent): the US date and a 12-hour time.
    expect(formatUsDateTime(epoch)).toBe('01/05/2026 2:07 PM');
    expect(formatUsDateTime(new Date(2026, 10, 27, 9, 5))).toBe('11/27/2026 9:05 AM');
  });
  it('dates in words for borrowers, logs to the second, files beside the loan page', () => {
    expect(formatLongDate(epoch)).toBe('Jan 5, 2026');
    expect(formatLongDate('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatLongDateTime(epoch)).toBe('Jan 5, 2026 2:07 PM');
    expect(formatLogTime(epoch + 9)).toBe('Jan 5, 2026 2:07:09 PM');
    expect(formatFileTime(epoch)).toBe('01.05.2026 14:07');
    expect(formatLongDate(null)).toBe('N/A');
  });
  it("'Invalid date' and 'N/A'", () => {
    expect(formatUsDate('not a date')).toBe('Invalid date');
    expect(formatUsDate(null)).toBe('N/A');
  });
  it('ISO dates must be real calendar days', () => {
    expect(isoDateToEpoch('2001-02-28')).toBe(Date.UTC(2001, 1, 28) / 1000);
    expect(isoDateToEpoch('2001-02-30')).toBeNull();
    expect(isoDateToEpoch('02/03/2001')).toBeNull();
  });
});

describe('text helpers', () => {
  it('phone as code-number', () => {
    expect(formatPhone('512', '5550142')).toBe('512-5550142');
    expect(splitPhone('512-5550142')).toEqual({ phone_code: '512', phone_number: '5550142' });
  });
  it('prettifies keys', () => {
    expect(prettifyKey('borrower_first_name')).toBe('Borrower First Name');
    expect(prettifyKey('ein')).toBe('Ein');
  });
  it('file kinds', () => {
    expect(fileKind('statement.PDF')).toBe('pdf');
    expect(fileKind('image/png')).toBe('image');
    expect(fileKind('photo.heic')).toBe('heic');
    expect(fileKind('notes.docx')).toBe('other');
  });
  it('document size estimate: 1.14 MB each, GB above 1024 MB', () => {
    expect(documentSizeEstimate(10)).toBe('11.40 MB');
    expect(documentSizeEstimate(1000)).toBe('1.11 GB');
  });
  it('display formats 0-4', () => {
    expect(formatByDisplayFormat('abc', 0)).toBe('abc');
    expect(formatByDisplayFormat(12.5, 1)).toBe('12.5%');
    expect(formatByDisplayFormat(0.125, 2)).toBe('12.5%');
    expect(formatByDisplayFormat(1500, 3)).toBe('1,500$');
    expect(formatByDisplayFormat(null, 4)).toBe('N/A');
  });
});

describe('percent change', () => {
  it('signs a rise, not a fall or no change, to one decimal', () => {
    expect(formatPercentChange(2753)).toBe('+2753.0%');
    expect(formatPercentChange(-3)).toBe('-3.0%');
    expect(formatPercentChange(0)).toBe('0.0%');
  });
});
