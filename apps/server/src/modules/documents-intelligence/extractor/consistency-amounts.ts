// An amount read beside a label that names another figure (consistency.ts): 'Assessed Value
// $410,000' is no appraised value, 'Cash Down Payment $500,000' no earnest money. The finders skip
// such labels where they know the layout; this holds for a layout they do not know.
import { formatCurrency } from '@lending/domain';
import { labelBefore, live, printedOn, refuse, type Gate } from './consistency-util';

/** Labels of figures a lender's documents print beside the asked ones. */
const OTHER: [figure: string, label: RegExp][] = [
  ['assessed value', /\bassess(?:ed|ment)\b/i],
  ['list price', /\blist(?:ing)? price\b/i],
  ['prior sale', /\b(?:prior|last|previous) sale\b|\bsold\b/i],
  ['deductible', /\bdeductible\b/i],
  ['premium', /\bpremiums?\b/i],
  ['tax', /\btax(?:es)?\b/i],
  ['fee', /\bfees?\b/i],
  ['loan amount', /\b(?:loan amount|new loan|mortgage amount|financing)\b/i],
  ['down payment', /\b(?:down payment|cash down)\b/i],
  ['land value', /\bland value\b/i],
  ['market rent', /\bmarket rent\b/i],
  ['deposit', /\b(?:earnest|deposits?)\b/i],
  ['price', /\b(?:purchase|sales?|contract) price\b/i],
  ['total due', /\btotal (?:due|cost|amount due)\b/i],
];

/** Per kind, the amounts checked and the figures each may be named as (its own label's words). */
const CHECKED: Record<string, Record<string, string[]>> = {
  'purchase-contract': { purchase_price: ['price'], earnest_money: ['deposit'] },
  appraisal: { appraised_value: [], net_operating_income: [] },
  'insurance-binder': { coverage_amount: [], annual_premium: ['premium'] },
  'title-commitment': { policy_amount: [] },
  'rent-roll': { total_monthly_rent: [] },
};

/** A label that names the amount itself ('Appraised Value (excluding land value)') is its own. */
const OWN: Record<string, RegExp> = {
  purchase_price: /\b(?:purchase|sales?|contract) price\b/i,
  earnest_money: /\bearnest\b/i,
  appraised_value: /\bapprais|\bmarket value\b|\bas[- ]is\b|\bfinal value\b|\bvalue conclusion\b/i,
  net_operating_income: /\bnet operating income\b|\bNOI\b/,
  coverage_amount: /\b(?:limit|amount) of (?:insurance|coverage)\b|\bcoverage amount\b/i,
  annual_premium: /\bannual premium\b/i,
  policy_amount: /\bpolicy amount\b|\bamount of (?:the )?policy\b/i,
  total_monthly_rent: /\b(?:lease|contract|actual) rent\b/i,
};

const amountLabel: Gate = {
  name: 'amount-label',
  run: (cls, found) => {
    for (const [key, accepted] of Object.entries(CHECKED[cls] ?? {})) {
      const f = live(found, key);
      if (!f?.quote || typeof f.value !== 'number') continue;
      const printed = printedOn(f.quote, f.value);
      const label = printed ? labelBefore(f.quote, printed) : null;
      if (!label || OWN[key]?.test(label)) continue;
      const other = OTHER.find(([figure, re]) => !accepted.includes(figure) && re.test(label));
      if (other)
        refuse(
          found,
          [key],
          `${formatCurrency(f.value)} is printed beside "${label.slice(-30)}": it may be the ${other[0]}, not the ${key.replace(/_/g, ' ')}`,
        );
    }
  },
};

/** A building's figure read on one unit's line ('Unit # 1 ... 710 Square Feet') is that unit's. */
const BUILDING: Record<string, string[]> = {
  appraisal: ['gross_living_area', 'appraised_value'],
  'rent-roll': ['total_monthly_rent'],
};

const unitLine: Gate = {
  name: 'unit-line',
  run: (cls, found) => {
    for (const key of BUILDING[cls] ?? []) {
      const quote = live(found, key)?.quote ?? '';
      if (
        /\b(?:unit|apt\.?|apartment|suite)\s*(?:#|no\.?|number)?\s*[A-Z]?\d+[A-Z]?\b/i.test(quote) &&
        !/\btotals?\b/i.test(quote)
      )
        refuse(
          found,
          [key],
          `Read on one unit's line ("${quote.slice(0, 40)}"): it may be that unit's figure, not the whole property's`,
        );
    }
  },
};

/** Labels of other numbers a document prints beside the asked identifier. */
const OTHER_NUMBER: [number: string, label: RegExp][] = [
  ['loan number', /\bloan\b/i],
  ['NAIC code', /\bNAIC\b/i],
  ['phone number', /\b(?:phone|tel|telephone|fax)\b/i],
  ['escrow number', /\bescrow\b/i],
  ['document discriminator', /\b(?:DD|discriminator|audit)\b/],
  ['previous policy', /\b(?:renewal of|prior|previous|replaces)\b/i],
  ['claim number', /\bclaim\b/i],
  ['tax number', /\b(?:EIN|TIN|SSN|tax id)\b/i],
  ['file number', /\bfile\b/i],
  ['ZIP code', /\bzip\b/i],
];

/** Identifiers checked, and the other numbers each may be named as ('File No.' is a commitment's). */
const IDENTIFIERS: Record<string, Record<string, string[]>> = {
  'insurance-binder': { policy_number: [] },
  'title-commitment': { commitment_number: ['file number', 'escrow number'] },
  'driver-license': { license_number: [] },
  passport: { passport_number: [] },
};

const numberLabel: Gate = {
  name: 'number-label',
  run: (cls, found) => {
    for (const [key, accepted] of Object.entries(IDENTIFIERS[cls] ?? {})) {
      const f = live(found, key);
      if (!f?.quote || typeof f.value !== 'string') continue;
      const label = labelBefore(f.quote, f.value);
      if (!label) continue;
      const other = OTHER_NUMBER.find(([number, re]) => !accepted.includes(number) && re.test(label));
      if (other)
        refuse(
          found,
          [key],
          `"${f.value}" is printed beside "${label.slice(-30)}": it may be the ${other[0]}, not the ${key.replace(/_/g, ' ')}`,
        );
    }
  },
};

export const AMOUNT_GATES: Gate[] = [amountLabel, unitLine, numberLabel];
