// Certificates of insurance (ACORD 25 and the like): several policies in one coverages table,
// each row 'INSR LTR  TYPE  POLICY NUMBER  EFF  EXP  LIMITS'. A lender's figures are the property
// policy's: its row gives the number, the dates and the building limit; its insurer letter names
// the insurer in the 'INSURER A : ...' box. Anything not on that row is not guessed.
import { AMOUNT, checkedDate, DATE, money, type Found, type PageText } from './find';

type PropertyRow = {
  letter: string;
  number: string;
  from: string;
  to: string;
  rest: string;
  page: number;
  quote: string;
};

const NUMBER = String.raw`[A-Z]{0,4}[ \t]?[A-Z0-9-]*\d[A-Z0-9-]*`;
const CELL = String.raw`[ \t]*\|[ \t]*`;
/**
 * The property row, its cells apart by spaces or drawn with '|' ('B | PROPERTY - SPECIAL FORM,
 * REPLACEMENT COST | STB 1983153 | 02/04/2026 |' over '02/04/2027 | BUILDING $3,100,000').
 */
const ROW = new RegExp(
  String.raw`^[ \t]*([A-F])(?:[ \t]+(?:X[ \t]+)?(?:COMMERCIAL[ \t]+)?PROPERTY[ \t]+(${NUMBER})[ \t]+(${DATE})[ \t]+(${DATE})|${CELL}(?:X[ \t]+)?(?:COMMERCIAL[ \t]+)?PROPERTY\b[^|\n]*${CELL}(${NUMBER})${CELL}(${DATE})(?:${CELL}|[ \t|]*\n[ \t]*)(${DATE}))([^\n]*(?:\n[^\n]*)?)`,
  'm',
);

/** The property policy's row of a certificate's coverages table (only one such row: else null). */
const propertyRow = (pages: PageText[]): PropertyRow | null => {
  const rows: PropertyRow[] = [];
  for (const { page, text } of pages)
    for (const m of text.matchAll(new RegExp(ROW.source, 'gm')))
      rows.push({
        letter: m[1]!,
        number: (m[2] ?? m[5])!.trim(),
        from: (m[3] ?? m[6])!,
        to: (m[4] ?? m[7])!,
        rest: m[8]!,
        page,
        quote: m[0].split('\n')[0]!.trim(),
      });
  return rows.length === 1 ? rows[0]! : null;
};

const at = (row: PropertyRow, value: unknown): Found => ({ value, page: row.page, quote: row.quote });

export const certificatePolicy = (pages: PageText[]): Found | null => {
  const row = propertyRow(pages);
  return row ? at(row, row.number) : null;
};

export const certificateDate = (pages: PageText[], part: 'from' | 'to'): Found | null => {
  const row = propertyRow(pages);
  return row ? checkedDate(at(row, row[part])) : null;
};

/** The building (or property) limit on the row: 'BUILDING $ 3,150,000'. */
export const certificateLimit = (pages: PageText[]): Found | null => {
  const row = propertyRow(pages);
  const m =
    row &&
    new RegExp(String.raw`\b(?:BUILDING|DWELLING|LIMIT)\b[^\n$\d]{0,20}(${AMOUNT})`, 'i').exec(
      row.rest.replace(/\$ +/g, '$'),
    );
  return row && m ? at(row, money(m[1])) : null;
};

/** 'INSURER A : Granite State Casualty Co' (a name wrapped onto the next line is joined; NAIC numbers go). */
export const certificateInsurer = (pages: PageText[]): Found | null => {
  const row = propertyRow(pages);
  if (!row) return null;
  for (const { page, text } of pages) {
    // The colon may be left out ('INSURER B Harborview Specialty').
    const m = new RegExp(String.raw`INSURER ${row.letter}[ \t]*:?[ \t]+([^\n]+)(?:\n([^\n]*))?`).exec(text);
    if (!m) continue;
    let name = m[1]!
      .replace(/\s{2,}.*$/, '')
      .replace(/[ \t]+\d{5}[ \t]*$/, '')
      .trim();
    // The next line carries the rest of the name ('Insurance Co 41260') unless it is another box.
    const next = (m[2] ?? '')
      .replace(/\s{2,}.*$/, '')
      .replace(/(?:[ \t]+[a-z]{1,2})+[ \t]*$/, '')
      .trim();
    const tail = /^([A-Z][A-Za-z&.,' ]*?)(?:[ \t]+\d{5})?$/.exec(next);
    // Its NAIC number ends the next line, or its next cell ('Company  28635').
    const naic = /\d{5}$/.test(next) || /^[^\n]*?\s{2,}\d{5}[ \t]*$/.test(m[2] ?? '');
    if (tail && !/INSURER|^\d/.test(next) && naic) name = `${name} ${tail[1]!.trim()}`;
    return { value: name, page, quote: m[0].split('\n')[0]!.trim() };
  }
  return null;
};

/** The insured: the first cell of the line under an 'INSURED' (or 'POLICYHOLDER') heading cell. */
export const certificateInsured = (pages: PageText[]): Found | null => {
  if (!propertyRow(pages)) return null;
  for (const { page, text } of pages) {
    const m =
      /^[ \t]*(?:(?:NAMED )?INSURED|POLICY ?HOLDER)(?:\s{2,}[^\n]*)?\n[ \t]*(?:\d{5}[ \t]*\n[ \t]*)?([^\n]+)/m.exec(
        text,
      );
    if (!m) continue;
    const value = m[1]!.split(/\s{2,}/)[0]!.trim();
    return { value, page, quote: m[1]!.trim() };
  }
  return null;
};
