// A rent roll's money columns (issue 23): which heading is the rent, how a row names its charges,
// the words that mark a unit empty, a header wrapped onto a second line.
import { amountsOf, type Found, type PageText } from './find';
import { joinPipeRows } from './pipes';
import { UNIT_HEAD } from './rent-words';

/** Money columns of a rent roll header, in order; the rent is the actual/lease one, not market. */
/** 'Market Rate' / 'Asking Rent' (Entrata, RealPage) are the market's; 'Rent Amount' is one heading. */
export const MONEY_COLUMN =
  /market rent|market rate|asking rent|(?:actual|lease|contract|current|monthly|scheduled) rent|rent amount|\brent\b|deposit|balance|charges|amount|past due/gi;

/** `code`: the rows name each charge by its code ('rent 1,560.00', 'prk 75.00'): the rent is the amount after 'rent'. */
export type RentColumn = { count: number; at: number; code?: boolean };

export const rentColumn = (header: string): RentColumn | null => {
  const columns = [...header.matchAll(MONEY_COLUMN)].map((m) => m[0].toLowerCase());
  if (columns.length < 2) return null;
  // 'Charge Code  Amount' (a rent roll with lease charges): each charge on its own code.
  if (/charge code/i.test(header)) return { count: columns.length, at: -1, code: true };
  const at = columns.findIndex((c) => /rent/.test(c) && !/market|asking/.test(c));
  return at >= 0 ? { count: columns.length, at } : null;
};

/** The amount after a row's 'rent' charge code, else NaN (a row that names no rent charge). */
export const chargeCodeRent = (row: string): number => {
  const m = /\brent[ \t]+(\S+)/i.exec(row);
  const amounts = m ? amountsOf(m[1]!) : [];
  return amounts.length === 1 ? amounts[0]! : Number.NaN;
};

/** The words a roll marks an empty unit with ('VACANT', 'No active lease', 'Unoccupied'). */
export const VACANT = /\bvacant\b|\bno active lease\b|\bunoccupied\b/i;

/**
 * A header whose last heading wrapped onto the next line ('... Other Charges Deposit' over
 * 'Balance'): a next line of one to three words without figures that names a money column is
 * part of the header.
 */
export const withContinuation = (header: string, next: string | undefined): string => {
  const words = next?.trim().split(/\s+/) ?? [];
  if (!next || /\d/.test(next) || words.length === 0 || words.length > 3) return header;
  MONEY_COLUMN.lastIndex = 0;
  const money = MONEY_COLUMN.test(next);
  MONEY_COLUMN.lastIndex = 0;
  return money ? `${header} ${next.trim()}` : header;
};

/** A '|' table's header: how many cells it has and which one is the rent's (not the market rent's). */
export type RentCell = { cells: number; at: number; tenant: number };

export const pipeRentCell = (header: string): RentCell | null => {
  if ((header.match(/\|/g) ?? []).length < 3) return null;
  const cells = header.split('|').map((c) => c.trim().toLowerCase());
  // A rate per square foot ('Rent/SF') is no monthly rent either.
  const monthly = (c: string) =>
    /\brent\b/.test(c) && !/market|asking|loss|potential|annual|gross|\/\s*sf\b|per sf|\bpsf\b/.test(c);
  const at = cells.findIndex(monthly);
  const tenant = cells.findIndex((c) => /\b(?:tenant|resident|lessee|occupant)s?\b/.test(c));
  return at >= 0 && cells.filter(monthly).length <= 2 ? { cells: cells.length, at, tenant } : null;
};

/** The tenant's whole cell of a '|' row as wide as its header ('H&R Tax Service'), else undefined. */
export const tenantInCell = (row: string, column: RentCell | null): string | undefined => {
  const cells = row.split('|');
  const short = column && cells.length === column.cells - 1 && column.tenant < cells.length - 1;
  if (!column || column.tenant < 0 || (cells.length !== column.cells && !short)) return undefined;
  const t = cells[column.tenant]!.trim();
  return /[A-Za-z]/.test(t) ? t : undefined;
};

/**
 * The rent in its own cell of a '|' row as wide as its header (a row joined from its wrapped
 * lines): NaN when the cell holds no single amount; undefined for a row of another width.
 */
export const rentInCell = (row: string, column: RentCell | null): number | undefined => {
  const cells = row.split('|');
  // A row whose empty last cell was dropped ('... | $400.00' under '... | CAM | Notes') keeps
  // every cell before it in place.
  const short = column && cells.length === column.cells - 1 && column.at < cells.length - 1;
  if (!column || (cells.length !== column.cells && !short)) return undefined;
  const amounts = amountsOf(cells[column.at]!);
  return amounts.length === 1 ? amounts[0]! : Number.NaN;
};

/**
 * A totals line with one figure per money column ('Total 12 Units, 75.0% Occupied 15,850.00
 * 10,870.00 7,600.00 260.00'): the rent total is the figure under the rent column.
 */
export const totalRow = (pages: PageText[]): Found | null => {
  for (const { page, text } of pages) {
    let column: { count: number; at: number } | null = null;
    let cells: RentCell | null = null;
    for (const line of joinPipeRows(text.split('\n'))) {
      if (UNIT_HEAD.test(line) && amountsOf(line).length === 0) {
        column = rentColumn(line) ?? column;
        cells = pipeRentCell(line) ?? cells;
      }
      if (!column || !/^[ \t]*totals?\b/i.test(line)) continue;
      const inCell = rentInCell(line, cells);
      if (inCell !== undefined && Number.isFinite(inCell)) return { value: inCell, page, quote: line.trim() };
      const amounts = amountsOf(line);
      if (amounts.length === column.count) return { value: amounts[column.at], page, quote: line.trim() };
    }
  }
  return null;
};

/** A summary of charges by charge code: the 'rent' code's line ('rent  Rent  11,050.00'). */
export const chargeSummaryRent = (pages: PageText[]): Found | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => /summary of charges|charges by (?:charge )?code/i.test(l));
    for (const line of at < 0 ? [] : lines.slice(at + 1, at + 12)) {
      const amounts = amountsOf(line);
      if (/^[ \t]*rent\b/i.test(line) && amounts.length === 1)
        return { value: amounts[0], page, quote: line.trim() };
    }
  }
  return null;
};
