// Insurance evidence by meaning (issue 23, stop 30): the words every market prints for the same
// field, and the readers that do not depend on one form's wording. Sources of the vocabulary:
// ACORD 25/27/28/75 ('INSURED', 'INSURER A', 'CARRIER', 'POLICY NUMBER'), ISO declarations pages
// ('Named Insured', 'Policy Period', 'Limit of Insurance'), Lloyd's and surplus-lines evidence of
// cover on LMA wordings ('Name of Assured', 'Period of Insurance', 'Sum Insured', 'Certificate
// Number', 'Certain Underwriters at Lloyd's, London'), UK and Commonwealth schedules
// ('Policyholder', 'The Insured').
import { AMOUNT, first, money, type Found, type PageText } from './find';
import { withWrap } from './key-value';

/** The insured: 'Named Insured', 'Insured Name', 'Name of Assured', 'Policyholder'. */
export const INSURED_LABEL = String.raw`(?:first )?(?:named )?insured(?:'s)?(?: name| party)?|name of (?:the )?(?:named )?(?:insured|assured)|(?:the )?assured(?:'s name)?|policy ?holder(?:'s name)?`;

/** The insurer: 'Insurer', 'Carrier', 'Company', 'Issuing/Writing Company', 'Underwriter'. */
export const INSURER_LABEL = String.raw`(?:name of (?:the )?)?insurer(?: name)?|(?:insurance )?carrier|(?:issuing |insurance |writing |insuring )?company|underwriters?`;

/** A document that states it is insurance evidence, whatever market issued it. */
export const EVIDENCE_TITLE =
  /evidence of (?:cover(?:age)?|(?:commercial |property |homeowners? )*insurance)\b|\bcover note\b|certificate of (?:(?:liability |property )?insurance|cover)|\b(?:policy )?declarations page\b|\bpolicy declarations\b|\bunderwriters at lloyd'?s\b/i;

/**
 * A label that opens its line (an item number may come first: '1. Name of Assured') and its value
 * after one space, no colon ('Insured Name Silver Creek LLC', 'Purchaser Ada Moss'), up to a
 * column gap or the line's end. The value must open with a capital and pass `accept`; a value
 * holding a colon is the next label's.
 */
export const spacedValue = (
  pages: PageText[],
  label: string,
  accept: (value: string) => boolean,
): Found | null =>
  first(
    pages,
    new RegExp(String.raw`^[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:${label})[ \t]+([^\n]+?)(?=\s{2,}|[ \t]*$)`, 'im'),
    (m) => {
      // A company's designator wrapped onto the next line alone ends the name ('Company').
      const next = m.input.slice(m.index + m[0].length).split('\n')[1];
      const value = withWrap(m[1]!.trim(), next);
      return /^[A-Z]/.test(value) && !/:/.test(value) && accept(value) ? value : undefined;
    },
  );

/**
 * The Lloyd's market as insurer: an evidence of cover issued under a binding authority names its
 * security as 'Certain Underwriters at Lloyd's, London' (the syndicates are listed apart).
 */
export const lloydsInsurer = (pages: PageText[]): Found | null =>
  first(pages, /\b((?:certain\s+)?underwriters\s+at\s+lloyd'?s(?:,?\s+london)?)\b/i, (m) => {
    const name = m[1]!.replace(/\s+/g, ' ');
    // A heading in capitals is stated in the market's own spelling ('Certain Underwriters at Lloyd's').
    return /[a-z]/.test(name)
      ? name
      : name
          .toLowerCase()
          .split(' ')
          .map((w) => (w === 'at' ? w : w[0]!.toUpperCase() + w.slice(1)))
          .join(' ');
  });

/**
 * The certificate's number as the policy's reference, only on evidence that prints no policy or
 * binder number (a Lloyd's evidence of cover is known by its certificate number; on an ACORD 25 the
 * certificate number is the certificate's, and its coverages table names each policy's number).
 * A previous or expiring certificate's number is not this one's.
 */
export const certificateNumber = (pages: PageText[]): Found | null => {
  const all = pages.map((p) => p.text).join('\n');
  if (/\b(?:policy|binder)[ \t]*(?:no\b|number|#)/i.test(all)) return null;
  return first(
    pages,
    /(?<!(?:previous|prior|expiring|renewal of|replaces)[ \t]+)\bcertificate[ \t]*(?:no\.?|number|#|ref(?:erence)?)[ \t]*[:.]?[ \t]*([A-Z0-9][A-Z0-9/-]{3,24})\b/i,
    (m) => (/\d/.test(m[1]!) ? m[1] : undefined),
  );
};

/**
 * The premium on a line of its own whose label a parenthesis qualifies ('Premium (annual, 100%)
 * USD 9,200.00', 'Annual Premium (USD)  $1,250.00'); a currency code may open the amount. Fees,
 * taxes and totals payable are other lines.
 */
export const premiumLine = (pages: PageText[]): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`^[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:annual |total |policy |gross |annuali[sz]ed )?premium(?:[ \t]*\([^)\n]{1,40}\))?(?:[ \t]+amount)?[ \t]*:?[ \t]+(?:USD|US\$|CAD|GBP|EUR)?[ \t]*(${AMOUNT})[ \t]*$`,
      'im',
    ),
    (m) => (/\b(?:deposit|minimum|prior|previous|tax|fee)/i.test(m[0]) ? undefined : money(m[1])),
  );
