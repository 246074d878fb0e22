// The ACH business-day calendar (issue 19 item 4): an effective entry date is a day the Federal
// Reserve Banks settle, so not a Saturday, a Sunday or a Federal Reserve holiday. The holidays are
// rules, not a list of dates, so every year is covered:
//   fixed dates: New Year's Day (Jan 1), Juneteenth (June 19, from 2022), Independence Day (July 4),
//   Veterans Day (Nov 11), Christmas (Dec 25);
//   weekdays: Martin Luther King Jr. Day (3rd Monday of January), Washington's Birthday (3rd Monday
//   of February), Memorial Day (last Monday of May), Labor Day (1st Monday of September), Columbus
//   Day (2nd Monday of October), Thanksgiving (4th Thursday of November).
// Observed dates follow the Federal Reserve's rule, not the federal government's: a fixed holiday
// on a Sunday is observed the Monday after; one on a Saturday is not moved (the Reserve Banks are
// open the Friday before), so that Saturday is simply a weekend day.
import { dayNumber, daysInMonth, formatDate, fromDayNumber, parseDate, type CalendarDate } from './day-count';

/** 0 = Sunday ... 6 = Saturday (1970-01-01, day 0, was a Thursday). */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

const nthWeekday = (year: number, month: number, want: number, n: number) => {
  const first = dayNumber({ year, month, day: 1 });
  return first + ((want - weekday(first) + 7) % 7) + (n - 1) * 7;
};

const lastWeekday = (year: number, month: number, want: number) => {
  const last = dayNumber({ year, month, day: daysInMonth(year, month) });
  return last - ((weekday(last) - want + 7) % 7);
};

/** A fixed-date holiday as the Reserve Banks close for it: Sunday -> Monday; Saturday -> none. */
const observedFixed = (year: number, month: number, day: number): number[] => {
  const date = dayNumber({ year, month, day });
  const wd = weekday(date);
  if (wd === 6) return [];
  return [wd === 0 ? date + 1 : date];
};

/** The Federal Reserve holidays of a year, as the days the Reserve Banks are closed for them. */
export const federalReserveHolidays = (year: number): string[] =>
  [
    ...observedFixed(year, 1, 1),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    lastWeekday(year, 5, 1),
    ...(year >= 2022 ? observedFixed(year, 6, 19) : []),
    ...observedFixed(year, 7, 4),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    ...observedFixed(year, 11, 11),
    nthWeekday(year, 11, 4, 4),
    ...observedFixed(year, 12, 25),
  ]
    .sort((a, b) => a - b)
    .map((day) => formatDate(fromDayNumber(day)));

const holidayCache = new Map<number, Set<string>>();
const holidaysOf = (year: number) => {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(federalReserveHolidays(year));
    holidayCache.set(year, set);
  }
  return set;
};

/** Whether ACH entries can settle on the date: a weekday that is not a Federal Reserve holiday. */
export const isBusinessDay = (date: CalendarDate): boolean => {
  const wd = weekday(dayNumber(date));
  return wd !== 0 && wd !== 6 && !holidaysOf(date.year).has(formatDate(date));
};

/** The date itself when it is a business day, else the next business day (YYYY-MM-DD in, out). */
export const businessDayOnOrAfter = (text: string): string => {
  let day = dayNumber(parseDate(text)!);
  while (!isBusinessDay(fromDayNumber(day))) day += 1;
  return formatDate(fromDayNumber(day));
};

/** The first business day after the date (the earliest effective date of a next-day ACH debit). */
export const nextBusinessDay = (text: string): string =>
  businessDayOnOrAfter(formatDate(fromDayNumber(dayNumber(parseDate(text)!) + 1)));
