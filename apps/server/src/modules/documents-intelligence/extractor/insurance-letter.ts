// Insurance evidence in a letter or a declarations page (issue 23, stop 27): the insurer and the
// insured named by the sentence that binds the coverage ('... confirms that Harbor Mutual
// Insurance Company has bound coverage for Jane Roe on the property at ...'), a policy number in
// groups after its form code ('HO3 4417 2290'), the insured's name alone on its line above the
// street of the mailing block under its label.
import { first, type Found, type PageText } from './find';
import { COMPANY } from './bank-summary';
import { NAME } from './layout';

/** A name's words may wrap onto the next line ('coverage for Jane' / 'Roe on the property'). */
const wrapping = (pattern: string) => pattern.replace(/ /g, String.raw`\s+`);

/** A company's name: capitalised words (and '&', 'of') up to the verb that binds the coverage. */
const INSURER = String.raw`(?:[A-Z][A-Za-z.'-]*|&)(?: (?:[A-Z][A-Za-z.'-]*|&|of|and)){0,7}`;
const BINDS = String.raw`(?:has|have|had)\s+(?:bound|placed|issued|written)\s+(?:the\s+)?(?:coverage|insurance|a\s+policy)\s+(?:for|to|on behalf of|in the name of)`;

/** The insurer ('insurer') or the insured ('insured') of the sentence that binds the coverage. */
export const boundCoverage = (pages: PageText[], part: 'insurer' | 'insured'): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`(?<!(?:[A-Z][A-Za-z.'-]*|&) |[A-Za-z&.'-])(${wrapping(INSURER)})\s+${BINDS}\s+[_"']?(${wrapping(NAME)}|${wrapping(COMPANY)})(?=\s+(?:on|at|for|as|with|under|effective)\b|[ \t]*[,.;])`,
    ),
    (m) => (part === 'insurer' ? m[1] : m[2])!.replace(/\s+/g, ' '),
  );

/**
 * A policy number printed as its form code and digit groups ('Policy number DP3 4675 3563 will
 * be issued'): the ISO form code (letters then a digit) opens it.
 */
export const groupedPolicyNumber = (pages: PageText[]): Found | null =>
  first(pages, /\bpolicy\s+(?:no\.?|number|#)[ \t]*:?[ \t]*([A-Z]{1,3}\d{1,2}(?: \d{3,6}){1,3})(?![\d-])/i);

/**
 * The insured under its label: within the four lines after the label, a line that is a name
 * alone over a line opening with a street number ('Named Insured and Mailing Address  Agent: ...'
 * over 'Jane Roe' over '12 Elm St, ...'), whatever the label's line holds beside it.
 */
export const nameAboveStreet = (pages: PageText[], label: string): Found | null => {
  const head = new RegExp(String.raw`^[ \t]*(?:${label})\b`, 'i');
  const alone = new RegExp(String.raw`^[ \t]*(${NAME}|${COMPANY})[ \t]*$`);
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => head.test(l));
    if (at < 0) continue;
    for (let i = at + 1; i <= at + 4 && i + 1 < lines.length; i++) {
      const m = alone.exec(lines[i]!);
      if (m && /^[ \t]*\d{1,6} [A-Z][A-Za-z]+/.test(lines[i + 1]!))
        return { value: m[1]!.trim(), page, quote: lines[i]!.trim() };
    }
  }
  return null;
};
