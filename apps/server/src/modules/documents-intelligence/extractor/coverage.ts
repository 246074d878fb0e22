// Coverage pages of insurance policies and binders (issue 23): the building's amount of
// insurance in a coverages table, and the insurer named at the head of a declarations page.
import { amountsOf, type Found, type PageText } from './find';
import { joinPipeRows } from './pipes';

/**
 * ACORD 75's coverages table: under a header ending in AMOUNT or LIMIT(S), the property or
 * building row's amount is the one that ends the row (after a deductible when the header has
 * that column: a row with fewer amounts than that is not read).
 */
export const coverageRow = (pages: PageText[]): Found | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    const head = lines.findIndex(
      // A header ending in the deductible's column ('... DEDUCTIBLE AMOUNT') is read below.
      (l) =>
        /\b(?:AMOUNT|LIMITS?)[ \t]*$/i.test(l) &&
        /coverage|insurance/i.test(l) &&
        !/deductible(?: amount)?[ \t]*$/i.test(l),
    );
    if (head < 0) {
      const row = amountBeforeDeductible(lines, page);
      if (row) return row;
      continue;
    }
    const need = /deductible/i.test(lines[head]!) ? 2 : 1;
    for (const line of lines.slice(head + 1, head + 5)) {
      if (!/\b(?:PROPERTY|BUILDING|DWELLING)\b/i.test(line)) continue;
      const amounts = amountsOf(line);
      if (amounts.length < need || !/\$[\d,]+(?:\.\d{2})?[ \t]*$/.test(line)) return null;
      return { value: amounts.at(-1)!, page, quote: line.trim() };
    }
  }
  return null;
};

/**
 * A coverages table whose amount column comes before the deductible ('COVERAGE / PERILS / FORMS
 * AMOUNT OF INSURANCE  DEDUCTIBLE'): the building row must hold exactly the two amounts.
 */
const amountBeforeDeductible = (lines: string[], page: number): Found | null => {
  const head = lines.findIndex((l) =>
    /\b(?:amount(?: of insurance)?|limits?)\b[ \t]+deductible(?: amount)?[ \t]*$/i.test(l),
  );
  if (head < 0) return null;
  for (const line of lines.slice(head + 1, head + 5)) {
    if (!/^[ \t]*(?:PROPERTY|BUILDING|DWELLING)\b/i.test(line)) continue;
    const amounts = amountsOf(line);
    return amounts.length === 2 ? { value: amounts[0]!, page, quote: line.trim() } : null;
  }
  return null;
};

/** Header words that name the amount of insurance's column, in the words real forms use. */
const LIMIT_COLUMN =
  /^(?:limits?(?: of (?:insurance|liability))?|amount(?: of insurance)?|coverage amount|insured value|sum insured)$/i;

/**
 * A '|' coverages table whose header names the amount's column in its own words ('Coverage |
 * Limit of Insurance | Covered Causes of Loss | Coinsurance | Premium'): the building row's cell
 * in that column, read only when it is an amount (never the premium's or deductible's column).
 */
export const coverageColumn = (pages: PageText[]): Found | null => {
  for (const { page, text } of pages) {
    const lines = joinPipeRows(text.split('\n'));
    for (const [i, line] of lines.entries()) {
      const head = line.split('|').map((c) => c.trim());
      const col = head.findIndex((c) => LIMIT_COLUMN.test(c));
      if (col < 0 || head.length < 3) continue;
      for (const row of lines.slice(i + 1, i + 8)) {
        const cells = row.split('|').map((c) => c.trim());
        if (cells.length !== head.length || !/^(?:buildings?|dwelling|property)\b/i.test(cells[0]!)) continue;
        const amounts = amountsOf(cells[col]!);
        return amounts.length === 1 ? { value: amounts[0], page, quote: row.trim() } : null;
      }
    }
  }
  return null;
};

/** Words in the case a letterhead prints them ('Mutual' or 'MUTUAL'). */
const either = (words: string) =>
  words
    .split('|')
    .flatMap((w) => [w, w.toUpperCase()])
    .join('|');

const LETTERHEAD = new RegExp(
  String.raw`^[ \t]*(?:(?:${either('Company|Insurer|Carrier')})[ \t]+)?((?:(?:[A-Z][A-Za-z&'-]*|&)[ \t]+){1,5}(?:${either('Insurance|Indemnity|Casualty|Assurance|Surety|Underwriters|Mutual')})(?:[ \t]+(?:${either('Insurance|Company|Co\\.|Corporation|Corp\\.|Exchange')}))*)(?=\s{2,}|[ \t]*$)`,
);

/**
 * The insurer at the head of a declarations page: a company whose name says it insures
 * ('Tidewater Specialty Insurance Co.', 'Granary Mutual Insurance Company') opening one of the
 * first lines, before any label; an agency or broker is not the insurer.
 */
export const letterheadInsurer = (pages: PageText[]): Found | null => {
  const page = pages[0];
  if (!page) return null;
  for (const line of page.text.split('\n').slice(0, 6)) {
    const m = LETTERHEAD.exec(line);
    if (m && !/\b(?:Agency|Agents?|Brokers?|Brokerage|Services)\b/i.test(m[1]!))
      return { value: m[1]!.trim(), page: page.page, quote: line.trim() };
  }
  return null;
};
