// Pattern helpers of the offline extractor: every value found keeps its page and the line it
// was read from (the quote a citation highlights). A value that was read but cannot be trusted
// (an impossible date, figures that do not add up) is kept as a rejection with its reason, so
// the data point says N/A and why, never a confident wrong value.
import type { DataPointValueType } from '@lending/domain';
import { OTHER_DATE, OTHER_FIGURE, otherPrefixAt } from './labels';

/**
 * `uncertain`: on an OCR page, the words the engine was not sure of (tesseract-ocr.ts);
 * `uncertainLines`: the line of `text` (from 0) each of them is on.
 */
export type PageText = { page: number; text: string; uncertain?: string[]; uncertainLines?: number[] };

/**
 * `confirmed`: the value agrees with other figures read apart from it (a summary that reconciles,
 * totals equal to the sum of their rows), so the OCR's doubt about its words is lifted.
 */
export type Found = {
  value: unknown;
  page: number | null;
  quote: string | null;
  reason?: string;
  confirmed?: boolean;
};

/** A value read but not trusted: N/A with the reason, keeping where it was read. */
export const reject = (found: Found, reason: string): Found => ({ ...found, value: null, reason });

export type FieldSpec = {
  key: string;
  value_type: DataPointValueType;
  /** Words a template prompt may use for this field (matched against name + question). */
  aliases: string[];
  find: (pages: PageText[]) => Found | null;
};

export type DocumentClass = {
  id: string;
  label: string;
  /** Phrases that identify the document, with their weights. */
  signals: [RegExp, number][];
  fields: FieldSpec[];
  /** Cross-field checks: may replace a found value by a rejection (figures that do not agree). */
  check?: (found: Map<string, Found | null>, pages: PageText[]) => void;
};

export const lineAt = (text: string, index: number): string => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text
    .slice(start, end === -1 ? undefined : end)
    .trim()
    .slice(0, 300);
};

/** The first match of a pattern on any page whose mapped value is not empty. */
export const first = (
  pages: PageText[],
  pattern: RegExp,
  map: (match: RegExpExecArray) => unknown = (m) => m[1]?.trim(),
): Found | null => {
  for (const { page, text } of pages) {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (let match = re.exec(text); match; match = re.exec(text)) {
      if (match[0].length === 0) re.lastIndex++;
      const value = map(match);
      if (value === undefined || value === null || value === '') continue;
      const at = match.index + (match[0].length - match[0].trimStart().length);
      return { value, page, quote: lineAt(text, at) };
    }
  }
  return null;
};

/** Every match of a pattern across pages (a list value), quoting the first. */
export const all = (
  pages: PageText[],
  pattern: RegExp,
  map: (match: RegExpExecArray) => unknown = (m) => m[1]?.trim(),
): Found | null => {
  const values: unknown[] = [];
  let where: { page: number; quote: string } | null = null;
  for (const { page, text } of pages) {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (let match = re.exec(text); match; match = re.exec(text)) {
      const value = map(match);
      if (value === undefined || value === null || value === '') continue;
      values.push(value);
      where ??= { page, quote: lineAt(text, match.index) };
    }
  }
  return values.length > 0 ? { value: values, page: where!.page, quote: where!.quote } : null;
};

/** The first finder that finds something. */
export const either = (...finds: (Found | null | (() => Found | null))[]): Found | null => {
  for (const f of finds) {
    const found = typeof f === 'function' ? f() : f;
    if (found) return found;
  }
  return null;
};

/** Any amount, bare numbers included (market figures: 'Inventory Units: 48,512'). */
const MONEY = String.raw`\(?-?\$? ?-?\d{1,3}(?:,\d{3})*(?:\.\d{2})?\)?|\(?-?\$? ?\d+(?:\.\d{2})?\)?`;
/**
 * An amount that looks like money: a '$', thousands separators or cents (never a bare '7'). A '$'
 * that ends a line owns the figure that opens the next when it has separators or cents ('... is $'
 * over '330,000, as of'; never '$' over '3. RECONCILIATION').
 */
export const AMOUNT = String.raw`\(?-?\$ ?\d{1,3}(?:,\d{3})*(?:\.\d{2})?\)?|\(?-?\$ ?\d+(?:\.\d{2})?\)?|\(?-?\$[ \t]*\n[ \t]*(?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2})\)?|\(?-?\d{1,3}(?:,\d{3})+(?:\.\d{2})?\)?|\(?-?\d+\.\d{2}\)?`;
const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`;
/**
 * 03/15/2021, 2021-03-15, March 15, 2021 (wrapped lines too; a scan's 'March 15,2021' whose space
 * OCR lost), 15 MAR 2021.
 */
export const DATE = String.raw`\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|(?<![\d-])\d{1,2}-\d{1,2}-\d{4}(?![\d-])|${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+|,(?=\d{4}\b))\d{4}|\d{1,2}(?:st|nd|rd|th)\s+day\s+of\s+${MONTH},?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\.?,?\s+\d{4}`;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A printed date as [year, month, day], or null when it is not a real calendar date. */
export const dateParts = (text: string): [number, number, number] | null => {
  // 'January 5th, 2026' and '5th March 2026' are read as the day they name ('5th day of' apart).
  const t = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(\d)(?:st|nd|rd|th)(?! day)\b/, '$1')
    .replace(/^([a-z]{3}[a-z]*\.? \d{1,2}),(?=\d{4}$)/, '$1, ')
    .replace(/^(\d{1,2} [a-z]{3}[a-z]*\.?),/, '$1');
  let y: number;
  let m: number;
  let d: number;
  let g = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (g) [y, m, d] = [+g[1]!, +g[2]!, +g[3]!];
  else if ((g = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t)))
    [y, m, d] = [g[3]!.length === 2 ? 2000 + +g[3]! : +g[3]!, +g[1]!, +g[2]!];
  // '04-12-1969': month, day and year apart by hyphens (a Kentucky licence).
  else if ((g = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(t))) [y, m, d] = [+g[3]!, +g[1]!, +g[2]!];
  else if ((g = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(t)))
    [y, m, d] = [+g[3]!, MONTHS.indexOf(g[1]!) + 1, +g[2]!];
  else if ((g = /^(\d{1,2})(?:st|nd|rd|th) day of ([a-z]{3})[a-z]*,? (\d{4})$/.exec(t)))
    [y, m, d] = [+g[3]!, MONTHS.indexOf(g[2]!) + 1, +g[1]!];
  else if ((g = /^(\d{1,2}) ([a-z]{3})[a-z]*\.? (\d{4})$/.exec(t)))
    [y, m, d] = [+g[3]!, MONTHS.indexOf(g[2]!) + 1, +g[1]!];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || y < 1900 || y > 2100 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return [y, m, d];
};

/** A found date that is a real date (the printed text, one line), else a rejection. */
export const checkedDate = (found: Found | null): Found | null => {
  if (!found || typeof found.value !== 'string') return found;
  // 'February 24,2026' (a scan's lost space) is stated as printed with its space.
  const value = found.value.replace(/\s+/g, ' ').replace(/^([A-Za-z]+\.? \d{1,2}),(?=\d{4}$)/, '$1, ');
  const parts = dateParts(value);
  if (!parts) return reject(found, `"${value}" is not a valid date`);
  // '24th day of January, 2025', 'January 5th, 2026' and '04-12-1969' are stated as the calendar
  // date they name.
  return /day of|^\d{1,2}-|\d(?:st|nd|rd|th)\b/i.test(value)
    ? { ...found, value: parts.map((n) => String(n).padStart(2, '0')).join('-') }
    : { ...found, value };
};

/** '$45,210.09' -> 45210.09; '(1,200.00)' -> -1200. */
export const money = (text: string | undefined): number | undefined => {
  if (!text) return undefined;
  const negative = /^\s*\(|-/.test(text);
  const n = Number.parseFloat(text.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(n)) return undefined;
  return negative ? -n : n;
};

/** Every money-looking amount of a line, in order. */
export const amountsOf = (line: string): number[] =>
  [...line.matchAll(new RegExp(`(?<![\\w/.-])(?:${AMOUNT})(?![\\w/%])`, 'g'))].map((m) => money(m[0])!);

/**
 * A labelled amount: 'Ending Balance ..... $45,210.09', 'Deposits (12) $24,900.00' (same line),
 * 'Deposits and Additions  5  20,596.49' (a count column before an amount with cents), or the
 * label alone on its line over the amount alone on the next;
 * a parenthesis that qualifies the label ('Annual Premium (includes ICC coverage)', 'Premium (100%
 * minimum earned)'); 'Withdrawals/Debits - 8,339.56' (a sign set apart from its amount) reads as negative; a credit's
 * '+' sign is no part of its amount ('Total credits (4) +$52,591.60').
 */
export const labelledMoney = (pages: PageText[], label: string, loose = false): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`(?:${label})(?<gap>(?:[^\n\d$(-]|\([A-Za-z ]{1,30}\)|\([A-Za-z ,+&/'-]{1,50}\)(?=[ \t]*:)|\(\d{1,3}% [A-Za-z ]{1,20}\)){0,40})(?:\(\d{1,4}\) *|\d{1,4}[ \t]{2,}(?=[-($]{0,3}\d{1,3}(?:,\d{3})*\.\d{2}\b)|\d{1,4}[ \t]+(?=[-($]{0,3}\d{1,3}(?:,\d{3})+\.\d{2}\b))?\+?(?<amount>(?:-[ \t]+)?(?:${loose ? MONEY : AMOUNT}))(?![\d%])`,
      'im',
    ),
    (m) =>
      OTHER_FIGURE.test(m.groups!.gap!) || otherPrefixAt(m.input, m.index)
        ? undefined
        : money(m.groups!.amount),
  ) ??
  // The label alone on its line over the amount alone on the next ('Ending Balance' / '$41,773.83');
  // a line of several labels over several amounts is a table, not read here.
  first(
    pages,
    new RegExp(String.raw`^[ \t]*(?:${label})[ \t]*:?[ \t]*\n(?:[ \t]*\n)?[ \t]*(${AMOUNT})[ \t]*$`, 'im'),
    (m) => (otherPrefixAt(m.input, m.index) ? undefined : money(m[1])),
  );

/**
 * An amount right after its label ('Sales Price ..... $X', 'Sales Price (Sum of A and B) $X',
 * 'the purchase price is $X'), never one further along a sentence that only mentions the label
 * ('Cash portion of Sales Price payable by Buyer at closing $X').
 */
export const tightMoney = (pages: PageText[], label: string): Found | null =>
  first(
    pages,
    new RegExp(
      // A table row's empty cells may come between ('Earnest Money | | $7,500'), and the line may
      // wrap after 'of' ('Initial earnest money of' over '$2,500 by ...').
      String.raw`(?:${label})(?<gap>[ \t]*\([^)\n]{1,60}\))?"?[ \t:.=…|]*(?:(?:is|of|totals?)(?:[ \t]+|[ \t]*\n[ \t]*))?(?<amount>${AMOUNT})(?![\d%])`,
      'im',
    ),
    (m) =>
      OTHER_FIGURE.test(m.groups!.gap ?? '') || otherPrefixAt(m.input, m.index)
        ? undefined
        : money(m.groups!.amount),
  );

/**
 * A labelled line of text: 'Borrower: Jane Doe' -> 'Jane Doe' (a second column is cut off). A
 * label left blank before the next one ('Account Holder:   Account Number: 5521') reads nothing.
 */
export const labelledText = (pages: PageText[], label: string, max = 120): Found | null =>
  first(pages, new RegExp(String.raw`(?:${label})[ \t]*[:#]?[ \t]*([^\n]{1,${max}})`, 'i'), (m) => {
    const value = m[1]?.trim().replace(/\s{2,}.*$/, '');
    return value && /^[A-Z][A-Za-z .#/()'-]{0,30}:/.test(value) ? undefined : value;
  });

/** A labelled percentage: 'Vacancy Rate: 7.4%' -> 7.4. */
export const labelledPercent = (pages: PageText[], label: string): Found | null =>
  first(pages, new RegExp(String.raw`(?:${label})[^\n\d]{0,40}(\d{1,3}(?:\.\d+)?)\s*%`, 'i'), (m) =>
    Number(m[1]),
  );

/** A labelled count: 'Inventory Units: 48,512' -> 48512. */
export const labelledCount = (pages: PageText[], label: string): Found | null =>
  first(
    pages,
    new RegExp(String.raw`(?:${label})[^\n\d-]{0,40}(-?\d{1,3}(?:,\d{3})+|-?\d+)(?![\d.,]*\s*%)`, 'i'),
    (m) => Number(m[1]!.replace(/,/g, '')),
  );

/** A labelled date (on the label's line or alone under it), checked to be a real date. */
export const labelledDate = (pages: PageText[], label: string): Found | null =>
  checkedDate(
    first(pages, new RegExp(String.raw`(?:${label})(?<gap>[^\n\d]{0,30}?)(?<date>${DATE})`, 'i'), (m) =>
      OTHER_DATE.test(m.groups!.gap!) ? undefined : m.groups!.date!.trim(),
    ) ??
      // The label alone on its line over the date alone on the next.
      first(
        pages,
        new RegExp(String.raw`^[ \t]*(?:${label})[ \t]*:?[ \t]*\n(?:[ \t]*\n)?[ \t]*(${DATE})[ \t]*$`, 'im'),
      ),
  );
