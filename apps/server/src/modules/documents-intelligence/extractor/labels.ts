// Which label a figure belongs to (issue 23, stop 25): the words that name an amount or a date as
// another figure than the one asked for, and the heading a figure sits under. A value whose label
// is followed by another figure's label, or that sits in a table of premiums or fees, is that
// other figure's: the finders skip it (N/A rather than a confident wrong value).

/**
 * Words that name a figure as something else than the one a label asks for: an amount whose label
 * is followed by one of them ('Purchase Price  List Price: $2,325,000', 'Coverage  Deductible
 * $5,000') belongs to that other label, never to the first.
 */
export const OTHER_FIGURE =
  /\b(?:assessed|list(?:ing)? price|prior sale|previous balance|deductible|premiums?|(?:re)?tax(?:es)?)\b/i;

/**
 * A date whose label is followed, past a gap or a colon, by another date's label ('Issue Date:
 * Expiration 05/2030'): the date is that other label's.
 */
export const OTHER_DATE = /(?:\s{2,}|:)[^\n]*\b(?:date|expir\w*|issued?|birth|DOB|signed|recorded)\b/i;

/** The nearest heading above a position (a line of capitals without figures), within 12 lines. */
const headingAbove = (text: string, index: number): string | null => {
  const lines = text.slice(0, text.lastIndexOf('\n', index - 1) + 1).split('\n');
  for (const line of lines.reverse().slice(1, 13)) {
    const t = line.trim();
    if (t.length >= 3 && !/\d/.test(t) && /[A-Z]{3}/.test(t) && !/[a-z]{2}/.test(t)) return t;
  }
  return null;
};

/** Under a heading naming other figures (a 'PREMIUMS' or 'FEES' table), or on a line naming them. */
export const otherFigureAt = (text: string, index: number): boolean =>
  OTHER_FIGURE.test(headingAbove(text, index) ?? '') ||
  /\b(?:premiums?|fees?)\b/i.test(
    text.slice(text.lastIndexOf('\n', index - 1) + 1, (text.indexOf('\n', index) + 1 || text.length + 1) - 1),
  );

/**
 * A word just before a label that makes it another figure's ('Prior Sale Price', 'List Price',
 * 'Previous Balance', 'Average Ending Balance'): the amount after such a label is not the asked one.
 */
const OTHER_PREFIX =
  /\b(?:prior|previous|last|list(?:ing)?|assessed|original|comparable|average|avg\.?|minimum|maximum|prior year'?s?)[ \t]+$/i;

/** The label found at `index` is qualified by a word that names another figure. */
export const otherPrefixAt = (text: string, index: number): boolean =>
  OTHER_PREFIX.test(text.slice(Math.max(text.lastIndexOf('\n', index - 1) + 1, index - 30), index));
