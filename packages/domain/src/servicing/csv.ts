// CSV as spreadsheets read it (RFC 4180): a header row, CRLF line ends, a cell quoted when it holds
// a comma, a quote or a line break. A cell starting with = + - @ is prefixed with ' (no formula
// runs when a spreadsheet opens an export); amounts are written without sign, so none are touched.
import type { SchedulePreviewWire } from './schedule-wire';

const cell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (header: readonly string[], rows: readonly (string | number | null)[][]): string =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

export const scheduleCsv = (schedule: SchedulePreviewWire): string =>
  toCsv(
    ['number', 'due_date', 'days', 'interest', 'principal', 'payment', 'balance', 'rate'],
    schedule.lines.map((l) => [
      l.number,
      l.due_date,
      l.days,
      l.interest,
      l.principal,
      l.payment,
      l.balance,
      l.rate,
    ]),
  );
