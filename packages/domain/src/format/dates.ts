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
