// Helpers of family 13 ('/m', held-out-9): people, streets and towns no earlier family prints (Utah,
// South Carolina, Georgia, North Carolina, Michigan and Wyoming towns; New York and Washington towns
// of their own for state forms), and the date and money shapes its documents print. Day arithmetic
// and the ICAO 9303 zone come from family 10's helpers (families-j-util.ts), which hold no strings
// of a document.
import { MONTHS, type Day, type Rng } from './rng';

const WOMEN = ['Rosalind', 'Annika', 'Delphine', 'Henrietta', 'Saoirse'];
const MEN = ['Evander', 'Lorcan', 'Ambrose', 'Desmond', 'Florian'];
const MIDDLE_F = ['Clementine', 'Beatrix', 'Maren', 'Ottilie'];
const MIDDLE_M = ['Thaddeus', 'Anselm', 'Rupert', 'Leopold'];
const LAST = [
  'Quennell',
  'Ashcombe',
  'Oyelowo',
  'Trevelyan',
  'Yamaguchi',
  'Ferrante',
  'Holloway',
  'Szymanski',
  'Adebayo',
  'Rosenthal',
  'Blackwood',
  'Iverson',
  'Montague',
  'Thistlewood',
];

export type PersonM = { first: string; middle: string; last: string; woman: boolean };
export const personM = (r: Rng): PersonM => {
  const woman = r.next() < 0.5;
  return {
    first: r.pick(woman ? WOMEN : MEN),
    middle: r.pick(woman ? MIDDLE_F : MIDDLE_M),
    last: r.pick(LAST),
    woman,
  };
};
export const fullM = (p: PersonM) => `${p.first} ${p.last}`;
/** `n` people with different full names (members, buyer and seller, appraiser and reviewer...). */
export const peopleM = (r: Rng, n: number): PersonM[] => {
  const out: PersonM[] = [];
  while (out.length < n) {
    const p = personM(r);
    if (!out.some((q) => fullM(q) === fullM(p))) out.push(p);
  }
  return out;
};

const FIRMS = ['Wasatch Ridge', 'Palmetto Row', 'Bitterroot', 'Cumberland Gap', 'Medicine Bow', 'Tidewater'];
const KINDS = ['Capital', 'Rentals', 'Property Group', 'Ventures', 'Land Company'];
/** 'Palmetto Row Capital' (the document adds ' LLC' or ', L.L.C.'). */
export const firmM = (r: Rng) => `${r.pick(FIRMS)} ${r.pick(KINDS)}`;

const ROADS = ['Thornbury Rd', 'Wenlock Ave', 'Marshgrass Ct', 'Sagebrush Trl', 'Kestrel Way', 'Abingdon St'];

export type TownM = { city: string; st: string; state: string; county: string; zip: [number, number] };
const town = (city: string, st: string, state: string, county: string, zip: [number, number]): TownM => ({
  city,
  st,
  state,
  county,
  zip,
});
const TOWNS: TownM[] = [
  town('Provo', 'UT', 'Utah', 'Utah', [84601, 84606]),
  town('Charleston', 'SC', 'South Carolina', 'Charleston', [29401, 29414]),
  town('Athens', 'GA', 'Georgia', 'Clarke', [30601, 30607]),
  town('Durham', 'NC', 'North Carolina', 'Durham', [27701, 27713]),
  town('Kalamazoo', 'MI', 'Michigan', 'Kalamazoo', [49001, 49009]),
  town('Laramie', 'WY', 'Wyoming', 'Albany', [82070, 82073]),
];
export const STATE_TOWNS_M: Record<string, TownM[]> = {
  NY: [
    town('Ithaca', 'NY', 'New York', 'Tompkins', [14850, 14853]),
    town('Poughkeepsie', 'NY', 'New York', 'Dutchess', [12601, 12603]),
  ],
  WA: [
    town('Wenatchee', 'WA', 'Washington', 'Chelan', [98801, 98807]),
    town('Walla Walla', 'WA', 'Washington', 'Walla Walla', [99362, 99362]),
  ],
  WY: [
    town('Cheyenne', 'WY', 'Wyoming', 'Laramie', [82001, 82009]),
    town('Sheridan', 'WY', 'Wyoming', 'Sheridan', [82801, 82801]),
  ],
  GA: [
    town('Valdosta', 'GA', 'Georgia', 'Lowndes', [31601, 31605]),
    town('Marietta', 'GA', 'Georgia', 'Cobb', [30060, 30068]),
  ],
  NC: [
    town('Greensboro', 'NC', 'North Carolina', 'Guilford', [27401, 27455]),
    town('Durham', 'NC', 'North Carolina', 'Durham', [27701, 27713]),
  ],
};

export type PlaceM = { street: string; city: string; st: string; state: string; county: string; zip: string };
export const placeM = (r: Rng, towns: TownM[] = TOWNS): PlaceM => {
  const t = r.pick(towns);
  return {
    street: `${r.int(15, 9400)} ${r.pick(ROADS)}`,
    city: t.city,
    st: t.st,
    state: t.state,
    county: t.county,
    zip: String(r.int(t.zip[0], t.zip[1])).padStart(5, '0'),
  };
};
/** '4410 Kestrel Way, Provo, UT 84604' */
export const lineM = (p: PlaceM) => `${p.street}, ${p.city}, ${p.st} ${p.zip}`;

export const numM = (r: Rng, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
export const capsM = (r: Rng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + r.int(0, 25))).join('');

const two = (n: number) => String(n).padStart(2, '0');
/** 03/04/2026 */
export const mdyM = (t: Day) => `${two(t.m)}/${two(t.d)}/${t.y}`;
/** March 4, 2026 */
export const longM = (t: Day) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
/** 04 March 2026 (the London market's order) */
export const dmyLongM = (t: Day) => `${two(t.d)} ${MONTHS[t.m - 1]} ${t.y}`;
const ORD = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const TEENS = [
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
/** 'twenty-third' (days 1-28 as a deed writes them) */
export const dayWordsM = (d: number): string =>
  d <= 10 ? ORD[d]! : d < 20 ? TEENS[d - 11]! : d === 20 ? 'twentieth' : `twenty-${ORD[d - 20]}`;

/** 12,345.67 */
export const amtM = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** $12,345.67 */
export const usdM = (n: number) => `$${amtM(n)}`;
/** $1,250,000 */
export const dollarsM = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
export const sumM = <T>(rows: T[], f: (x: T) => number) =>
  Math.round(rows.reduce((s, x) => s + f(x), 0) * 100) / 100;

/**
 * The layout of a document: the first draw of its seed, scaled by seven and read past the point
 * (checked so that the three fixed copies of every two-layout class show both layouts).
 */
export const firstLayoutM = (r: Rng) => (r.next() * 7) % 1 < 0.5;
