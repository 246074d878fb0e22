// Dates in an answer scored as days, whatever their form (issue 23 item 6): the assistant shows a
// date as every screen does ('03/14/2026') while a bank may state it as the truth keeps it
// ('2026-03-14'); both are the same day, and any other day is a wrong figure, never a near number.
import { dayOfText, MONTH_NAMES } from '@lending/domain';

const MONTH_WORDS = [...MONTH_NAMES, ...MONTH_NAMES.map((m) => m.slice(0, 3)), 'Sept']
  .sort((a, b) => b.length - a.length)
  .join('|');
const DAY = new RegExp(
  String.raw`\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{4}\b|\b(?:${MONTH_WORDS})\.? \d{1,2},? \d{4}\b`,
  'gi',
);

/** The days a text states, as 'YYYY-MM-DD' ('due 12/01/2026' -> ['2026-12-01']). */
export const daysIn = (text: string): string[] =>
  [...text.matchAll(DAY)].map((m) => dayOfText(m[0])).filter((d): d is string => d !== null);

/** The text without its dates, so their parts are not read as figures (03/14/2026 is not 3 and 14). */
export const withoutDays = (text: string): string => text.replace(DAY, ' ');

/** A text states an expected string: the same day in any form when it is a date, else the string. */
export const mentions = (text: string, expected: string): boolean => {
  const day = dayOfText(expected);
  return day ? daysIn(text).includes(day) : text.includes(expected);
};
