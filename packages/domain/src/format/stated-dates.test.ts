import { describe, expect, it } from 'vitest';
import { dayOfText, formatCalendarDay, formatStatedDate, periodMonthIndex } from './dates';
import { formatDataPointValue } from './field-formats';

describe('dates a source states, shown as every date on screen (issue 23 item 6)', () => {
  it('reads a day written as ISO, US or words, and only a real day', () => {
    expect(dayOfText('2026-03-31')).toBe('2026-03-31');
    expect(dayOfText('3/31/2026')).toBe('2026-03-31');
    expect(dayOfText('March 31, 2026')).toBe('2026-03-31');
    expect(dayOfText('Sept. 1 2026')).toBe('2026-09-01');
    expect(dayOfText('2026-02-30')).toBeNull();
    expect(dayOfText('03/01/2026 - 03/31/2026')).toBeNull();
  });

  it('prints a stated day as mm/dd/yyyy and leaves other text as written', () => {
    expect(formatStatedDate('2026-03-31')).toBe('03/31/2026');
    expect(formatStatedDate('August 31, 2026')).toBe('08/31/2026');
    expect(formatStatedDate('pending')).toBe('pending');
  });

  it("prints a document's date data point as the panels show dates", () => {
    expect(formatDataPointValue('closing_date', '2026-04-15')).toBe('04/15/2026');
    expect(formatDataPointValue('effective_date', 'May 1, 2026')).toBe('05/01/2026');
    // An identifier made of digits is not a date.
    expect(formatDataPointValue('account_number_last4', '2026')).toBe('2026');
  });

  it('places a period by its month, a month without its year after every dated one', () => {
    const order = ['March 2026', 'as of 11/28/2026', 'December 2025', 'April', '2026-04-30'].sort(
      (a, b) => (periodMonthIndex(b) ?? -1) - (periodMonthIndex(a) ?? -1),
    );
    expect(order).toEqual(['as of 11/28/2026', '2026-04-30', 'March 2026', 'December 2025', 'April']);
    expect(periodMonthIndex('no period')).toBeNull();
    expect(periodMonthIndex(null)).toBeNull();
  });
});

describe('a calendar day kept as its UTC midnight', () => {
  it('reads as the stored day, mm/dd/yyyy', () => {
    expect(formatCalendarDay(Date.UTC(2026, 2, 1) / 1000)).toBe('03/01/2026');
    expect(formatCalendarDay(null)).toBe('N/A');
  });
});
