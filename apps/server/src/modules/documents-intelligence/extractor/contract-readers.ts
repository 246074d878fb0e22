// Purchase contracts written as prose (issue 23, stop 26): an address spread over a sentence, a
// deposit named at the end of its sentence or 'paid as a deposit', the closing as the deed's
// delivery, a party introduced before 'hereinafter called the SELLER'.
import { AMOUNT, checkedDate, DATE, first, lineAt, money, reject, type Found, type PageText } from './find';
import { STATE, stateCode } from './states';

/**
 * 'commonly known by the street address of 1854 Lantern Hill Dr, is located in the City of
 * Bakersfield, County of Kern, State of California, with zip code 93304': the street, city, state
 * and zip of one sentence as one address.
 */
export const proseAddress = (pages: PageText[]): Found | null => {
  for (const { page, text } of pages) {
    const flat = text.replace(/\s+/g, ' ');
    const m = new RegExp(
      String.raw`\b(?:street address of|known as(?: and numbered)?|located at)\s+(\d{1,6} [A-Za-z0-9.' ]{2,40}?),[^.;]{0,60}?\bCity of ([A-Z][A-Za-z.' ]{1,30}?),[^.;]{0,60}?\bState of (${STATE}),?[^.;]{0,30}?\b(?:zip|postal)(?: code)?\s+(\d{5})\b`,
    ).exec(flat);
    const code = m ? stateCode(m[3]!) : null;
    if (!m || !code) continue;
    const at = text.indexOf(m[1]!.split(' ')[0]!);
    return { value: `${m[1]}, ${m[2]}, ${code} ${m[4]}`, page, quote: lineAt(text, Math.max(at, 0)) };
  }
  return null;
};

/**
 * An amount its sentence names at its end: 'a check in the sum of $100,000.00, payable to Escrow
 * Holder, ... (the "Deposit")': the sentence holds no other amount and does not end before the term.
 */
export const sentenceDefinedAmount = (pages: PageText[], term: string): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`(${AMOUNT})(?:(?!${AMOUNT})[^.$;]){0,240}?\((?:the|this)\s+"(?:${term.replace(/ /g, String.raw`\s+`)})"\)`,
      'i',
    ),
    (m) => money(m[1]),
  );

/** '$ 32,400.00 have been paid as a deposit' / '$5,000 is deposited as earnest money'. */
export const paidAsDeposit = (pages: PageText[]): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`(${AMOUNT})[ \t]+(?:(?:has|have) been|is|are|shall be|will be)[ \t]+(?:paid|deposited|delivered)[ \t]+as[ \t]+(?:an?|the)[ \t]+(?:earnest money[ \t]+)?deposit\b`,
      'i',
    ),
    (m) => money(m[1]),
  );

/** The closing as the deed's delivery: 'Such deed is to be delivered at 11:00 o'clock A.M. on the 29th day of April, 2025'. */
export const deedDelivery = (pages: PageText[]): Found | null =>
  checkedDate(
    first(
      pages,
      new RegExp(
        String.raw`\b(?:deed (?:is|shall be) (?:to be )?delivered|delivery of (?:the )?deed shall (?:take place|occur))\b(?:[^.]|\b[AaPp]\.[Mm]\.){0,80}?\bon (?:or before )?(?:the )?(${DATE})`,
        'i',
      ),
    ),
  );

/** A numbered item's start ('8. CLOSING:', '33  8. CLOSING:' with a form's line number before it). */
const ITEM = /^[ \t]*(?:\d{1,4}[ \t]{2,})?\d{1,2}\.[ \t]+[A-Z]/;

/**
 * The one date of a numbered item headed by the field's label ('8. CLOSING: Closing shall occur
 * on a date mutually agreed ..., but in no event later than 10/05/2026'): the item runs to the next
 * numbered item (six lines at most); with two dates or none in it, nothing is read.
 */
export const itemDate = (pages: PageText[], heading: string): Found | null => {
  const head = new RegExp(
    // The heading may go on in a few words ('15. Closing Date and Place.', '4. CLOSING; DATE OF CLOSING:').
    String.raw`^[ \t]*(?:\d{1,4}[ \t]{2,})?\d{1,2}\.[ \t]+(?:${heading})(?:[ \t;,]+[A-Za-z]+){0,4}?[ \t]*[:.]`,
    'i',
  );
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
      if (!head.test(line)) continue;
      const end = lines.findIndex((l, k) => k > i && (ITEM.test(l) || l.trim() === ''));
      const item = lines.slice(i, Math.min(end < 0 ? lines.length : end, i + 6));
      const text = item.join('\n');
      const found = [...text.matchAll(new RegExp(DATE, 'gi'))];
      const dates = new Set(found.map((m) => m[0].replace(/\s+/g, ' ')));
      // A date the closing is counted from ('30 days after the acceptance of 05/01/2026') is not it.
      const from = found.some((m) =>
        /\b(?:after|following|from|within)\b[^.;]{0,40}$/i.test(text.slice(0, m.index)),
      );
      const date = dates.size === 1 && !from ? [...dates][0]! : null;
      const quote = date && item.find((l) => l.includes(date.split(' ')[0]!));
      if (date) return checkedDate({ value: date, page, quote: (quote ?? line).trim() });
    }
  }
  return null;
};

/**
 * A contract that prints only an additional deposit ('Additional good faith deposit of $15,000 on
 * or before ...'): the earnest money is the initial deposit, or both together, neither of which a
 * reader found; N/A with the reason, so no guess takes the additional one for it.
 */
export const additionalDepositOnly = (pages: PageText[]): Found | null => {
  const found = first(
    pages,
    /\badditional\s+(?:good\s+faith\s+|earnest\s+money\s+|escrow\s+)?deposit\b/i,
    (m) => m[0],
  );
  return (
    found &&
    reject(found, 'Only an additional deposit is read: the earnest money is the initial one or their total')
  );
};
