// Dates that must be in order and within a plausible term, and dates read beside a label that
// names another event (consistency.ts).
import {
  dateOf,
  labelBefore,
  live,
  refuse,
  today,
  YEAR,
  textOf,
  type Fields,
  type Gate,
} from './consistency-util';

const LABELS: Record<string, string> = {
  date_of_birth: 'date of birth',
  issue_date: 'issue date',
  expiration_date: 'expiry date',
  effective_date: 'effective date',
  statement_period_start: 'period start',
  statement_period_end: 'period end',
  closing_date: 'closing date',
  contract_date: 'contract date',
};

/** `earlier` must come before `later`, by at most `maxYears` (when given). */
const ordered = (found: Fields, earlier: string, later: string, maxYears?: number) => {
  const a = dateOf(found, earlier);
  const b = dateOf(found, later);
  if (a === null || b === null) return;
  if (a > b)
    refuse(
      found,
      [earlier, later],
      `The ${LABELS[earlier]} read is after the ${LABELS[later]}: check both dates`,
    );
  else if (maxYears !== undefined && b - a > maxYears * YEAR)
    refuse(
      found,
      [earlier, later],
      `The ${LABELS[later]} is more than ${maxYears} years after the ${LABELS[earlier]}: check both dates`,
    );
};

/**
 * An identity document's dates: born before it was issued (a holder at least 14 years old, no
 * older than 120), issued before it expires, a term no state or country grants (licences run up
 * to 12 years, Arizona's to the holder's 65th birthday; passports 10 years).
 */
const identityDates = (cls: string, found: Fields) => {
  const birth = dateOf(found, 'date_of_birth');
  if (birth !== null && (birth > today() - 14 * YEAR || birth < today() - 120 * YEAR))
    refuse(
      found,
      ['date_of_birth'],
      'The date of birth read makes the holder younger than 14 or older than 120',
    );
  const arizona = textOf(found, 'issuing_state') === 'Arizona';
  const term = cls === 'passport' ? 10.5 : arizona ? 66 : 15;
  ordered(found, 'date_of_birth', 'issue_date');
  const issued = dateOf(found, 'issue_date');
  if (birth !== null && issued !== null && issued - birth < 14 * YEAR && issued > birth)
    refuse(
      found,
      ['date_of_birth', 'issue_date'],
      'The card was issued before the holder turned 14: check both dates',
    );
  ordered(found, 'issue_date', 'expiration_date', term);
  ordered(found, 'date_of_birth', 'expiration_date');
  const expiry = dateOf(found, 'expiration_date');
  if (expiry !== null && expiry > today() + term * YEAR)
    refuse(found, ['expiration_date'], `The expiry date read is more than ${term} years from now`);
};

/** A document's own dates (not a person's): none before 1900 nor more than five years ahead. */
const DOCUMENT_DATES = [
  'effective_date',
  'expiration_date',
  'statement_period_start',
  'statement_period_end',
  'closing_date',
  'contract_date',
];

const documentDates = (cls: string, found: Fields) => {
  for (const key of cls === 'driver-license' || cls === 'passport' ? [] : DOCUMENT_DATES) {
    const day = dateOf(found, key);
    if (day !== null && (day < -70 * YEAR || day > today() + 5 * YEAR))
      refuse(found, [key], `The ${LABELS[key]} read is before 1900 or more than five years from now`);
  }
  // A building is not built after the date it was valued at.
  const valued = dateOf(found, 'effective_date');
  const built = live(found, 'year_built')?.value;
  if (cls === 'appraisal' && valued !== null && typeof built === 'number' && built > 1970 + valued / YEAR + 1)
    refuse(found, ['year_built'], `A year built of ${built} is after the effective date of the appraisal`);
};

const dateOrder: Gate = {
  name: 'date-order',
  run: (cls, found) => {
    documentDates(cls, found);
    if (cls === 'driver-license' || cls === 'passport') identityDates(cls, found);
    // Policies run a year, some up to three; five is beyond any.
    if (cls === 'insurance-binder') ordered(found, 'effective_date', 'expiration_date', 5);
    // A statement covers a month or a quarter; a year at the most.
    if (cls === 'bank-statement') ordered(found, 'statement_period_start', 'statement_period_end', 1.1);
    if (cls === 'purchase-contract') ordered(found, 'contract_date', 'closing_date', 3);
  },
};

/** Events a date's label may name; a date's field accepts some of them (none: only its own words). */
const EVENTS: [event: string, label: RegExp][] = [
  ['birth', /\b(?:birth|born|DOB)\b/i],
  ['issue', /\b(?:issued?|ISS|issuance)\b/i],
  ['expiry', /\b(?:expir\w*|EXP|valid (?:thru|through|until)|ends?)\b/i],
  ['inspection', /\binspect(?:ion|ed)\b/i],
  ['report', /\b(?:report|signed|signature|transmittal)\b/i],
  ['sale', /\b(?:sale|sold|recorded|recording)\b/i],
  ['print', /\b(?:printed|print date|revised|revision)\b/i],
  ['filing', /\b(?:filed|filing)\b/i],
  ['closing', /\b(?:closing|close of escrow|COE|settlement)\b/i],
];

const ACCEPTS: Record<string, Record<string, string[]>> = {
  'driver-license': { date_of_birth: ['birth'], issue_date: ['issue'], expiration_date: ['expiry'] },
  passport: { date_of_birth: ['birth'], expiration_date: ['expiry'] },
  appraisal: { effective_date: [] },
  'insurance-binder': { effective_date: [], expiration_date: ['expiry'] },
  'purchase-contract': { closing_date: ['closing', 'sale'], contract_date: [] },
  'title-commitment': { effective_date: [] },
  'operating-agreement': { effective_date: [] },
  'bank-statement': { statement_period_start: [], statement_period_end: ['expiry'] },
};

/** A label that names the field itself ('Effective Date of Appraisal Report') is the field's. */
const OWN: Record<string, RegExp> = {
  date_of_birth: /\bbirth|\bDOB\b/i,
  issue_date: /\biss/i,
  expiration_date: /\bexp|\bvalid\b/i,
  effective_date: /\beffective\b|\bvaluation\b|\bvalue\b/i,
  closing_date: /\bclos(?:e|ing)\b|\bsettlement\b|\bCOE\b/i,
  contract_date: /\bcontract date\b|\beffective\b/i,
  statement_period_start: /\bperiod\b/i,
  statement_period_end: /\bperiod\b/i,
};

const dateLabel: Gate = {
  name: 'date-label',
  run: (cls, found) => {
    for (const [key, accepted] of Object.entries(ACCEPTS[cls] ?? {})) {
      const f = live(found, key);
      if (!f || typeof f.value !== 'string' || !f.quote) continue;
      const label = labelBefore(f.quote, f.value);
      if (!label || OWN[key]?.test(label)) continue;
      const other = EVENTS.find(([event, re]) => !accepted.includes(event) && re.test(label));
      if (other)
        refuse(
          found,
          [key],
          `Read beside "${label.slice(-30)}", which names another date than the ${LABELS[key] ?? key.replace(/_/g, ' ')}`,
        );
    }
  },
};

export const DATE_GATES: Gate[] = [dateOrder, dateLabel];
