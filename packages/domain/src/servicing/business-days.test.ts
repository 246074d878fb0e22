// The ACH business-day calendar against the Federal Reserve's own published holiday schedules
// (frbservices.org, "Holiday Schedules": the Reserve Banks' closed days for 2026 and 2027, where a
// holiday on a Saturday is listed but the Banks are open the Friday before, and a Sunday one is
// observed the Monday after).
import { describe, expect, it } from 'vitest';
import { parseDate } from './day-count';
import {
  businessDayOnOrAfter,
  federalReserveHolidays,
  isBusinessDay,
  nextBusinessDay,
} from './business-days';

// The Fed's 2026 list: July 4 falls on a Saturday (no weekday closing).
const FED_2026 = [
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
];
// The Fed's 2027 list: Juneteenth and Christmas fall on Saturdays (open the Friday before);
// Independence Day falls on a Sunday and is observed Monday July 5.
const FED_2027 = [
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-07-05',
  '2027-09-06',
  '2027-10-11',
  '2027-11-11',
  '2027-11-25',
];

const day = (text: string) => parseDate(text)!;

describe('Federal Reserve holidays', () => {
  it('match the published 2026 and 2027 schedules exactly', () => {
    expect(federalReserveHolidays(2026)).toEqual(FED_2026);
    expect(federalReserveHolidays(2027)).toEqual(FED_2027);
  });

  it('a Saturday holiday leaves the Friday before open; a Sunday one closes the Monday after', () => {
    expect(isBusinessDay(day('2026-07-03'))).toBe(true); // Friday before Saturday July 4
    expect(isBusinessDay(day('2027-06-18'))).toBe(true); // Friday before Saturday Juneteenth
    expect(isBusinessDay(day('2027-12-24'))).toBe(true); // Friday before Saturday Christmas
    expect(isBusinessDay(day('2027-07-05'))).toBe(false); // Monday after Sunday July 4
    expect(isBusinessDay(day('2022-06-20'))).toBe(false); // first Juneteenth, a Sunday
    expect(federalReserveHolidays(2021)).not.toContain('2021-06-18'); // before Juneteenth existed
  });
});

describe('effective entry dates', () => {
  it('skip weekends and holidays', () => {
    expect(businessDayOnOrAfter('2026-11-26')).toBe('2026-11-27'); // Thanksgiving -> Friday
    expect(businessDayOnOrAfter('2026-07-04')).toBe('2026-07-06'); // Saturday -> Monday
    expect(businessDayOnOrAfter('2027-01-16')).toBe('2027-01-19'); // Sat, Sun, MLK Monday -> Tuesday
    expect(businessDayOnOrAfter('2026-12-24')).toBe('2026-12-24'); // a Thursday, open
    expect(nextBusinessDay('2026-12-24')).toBe('2026-12-28'); // Christmas Friday, weekend
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04'); // New Year's Friday, weekend
  });

  it('every weekday of 2026 and 2027 that is not on the lists is a business day', () => {
    const closed = new Set([...FED_2026, ...FED_2027]);
    let open = 0;
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const date = new Date(t);
      const text = date.toISOString().slice(0, 10);
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
      expect(isBusinessDay(day(text)), text).toBe(!weekend && !closed.has(text));
      if (!weekend && !closed.has(text)) open += 1;
    }
    expect(open).toBe(261 - 10 + 261 - 9);
  });
});
