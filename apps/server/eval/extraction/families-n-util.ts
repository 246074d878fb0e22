// Helpers of family 14 ('/n', held-out-10): people, streets and towns no earlier family prints
// (Indiana, Missouri, Alabama, Oklahoma, New Mexico and Connecticut towns; Arizona, Colorado,
// Virginia and New Jersey towns of their own for state forms), and the date and money shapes its
// documents print. Day arithmetic and the ICAO 9303 zone come from family 10's helpers
// (families-j-util.ts), which hold no strings of a document.
import { MONTHS, type Day, type Rng } from './rng';

const WOMEN = ['Philippa', 'Marguerite', 'Imogen', 'Rosamund', 'Leonie'];
const MEN = ['Augustin', 'Barnaby', 'Cormac', 'Ignatius', 'Peregrine'];
const MIDDLE_F = ['Harriet', 'Isolde', 'Winifred', 'Cordelia'];
const MIDDLE_M = ['Alistair', 'Benedict', 'Crispin', 'Lachlan'];
const LAST = [
  'Underhill',
  'Vasquez-Reid',
  'Okonkwo',
  'Pennington',
  'Castellanos',
  'Lindgren',
  'Marchbanks',
  'Sokolowski',
  'Achebe',
  'Galbraith',
  'Featherstone',
  'Ravenscroft',
  'Tanaka',
  'Whitlock',
];

export type PersonN = { first: string; middle: string; last: string; woman: boolean };
export const personN = (r: Rng): PersonN => {
  const woman = r.next() < 0.5;
  return {
    first: r.pick(woman ? WOMEN : MEN),
    middle: r.pick(woman ? MIDDLE_F : MIDDLE_M),
    last: r.pick(LAST),
    woman,
  };
};
/** 'Imogen Galbraith' */
export const fullN = (p: PersonN) => `${p.first} ${p.last}`;
/** `n` people with different full names and surnames (members, buyer and seller...). */
export const peopleN = (r: Rng, n: number): PersonN[] => {
  const out: PersonN[] = [];
  while (out.length < n) {
    const p = personN(r);
    if (!out.some((q) => q.last === p.last)) out.push(p);
  }
  return out;
};

const FIRMS = ['Hoosier Bend', 'Ozark Lantern', 'Cahaba Ridge', 'Red Mesa', 'Sooner Gate', 'Quinnipiac'];
const KINDS = ['Residential', 'Housing Partners', 'Estates', 'Realty Trust', 'Homes'];
/** 'Red Mesa Homes' (the document adds ' LLC' or ', LLC'). */
export const firmN = (r: Rng) => `${r.pick(FIRMS)} ${r.pick(KINDS)}`;

const ROADS = [
  'Larkmoor Dr',
  'Quillfeather Ln',
  'Bramblecrest Ave',
  'Saltgrass Rd',
  'Tannery Row',
  'Oxbow Ct',
];

export type TownN = { city: string; st: string; state: string; county: string; zip: [number, number] };
const town = (city: string, st: string, state: string, county: string, zip: [number, number]): TownN => ({
  city,
  st,
  state,
  county,
  zip,
});
const TOWNS: TownN[] = [
  town('Bloomington', 'IN', 'Indiana', 'Monroe', [47401, 47408]),
  town('Columbia', 'MO', 'Missouri', 'Boone', [65201, 65203]),
  town('Huntsville', 'AL', 'Alabama', 'Madison', [35801, 35816]),
  town('Norman', 'OK', 'Oklahoma', 'Cleveland', [73069, 73072]),
  town('Santa Fe', 'NM', 'New Mexico', 'Santa Fe', [87501, 87508]),
  town('New Haven', 'CT', 'Connecticut', 'New Haven', [6510, 6515]),
];
export const STATE_TOWNS_N: Record<string, TownN[]> = {
  AZ: [
    town('Mesa', 'AZ', 'Arizona', 'Maricopa', [85201, 85215]),
    town('Prescott', 'AZ', 'Arizona', 'Yavapai', [86301, 86305]),
  ],
  CO: [
    town('Pueblo', 'CO', 'Colorado', 'Pueblo', [81001, 81008]),
    town('Boulder', 'CO', 'Colorado', 'Boulder', [80301, 80310]),
  ],
  VA: [
    town('Blacksburg', 'VA', 'Virginia', 'Montgomery', [24060, 24063]),
    town('Leesburg', 'VA', 'Virginia', 'Loudoun', [20175, 20176]),
  ],
  NJ: [
    town('Princeton', 'NJ', 'New Jersey', 'Mercer', [8540, 8542]),
    town('Toms River', 'NJ', 'New Jersey', 'Ocean', [8753, 8757]),
  ],
};

export type PlaceN = { street: string; city: string; st: string; state: string; county: string; zip: string };
export const placeN = (r: Rng, towns: TownN[] = TOWNS): PlaceN => {
  const t = r.pick(towns);
  return {
    street: `${r.int(11, 9700)} ${r.pick(ROADS)}`,
    city: t.city,
    st: t.st,
    state: t.state,
    county: t.county,
    zip: String(r.int(t.zip[0], t.zip[1])).padStart(5, '0'),
  };
};
/** '4410 Oxbow Ct, Norman, OK 73071' */
export const lineN = (p: PlaceN) => `${p.street}, ${p.city}, ${p.st} ${p.zip}`;

export const numN = (r: Rng, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
export const capsN = (r: Rng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + r.int(0, 25))).join('');

const two = (n: number) => String(n).padStart(2, '0');
/** 03/04/2026 */
export const mdyN = (t: Day) => `${two(t.m)}/${two(t.d)}/${t.y}`;
/** 3-4-26 (KeyBank's summary dates) */
export const dashN = (t: Day) => `${t.m}-${t.d}-${String(t.y).slice(2)}`;
/** March 4, 2026 */
export const longN = (t: Day) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;

/** 12,345.67 */
export const amtN = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** $12,345.67 */
export const usdN = (n: number) => `$${amtN(n)}`;
/** $1,250,000 */
export const dollarsN = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
export const sumN = <T>(rows: T[], f: (x: T) => number) =>
  Math.round(rows.reduce((s, x) => s + f(x), 0) * 100) / 100;

/** Splits `total` into `n` positive amounts in cents. */
export const partsN = (r: Rng, total: number, n: number): number[] => {
  const weights = Array.from({ length: n }, () => 1 + r.next() * 3);
  const all = weights.reduce((s, w) => s + w, 0);
  const out = weights.map((w) => Math.floor((total * 100 * w) / all) / 100);
  out[n - 1] = Math.round((total - out.slice(0, -1).reduce((s, p) => s + p, 0)) * 100) / 100;
  return out;
};

/**
 * The layout of a two-layout class: the first draw of its seed, scaled by thirteen and read past
 * the point (checked so that the three fixed copies of each such class show both layouts).
 */
export const firstLayoutN = (r: Rng) => (r.next() * 13) % 1 < 0.5;
