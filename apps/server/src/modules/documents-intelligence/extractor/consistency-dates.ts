// Dates that must be in order and within a plausible term, and dates read beside a label that
// names another event (consistency.ts).
import { DATE } from './find';
import {
  dateOf,
  dayOf,
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
  // A card that ran out decades ago is not what was presented: another date was read (the birth's).
  else if (expiry !== null && expiry < today() - 20 * YEAR)
    refuse(found, ['expiration_date'], 'The expiry date read is more than 20 years ago');
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
      // A clause after the date that says what it is ('as of 01/09/2026, which is ... the effective date').
      const clause = /^,?\s*(?:which|that)\s+is\b[^.;]{0,80}/i.exec(
        f.quote.slice(f.quote.indexOf(f.value) + f.value.length),
      );
      if (clause && OWN[key]?.test(clause[0])) continue;
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

/** A time of day printed with a date ('12:01 A.M.'). */
const TIME = String.raw`\d{1,2}:\d{2}\s*(?:[AP]\.?M\.?)?`;
/** Two dates printed as a span, times of day and a wrapped line allowed ('06/17/2026 to 12:01' / 'A.M. 06/17/2027'). */
const SPAN = String.raw`(${DATE})(?:[ \t]*${TIME})?\s*(?:-|–|to|through|thru|until)\s*(?:${TIME}\s*)?(${DATE})`;

/** Where the page prints a span, the start field is its first date and the end field its last. */
const ENDS: Record<string, [start: string, end: string][]> = {
  'insurance-binder': [['effective_date', 'expiration_date']],
  'bank-statement': [['statement_period_start', 'statement_period_end']],
};

const spanEnds: Gate = {
  name: 'span-ends',
  run: (cls, found, pages) => {
    const spans = pages.flatMap((p) =>
      [...p.text.matchAll(new RegExp(SPAN, 'gi'))]
        .map((m) => [dayOf(m[1]!), dayOf(m[2]!)] as const)
        .filter(([a, b]) => a !== null && b !== null && a < b),
    );
    if (spans.length === 0) return;
    for (const [start, end] of ENDS[cls] ?? []) {
      const s = dateOf(found, start);
      if (s !== null && spans.some(([, b]) => b === s) && !spans.some(([a]) => a === s))
        refuse(
          found,
          [start],
          `The ${LABELS[start]} read is the end of a span the page prints, not its start`,
        );
      const e = dateOf(found, end);
      if (e !== null && spans.some(([a]) => a === e) && !spans.some(([, b]) => b === e))
        refuse(found, [end], `The ${LABELS[end]} read is the start of a span the page prints, not its end`);
    }
  },
};

/** A date's own label with the date after it ('Closing shall be on 09/24/2026', 'Closing Date | 10/30/2026'). */
const OWN_DATES: Record<string, RegExp> = {
  closing_date: new RegExp(String.raw`\b(?:closing|settlement)\b[^\n\d]{0,25}?(${DATE})`, 'gi'),
};

/**
 * A date the page prints after the field's own label is the field's: a value read elsewhere (a
 * deadline in the same paragraph, the learned locator's guess) that is none of them is refused.
 */
const ownLabelDates: Gate = {
  name: 'own-label-dates',
  run: (cls, found, pages) => {
    for (const [key, re] of cls === 'purchase-contract' ? Object.entries(OWN_DATES) : []) {
      const value = dateOf(found, key);
      if (value === null) continue;
      const own = pages.flatMap((p) => [...p.text.matchAll(re)].map((m) => dayOf(m[1]!)));
      if (own.length > 0 && !own.includes(value))
        refuse(found, [key], `The page prints another date after the ${LABELS[key]}'s own label: check it`);
    }
  },
};

/**
 * A date another is counted from ('Closing shall occur 30 days after the acceptance date of
 * 05/01/2026') is not the closing's, whoever read it (a rule or the learned locator).
 */
const countedFrom: Gate = {
  name: 'counted-from',
  run: (cls, found) => {
    for (const key of cls === 'purchase-contract' ? ['closing_date'] : []) {
      const f = live(found, key);
      if (!f || typeof f.value !== 'string' || !f.quote) continue;
      const at = f.quote.indexOf(f.value);
      if (at > 0 && /\b(?:after|following|from)\b[^.;\d]{0,40}$/i.test(f.quote.slice(0, at)))
        refuse(found, [key], `The ${LABELS[key]} read is a date another is counted from: check it`);
    }
  },
};

export const DATE_GATES: Gate[] = [dateOrder, dateLabel, spanEnds, ownLabelDates, countedFrom];
