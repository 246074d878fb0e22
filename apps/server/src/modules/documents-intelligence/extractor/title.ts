// Title reports' own ways of naming the vested owner and the lender's policy (issue 23, stop 26):
// a name wrapped before its legal suffix, and a New York style list of proposed insureds where
// the lender's line is named 'Mortgage' rather than 'Loan Policy'.
import { first, money, type Found, type PageText } from './find';
import { otherFigureAt } from './labels';

/** A legal suffix opening a line: the name above wrapped before it ('OSAGE CREEK RESIDENTIAL,' / 'LLC, A ...'). */
const SUFFIX_FIRST = String.raw`(?:LLC|L\.L\.C\.|Inc\.?|INC\.?|L\.?P\.|LP|LLP|Corp(?:oration)?\.?|CORP(?:ORATION)?\.?|Company|COMPANY|Trust|TRUST)\b`;

/**
 * The vested owner after 'vested in' / 'record owner' / 'owner of record', up to a column gap or the line's end; a
 * name that ends in a comma at the line's end goes on when the next line opens with its legal
 * suffix. The caller cleans it (partyName).
 */
export const vestedOwner = (pages: PageText[]): Found | null =>
  first(
    pages,
    new RegExp(
      // The name may open the next line ('... vested in:' over 'Ada Moss, a single woman').
      // A scan may set a stray quote mark before it ('"Kestrel Ridge Land Company LLC, an ...').
      // 'Vestee', 'Record Title Holder', 'Current Owner': the names title reports give the owner too.
      String.raw`(?:vested in|vested owner|record owner|owner of record|\bvestee|(?:record )?title ?holder|current (?:record )?owner)[ \t]*:?[ \t]*(?:\n[ \t]*["'“”‘’]?)?([A-Z][^\n]{1,120}?(?:,[ \t]*\n[ \t]*${SUFFIX_FIRST}[^\n]{0,80}?)?)[ \t.]*(?=\s{2,}|$)`,
      'im',
    ),
    (m) => {
      // A label word opening the line below is no part of the name ('vested in' over 'Vestee Ada Moss').
      const name = m[1]!
        .replace(/\s+/g, ' ')
        .replace(/^(?:vestee|owner|title ?holder)[ \t]+(?=[A-Z])/i, '')
        .trim();
      // A first name that ends its line goes on on the next ('vested in: Desmond' over 'Ashworth, an
      // unmarried person'): the next line's first word, when a comma or the line's end follows it.
      const next = /^\n[ \t]*([A-Z][a-z'-]+)(?=,|[ \t]*$)/.exec(m.input.slice(m.index + m[0].length));
      return /^[A-Z][a-z'-]+$/.test(name) && next ? `${name} ${next[1]!}` : name;
    },
  );

/**
 * The lender's policy on a list of proposed insureds with their amounts ('Fee: the purchaser
 * Amount: $1,695,000.00' / 'Mortgage: Three Rivers National Bank, its successors ... Amount:
 * $1,170,000.00'): the line that names the mortgage (or loan) policy's insured and its amount.
 */
export const mortgagePolicyLine = (pages: PageText[]): Found | null =>
  first(
    pages,
    /^[ \t]*(?:[-*•][ \t]*)?(?:mortgage(?:e)?|loan)(?: policy)?[ \t]*:[^\n$]{0,120}?\bamount(?: of insurance)?[ \t]*:?[ \t]*(\$[\d,]+(?:\.\d{2})?)/im,
    (m) => (otherFigureAt(m.input, m.index) ? undefined : money(m[1])),
  );
