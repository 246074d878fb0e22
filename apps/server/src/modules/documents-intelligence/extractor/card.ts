// Identity card readers: the card's name block, the numbers OCR may have misread, a passport's
// number under its label.
import { first, type Found, type PageText } from './find';
import { STATE, stateName } from './states';

/**
 * Why a licence number may be misread: 'UB418909' (a second letter OCR makes of a digit: B/8,
 * S/5, O/0, I/1, Z/2, G/6), or letters mixed with digits read by OCR (a page with word confidences).
 */
export const misreadRisk = (value: string, pages: PageText[], page: number | null): string | null => {
  if (/^[A-Z][BSOQDIZG]\d/.test(value)) return 'may be a misread digit after the letter';
  const ocr = pages.some((p) => p.page === page && p.uncertain !== undefined);
  // A state's letter read as a zero ('008-486-771' for 'O08-486-771'): OCR cannot tell O from 0,
  // unless the card's state issues numbers that only the digit fits ('000047964625' in North Carolina).
  if (ocr && /^0[\d-]/.test(value) && !onlyDigitFits(value, headerState(pages)?.value as string | null))
    return 'begins with 0, which OCR also makes of the letter O';
  return ocr && /^WDL/.test(value) && /[BSOQDIZG015826]/.test(value.slice(3))
    ? 'mixes letters with digits OCR confuses (O/0, S/5, B/8, I/1, Z/2, G/6)'
    : null;
};

/**
 * The state printed in a card's header: its first two lines of words (a photo's speck read as a
 * line of marks above them, '—' or '»', is none).
 */
export const headerState = (pages: PageText[]): Found | null => {
  const page = pages[0];
  if (!page) return null;
  const head = page.text
    .split('\n')
    .filter((line) => /[A-Za-z0-9]/.test(line))
    .slice(0, 2);
  for (const line of head) {
    const m = new RegExp(String.raw`(?:^|State of |[ \t])(${STATE})\b`, 'i').exec(line);
    const state = m && stateName(m[1]!);
    if (state) return { value: state, page: page.page, quote: line.trim() };
  }
  return null;
};

/**
 * States whose licence numbers are digits only, beyond STATE_FORMATS' (whose shape check they do
 * not join): North Carolina's, up to twelve digits printed zero-padded ('000012345678').
 */
const DIGITS_ONLY: Record<string, RegExp> = { 'North Carolina': /^\d{1,12}$/ };

/** Whether the state's licence numbers fit '0…' as printed but not with the letter O for the zero. */
const onlyDigitFits = (value: string, state: string | null): boolean => {
  const format = state ? (STATE_FORMATS[state] ?? DIGITS_ONLY[state]) : undefined;
  const number = value.replace(/[\s-]/g, '');
  return !!format && format.test(number) && !format.test(`O${number.slice(1)}`);
};

/** A card's name block: the surname over the given names, right above the street line. */
export const stackedName = (pages: PageText[]): Found | null =>
  first(
    pages,
    /^[ \t]*([A-Z][A-Z'-]+)[ \t]*\n[ \t]*([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]*){0,2})[ \t]*\n[ \t]*\d{1,6} [A-Z]/m,
    // A label over its value is no name part ('VICTOR LINDQVIST' over 'ADDRESS' over the street).
    (m) => (HEADING.test(`${m[1]} ${m[2]}`) ? undefined : `${m[2]} ${m[1]}`),
  );

/**
 * A card's name block with the given names first: 'ODALYS ROSE' over 'PEMBERTON' right above the
 * street line (several given names over one family name; one word over one is read as the
 * surname first, stackedName).
 */
export const givenOverFamily = (pages: PageText[]): Found | null =>
  first(
    pages,
    /^[ \t]*([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+){1,2})[ \t]*\n[ \t]*([A-Z][A-Z'-]+)[ \t]*\n[ \t]*\d{1,6} [A-Z]/m,
    (m) => (HEADING.test(`${m[1]} ${m[2]}`) ? undefined : `${m[1]} ${m[2]}`),
  );

/** Words of a card's heading, never of its holder's name. */
export const HEADING =
  /\b(?:DRIVER'?S?|LICEN[CS]E|IDENTIFICATION|CARD|USA|STATE|CLASS|OPERATOR|COMMERCIAL|PERMIT|NAME|ADDRESS|REAL|ID)\b/;

/**
 * A card printing its holder's name on one line without labels or comma, given names first
 * ('IGNATIUS OSRIC OKONKWO'), right above the street line; read when no other name block is.
 */
export const cardNameLine = (pages: PageText[]): Found | null =>
  first(pages, /^[ \t]*([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+){1,3})[ \t]*\n[ \t]*\d{1,6} [A-Z]/m, (m) =>
    HEADING.test(m[1]!) ? undefined : m[1]!,
  );

/**
 * 'NAME HARRIS, CARLOS' or 'Name: DOE, JANE M': the family name first, then the given names (a
 * scan's comma may read as a period: 'HARRIS. CARLOS').
 */
export const labelledCommaName = (pages: PageText[]): Found | null =>
  first(
    pages,
    /(?:^|\n)[ \t]*(?:FULL |[Ff]ull )?(?:NAME|[Nn]ame)[ \t]*:?[ \t]+([A-Z][A-Za-z'-]+)[,.][ \t]*([A-Z][A-Za-z'-]+(?: [A-Z][A-Za-z'-]+)?)(?: [A-Z]\.?)?[ \t]*(?=\n|$|\s{2,})/,
    (m) => `${m[2]} ${m[1]}`,
  );

/** A passport data page's 'Passport No.' alone on its line, the number below (a blank line between). */
export const numberBelow = (pages: PageText[]): Found | null =>
  first(
    pages,
    /^[ \t]*(?:passport|document)[ \t]*(?:no\.?|number|#)[^\n\dA-Za-z]*\n(?:[ \t]*\n)?[ \t]*([A-Z]{0,2}\d{6,9})[ \t]*$/im,
  );

/** Licence number shapes of some states (separators and spaces removed), as the states issue them. */
const STATE_FORMATS: Record<string, RegExp> = {
  Arizona: /^(?:[A-Z]\d{8}|\d{9})$/,
  California: /^[A-Z]\d{7}$/,
  Florida: /^[A-Z]\d{12}$/,
  Georgia: /^\d{7,9}$/,
  Illinois: /^[A-Z]\d{11,12}$/,
  Maryland: /^[A-Z]\d{12}$/,
  Michigan: /^[A-Z]\d{10}(?:\d{2})?$/,
  Minnesota: /^[A-Z]\d{12}$/,
  'New Jersey': /^[A-Z]\d{14}$/,
  'New York': /^(?:\d{8,9}|\d{16}|[A-Z]\d{7}|[A-Z]\d{18}|[A-Z]{8})$/,
  Pennsylvania: /^\d{8}$/,
  Texas: /^\d{7,8}$/,
  Washington: /^(?:WDL[A-Z0-9]{9}|[A-Z*]{7}[A-Z0-9*]{5})$/,
  Wisconsin: /^[A-Z]\d{13}$/,
};

/**
 * A licence number read by OCR that does not have its state's shape ('2770029340' on a Texas
 * card, whose numbers are 7-8 digits) may be misread: N/A with the reason (text PDFs are exact).
 */
export const checkStateFormat = (found: Map<string, Found | null>, pages: PageText[]): void => {
  const number = found.get('license_number');
  const state = found.get('issuing_state')?.value;
  if (!number || typeof number.value !== 'string' || typeof state !== 'string') return;
  const format = STATE_FORMATS[state];
  const ocr = pages.some((p) => p.page === number.page && p.uncertain !== undefined);
  if (!format || !ocr || format.test(number.value.replace(/[\s-]/g, '').toUpperCase())) return;
  found.set('license_number', {
    ...number,
    value: null,
    reason: `"${number.value}" does not have the shape of a ${state} licence number: OCR may have misread it, read it on the card`,
  });
};

/** A found value that is words of letters only ('INDIAN'), else nothing. */
export const letters = (found: Found | null): Found | null =>
  found && typeof found.value === 'string' && /^[A-Za-z]+(?: [A-Za-z]+){0,3}$/.test(found.value)
    ? found
    : null;

/**
 * AAMVA's name block by its field numbers: the family name (field 1, its number sometimes lost to
 * a speck) over '2 GIVEN NAMES' over '8 <street>': the given names then the family name.
 */
export const aamvaNameBlock = (pages: PageText[]): Found | null =>
  first(
    pages,
    /^[ \t]*(?:1[ \t]*|[a-z]{1,2}[ \t]+)?([A-Z][A-Z'-]+)[ \t]*\n[ \t]*2[ \t]*([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)?)[ \t]*\n[ \t]*8[ \t]*\d{1,6} [A-Z]/m,
    (m) => `${m[2]} ${m[1]}`,
  );

/** 'KOWALSKI, DANIEL' (or 'KOWALSKI, DANIEL JAMES') on the line above the street address (a card without name labels). */
export const commaName = (pages: PageText[]): Found | null =>
  first(
    pages,
    /^[ \t]*([A-Z][A-Z'-]+),[ \t]*([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)?)(?: [A-Z]\.?)?[^\n\dA-Za-z]*\n[ \t]*\d{1,6} [A-Z]/m,
    (m) => `${m[2]} ${m[1]}`,
  );
