// Labels of identity documents (issue 23): the same label in several languages, a label over its
// value, names joined from given and family parts, dates under their labels.
import { checkedDate, DATE, either, first, reject, type Found, type PageText } from './find';

export const WORDS = String.raw`[A-Z][A-Za-z'-]+(?: [A-Z][A-Za-z'-]+){0,2}`;

// The same field in the words identity documents print (issue 23, stop 30). ICAO 9303 data pages
// ('Surname', 'Given names', 'Nationality', 'Date of birth', 'Date of expiry'); the UK's and
// Ireland's older books and Commonwealth forms ('Forenames', 'Christian names'); US forms and
// state cards ('Last name', 'First name', 'Citizenship', 'DOB', 'Expires').
export const GIVEN_LABEL = String.raw`(?:given|fore|first|christian)[ \t]?names?`;
export const SURNAME_LABEL = String.raw`surname|family name|last name`;
export const EXPIRY_LABEL = String.raw`date of (?:expiration|expiry)|expiration date|expiry date|valid until`;
export const BIRTH_LABEL = String.raw`date of birth|birth ?date|\bDOB\b`;
/** Nationality's label in the cases it is printed in (the pattern reading it is case-sensitive). */
export const NATIONALITY_LABEL = String.raw`[Nn]ationality|NATIONALITY|[Cc]itizenship|CITIZENSHIP`;

export const joinName = (given: Found | null, family: Found | null): Found | null =>
  given && family ? { ...family, value: `${String(given.value)} ${String(family.value)}` } : null;

/** The same label in other languages, one word each ('Given names/Prenoms', OCR's 'Prenomg'). */
export const OTHER_LANGUAGE = String.raw`(?:[ \t]*\/[ \t]*[A-Za-zÀ-ÿ']+)*`;

/** A value's other-language parts before its last one ('ÉIREANNACH/'). */
export const BILINGUAL = String.raw`(?:[A-ZÀ-Ý][A-Za-zÀ-ÿ]+\/)*`;

/** The one part of a two-language value written in plain letters; none or several: not chosen. */
export const plainPart = (value: string): string | undefined => {
  const plain = value.split('/').filter((part) => /^[A-Za-z ]+$/.test(part));
  return plain.length === 1 ? plain[0] : undefined;
};

/**
 * One word in its label's two languages ('Nationality/Nationalité' over 'CANADIAN/CANADIENNE'):
 * the part in the English label's place. Only when the parts share their stem (the same word in
 * two languages, so in the label's order); 'MAGYAR/HUNGARIAN' under an English/French label is not
 * in the label's languages: none is chosen.
 */
export const inLabelOrder = (label: string, value: string, english: RegExp): string | undefined => {
  const heads = label.split('/').map((h) => h.trim());
  const parts = value.split('/').map((p) => p.trim().toUpperCase());
  const at = heads.findIndex((h) => english.test(h));
  const stem = parts[0]!.slice(0, 4);
  return at >= 0 &&
    heads.length === parts.length &&
    parts.every((p) => p.length >= 4 && p.startsWith(stem)) &&
    /^[A-Za-z ]+$/.test(parts[at]!)
    ? value.split('/')[at]!.trim()
    : undefined;
};

/**
 * A label line holding only the label, in one or more languages ('Surname / Nom / Apellidos'),
 * with OCR's stray '.' or ':' after it.
 */
const LABEL_ONLY = String.raw`(?:[ \t]*\/[ \t]*[A-Za-zÀ-ÿ' .]+)*[ \t]*[.:]?[ \t]*`;

export const labelled = (pages: PageText[], label: string) =>
  either(
    first(
      pages,
      new RegExp(
        String.raw`(?:${label})${OTHER_LANGUAGE}[ \t]*:?[ \t]+(${WORDS})(?=\s{2,}|[ \t]*$|[ \t]+[A-Z][a-z]+ [Nn]ame\b)`,
        'im',
      ),
    ),
    // The value on the line below a label that starts its line (passport data pages); OCR may
    // set a blank line between the two blocks.
    () =>
      first(
        pages,
        new RegExp(
          // The label may carry its field number and another language's words first ('1. Name/Surname/Nom',
          // 'Mga Pangalan/Given Names').
          String.raw`^[ \t]*(?:\d{1,2}[.)]?[ \t]+)?(?:[A-Za-zÀ-ÿ.-]+(?:[ \t]+[A-Za-zÀ-ÿ.-]+){0,2}[ \t]*\/[ \t]*){0,2}(?:${label})${LABEL_ONLY}\n(?:[ \t]*\n)?[ \t]*([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+){0,2})[ \t]*$`,
          'im',
        ),
      ),
  );

/** A date on the line below a label that starts its line and holds nothing else. */
export const dateBelow = (pages: PageText[], label: string) =>
  checkedDate(
    first(
      pages,
      // A label wrapped onto a second line ('... Fecha de' / 'nacimiento') may come between.
      new RegExp(
        String.raw`^[ \t]*(?:${label})${LABEL_ONLY}(?:\s{2,}[^\n]*|[ \t][^\n\d]*)?\n(?:[ \t]*[a-zà-ÿ][^\n\d]{0,40}\n)?(?:[ \t]*\n)?[ \t]*(${DATE})`,
        'im',
      ),
    ),
  );

/**
 * A name with the middle name printed under its own label ('Middle Name' over 'DELA PAZ'): the
 * given names, the middle name and the surname. A name read without the printed middle name is
 * not the holder's whole name: N/A with the reason (whatever reader stated it).
 */
export const withMiddleName = (name: Found | null, pages: PageText[]): Found | null => {
  const middle = labelled(pages, String.raw`middle names?`);
  if (!name || name.reason || !middle) return name;
  const words = (v: unknown) => String(v).toUpperCase().split(/\s+/);
  const have = words(name.value);
  if (words(middle.value).every((w) => have.includes(w))) return name;
  return reject(name, `The name leaves out the middle name printed apart (${String(middle.value)})`);
};

/** A cell that is a name's part in words ('CELESTINE, ESTELLE': the given and middle names). */
export const namePart = (found: Found | null): Found | null =>
  found &&
  typeof found.value === 'string' &&
  /^[A-Z][A-Za-z'-]+(?:,? [A-Z][A-Za-z'-]+){0,2}$/.test(found.value)
    ? { ...found, value: found.value.replace(/,/g, '') }
    : null;
