// What the consistency checks share (consistency.ts): the fields as read, a value as a number or
// a day, and the refusal that turns a value into N/A with its reason.
import { AMOUNT, dateParts, money, reject, type Found, type PageText } from './find';

export type Fields = Map<string, Found | null>;

/** One check: `cls` is the document kind's id; it may replace found values by rejections. */
export type Gate = { name: string; run: (cls: string, found: Fields, pages: PageText[]) => void };

/** A stated value (read and not refused). */
export const live = (found: Fields, key: string): Found | null => {
  const f = found.get(key);
  return f && !f.reason && f.value !== null && f.value !== undefined && f.value !== '' ? f : null;
};

export const numberOf = (found: Fields, key: string): number | null => {
  const v = live(found, key)?.value;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

export const textOf = (found: Fields, key: string): string | null => {
  const v = live(found, key)?.value;
  return typeof v === 'string' ? v : null;
};

const DAY_MS = 86_400_000;

/** A date as days since 1970 ('03/15/2021', 'March 15, 2021', '15 MAR 2021', '15.03.2021'). */
export const dayOf = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const t = value.trim().replace(/\s+/g, ' ');
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  const parts = dotted ? dateParts(`${dotted[2]}/${dotted[1]}/${dotted[3]}`) : dateParts(t);
  return parts ? Date.UTC(parts[0], parts[1] - 1, parts[2]) / DAY_MS : null;
};

export const dateOf = (found: Fields, key: string): number | null => dayOf(live(found, key)?.value);

/** Today as days since 1970 (a document dated years ahead is misread). */
export const today = (): number => Math.floor(Date.now() / DAY_MS);

export const YEAR = 365.25;

/** The named values become N/A with the reason (values already refused keep their own reason). */
export const refuse = (found: Fields, keys: string[], reason: string): void => {
  for (const key of keys) {
    const f = live(found, key);
    if (f) found.set(key, reject(f, reason));
  }
};

const FIGURE = /\d{1,2}\/\d{1,2}\/\d{2,4}|\b\d{4}\b|\$?\d[\d,]*\.\d{2}/g;

/**
 * The words just before a value on its quoted line, back to the previous figure or column gap
 * ('3 DOB 01/25/1978 4b EXP 01/25/2033': '4b EXP' for the second date), at most 40 characters.
 */
export const labelBefore = (quote: string, value: string): string | null => {
  const at = quote.indexOf(value);
  if (at < 0) return null;
  const before = quote.slice(Math.max(0, at - 40), at);
  const figures = [...before.matchAll(FIGURE)];
  const last = figures.at(-1);
  const label = (last ? before.slice(last.index + last[0].length) : before).trim();
  return label.split(/\s{2,}/).at(-1) ?? label;
};

/** The value as printed on its quote: the date's text, or the amount equal to the number. */
export const printedOn = (quote: string, value: unknown): string | null => {
  if (typeof value === 'string') return dayOf(value) !== null && quote.includes(value) ? value : null;
  if (typeof value !== 'number') return null;
  const m = [...quote.matchAll(new RegExp(AMOUNT, 'g'))].find((a) => money(a[0]) === value);
  return m ? m[0] : null;
};
