// A rent roll's money columns (issue 23): which heading is the rent, how a row names its charges,
// the words that mark a unit empty, a header wrapped onto a second line.
import { amountsOf } from './find';

/** Money columns of a rent roll header, in order; the rent is the actual/lease one, not market. */
export const MONEY_COLUMN =
  /market rent|(?:actual|lease|contract|current|monthly|scheduled) rent|\brent\b|deposit|balance|charges|amount|past due/gi;

/** `code`: the rows name each charge by its code ('rent 1,560.00', 'prk 75.00'): the rent is the amount after 'rent'. */
export type RentColumn = { count: number; at: number; code?: boolean };

export const rentColumn = (header: string): RentColumn | null => {
  const columns = [...header.matchAll(MONEY_COLUMN)].map((m) => m[0].toLowerCase());
  if (columns.length < 2) return null;
  // 'Charge Code  Amount' (a rent roll with lease charges): each charge on its own code.
  if (/charge code/i.test(header)) return { count: columns.length, at: -1, code: true };
  const at = columns.findIndex((c) => /rent/.test(c) && !/market/.test(c));
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
