// Helpers of family 6 ('/f', held-out-2): amounts in words as contracts and agreements print them,
// ICAO 9303 check digits, day arithmetic and places in states families 1-5 never use.
import type { Day, Rng } from './rng';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const belowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail =
    rest < 20
      ? rest
        ? ONES[rest]!
        : ''
      : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  return [hundreds ? `${ONES[hundreds]} hundred` : '', tail].filter(Boolean).join(' ');
};

/** 1250000 -> 'one million two hundred fifty thousand' (whole numbers below a billion). */
export const inWords = (n: number): string => {
  if (n === 0) return 'zero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  return [
    millions ? `${belowThousand(millions)} million` : '',
    thousands ? `${belowThousand(thousands)} thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
};

export const title = (text: string) =>
  text.replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());

export const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
/** Capital letters as issuers use them in numbers: never I, O or Q (read as 1 and 0). */
export const letters = (r: Rng, n: number) =>
  Array.from({ length: n }, () => r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])).join('');

/** 1234.5 -> '1,234.50' */
export const bare = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ICAO 9303 check digit: weights 7, 3, 1; '<' is 0, A-Z are 10-35. */
export const checkDigit = (text: string) =>
  String(
    [...text].reduce((sum, c, i) => {
      const v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55;
      return sum + v * [7, 3, 1][i % 3]!;
    }, 0) % 10,
  );

export const addDays = (t: Day, days: number): Day => {
  const d = new Date(Date.UTC(t.y, t.m - 1, t.d + days));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};

type Town = { city: string; county: string; st: string; state: string; zips: [number, number] };

/** Places outside the eight states of rng.ts (Illinois, New York, Pennsylvania, Michigan, Washington, California). */
export const TOWNS: Town[] = [
  { city: 'Springfield', county: 'Sangamon', st: 'IL', state: 'Illinois', zips: [62701, 62712] },
  { city: 'Peoria', county: 'Peoria', st: 'IL', state: 'Illinois', zips: [61602, 61615] },
  { city: 'Albany', county: 'Albany', st: 'NY', state: 'New York', zips: [12203, 12210] },
  { city: 'Rochester', county: 'Monroe', st: 'NY', state: 'New York', zips: [14604, 14626] },
  { city: 'Harrisburg', county: 'Dauphin', st: 'PA', state: 'Pennsylvania', zips: [17101, 17113] },
  { city: 'Erie', county: 'Erie', st: 'PA', state: 'Pennsylvania', zips: [16501, 16511] },
  { city: 'Lansing', county: 'Ingham', st: 'MI', state: 'Michigan', zips: [48906, 48917] },
  { city: 'Grand Rapids', county: 'Kent', st: 'MI', state: 'Michigan', zips: [49503, 49548] },
  { city: 'Spokane', county: 'Spokane', st: 'WA', state: 'Washington', zips: [99201, 99224] },
  { city: 'Tacoma', county: 'Pierce', st: 'WA', state: 'Washington', zips: [98402, 98446] },
];
export const CA_TOWNS: Town[] = [
  { city: 'Fresno', county: 'Fresno', st: 'CA', state: 'California', zips: [93701, 93730] },
  { city: 'Sacramento', county: 'Sacramento', st: 'CA', state: 'California', zips: [95811, 95838] },
  { city: 'Pasadena', county: 'Los Angeles', st: 'CA', state: 'California', zips: [91101, 91107] },
  { city: 'Santa Rosa', county: 'Sonoma', st: 'CA', state: 'California', zips: [95401, 95409] },
  { city: 'Riverside', county: 'Riverside', st: 'CA', state: 'California', zips: [92501, 92508] },
];
export const TX_TOWNS: Town[] = [
  { city: 'San Antonio', county: 'Bexar', st: 'TX', state: 'Texas', zips: [78201, 78260] },
  { city: 'Fort Worth', county: 'Tarrant', st: 'TX', state: 'Texas', zips: [76102, 76140] },
  { city: 'Houston', county: 'Harris', st: 'TX', state: 'Texas', zips: [77002, 77099] },
  { city: 'El Paso', county: 'El Paso', st: 'TX', state: 'Texas', zips: [79901, 79938] },
];

const ROADS = [
  'Fulton St',
  'Chestnut St',
  'Ridgeway Blvd',
  'Prospect Ave',
  'Hawthorne Rd',
  'Division St',
  'Larkspur Ln',
  'Meridian Ave',
  'Old Mill Rd',
  'Quarry Rd',
  'Juniper Ct',
  'Beacon St',
];

type Site = { street: string; city: string; county: string; st: string; state: string; zip: string };
export const siteIn = (r: Rng, towns: Town[]): Site => {
  const t = r.pick(towns);
  return {
    street: `${r.int(101, 9899)} ${r.pick(ROADS)}`,
    city: t.city,
    county: t.county,
    st: t.st,
    state: t.state,
    zip: String(r.int(t.zips[0], t.zips[1])),
  };
};
export const siteLine = (s: Site) => `${s.street}, ${s.city}, ${s.st} ${s.zip}`;

const GIVEN = [
  'Rebecca',
  'Theodore',
  'Mireille',
  'Gustavo',
  'Ingrid',
  'Desmond',
  'Yuki',
  'Fatima',
  'Callum',
  'Beatriz',
];
const FAMILY = [
  'Okonkwo',
  'Halvorsen',
  'Pereira',
  'Draper',
  'Villanueva',
  'Thornbury',
  'Szabo',
  'Ashworth',
  'Quintero',
];
/** Names the families 1-5 never print. */
export const someone = (r: Rng) => `${r.pick(GIVEN)} ${r.pick(FAMILY)}`;
export const middleInitial = (r: Rng) => String.fromCharCode(65 + r.int(0, 25));
