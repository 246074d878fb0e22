// A passport's machine-readable zone (ICAO 9303 TD3: two lines of 44 characters) read from OCR
// text. OCR slips are mended only where the zone's grammar fixes the kind of character (a digit
// field read 'O' is 0, 'S' is 5...), and a field is trusted only when its check digit holds.
import { dateParts, first, lineAt, type Found, type PageText } from './find';

/** ICAO 9303 check digit: weights 7, 3, 1; digits as themselves, A-Z as 10-35, '<' as 0. */
export const checkDigit = (field: string): number =>
  [...field].reduce((sum, c, i) => {
    const v = /\d/.test(c) ? Number(c) : c === '<' ? 0 : c.charCodeAt(0) - 55;
    return sum + v * [7, 3, 1][i % 3]!;
  }, 0) % 10;

/** Letters OCR reads in place of digits (OCR-B's 0/O, 1/I, 5/S, 8/B, 2/Z, 6/G). */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  U: '0',
  I: '1',
  L: '1',
  T: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
};
const digits = (text: string) => [...text].map((c) => AS_DIGIT[c] ?? c).join('');

/** Letters that stand for more than one digit: OCR reads OCR-B's 6 as 'B' as well as its 8. */
const OTHER_DIGIT: Record<string, string> = { B: '6' };

/**
 * A digit field and its check digit as OCR read them: the primary reading of each letter, or, when
 * its check digit fails, the one reading with the other digits the letters stand for whose check
 * digit holds (a scan's '690520' read 'B90520' is mended by its check digit, never guessed).
 */
const checkedDigits = (field: string, check: string): MrzField => {
  const primary = digits(field);
  const want = Number(digits(check));
  if (checkDigit(primary) === want) return { value: primary, checked: true };
  const ambiguous = [...field].flatMap((c, i) => (OTHER_DIGIT[c] ? [i] : []));
  // One such letter at most: more readings tried would let a wrong one hold its check by chance.
  if (ambiguous.length !== 1) return { value: primary, checked: false };
  const holding: string[] = [];
  for (let mask = 1; mask < 1 << ambiguous.length; mask++) {
    const chars = [...primary];
    ambiguous.forEach((at, k) => {
      if (mask & (1 << k)) chars[at] = OTHER_DIGIT[field[at]!]!;
    });
    if (checkDigit(chars.join('')) === want) holding.push(chars.join(''));
  }
  return holding.length === 1 ? { value: holding[0]!, checked: true } : { value: primary, checked: false };
};

/** An OCR line as zone characters: no spaces, '«' as '<<', lower case raised. */
const zoneText = (line: string) =>
  line.replace(/[«≪]/g, '<<').replace(/[‹〈]/g, '<').replace(/\s+/g, '').toUpperCase();

type MrzField = { value: string; checked: boolean };
type Mrz = {
  page: number;
  quote: string;
  number: MrzField;
  birth: MrzField;
  expiry: MrzField;
};

const LINE_TWO =
  /([A-Z0-9<]{9})([0-9OQDUILTZSBG])([A-Z<]{3})([0-9OQDUILTZSBG]{6})([0-9OQDUILTZSBG])([MFX<])([0-9OQDUILTZSBG]{6})([0-9OQDUILTZSBG])/;

/** YYMMDD as an ISO date: an expiry is in this century, a birth date not in the future. */
const isoOf = (yymmdd: string, which: 'birth' | 'expiry'): string | null => {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const year =
    which === 'expiry' ? 2000 + yy : yy > new Date().getUTCFullYear() % 100 ? 1900 + yy : 2000 + yy;
  const iso = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return dateParts(iso) ? iso : null;
};

/** The zone's second line: document number, birth and expiry dates, each with its check. */
export const readMrz = (pages: PageText[]): Mrz | null => {
  for (const { page, text } of pages)
    for (const [i, raw] of text.split('\n').entries()) {
      const line = zoneText(raw);
      if (line.length < 28 || !/<|^[A-Z0-9]{9}\d[A-Z]{3}\d{6}/.test(line)) continue;
      const m = LINE_TWO.exec(line);
      if (!m) continue;
      const number = m[1]!;
      const numberDigit = digits(m[2]!);
      const birth = checkedDigits(m[4]!, m[5]!);
      const expiry = checkedDigits(m[7]!, m[8]!);
      const birthIso = isoOf(birth.value, 'birth');
      const expiryIso = isoOf(expiry.value, 'expiry');
      if (!birthIso || !expiryIso) continue;
      return {
        page,
        quote: lineAt(text, text.split('\n').slice(0, i).join('\n').length + (i > 0 ? 1 : 0)),
        number: {
          value: number.replace(/<+$/, ''),
          checked: !number.replace(/<+$/, '').includes('<') && checkDigit(number) === Number(numberDigit),
        },
        birth: { value: birthIso, checked: birth.checked },
        expiry: { value: expiryIso, checked: expiry.checked },
      };
    }
  return null;
};

/**
 * One field of the zone as a found value. With `checked`, only when its check digit holds, or
 * (the number) when the same number is also printed on the page outside the zone: two readings.
 */
export const mrzFound = (
  pages: PageText[],
  field: 'number' | 'birth' | 'expiry',
  checked = false,
): Found | null => {
  const zone = readMrz(pages);
  if (!zone) return null;
  const f = zone[field];
  if (checked && !f.checked) {
    if (field !== 'number' || f.value.length < 6) return null;
    const printed = pages.find((p) => p.page === zone.page)!.text;
    const word = new RegExp(String.raw`(?<![A-Z0-9<])${f.value}(?![A-Z0-9<])`);
    const line = printed.split('\n').find((l) => l.trim() !== zone.quote && word.test(l));
    return line ? { value: f.value, page: zone.page, quote: line.trim() } : null;
  }
  // A field whose ICAO check digit holds is confirmed against the OCR's doubt about the zone's words.
  return { value: f.value, page: zone.page, quote: zone.quote, confirmed: f.checked };
};

/** The zone's first line: P<USAAVERY<<JORDAN<<<... */
const MRZ_NAME = /P<([A-Z]{3})([A-Z]+(?:<[A-Z]+)*)<<([A-Z]+(?:<[A-Z]+)*)/;

/**
 * The zone's name (given names, then surname). It has no check digit: it is confirmed against the
 * OCR's doubt only when every one of its words is also printed alone on a line of the same page
 * outside the zone (the data page's 'HERNANDEZ' / 'KAREN'): two readings that agree.
 */
export const mrzName = (pages: PageText[]): Found | null => {
  const found = first(pages, MRZ_NAME, (m) => `${m[3]!.replace(/</g, ' ')} ${m[2]!.replace(/</g, ' ')}`);
  if (!found || typeof found.value !== 'string') return found;
  const printed = pages
    .find((p) => p.page === found.page)!
    .text.split('\n')
    .filter((l) => !l.includes('<'));
  const alone = new Set(
    printed.flatMap((l) => (/^[ \t]*[A-Z' -]+[ \t]*$/.test(l) ? l.trim().split(/\s+/) : [])),
  );
  return found.value.split(' ').every((word) => alone.has(word)) ? { ...found, confirmed: true } : found;
};
