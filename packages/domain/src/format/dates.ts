import dayjs from 'dayjs';
import { messages } from '../messages/messages';

// Dates: epoch seconds on the wire (docs/contract.md); shown in the viewer's local time.
export type DateInput = number | string | Date | null | undefined;

const toDayjs = (value: Exclude<DateInput, null | undefined>) =>
  typeof value === 'number' ? dayjs(value * 1000) : dayjs(value);

const formatWith = (value: DateInput, pattern: string): string => {
  if (value === null || value === undefined || value === '') return messages.notAvailable;
  const date = toDayjs(value);
  return date.isValid() ? date.format(pattern) : messages.invalidDate;
};

/** US mm/dd/yyyy (display format 4, 000 §3). */
export const formatUsDate = (value: DateInput): string => formatWith(value, 'MM/DD/YYYY');
/** 001 §9: the analysis page shows mm.dd.yyyy. */
export const formatAnalysisDate = (value: DateInput): string => formatWith(value, 'MM.DD.YYYY');
/** 001 §9: notifications show dd.mm.yyyy and hh:mm. */
export const formatNotificationDate = (value: DateInput): string => formatWith(value, 'DD.MM.YYYY');
export const formatNotificationTime = (value: DateInput): string => formatWith(value, 'HH:mm');
export const formatNotificationDateTime = (value: DateInput): string => {
  const date = formatNotificationDate(value);
  return date === messages.notAvailable || date === messages.invalidDate
    ? date
    : `${date} ${formatNotificationTime(value)}`;
};
/** A moment as a US date and a 12-hour time: '11/27/2026 6:24 PM' (records' sent and submitted times). */
export const formatUsDateTime = (value: DateInput): string => formatWith(value, 'MM/DD/YYYY h:mm A');
/** A day in words for people outside the lender's office: 'Nov 27, 2026' (borrowers' due dates, links' expiry). */
export const formatLongDate = (value: DateInput): string => formatWith(value, 'MMM D, YYYY');
/** A moment in words: 'Nov 27, 2026 6:24 PM' (keys, sent mail). */
export const formatLongDateTime = (value: DateInput): string => formatWith(value, 'MMM D, YYYY h:mm A');
/** A moment to the second, for logs read line by line (audit, webhook deliveries): 'Nov 27, 2026 6:24:05 PM'. */
export const formatLogTime = (value: DateInput): string => formatWith(value, 'MMM D, YYYY h:mm:ss A');
/** A file's upload time beside the loan page's mm.dd.yyyy dates (001 §4): '11.27.2026 18:24'. */
export const formatFileTime = (value: DateInput): string => formatWith(value, 'MM.DD.YYYY HH:mm');
/** YYYY-MM-DD (borrower birth date input, 002 §5). */
export const formatIsoDate = (value: DateInput): string => formatWith(value, 'YYYY-MM-DD');

/** Epoch seconds of a date input; null when missing or invalid. */
export const toEpochSeconds = (value: DateInput): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = toDayjs(value);
  return date.isValid() ? Math.floor(date.valueOf() / 1000) : null;
};

/** 'YYYY-MM-DD' as UTC midnight epoch seconds, or null if not a real calendar date. */
export const isoDateToEpoch = (text: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return ms / 1000;
};

/** The English month names, January first: documents, statements and questions name months this way. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month's name or its three letters ('Sept' too), longest first so 'March' is not read as 'Mar'. */
const MONTH_WORDS = [...MONTH_NAMES, ...MONTH_NAMES.map((m) => m.slice(0, 3)), 'Sept']
  .sort((a, b) => b.length - a.length)
  .join('|');
const monthOfWord = (word: string): number =>
  MONTH_NAMES.findIndex((m) => m.slice(0, 3).toLowerCase() === word.slice(0, 3).toLowerCase());
const MONTH_WORD = new RegExp(String.raw`^(${MONTH_WORDS})\.?\s+(\d{1,2}),?\s+(\d{4})$`, 'i');
const PERIOD_MONTH = new RegExp(String.raw`\b(${MONTH_WORDS})\b\.?(?:\s+\d{1,2}\b,?)?(?:\s+(\d{4}))?`, 'i');

/**
 * A calendar day written as text ('2026-03-31', '3/31/2026', 'March 31, 2026', 'Mar 31 2026') as
 * 'YYYY-MM-DD', or null when the text is not exactly one real day.
 */
export const dayOfText = (text: string): string | null => {
  const t = text.trim();
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const words = MONTH_WORD.exec(t);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) parts = [Number(us[3]), Number(us[1]), Number(us[2])];
  else if (words) parts = [Number(words[3]), monthOfWord(words[1]!) + 1, Number(words[2])];
  if (!parts) return null;
  const day = `${parts[0]}-${String(parts[1]).padStart(2, '0')}-${String(parts[2]).padStart(2, '0')}`;
  return isoDateToEpoch(day) === null ? null : day;
};

/**
 * A date a source states, shown as the product shows dates (mm/dd/yyyy): epoch seconds, or a day
 * written as text; any other text (a range, 'pending') stays as written.
 */
export const formatStatedDate = (value: number | string): string => {
  if (typeof value === 'number') return formatUsDate(value);
  const day = dayOfText(value);
  if (!day) return value;
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
};

/**
 * A calendar day kept as its UTC midnight in epoch seconds (forms' dates, 002 §3) as mm/dd/yyyy:
 * read in UTC, so a viewer west of Greenwich does not see the day before.
 */
export const formatCalendarDay = (epoch: number | null | undefined): string =>
  epoch === null || epoch === undefined || !Number.isFinite(epoch)
    ? messages.notAvailable
    : formatStatedDate(new Date(epoch * 1000).toISOString().slice(0, 10));

/**
 * Where a period ('March 2026', 'as of 11/28/2026', '2026-03-31') falls, as a month count
 * (year x 12 + month) to order periods by; a month without its year counts as its month only, so
 * it sorts after every dated one; null when the text names no month.
 */
export const periodMonthIndex = (period: string | null | undefined): number | null => {
  if (!period) return null;
  const day = /\b(\d{4})-(\d{2})-\d{2}\b/.exec(period);
  if (day) return Number(day[1]) * 12 + Number(day[2]) - 1;
  const us = /\b(\d{1,2})\/\d{1,2}\/(\d{4})\b/.exec(period);
  if (us) return Number(us[2]) * 12 + Number(us[1]) - 1;
  const named = PERIOD_MONTH.exec(period);
  if (!named) return null;
  return (named[2] ? Number(named[2]) * 12 : 0) + monthOfWord(named[1]!);
};
