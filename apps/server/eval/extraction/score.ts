// Exact-match scoring of one extracted value against the ground truth. "Exact" forgives only
// presentation: letter case, spacing and punctuation of text, date format, currency formatting.
import type { Expected } from './types';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** '03/15/2021', '3/15/21', 'March 15, 2021', '15 MAR 2021', '2021-03-15' -> '2021-03-15'; else null. */
const isoDate = (text: string): string | null => {
  const t = text.trim().toLowerCase();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return `${m[1]}-${pad(+m[2]!)}-${pad(+m[3]!)}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(t);
  // A two-digit year ('12/1/24') is this century's, as the extractor reads it (find.ts dateParts).
  if (m) return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${pad(+m[1]!)}-${pad(+m[2]!)}`;
  m = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[1]!)) return `${m[3]}-${pad(MONTHS.indexOf(m[1]!) + 1)}-${pad(+m[2]!)}`;
  m = /^(\d{1,2}) ([a-z]{3})[a-z]*\.? (\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[2]!)) return `${m[3]}-${pad(MONTHS.indexOf(m[2]!) + 1)}-${pad(+m[1]!)}`;
  return null;
};

const text = (value: unknown) =>
  String(value)
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();

const scalarEqual = (expected: string | number, got: unknown): boolean => {
  if (typeof expected === 'number') {
    const n = typeof got === 'number' ? got : Number(String(got).replace(/[$,\s]/g, ''));
    return Number.isFinite(n) && Math.abs(n - expected) < 0.005;
  }
  if (typeof got !== 'string' && typeof got !== 'number') return false;
  const date = isoDate(expected);
  if (date) return isoDate(String(got)) === date;
  // Account numbers are kept as their last four digits ('****1234').
  if (/^\d{4}$/.test(expected))
    return String(got).replace(/\D/g, '').slice(-4) === expected && /\d{4}$/.test(String(got));
  return text(expected) === text(got);
};

export const valueMatches = (expected: Exclude<Expected, null>, got: unknown): boolean => {
  if (Array.isArray(expected))
    return (
      Array.isArray(got) && got.length === expected.length && expected.every((e, i) => scalarEqual(e, got[i]))
    );
  return scalarEqual(expected, got);
};

export const stated = (value: unknown) =>
  value !== null && value !== undefined && value !== 'N/A' && value !== '';
