// Pattern helpers of the offline extractor: every value found keeps its page and the line it
// was read from (the quote a citation highlights).
import type { DataPointValueType } from '@lending/domain';

export type PageText = { page: number; text: string };

export type Found = { value: unknown; page: number | null; quote: string | null };

/** The number of matches of a list-valued find. */
export const count = (found: Found | null): Found | null =>
  found && Array.isArray(found.value) ? { ...found, value: found.value.length } : null;

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
};

const lineAt = (text: string, index: number): string => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text
    .slice(start, end === -1 ? undefined : end)
    .trim()
    .slice(0, 300);
};

/** The first match of a pattern on any page; `group` picks the captured value. */
export const first = (
  pages: PageText[],
  pattern: RegExp,
  map: (match: RegExpExecArray) => unknown = (m) => m[1]?.trim(),
): Found | null => {
  for (const { page, text } of pages) {
    const re = new RegExp(pattern.source, pattern.flags.replace('g', ''));
    const match = re.exec(text);
    if (!match) continue;
    const value = map(match);
    if (value === undefined || value === null || value === '') continue;
    return { value, page, quote: lineAt(text, match.index + (match[0].length > 0 ? 0 : 0)) };
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

export const MONEY = String.raw`\(?-?\$?\s?-?\d{1,3}(?:,\d{3})*(?:\.\d{2})?\)?|\(?-?\$?\s?\d+(?:\.\d{2})?\)?`;
export const DATE = String.raw`\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.? \d{1,2},? \d{4}`;

/** '$45,210.09' -> 45210.09; '(1,200.00)' -> -1200. */
export const money = (text: string | undefined): number | undefined => {
  if (!text) return undefined;
  const negative = /^\s*\(|-/.test(text);
  const n = Number.parseFloat(text.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(n)) return undefined;
  return negative ? -n : n;
};

/** A labelled amount: 'Ending Balance ..... $45,210.09' (same line). */
export const labelledMoney = (pages: PageText[], label: string): Found | null =>
  first(pages, new RegExp(String.raw`(?:${label})[^\n\d$(-]{0,40}(${MONEY})`, 'i'), (m) => money(m[1]));

/** A labelled line of text: 'Borrower: Jane Doe' -> 'Jane Doe'. */
export const labelledText = (pages: PageText[], label: string, max = 120): Found | null =>
  first(pages, new RegExp(String.raw`(?:${label})\s*[:#]?\s*([^\n]{1,${max}})`, 'i'), (m) =>
    m[1]?.trim().replace(/\s{2,}.*$/, ''),
  );

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

export const labelledDate = (pages: PageText[], label: string): Found | null =>
  first(pages, new RegExp(String.raw`(?:${label})[^\n\d]{0,30}(${DATE})`, 'i'));
