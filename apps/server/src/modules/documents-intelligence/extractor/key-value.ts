// A value beside or under its label (issue 23, stop 26): to the right on a line of two cells, no
// colon between ('Named Insured  Kingfisher Residential, LLC'), and a party printed with its
// address under its label box (ACORD evidence forms), a date or an amount in the cell under its
// label cell.
import { AMOUNT, amountsOf, checkedDate, DATE, type Found, type PageText } from './find';
import { COMPANY } from './bank-summary';
import { cellBelow, NAME, partyName } from './layout';

/** Form words in capitals: a row of labels ('COMPANY  POLICY NUMBER'), not a label and its value. */
const LABEL_ROW =
  /\b(?:NUMBER|NO\.?|DATE|ADDRESS|NAME|POLICY|INSURED|INSURER|COMPANY|AGENCY|AGENT|PRODUCER|PHONE|FAX|CODE|TERM|PERIOD|COVERAGE|LIMITS?|PREMIUM|BINDER|BUYER|SELLER|PURCHASER|VENDOR)\b|[#:]$/;

/** A company's designator alone ('Company', 'Co.', 'Inc.'): the end of a name its cell wrapped. */
const DESIGNATOR =
  /^(?:(?:Company|Co\.|Corporation|Corp\.|Inc\.|Incorporated|LLC|L\.L\.C\.|Ltd\.|Limited|Mutual|Association|Exchange)[ \t]*)+$/i;

/**
 * A value cell whose last words wrapped onto the next line, alone there ('Company  Ironbridge
 * Inland Marine Insurance' over 'Company'): the name with them (read without, it is cut short).
 */
export const withWrap = (value: string, next: string | undefined) => {
  const t = next?.trim() ?? '';
  return DESIGNATOR.test(t) && !/\b(?:LLC|L\.L\.C\.|Inc\.|Co\.|Company|Corp\.)$/i.test(value)
    ? `${value} ${t}`
    : value;
};

/**
 * The cell right of a label that is the whole first cell of a two-cell line (cells apart by a
 * column gap of two spaces or more); a second cell in capitals made of form words, or holding a
 * colon, is the next label or box of the form, not a value (nothing is read).
 */
export const valueRight = (
  pages: PageText[],
  label: string,
  accept: (value: string) => boolean = () => true,
): Found | null => {
  const re = new RegExp(String.raw`^[ \t]*(?:${label})[ \t]*$`, 'i');
  for (const { page, text } of pages)
    for (const [i, line] of text.split('\n').entries()) {
      const cells = line.trim().split(/\s{2,}/);
      if (cells.length !== 2 || !re.test(cells[0]!)) continue;
      const value = withWrap(cells[1]!.trim(), text.split('\n')[i + 1]);
      // A cell holding its own label and colon is the next box ('INSURED  INSURER A : Granite ...').
      if ((!/[a-z]/.test(value) && LABEL_ROW.test(value)) || /:/.test(value)) return null;
      // A value of another shape than the field's ('Named Insured  Limit') is no answer: read on.
      if (accept(value)) return { value, page, quote: line.trim() };
    }
  return null;
};

/** A value that reads cleanly as a party's name (partyName states it). */
export const isPartyName = (value: string): boolean =>
  typeof partyName({ value, page: null, quote: null })?.value === 'string';

/**
 * A party under its label box ('NAMED INSURED AND ADDRESS'), printed with its address on one line
 * ('Osage Creek Realty, LLC, 98 Lantern Hill Dr, ...'): the name before the street number, after
 * the label's colon or on one of the three lines under the label.
 */
export const nameOverAddress = (pages: PageText[], label: string): Found | null => {
  const head = new RegExp(String.raw`^[ \t]*\W{0,3}[ \t]*(?:${label})\b`, 'i');
  const row = new RegExp(String.raw`^[^A-Za-z0-9]{0,4}(${COMPANY}|${NAME}),[ \t]*\d{1,6} [A-Z]`);
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => head.test(l));
    if (at < 0) continue;
    // Or on the label's own line, after its colon ('Named Insured and Mailing Address:  Driftwood
    // Realty LLC, 5808 Ironwood Pl,').
    const own = lines[at]!.replace(head, '').replace(/^[ \t]*:[ \t]*/, '');
    const mine = /^[ \t]*:/.test(lines[at]!.replace(head, '')) ? row.exec(own) : null;
    if (mine) return { value: mine[1]!.trim(), page, quote: lines[at]!.trim() };
    for (const line of lines.slice(at + 1, at + 4)) {
      const m = row.exec(line);
      if (m) return { value: m[1]!.trim(), page, quote: line.trim() };
    }
  }
  return null;
};

/** A date in the cell under its label cell ('Inspection Date  Effective Date' over two dates). */
export const dateInCellBelow = (pages: PageText[], label: RegExp): Found | null => {
  const found = cellBelow(pages, label);
  return found && typeof found.value === 'string' && new RegExp(`^(?:${DATE})$`, 'i').test(found.value.trim())
    ? checkedDate(found)
    : null;
};

/** An amount alone in the cell under its label cell ('Purchase Price  Deposit' over '$X  $Y'). */
export const moneyInCellBelow = (pages: PageText[], label: RegExp): Found | null => {
  const found = cellBelow(pages, label);
  if (!found || typeof found.value !== 'string') return null;
  const amounts = amountsOf(found.value);
  return amounts.length === 1 && new RegExp(`^\\s*(?:${AMOUNT})\\s*$`).test(found.value)
    ? { ...found, value: amounts[0] }
    : null;
};
