// The offline extractor's identity documents: driver's licence or ID card, passport. Names are
// read from labels ('NAME:', 'Last Name' + 'First Name', AAMVA fields 1 and 2, a passport's
// 'Surname' + 'Given names') or the passport's machine-readable zone, and must agree with it.
import {
  aamvaNameBlock,
  checkStateFormat,
  givenOverFamily,
  headerState,
  labelledCommaName,
  letters,
  misreadRisk,
  cardNameLine,
  commaName,
  HEADING,
  numberBelow,
  stackedName,
} from './card';
import {
  DATE,
  checkedDate,
  dateParts,
  either,
  first,
  labelledDate,
  labelledText,
  reject,
  type DocumentClass,
  type Found,
  type PageText,
} from './find';
import { cellBelow } from './layout';
import {
  BILINGUAL,
  BIRTH_LABEL,
  dateBelow,
  EXPIRY_LABEL,
  GIVEN_LABEL,
  NATIONALITY_LABEL,
  SURNAME_LABEL,
  inLabelOrder,
  joinName,
  labelled,
  namePart,
  OTHER_LANGUAGE,
  plainPart,
  withMiddleName,
  WORDS,
} from './id-labels';
import { mrzFound, mrzName, readMrz } from './mrz';

export const driverLicense: DocumentClass = {
  id: 'driver-license',
  label: "Driver's licence / ID",
  signals: [
    [/driver'?s? licen[cs]e|identification card|\bID card\b/i, 5],
    [/\bDOB\b|date of birth/i, 2],
    [/\bEXP\b|expires|expiration/i, 1],
    [/\bclass\b|restrictions|endorsements|\bDLN\b/i, 1],
  ],
  fields: [
    {
      key: 'full_name',
      value_type: 'STRING',
      aliases: ['name', 'full name', 'holder'],
      find: (pages) =>
        withMiddleName(
          either(
            first(
              pages,
              new RegExp(
                // The colon may be lost on a photo ('NAME DANIEL SULLIVAN' alone on its line); the
                // name may sit under its label ('NAME' over 'DANIEL SULLIVAN'), never another label.
                String.raw`(?:^|\n)[ \t]*(?:full )?(?:name|NM)(?:[ \t]*:[ \t]*|[ \t]+|[ \t]*:?[ \t]*\n[ \t]*)(${WORDS})[ \t]*(?=\n|$|\s{2,})`,
                'i',
              ),
              (m) => (HEADING.test(m[1]!) ? undefined : m[1]),
            ),
            () =>
              joinName(
                labelled(pages, String.raw`first,? middle(?: names?)?|${GIVEN_LABEL}|\bFN\b`),
                labelled(pages, String.raw`${SURNAME_LABEL}|\bLN\b`),
              ),
            // A card's labels over its values ('FAMILY NAME  3 BIRTH DATE' over 'QUARLES  11/25/2000').
            () =>
              joinName(
                namePart(
                  cellBelow(pages, new RegExp(String.raw`${GIVEN_LABEL}|FN|first,? middle(?: names?)?`)),
                ),
                namePart(cellBelow(pages, new RegExp(String.raw`${SURNAME_LABEL}|LN`))),
              ),
            () =>
              joinName(
                first(pages, /^[ \t]*2[ \t]*([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)?)[ \t]*$/m),
                first(pages, /^[ \t]*1[ \t]*([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)?)[ \t]*$/m),
              ),
            () => labelledCommaName(pages),
            () => commaName(pages),
            () => stackedName(pages),
            () => givenOverFamily(pages),
            () => aamvaNameBlock(pages),
            () => cardNameLine(pages),
          ),
          pages,
        ),
    },
    {
      key: 'date_of_birth',
      value_type: 'STRING',
      aliases: ['birth', 'dob', 'born'],
      find: (pages) => labelledDate(pages, String.raw`(?:\b|\d)DOB\b|date of birth|birth ?date`),
    },
    {
      key: 'license_number',
      value_type: 'STRING',
      aliases: ['license number', 'licence number', 'id number', 'dl number', 'number'],
      find: (pages) => {
        const found = first(
          pages,
          // Digits in groups ('12 345 678', 'A5078 33098 09025', Michigan's 'L 418 887 392 089') and
          // Washington's 'WDL' + nine.
          // A digit after a space may be the next AAMVA field's number ('4d DL 48990114 9 CLASS C').
          /(?:\bDLN\b|\bDL\b|\bLIC\b|licen[cs]e|\bID)[ \t]*(?:no\.?|number|#)?[ \t]*[:#]?[ \t]*([A-Z]{0,2}-?\d[\d-]{4,14}\d|\d{2,3}(?: \d{3}){2}|[A-Z]?\d{4,5}(?: \d{5}){2}|[A-Z] \d{3}(?: \d{3}){3}|WDL[A-Z0-9]{9})(?![A-Za-z0-9]| \d(?!\d?[a-z]?[ \t]*[A-Z]{3}))/i,
        );
        const why = found && misreadRisk(String(found.value), pages, found.page);
        return found && why ? reject(found, `"${String(found.value)}" ${why}: read it on the card`) : found;
      },
    },
    {
      key: 'expiration_date',
      value_type: 'STRING',
      aliases: ['expiration', 'expires', 'exp', 'valid until'],
      find: (pages) =>
        labelledDate(
          pages,
          String.raw`\bEXP\b|expires|expiration(?: date)?|valid (?:thru|through|until)|expiry(?: date)?`,
        ),
    },
    {
      key: 'issue_date',
      value_type: 'STRING',
      aliases: ['issued', 'issue date', 'iss'],
      find: (pages) => labelledDate(pages, String.raw`\bISS\b|issued|issue date`),
    },
    {
      key: 'address',
      value_type: 'STRING',
      aliases: ['address', 'residence', 'lives'],
      // Another AAMVA field's label in the next column ('8 ADDRESS  4a ISS') is no address.
      find: (pages) => {
        const found = labelledText(pages, String.raw`\baddress|\bADDR\b`, 100);
        return found && /^\d{1,2}[a-z]?[ \t]+[A-Z]{2,6}$/.test(String(found.value)) ? null : found;
      },
    },
    {
      key: 'issuing_state',
      value_type: 'STRING',
      aliases: ['state', 'issuing state', 'issuer'],
      // The state printed in the card's header (its first two lines).
      find: headerState,
    },
  ],
  check: checkStateFormat,
};

/** A date read from its label, checked against the zone; the zone alone only with its check digit. */
const passportDate = (label: Found | null, pages: PageText[], which: 'birth' | 'expiry', what: string) =>
  label ? agree(label, mrzFound(pages, which), what, true) : mrzFound(pages, which, true);

const agree = (label: Found | null, mrz: Found | null, what: string, dates = false): Found | null => {
  if (!label || !mrz) return label ?? mrz;
  if (label.reason) return label;
  const norm = (f: Found) => {
    const parts = dates ? dateParts(String(f.value)) : null;
    if (parts) return parts.join('-');
    return String(f.value)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
  };
  return norm(label) === norm(mrz)
    ? { ...label, confirmed: mrz.confirmed }
    : reject(label, `The printed ${what} and the machine-readable zone disagree`);
};

export const passport: DocumentClass = {
  id: 'passport',
  label: 'Passport',
  signals: [
    [/passport|passeport/i, 6],
    [/nationality|nationalit|citizenship/i, 2],
    [/surname|given names?/i, 2],
    [/P<[A-Z]{3}/, 3],
  ],
  fields: [
    {
      key: 'full_name',
      value_type: 'STRING',
      aliases: ['name', 'full name', 'holder'],
      find: (pages) => {
        const given = labelled(pages, String.raw`(?:${GIVEN_LABEL})(?:[ \t]*\/[ \t]*pr[ée]noms)?`);
        const surname = labelled(pages, String.raw`(?:${SURNAME_LABEL})(?:[ \t]*\/[ \t]*nom)?`);
        const name = agree(joinName(given, surname), mrzName(pages), 'name');
        // The zone has no room for a middle name printed apart: given, middle and surname.
        const middle = labelled(pages, String.raw`middle names?`);
        const whole =
          name && !name.reason && middle && given && surname
            ? { ...name, value: `${String(given.value)} ${String(middle.value)} ${String(surname.value)}` }
            : name;
        return withMiddleName(whole, pages);
      },
    },
    {
      key: 'passport_number',
      value_type: 'STRING',
      aliases: ['passport number', 'document number', 'number'],
      find: (pages) => {
        const label = either(
          first(pages, /(?:passport|document)[ \t]*(?:no\.?|number|#)[^\n]{0,30}?\b([A-Z]{0,2}\d{6,9})\b/i),
          () => numberBelow(pages),
        );
        // The zone's number alone only with its check digit (an OCR slip there is not stated).
        const found = label
          ? agree(label, mrzFound(pages, 'number'), 'passport number')
          : mrzFound(pages, 'number', true);
        // A letter prefix beside a zero: 'O' and '0' cannot be told apart on a scan, unless the
        // zone prints the same number and its check digit holds (O counts 24 in it, 0 counts 0).
        const zone = readMrz(pages)?.number;
        return found &&
          typeof found.value === 'string' &&
          !(zone?.checked && zone.value === found.value) &&
          /^[A-Z]?[0O]|^[A-Z]{0,2}[O]/.test(found.value) &&
          /[A-Z]/.test(found.value)
          ? reject(
              found,
              'The number mixes letters with 0/O, which cannot be told apart: read it on the page',
            )
          : found;
      },
    },
    {
      key: 'nationality',
      value_type: 'STRING',
      aliases: ['nationality', 'citizenship', 'country'],
      find: (pages) =>
        first(
          pages,
          new RegExp(
            // On the label's line, or in capitals alone on the line below a label-only line; the
            // label may carry its field number ('Nationality/Nationalite (3)'); a value in two
            // languages ('ÉIREANNACH/IRISH') is read by its one part in plain letters. OCR may drop a
            // parenthesis of the field number ('Nationalité 3)').
            String.raw`(?:${NATIONALITY_LABEL})${OTHER_LANGUAGE}(?:[ \t]*(?:\(\d{1,2}\)?|\d{1,2}\)))?(?:[ \t]*:?[ \t]+(${BILINGUAL}[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,4})|[ \t]*\n[ \t]*(${BILINGUAL}[A-Z]{2,}(?: [A-Z]{2,}){0,4}))[ \t]*$`,
            'm',
          ),
          (m) =>
            plainPart((m[1] ?? m[2])!.trim()) ??
            inLabelOrder(
              new RegExp(String.raw`(?:${NATIONALITY_LABEL})[^\n:]*`).exec(m[0])![0],
              (m[1] ?? m[2])!.trim(),
              /^(?:nationality|citizenship)$/i,
            ),
        ) ??
        // A row of labels over a row of values ('Nationality  Sex  Date of Birth' / 'INDIAN  M  ...').
        letters(cellBelow(pages, /nationality|citizenship/)),
    },
    {
      key: 'date_of_birth',
      value_type: 'STRING',
      aliases: ['birth', 'dob', 'born'],
      find: (pages) =>
        passportDate(
          either(labelledDate(pages, BIRTH_LABEL), () => dateBelow(pages, BIRTH_LABEL)),
          pages,
          'birth',
          'date of birth',
        ),
    },
    {
      key: 'expiration_date',
      value_type: 'STRING',
      aliases: ['expiration', 'expiry', 'expires', 'valid until'],
      find: (pages) =>
        passportDate(
          either(
            checkedDate(
              first(pages, new RegExp(String.raw`(?:${EXPIRY_LABEL})[^\n\d]{0,30}?(${DATE})`, 'i')),
            ),
            () => dateBelow(pages, EXPIRY_LABEL),
          ),
          pages,
          'expiry',
          'expiration date',
        ),
    },
  ],
};
