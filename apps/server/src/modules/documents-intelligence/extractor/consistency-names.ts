// Names that are not names and addresses that are another party's (consistency.ts).
import { live, refuse, type Fields, type Gate } from './consistency-util';
import { STATE } from './layout';

/** Fields that hold a party's name (a person or a company), and those that hold a person's only. */
const NAME_FIELDS = [
  'account_holder',
  'registered_agent',
  'members',
  'managers',
  'full_name',
  'buyer',
  'seller',
  'appraiser_name',
  'insured_name',
  'insurer',
  'vested_owner',
];
const PERSON_FIELDS: Record<string, string[]> = {
  appraisal: ['appraiser_name'],
  'driver-license': ['full_name'],
  passport: ['full_name'],
};

/** Words of a form's labels: a 'name' made of them only ('Mailing Address', 'Company Name') is a label. */
const FORM_WORDS = new Set(
  `name names named address addresses mailing street city state zip code county date dates policy number no
  insured insurer agent producer signature signed title phone telephone fax email page account holder owner
  buyer seller purchaser borrower applicant description coverage premium amount total type certificate
  certification report appraiser supervisory license licence id location premises contact information details
  of the and by to for per prepared client lender mortgagee loss payee company entity member members manager
  managers registered office principal section schedule item`
    .split(/\s+/)
    .filter(Boolean),
);

const namesOf = (found: Fields, key: string): string[] => {
  const v = live(found, key)?.value;
  return typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.filter((x): x is string => typeof x === 'string')
      : [];
};

const formWords: Gate = {
  name: 'form-words',
  run: (_cls, found) => {
    for (const key of NAME_FIELDS)
      for (const name of namesOf(found, key)) {
        const words = name
          .toLowerCase()
          .split(/[^a-z']+/)
          .filter(Boolean);
        if (words.length > 0 && words.every((w) => FORM_WORDS.has(w) || FORM_WORDS.has(w.replace(/s$/, ''))))
          refuse(found, [key], `"${name}" is a label of the form, not a name`);
      }
  },
};

/** A firm where a person must be: a licensed appraiser or a card holder is a person. */
const FIRM =
  /\b(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Company|Co\.|Group|Associates|Partners|Services|Valuation|Appraisals?|Advisors|Realty|Bank|Trust|LLP|LP)(?![A-Za-z])/i;

const personIsFirm: Gate = {
  name: 'person-is-firm',
  run: (cls, found) => {
    for (const key of PERSON_FIELDS[cls] ?? [])
      for (const name of namesOf(found, key))
        if (FIRM.test(name)) refuse(found, [key], `"${name}" names a firm, not a person`);
  },
};

/** A name running into its descriptor: 'Copperfield Properties, LLC, A NEW YORK LIMITED LIABILITY COMPANY'. */
const DESCRIPTOR = new RegExp(
  String.raw`(?:${STATE})\s+(?:limited liability company|corporation|limited partnership|general partnership|nonprofit)\b|\b(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|L\.P\.)[ \t]*,[^\n]*\b(?:limited liability company|corporation|partnership)\b|\b(?:husband and wife|joint tenants|tenants in common|(?:un)?married (?:man|woman|person)|single (?:man|woman|person))\b`,
  'i',
);

const descriptor: Gate = {
  name: 'name-descriptor',
  run: (_cls, found) => {
    for (const key of NAME_FIELDS)
      for (const name of namesOf(found, key))
        if (DESCRIPTOR.test(name))
          refuse(found, [key], `"${name}" runs into the party's description: check where the name ends`);
  },
};

/** A line naming a party's role: an address on it is that party's, not the property's. */
const PARTY =
  /\b(?:buyer|purchaser|seller|vendor|prepared by|management|managed by|mailing|remit|c\/o|broker|lender|borrower|insured|attorney|hereinafter|tenant|landlord|agent)\b/i;
/** A line naming the property ('Property Management' names a firm, not the property). */
const PROPERTY =
  /\b(?:property(?! management)|premises|land|located at|known as|subject|site|real estate|parcel)\b/i;

const partyAddress: Gate = {
  name: 'party-address',
  run: (_cls, found) => {
    const f = live(found, 'property_address');
    if (!f?.quote || typeof f.value !== 'string') return;
    const role = PARTY.exec(f.quote);
    if (role && !PROPERTY.test(f.quote))
      refuse(
        found,
        ['property_address'],
        `Read on a line naming another party ("${role[0]}"): it may be that party's address, not the property's`,
      );
  },
};

/** Two parties of one document read as the same name: one of them was read from the other's box. */
const PARTIES: Record<string, [string, string][]> = {
  'insurance-binder': [['insured_name', 'insurer']],
  'bank-statement': [['account_holder', 'bank_name']],
  'operating-agreement': [['registered_agent', 'company_name']],
};
const plain = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const sameParty: Gate = {
  name: 'same-party',
  run: (cls, found) => {
    for (const [a, b] of PARTIES[cls] ?? []) {
      const [x, y] = [namesOf(found, a)[0], namesOf(found, b)[0]];
      if (x && y && plain(x) === plain(y))
        refuse(
          found,
          [a, b],
          `The ${a.replace(/_/g, ' ')} and the ${b.replace(/_/g, ' ')} read as the same name`,
        );
    }
  },
};

export const NAME_GATES: Gate[] = [formWords, personIsFirm, descriptor, sameParty];
export const ADDRESS_GATES: Gate[] = [partyAddress];
