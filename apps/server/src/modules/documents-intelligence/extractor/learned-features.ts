// The learned locator's candidates and features (issue 23): every typed value printed on a line (an
// amount, a count, a percentage, a year, a date, an account number) is a candidate for a field of
// its type; its features are the words around it (left on its line and in its cell, right of it,
// the line above, the words of the line above in its share of the line: a header row an OCR read
// without its columns), its shape and its place on the page. A model per field weighs them.
import type { PageText } from './find';
import { textSpans, type Span } from './learned-spans';

export type CandidateKind = 'number' | 'date' | 'last4' | 'text';

export type Candidate = {
  /** a number, an ISO date ('2024-01-31'), '****1234' or a text as printed */
  value: number | string;
  page: number;
  /** the line it was read on (the quote) */
  line: string;
  features: string[];
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DATE_PATTERNS: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => iso(+m[1]!, +m[2]!, +m[3]!)],
  [
    /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    (m) => iso(m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!, +m[1]!, +m[2]!),
  ],
  [new RegExp(`\\b${MONTH} (\\d{1,2}),? (\\d{4})\\b`, 'gi'), (m) => iso(+m[3]!, monthOf(m[1]!), +m[2]!)],
  [new RegExp(`\\b(\\d{1,2}) ${MONTH},? (\\d{4})\\b`, 'gi'), (m) => iso(+m[3]!, monthOf(m[2]!), +m[1]!)],
];
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const iso = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1900 && y <= 2100 ? `${y}-${pad(m)}-${pad(d)}` : null;

const NUMBER = /\(?-?\$?\s?\d[\d,]*(?:\.\d+)?\)?%?/g;
const ACCOUNT = /[*xX#•.]*\d[\d-]{3,}/g;

/** The words of a text, lower case, digits as '#'. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/\d+/g, '#')
    .split(/[^a-z#%$]+/)
    .filter((w) => w.length > 0 && w !== '#');

const dateSpans = (line: string): Span[] =>
  DATE_PATTERNS.flatMap(([pattern, parse]) =>
    [...line.matchAll(pattern)].flatMap((m) => {
      const value = parse(m as RegExpExecArray);
      return value ? [{ start: m.index, end: m.index + m[0].length, value, shape: ['kind:date'] }] : [];
    }),
  );

const numberSpans = (line: string, taken: Span[]): Span[] =>
  [...line.matchAll(NUMBER)].flatMap((m) => {
    const start = m.index;
    const end = start + m[0].length;
    if (taken.some((s) => start < s.end && end > s.start)) return [];
    const text = m[0];
    const value = Number(text.replace(/[()$,%\s]/g, ''));
    if (!Number.isFinite(value)) return [];
    const shape = [
      text.includes('%') ? 'kind:percent' : text.includes('$') ? 'kind:dollar' : 'kind:plain',
      /\.\d\d\b/.test(text) ? 'cents' : /,/.test(text) ? 'grouped' : 'bare',
      `magnitude:${value === 0 ? 0 : Math.floor(Math.log10(Math.abs(value)))}`,
      /^\d{4}$/.test(text) && value >= 1800 && value <= 2100 ? 'year-like' : 'not-year',
      text.startsWith('(') || text.startsWith('-') ? 'negative' : 'positive',
      /[-/#]$/.test(line.slice(0, start).trimEnd()) ? 'joined' : 'apart',
    ];
    return [{ start, end, value: text.startsWith('(') || text.startsWith('-') ? -value : value, shape }];
  });

const accountSpans = (line: string): Span[] =>
  [...line.matchAll(ACCOUNT)].flatMap((m) => {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 4 || /^\d{1,2}\/\d/.test(m[0])) return [];
    const masked = /^[*xX#•.]/.test(m[0]) ? 'masked' : 'open';
    const shape = ['kind:account', masked, `digits:${Math.min(digits.length, 12)}`];
    return [{ start: m.index, end: m.index + m[0].length, value: `****${digits.slice(-4)}`, shape }];
  });

const spansOf = (line: string, kind: CandidateKind): Span[] => {
  const dates = dateSpans(line);
  if (kind === 'date') return dates;
  if (kind === 'last4') return accountSpans(line);
  if (kind === 'text') return textSpans(line);
  return numberSpans(line, dates);
};

/** The cells of a line (columns are two spaces or more apart) with their start offsets. */
const cellsOf = (line: string) => {
  const cells: { start: number; text: string }[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g)) cells.push({ start: m.index, text: m[0] });
  return cells;
};

const cellIndexAt = (line: string, at: number) => {
  const cells = cellsOf(line);
  let i = 0;
  while (i + 1 < cells.length && cells[i + 1]!.start <= at) i++;
  return { i, n: cells.length, cells };
};

/**
 * The words of the line above in the same share of it as the value is among its line's values
 * ('Beginning balance Money in Money out Ending balance' over four amounts: the third value sits
 * under 'money out'): a header row read by OCR, its columns' spacing lost.
 */
const shareAbove = (above: string | undefined, line: string, span: Span) => {
  if (above === undefined) return [];
  const values = [...line.matchAll(NUMBER)];
  const words = wordsOf(above);
  if (values.length < 2 || words.length < values.length) return [];
  const k = values.findIndex((m) => m.index >= span.start);
  const at = k < 0 ? values.length - 1 : k;
  const per = words.length / values.length;
  return words.slice(Math.floor(at * per), Math.ceil((at + 1) * per));
};

const tagged = (tag: string, words: string[]) => words.map((w) => `${tag}:${w}`);

const featuresOf = (lines: string[], index: number, span: Span, page: number, rank: number) => {
  const line = lines[index]!;
  const left = wordsOf(line.slice(0, span.start));
  const right = wordsOf(line.slice(span.end)).slice(0, 2);
  const { i, n, cells } = cellIndexAt(line, span.start);
  const cellLeft = wordsOf(line.slice(cells[i]?.start ?? 0, span.start));
  const above = (k: number) => {
    const prev = lines[index - k];
    if (prev === undefined) return [];
    const prevCells = cellsOf(prev);
    const cell = prevCells.length === n ? prevCells[i]?.text : prev;
    return wordsOf(cell ?? '');
  };
  const near = left.slice(-3).reverse();
  const label = cellLeft.length > 0 ? cellLeft : left.slice(-4);
  return [
    'bias',
    ...span.shape,
    ...tagged('left', left.slice(-6)),
    ...near.map((w, k) => `left${k + 1}:${w}`),
    ...tagged('cell', cellLeft),
    ...label.slice(1).map((w, k) => `pair:${label[k]}_${w}`),
    ...tagged('right', right),
    ...tagged('above', above(1)),
    ...tagged('above2', above(2)),
    cellLeft.length === 0 ? 'cell-start' : 'cell-labelled',
    left.length === 0 ? 'line-start' : 'line-labelled',
    `rank:${Math.min(rank, 3)}`,
    `page:${Math.min(page, 3)}`,
    `line:${Math.min(Math.floor((index / Math.max(lines.length, 1)) * 5), 4)}`,
    ...tagged('share', shareAbove(lines[index - 1], line, span)),
  ];
};

/** Every candidate of a kind on the pages, with its features. */
export const candidatesOf = (pages: PageText[], kind: CandidateKind): Candidate[] => {
  const out: Candidate[] = [];
  for (const page of pages) {
    const lines = page.text.split('\n');
    lines.forEach((line, index) => {
      spansOf(line, kind).forEach((span, rank) => {
        const features = featuresOf(lines, index, span, page.page, rank);
        out.push({ value: span.value, page: page.page, line: line.trim(), features });
      });
    });
  }
  // How often the same value is printed (a total repeated in a summary and a footer).
  const seen = new Map<string, number>();
  for (const c of out) seen.set(String(c.value), (seen.get(String(c.value)) ?? 0) + 1);
  for (const c of out) c.features.push(`repeated:${Math.min(seen.get(String(c.value))!, 3)}`);
  return out;
};

/** A feature's slot in the model's weights (FNV-1a). */
export const slotOf = (feature: string, size: number) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) h = Math.imul(h ^ feature.charCodeAt(i), 0x01000193);
  return (h >>> 0) % size;
};
