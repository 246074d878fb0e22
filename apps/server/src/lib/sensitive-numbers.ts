// Numbers a document must not leave in the database in plain text (issue 13 suite 5): the text
// read from an upload (bank statements, tax returns, IDs) is stored for search and citations, so
// account numbers and SSNs in it are masked to their last four digits before it is written.
// The extractor reads the unmasked pages first, and itself keeps only `****1234`.

/** SSNs written 123-45-6789 or 123 45 6789. */
const SSN = /\b\d{3}([- ])\d{2}\1(\d{4})\b/g;
/** Account and card numbers: 8 to 17 digits in a row, or groups of four joined by spaces or dashes. */
const ACCOUNT = /\b(?:\d{8,17}|\d{4}(?:[ -]\d{4}){2,3})\b/g;

const lastFour = (digits: string): string => digits.replace(/\D/g, '').slice(-4);

/** The text with every SSN as `***-**-1234` and every account-like number as `****1234`. */
export const maskSensitiveNumbers = (text: string): string =>
  text
    .replace(SSN, (_m, _sep: string, last: string) => `***-**-${last}`)
    .replace(ACCOUNT, (match) => `****${lastFour(match)}`);
