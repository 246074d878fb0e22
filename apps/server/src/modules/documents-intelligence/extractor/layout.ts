// Layout readers of the offline extractor: tables (a header naming columns over rows of
// amounts), postal addresses, person names and US states, the shapes a value must have before
// it is stated.
import { amountsOf, lineAt, type Found, type PageText } from './find';
import { joinPipeRows } from './pipes';

/** A US street address: '118 Maple Ave, Austin, TX 78704' (commas optional, as OCR drops them). */
const ADDRESS = String.raw`\d{1,6} [A-Za-z0-9.' ]{2,40}?,? [A-Za-z.' ]{2,30}?,? [A-Z]{2} \d{5}(?:-\d{4})?(?!\d)`;

const ST = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

/** An address whose state is a real two-letter code, read case-sensitively ('Ty' is not TN). */
const isAddress = (text: string): boolean =>
  new RegExp(String.raw`^${ADDRESS}$`).test(text.trim()) &&
  ST.has(/ ([A-Z]{2}) \d{5}(?:-\d{4})?$/.exec(text.trim())?.[1] ?? '');

/** A person's name: two to four capitalised words ('Jordan Avery', 'JORDAN M AVERY'). */
export const NAME = String.raw`[A-Z][a-zA-Z.'-]*(?: [A-Z][a-zA-Z.'-]*){1,3}`;

export { STATE, stateName } from './states';

/** A year that ends a date is no street number ('as of November 2, 2024' over 'Willow Ln, ...'). */
const afterDate = (text: string, at: number): boolean =>
  /(?:\b[A-Z][a-z]{2,8}\.? \d{1,2},?|\d{1,2}\/\d{1,2}\/)[ \t]*$/.test(text.slice(Math.max(0, at - 16), at));

/** An address on a line after a label ('Property Address: ...', 'located at ...'). */
export const addressAfter = (pages: PageText[], label: string): Found | null => {
  // Then an address wrapped over two lines ('Property Name/Address: 5927' / 'Sunset Ave, ...'):
  // the line breaks read as spaces (same length, so the quote's place is kept).
  for (const joined of [false, true])
    for (const { page, text } of pages) {
      const search = joined ? text.replace(/[ \t]*\n[ \t]*/g, (gap) => ' '.padEnd(gap.length, ' ')) : text;
      const re = new RegExp(String.raw`(?:${label})[^\n\d]{0,20}?(${ADDRESS})`, 'gi');
      for (let m = re.exec(search); m; m = re.exec(search)) {
        const value = m[1]!.trim().replace(/\s{2,}/g, ' ');
        if (isAddress(value) && !afterDate(search, m.index + m[0].length - m[1]!.length))
          return { value, page, quote: lineAt(text, m.index) };
      }
    }
  return null;
};

/** The only postal address the document states (several different ones: none is chosen). */
export const onlyAddress = (pages: PageText[]): Found | null => {
  const seen = new Map<string, Found>();
  // Addresses wrapped over two lines count too ('known as 7062' / 'Copperfield Ave, ...'): one
  // address on a line of its own is not the only one the document states.
  for (const joined of [false, true])
    for (const { page, text } of pages) {
      const search = joined ? text.replace(/[ \t]*\n[ \t]*/g, (gap) => ' '.padEnd(gap.length, ' ')) : text;
      for (const m of search.matchAll(new RegExp(ADDRESS, 'g'))) {
        const value = m[0].replace(/\s{2,}/g, ' ');
        if (!isAddress(value) || afterDate(search, m.index)) continue;
        const key = value.toLowerCase().replace(/[^a-z0-9]/g, '');
        // A figure ending the line above is no part of the address under it ('... 01/13/2026' over '4601 Willow Ln, ...').
        if (joined && [...seen.keys()].some((k) => key.endsWith(k))) continue;
        if (!seen.has(key)) seen.set(key, { value, page, quote: lineAt(text, m.index) });
      }
    }
  return seen.size === 1 ? [...seen.values()][0]! : null;
};

export type Column = { key: string; label: RegExp };

export type TableRead = {
  rows: { values: Record<string, number>; line: string }[];
  page: number;
  header: string;
};

/** A sentence is no table header ('...through an entity. Show the full loan balance and rent'; 'Est. Value' is). */
const PROSE = /(?<![A-Za-z])[a-z]{3,}\. +[A-Z][a-z]|(?<![A-Za-z])[a-z]{3,}\.[ \t]*$/;

/**
 * A table whose header line names at least two of the columns (in any order) over rows of
 * amounts: each row's last amounts are read under the named columns, in the header's order.
 * Rows end at the first non-empty line without enough amounts once rows began.
 */
export const readTable = (pages: PageText[], columns: Column[], minColumns = 2): TableRead | null => {
  for (const { page, text } of pages) {
    const lines = joinPipeRows(text.split('\n'));
    for (const [i, header] of lines.entries()) {
      const at = columns
        .map((c) => ({ c, index: header.search(c.label), length: c.label.exec(header)?.[0].length ?? 0 }))
        .filter((x) => x.index >= 0)
        .sort((a, b) => a.index - b.index);
      if (at.length < minColumns || amountsOf(header).length > 0 || PROSE.test(header)) continue;
      const rows =
        (header.match(/\|/g) ?? []).length >= 2
          ? pipeRows(header, lines.slice(i + 1, i + 60), at)
          : amountRows(header, lines.slice(i + 1, i + 60), at);
      if (rows.length > 0) return { rows, page, header: header.trim() };
    }
  }
  return null;
};

type Located = { c: Column; index: number; length: number };

/** Money columns a table may print beside the ones read ('Mortgage Payments', 'Net Rental Income'). */
const OTHER_MONEY =
  /\bpayments?\b|\bnet (?:rental |operating )?(?:income|cash flow)|\bcash flow\b|\bdeposits?\b|\bpast due\b|\btaxes\b|\bfees\b|\bpurchase price\b|\boriginal cost\b|\bmarket rent\b/gi;

/**
 * Rows of amounts: each row's last amounts are read under the named columns, in the header's
 * order; when the header also names other money columns after them, a row must hold one amount
 * per money column and each is read by its place (else the row is not read).
 */
/**
 * The header's cells (apart by column gaps) and the cell each named column heads, when the header
 * has more cells than named columns (a heading the reader does not know, 'Equity' between 'Market
 * Value' and 'Mortgage'): the last amounts of a row are then not the named columns'.
 */
const headerCells = (header: string, at: Located[]): { count: number; places: number[] } | null => {
  const cells = [...header.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const places = at.map((x) => cells.findIndex((c) => x.index >= c.start && x.index < c.end));
  return cells.length > at.length && places.every((p) => p >= 0) && new Set(places).size === places.length
    ? { count: cells.length, places }
    : null;
};

const amountRows = (header: string, lines: string[], at: Located[]): TableRead['rows'] => {
  const extras = [...header.matchAll(OTHER_MONEY)].filter(
    (m) => !at.some((x) => m.index < x.index + x.length && x.index < m.index + m[0].length),
  );
  const last = at.at(-1)!.index;
  const all = extras.some((m) => m.index > last)
    ? [
        ...at.map((x) => ({ key: x.c.key as string | null, index: x.index })),
        ...extras.map((m) => ({ key: null, index: m.index })),
      ].sort((a, b) => a.index - b.index)
    : null;
  const byCell = headerCells(header, at);
  const rows: TableRead['rows'] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const amounts = amountsOf(line);
    // A row with a cell under every heading: each column's amount is its own cell's.
    const cells = line.trim().split(/\s{2,}/);
    if (byCell && cells.length === byCell.count) {
      const own = byCell.places.map((k) => amountsOf(cells[k]!));
      if (own.every((a) => a.length === 1)) {
        rows.push({
          values: Object.fromEntries(at.map((x, k) => [x.c.key, own[k]![0]!])),
          line: line.trim(),
        });
        continue;
      }
    }
    if (amounts.length < at.length || (all && amounts.length !== all.length)) {
      if (rows.length > 0) break;
      continue;
    }
    const values = all
      ? Object.fromEntries(all.flatMap((col, k) => (col.key ? [[col.key, amounts[k]!]] : [])))
      : Object.fromEntries(at.map((x, k) => [x.c.key, amounts.slice(-at.length)[k]!]));
    rows.push({ values, line: line.trim() });
  }
  return rows;
};

/**
 * A table drawn with '|' between cells: each value is the amount in its column's own cell. A
 * single line without cells between two rows (the property's address printed over its row) is
 * passed over; a second one ends the table.
 */
/** The words a money cell says 'none' with: a dash, 'None', 'Free & Clear' (no mortgage), 'Paid off'. */
const NONE_CELL = /^[ \t]*(?:[-–—]|none|nil|free\W*(?:and\W+)?clear|paid off)[ \t]*$/i;

/**
 * A cell's amounts; a cell that works its figure out ('$91,500 (1st) + $20,000 (HELOC) = $111,500')
 * is the result, when the parts add up to it.
 */
const cellAmounts = (cell: string): number[] => {
  const amounts = amountsOf(cell);
  if (amounts.length < 3 || !/\+[^=]*=[^=+]*$/.test(cell)) return amounts;
  const result = amounts.at(-1)!;
  const parts = amounts.slice(0, -1).reduce((a, b) => a + b, 0);
  return Math.abs(parts - result) <= 0.011 ? [result] : amounts;
};

const pipeRows = (header: string, lines: string[], at: Located[]): TableRead['rows'] => {
  const heads = header.split('|');
  // Several cells of one meaning ('1st Mortgage | 2nd Mortgage | Total Mortgages'): the one named as
  // their total when there is one, else the first.
  const cellOf = (label: RegExp) => {
    const hits = heads.flatMap((h, k) => (label.test(h) ? [k] : []));
    const totals = hits.filter((k) => /^\s*total\b/i.test(heads[k]!));
    return totals.length === 1 && hits.length > 1 ? totals[0]! : (hits[0] ?? -1);
  };
  const place = at.map((x) => ({ key: x.c.key, cell: cellOf(x.c.label) }));
  const rows: TableRead['rows'] = [];
  let apart = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (rows.length > 0 && !line.includes('|') && apart++ === 0) continue;
    if (line.includes('|')) apart = 0;
    const cells = line.split('|');
    // A cell that says there is none ('Free & Clear' under the mortgage, '-', 'None') is a zero.
    const amounts = place.map((p) =>
      p.cell < 0 ? [] : NONE_CELL.test(cells[p.cell] ?? '') ? [0] : cellAmounts(cells[p.cell] ?? ''),
    );
    if (cells.length !== heads.length || amounts.some((a) => a.length !== 1)) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push({
      values: Object.fromEntries(place.map((p, k) => [p.key, amounts[k]![0]!])),
      line: line.trim(),
    });
  }
  return rows;
};

/** One column of a table row as a found value (quoting the row). */
export const cell = (table: TableRead | null, row: number, key: string): Found | null => {
  const r = table?.rows[row];
  return r && key in r.values ? { value: r.values[key], page: table.page, quote: r.line } : null;
};

/**
 * A value under its label on a form whose labels sit above their values: the label is a whole
 * cell of a line (cells split at column gaps of two or more spaces) and the next non-empty line
 * has as many cells; the cell under the label is the value ('COMPANY' over the carrier's name,
 * 'BINDER #' over the number). A label alone on its line takes the whole next line.
 */
export const cellBelow = (pages: PageText[], label: RegExp): Found | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
      const cells = line.trim().split(/\s{2,}/);
      // A label cell may end in a colon ('COMPANY:') or a cell of its own may follow it on the line.
      const at = cells.findIndex((c) => new RegExp(`^(?:${label.source})[ \t]*:?$`, 'i').test(c.trim()));
      if (at < 0) continue;
      const next = lines.slice(i + 1).find((l) => l.trim() !== '');
      if (!next) continue;
      const below = next.trim().split(/\s{2,}/);
      if (below.length !== cells.length) continue;
      const value = below[at]!.trim();
      if (value) return { value, page, quote: next.trim() };
    }
  }
  return null;
};

/**
 * A value under a label that opens its line ('NAMED INSURED AND ADDRESS:  POLICY NUMBER: ...'),
 * when OCR closed the column gaps: the next line's text before its own first label ('Ezra
 * Kittredge  EFFECTIVE DATE: ...'). The caller checks the value's shape (partyName).
 */
export const leadBelow = (pages: PageText[], label: string): Found | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => new RegExp(String.raw`^[ \t]*(?:${label})[ \t]*:`, 'i').test(l));
    const next = at < 0 ? undefined : lines.slice(at + 1).find((l) => l.trim() !== '');
    const m = next ? /^[ \t]*(.+?)(?:[ \t]+[A-Z][A-Z /#]{2,30}:.*)?$/.exec(next) : null;
    if (m?.[1] && !/:/.test(m[1])) return { value: m[1].trim(), page, quote: next!.trim() };
  }
  return null;
};

/** A company: the name up to its legal suffix ('Mesa Verde Rentals, LLC', 'Atlantic Shore Insurance Co.'). */
const ENTITY = String.raw`^(.*\b(?:LLC|L\.L\.C\.|Inc\.?|Corporation|Corp\.|L\.P\.|LP|LLP|Trust|Company|Co\.|Bank|Exchange|Association))(?![A-Za-z])`;

/** The words of a company's kind, not its name ('Mutual Insurance Co.', 'Bank', 'LLC'). */
const GENERIC =
  /^(?:the|of|and|&|insurance|company|co\.?|mutual|casualty|indemnity|fire|marine|llc|l\.l\.c\.|inc\.?|corp\.?|corporation|bank|trust|lp|l\.p\.|llp|association|exchange)$/i;

/**
 * A party's name as printed, or N/A when it does not read cleanly: scan speckles after the name
 * (' . : B . Co') are cut at the first stand-alone symbol; a descriptor (', a Texas limited
 * liability company', ', a single person') goes; a company ends at its legal suffix; a person
 * is two to five capitalised words in one case. Anything else ('Grace Abernathy or Co N') is a
 * rejection with its reason, never a guess.
 */
export const partyName = (found: Found | null): Found | null => {
  if (!found || typeof found.value !== 'string') return found;
  const raw = found.value
    // A line that opens with a label of its own ('Vestee: Ada Moss'): the name is after it.
    .replace(/^[A-Z][A-Za-z'’]*(?: [A-Za-z'’]+){0,2}:\s+(?=[A-Z])/, '')
    // A column gap then a label in brackets opens the next cell ('Ada Moss  (Buyer's Printed Name)').
    .replace(/[ \t]{2,}\(.*$/, '')
    .replace(/\s+[^\sA-Za-z0-9$&(]{1,3}(?=\s|$).*$/, '')
    .replace(/,\s+(?:an?|as|husband|wife|whose|each)\b.*$/i, '')
    // A descriptor known by its ending, whatever OCR made of its article (', ANEW YORK LIMITED
    // LIABILITY COMPANY').
    .replace(
      /,\s+[^,]{0,40}\b(?:limited liability company|corporation|limited partnership|general partnership)[\s,.]*$/i,
      '',
    )
    .replace(/[\s,;:]+$/, '')
    .trim();
  // A name that ends in 'and' or '&' goes on where its line wrapped: read alone, it is cut short.
  if (/(?:^|\s)(?:and|&)$/i.test(raw))
    return { ...found, value: null, reason: `"${raw}" goes on past its line: check the names on the page` };
  const entity = new RegExp(ENTITY, 'i').exec(raw);
  // A company is named by a word of its own: 'Insurance Co.' alone (a line of another box) is none.
  if (entity && entity[1]!.split(/[\s,]+/).every((w) => !w || GENERIC.test(w)))
    return {
      ...found,
      value: null,
      reason: `"${found.value}" names no company of its own: check it on the page`,
    };
  if (entity) return { ...found, value: entity[1]!.replace(/,$/, '') };
  const words = raw.split(/\s+/).filter((w) => !/^(?:and|&)$/.test(w));
  const capitalised = words.every((w) => /^[A-Z][A-Za-z'-]+\.?$|^[A-Z]\.$/.test(w));
  const oneCase =
    words.every((w) => /[a-z]/.test(w) || /^[A-Z]\.$/.test(w)) || words.every((w) => !/[a-z]/.test(w));
  if (capitalised && oneCase && words.length >= 2 && words.length <= 6) return { ...found, value: raw };
  return {
    ...found,
    value: null,
    reason: `"${found.value}" does not read cleanly as a name: check it on the page`,
  };
};
