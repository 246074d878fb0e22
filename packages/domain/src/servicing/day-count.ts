// Day-count conventions (issue 19): the days a period counts and the year basis its interest
// divides by. Dates are calendar dates (YYYY-MM-DD) handled as UTC day numbers, never local time.
import type { Fraction } from './money';

export const DAY_COUNTS = ['30/360', 'actual/360', 'actual/365', 'actual/actual'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

export type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const isLeap = (year: number): boolean => daysInMonth(year, 2) === 29;

/** "2024-02-29" -> a date; null for a malformed or impossible date ("2023-02-29"). */
export const parseDate = (text: string): CalendarDate | null => {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

export const formatDate = (date: CalendarDate): string =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** Days since 1970-01-01 (a serial day number for differences and comparisons). */
export const dayNumber = (date: CalendarDate): number =>
  Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY;

export const fromDayNumber = (serial: number): CalendarDate => {
  const date = new Date(serial * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** The date `months` months after `date`, on `anchorDay` clamped to the month's end (Jan 31 -> Feb 29). */
export const addMonths = (date: CalendarDate, months: number, anchorDay = date.day): CalendarDate => {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(anchorDay, daysInMonth(year, month)) };
};

/** Whole calendar months from `start` to `end` when `end` is exactly that many months on, else null. */
const wholeMonths = (start: CalendarDate, end: CalendarDate): number | null => {
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  if (months <= 0) return null;
  const landed = addMonths(start, months);
  return dayNumber(landed) === dayNumber(end) ? months : null;
};

/**
 * 30/360 days: a whole month counts 30 (issue 19), a broken period by the US (NASD) rule:
 * a 31st start counts as the 30th, and a 31st end too when the start is the 30th or 31st.
 */
const days360 = (start: CalendarDate, end: CalendarDate): number => {
  const months = wholeMonths(start, end);
  if (months !== null) return months * 30;
  const d1 = Math.min(start.day, 30);
  const d2 = end.day === 31 && d1 === 30 ? 30 : end.day;
  return (end.year - start.year) * 360 + (end.month - start.month) * 30 + (d2 - d1);
};

/** The days a period counts under the convention (actual days unless 30/360). */
export const periodDays = (convention: DayCount, start: CalendarDate, end: CalendarDate): number =>
  convention === '30/360' ? days360(start, end) : dayNumber(end) - dayNumber(start);

/**
 * The period's exact fraction of a year. actual/actual is the ISDA rule: days falling in a leap
 * year count over 366, the others over 365.
 */
export const yearFraction = (convention: DayCount, start: CalendarDate, end: CalendarDate): Fraction => {
  switch (convention) {
    case '30/360':
      return { num: BigInt(days360(start, end)), den: 360n };
    case 'actual/360':
      return { num: BigInt(dayNumber(end) - dayNumber(start)), den: 360n };
    case 'actual/365':
      return { num: BigInt(dayNumber(end) - dayNumber(start)), den: 365n };
    case 'actual/actual': {
      let leapDays = 0;
      let otherDays = 0;
      for (let year = start.year; year <= end.year; year += 1) {
        const from = Math.max(dayNumber(start), dayNumber({ year, month: 1, day: 1 }));
        const to = Math.min(dayNumber(end), dayNumber({ year: year + 1, month: 1, day: 1 }));
        if (to <= from) continue;
        if (isLeap(year)) leapDays += to - from;
        else otherDays += to - from;
      }
      return { num: BigInt(leapDays * 365 + otherDays * 366), den: 365n * 366n };
    }
  }
};
