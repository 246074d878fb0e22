// The schedule of real estate owned: one row (or block) per property and the portfolio totals.
// Totals are read under the header's own column order; they are stated only when the rows add
// up to them (a dropped or misread row makes them N/A with the reason).
import {
  all,
  AMOUNT,
  amountsOf,
  labelledCount,
  labelledMoney,
  money,
  reject,
  type DocumentClass,
  type Found,
  type PageText,
} from './find';
import { readTable, type TableRead } from './layout';
import { urlaSchedule, type UrlaProperty } from './urla-properties';
import { wideSchedule } from './sreo-wide';
import { pipeTotals, propertyBlocks } from './sreo-sheet';
import { MORTGAGE_COLUMN, OWED_ROW, RENT_COLUMN, SREO_TITLE, TOTALS_ROW, VALUE_COLUMN } from './sreo-words';

/** The money columns by meaning (sreo-words.ts: 'Present Value', 'Unpaid Balance', 'Rental Income'). */
const COLUMNS = [
  { key: 'total_market_value', label: VALUE_COLUMN },
  { key: 'total_mortgage_balance', label: MORTGAGE_COLUMN },
  { key: 'total_monthly_rent', label: RENT_COLUMN },
];

/** A totals row ('TOTALS', 'Grand Total', a scan's speck before it: '‘ TOTALS', 'E TOTAL OWNED'). */
const TOTALS = TOTALS_ROW;
const SUBTOTAL = /^\s*sub-?\s?totals?\b/i;

/** The table of properties and its totals row ('Totals $... $... $...'). */
const portfolio = (
  pages: PageText[],
): { table: TableRead; totals: TableRead['rows'][number] | null } | null => {
  const table = readTable(pages, COLUMNS, 2);
  if (!table) return null;
  // A section's subtotal ('Subtotal Palmetto Row Ventures LLC (3)') is neither a property nor the total.
  const rows = table.rows.filter((r) => !TOTALS.test(r.line) && !SUBTOTAL.test(r.line));
  const totals = table.rows.find((r) => TOTALS.test(r.line)) ?? null;
  return { table: { ...table, rows }, totals };
};

/** Numbered property lines: '1. 1601 Meridian Ave, Peoria, IL 61605 ... $935,000'. */
const numbered = (pages: PageText[]) =>
  all(pages, /^\s*\d{1,2}[.)]?\s+(\d{1,6} [A-Z0-9][^\n$]{3,60}?)\s{1,}\$/gm);

/** Property blocks: 'Property 2: 118 Maple Ave Austin TX'. */
const blocks = (pages: PageText[]) => all(pages, /^\s*Property\.?\s*\d{1,2}\s*[:;]\s*(\S[^\n]{3,80})$/gim);

/**
 * Properties as columns (a personal financial statement: 'Property A Property B Total' over
 * rows 'Present Market Value $X $Y $Z'): each column's figure per row, '-' or 'None' as 0, and
 * the Total column when printed. A row whose cells do not line up with the columns is not read.
 */
type Transposed = {
  n: number;
  page: number;
  header: string;
  rows: Record<string, number>[];
  totals: Record<string, { value: number; line: string }>;
};

const CELL = new RegExp(
  String.raw`(?<![\w/.-])(?:${AMOUNT})(?![\w/%])|(?<=\s)(?:-|–|none|n\/a)(?=\s|$)`,
  'gi',
);

const transposed = (pages: PageText[]): Transposed | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => (l.match(/\bProperty [A-Z0-9]\b/g) ?? []).length >= 2);
    if (at < 0) continue;
    const header = lines[at]!;
    const n = (header.match(/\bProperty [A-Z0-9]\b/g) ?? []).length;
    const withTotal = /\btotals?\b/i.test(header);
    const rows: Record<string, number>[] = Array.from({ length: n }, () => ({}));
    const totals: Transposed['totals'] = {};
    for (const { key, label } of COLUMNS) {
      const hits: { cells: number[]; line: string; total: boolean }[] = [];
      for (const line of lines.slice(at + 1, at + 40)) {
        const start = line.search(/\S/);
        const first = line.search(
          new RegExp(String.raw`(?<![\w/.-])(?:${AMOUNT})(?![\w/%])|\s(?:-|–|none|n\/a)(?=\s|$)`, 'i'),
        );
        const name = line.slice(0, first);
        if (
          first <= start ||
          !(key === 'total_mortgage_balance' ? OWED_ROW : label).test(name) ||
          /original|cost|payment|account/i.test(name)
        )
          continue;
        const cells = [...line.slice(first).matchAll(CELL)].map((m) =>
          /^[-–]|none|n\/a/i.test(m[0]) ? 0 : money(m[0])!,
        );
        if (cells.length === n + (withTotal ? 1 : 0))
          hits.push({ cells, line: line.trim(), total: /^\s*total\b/i.test(name) });
      }
      // Several rows of one meaning ('First Mortgage Balance', 'Second Lien Balance', 'Total
      // Mortgages & Liens'): the row named as their total, else none (which one is meant is not known).
      const hit =
        hits.length === 1
          ? hits[0]
          : hits.filter((h) => h.total).length === 1
            ? hits.find((h) => h.total)
            : undefined;
      if (!hit) continue;
      hit.cells.slice(0, n).forEach((v, i) => (rows[i]![key] = v));
      if (withTotal) totals[key] = { value: hit.cells[n]!, line: hit.line };
    }
    return { n, page, header: header.trim(), rows, totals };
  }
  return null;
};

const total =
  (key: string, label: string) =>
  (pages: PageText[]): Found | null => {
    const t = transposed(pages);
    if (t?.totals[key]) return { value: t.totals[key].value, page: t.page, quote: t.totals[key].line };
    const wide = wideSchedule(pages)?.totals.get(key);
    if (wide) return wide;
    const p = portfolio(pages);
    if (p?.totals && key in p.totals.values) {
      const found = { value: p.totals.values[key], page: p.table.page, quote: p.totals.line };
      // A totals row with none of its property rows read cannot be checked against them.
      return p.table.rows.length > 0
        ? found
        : reject(found, 'No property row of the table could be read: its totals are not checked');
    }
    const urla = urlaSchedule(pages);
    if (urla) {
      const sum = urla.rows.reduce((a, r) => a + r[key as keyof UrlaProperty], 0);
      return { value: Math.round(sum * 100) / 100, page: urla.page, quote: urla.quote };
    }
    const sheet = (pipeTotals(pages) ?? propertyBlocks(pages))?.totals.get(key);
    return sheet ?? labelledMoney(pages, label);
  };

export const sreo: DocumentClass = {
  id: 'sreo',
  label: 'Schedule of real estate owned',
  signals: [
    [/schedule of real estate owned|\bSREO\b|real estate owned/i, 6],
    // The schedule's name by meaning (sreo-words.ts): 'REO Schedule', 'Real Estate Holdings',
    // 'Properties Owned', the 2021 URLA's 'Financial Information - Real Estate'.
    [SREO_TITLE, 6],
    [/market value/i, 1],
    [/mortgage balance|loan balance/i, 1],
  ],
  fields: [
    {
      key: 'properties',
      value_type: 'LIST[STRING]',
      aliases: ['properties', 'addresses', 'property list', 'owned properties'],
      find: (pages) => numbered(pages) ?? blocks(pages),
    },
    {
      key: 'property_count',
      value_type: 'INTEGER',
      aliases: ['how many properties', 'number of properties', 'count'],
      find: (pages) => {
        const t = transposed(pages);
        if (t) return { value: t.n, page: t.page, quote: t.header };
        // A wide schedule whose totals row confirmed a column counts its rows.
        const wide = wideSchedule(pages);
        const quoted = wide && [...wide.totals.values()][0];
        if (quoted) return { ...quoted, value: wide.count };
        const p = portfolio(pages);
        if (p && p.table.rows.length > 0) {
          const found = { value: p.table.rows.length, page: p.table.page, quote: p.table.header };
          // A totals row that counts the properties ('GRAND TOTAL (5 properties)') over sections'
          // subtotals that add up to it is the count; a count of rows read that differs is not stated.
          const printed = pipeTotals(pages)?.count;
          if (printed && printed.value !== found.value)
            return printed.confirmed
              ? printed
              : reject(found, `${found.value} rows read but the totals row counts ${printed.value}`);
          // A totals line the table did not reach: its rows were not all read, unless the totals
          // row, read by its header's columns, equals the rows' sums in two columns at least.
          const sheet = pipeTotals(pages)?.totals;
          const sums = [...(sheet?.entries() ?? [])].filter(([key]) =>
            p.table.rows.every((r) => key in r.values),
          );
          const agree =
            sums.length >= 2 &&
            sums.every(
              ([key, t]) =>
                Math.abs(p.table.rows.reduce((a, r) => a + r.values[key]!, 0) - Number(t.value)) <= 0.011,
            );
          return !p.totals && !agree && pages.some((pg) => pg.text.split('\n').some((l) => TOTALS.test(l)))
            ? reject(found, 'The table stops before its totals line: a row could not be read')
            : found;
        }
        const urla = urlaSchedule(pages);
        if (urla) return { value: urla.rows.length, page: urla.page, quote: urla.quote };
        // Property blocks, else the numbered property lines ('1. 1601 Meridian Ave, ... $935,000').
        const b = blocks(pages) ?? numbered(pages);
        if (b && Array.isArray(b.value)) return { ...b, value: b.value.length };
        // A '|' schedule's totals row ('Portfolio Total (5 properties)'), blocks numbered 1 to N of N.
        const sheet = (pipeTotals(pages) ?? propertyBlocks(pages))?.count;
        if (sheet) return sheet;
        // A summary's own count ('Number of properties owned  3').
        return labelledCount(
          pages,
          String.raw`number of properties(?: owned)?|properties owned|total properties`,
        );
      },
    },
    {
      key: 'total_market_value',
      value_type: 'FLOAT',
      aliases: ['market value', 'total value', 'portfolio value'],
      // 'Aggregate market value' is the portfolio summary's word for the total.
      find: total(
        'total_market_value',
        '(?:total|aggregate) (?:current )?market value|(?:total|aggregate) (?:estimated |present |current )?value',
      ),
    },
    {
      key: 'total_mortgage_balance',
      value_type: 'FLOAT',
      aliases: ['mortgage', 'debt', 'loan balance', 'liens'],
      find: total(
        'total_mortgage_balance',
        '(?:total|aggregate) mortgage (?:balance|debt)|(?:total|aggregate) debt(?![ \t]+service)|(?:total|aggregate) loan balance',
      ),
    },
    {
      key: 'total_monthly_rent',
      value_type: 'FLOAT',
      aliases: ['rent', 'rental income', 'gross rent'],
      find: total('total_monthly_rent', '(?:total|aggregate) (?:gross )?(?:monthly )?rents?\\b'),
    },
  ],
  check: (found, pages) => {
    // The count and the totals must agree with the rows that were read.
    const rows = sreoRows(pages);
    const count = found.get('property_count');
    // Two readings of the count (table rows, numbered property lines) that disagree, with no
    // totals row read to confirm the table: neither is stated.
    const listed = numbered(pages);
    if (
      count &&
      typeof count.value === 'number' &&
      !count.confirmed &&
      !portfolio(pages)?.totals &&
      Array.isArray(listed?.value) &&
      listed.value.length !== count.value
    )
      found.set(
        'property_count',
        reject(
          count,
          `${count.value} properties read from the table but ${listed.value.length} numbered: a row may be missing or misread`,
        ),
      );
    for (const { key } of COLUMNS) {
      const f = found.get(key);
      // A total a wide schedule confirmed by its column's sum was checked there.
      if (!f || typeof f.value !== 'number' || f.confirmed) continue;
      const why = (sum: number) =>
        `The rows add up to ${sum}, not the total ${f.value}: a row may be missing or misread`;
      // One block per property, each printing the figure: the total is their sum, whoever read it.
      const blockSum = propertyBlocks(pages)?.sums?.get(key);
      if (blockSum !== undefined && Math.abs(blockSum - f.value) > 0.011) {
        found.set(key, reject(f, why(blockSum)));
        continue;
      }
      if (!rows || !rows.every((r) => key in r)) continue;
      const sum = Math.round(rows.reduce((s, r) => s + r[key]!, 0) * 100) / 100;
      // A total equal to the sum of its rows, read apart, is confirmed by them.
      if (Math.abs(sum - f.value) > 0.011) {
        found.set(key, reject(f, why(sum)));
        if (count?.value !== null && count) found.set('property_count', reject(count, why(sum)));
        // A total equal to the sum of its rows, read apart, is confirmed by them.
      } else if (rows.length > 1) found.set(key, { ...f, confirmed: true });
    }
  },
};

/** The rows the check adds up: table rows, or each block's amounts in its line's label order. */
const sreoRows = (pages: PageText[]): Record<string, number>[] | null => {
  const t = transposed(pages);
  if (t) return t.rows;
  const p = portfolio(pages);
  if (p && p.table.rows.length > 0) return p.table.rows.map((r) => r.values);
  const urla = urlaSchedule(pages);
  if (urla) return urla.rows;
  const rows: Record<string, number>[] = [];
  for (const { text } of pages)
    for (const m of text.matchAll(/^\s*Property\.?\s*\d{1,2}\s*[:;][^\n]*\n([^\n]*)/gim)) {
      const line = m[1]!;
      const order = COLUMNS.map((c) => ({ key: c.key, at: line.search(c.label) }))
        .filter((x) => x.at >= 0)
        .sort((a, b) => a.at - b.at);
      const amounts = amountsOf(line);
      if (order.length !== amounts.length) return null;
      rows.push(Object.fromEntries(order.map((o, i) => [o.key, amounts[i]!])));
    }
  return rows.length ? rows : null;
};
