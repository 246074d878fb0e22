// Helpers of family 12 ('/l', held-out-8): people, streets and towns no earlier family prints (North
// Dakota, Alaska, Hawaii, Delaware, Kentucky and Idaho towns; Minnesota, Oregon, Nevada,
// Massachusetts, Florida and Kentucky towns of their own for state forms), and the date and money
// shapes its documents print. Day arithmetic and the ICAO 9303 zone come from family 10's helpers
// (families-j-util.ts), which hold no strings of a document.
import { MONTHS, type Day, type Rng } from './rng';

const WOMEN = ['Philippa', 'Marisol', 'Ingrid', 'Cordelia'];
const MEN = ['Benedikt', 'Ignatius', 'Percival', 'Cornelius'];
const MIDDLE_F = ['Odette', 'Lavinia', 'Wren', 'Imogen'];
const MIDDLE_M = ['Barnaby', 'Caspian', 'Fitzgerald', 'Osric'];
const LAST = [
  'Vanterpool',
  'Aldridge',
  'Nakashima',
  'Brightwater',
  'Okonkwo',
  'Lindahl',
  'Fairweather',
  'Castellanos',
  'Hollingsworth',
  'Mbeki',
  'Stavros',
  'Kealoha',
  'Prendergast',
  'Wojcik',
];

export type PersonL = { first: string; middle: string; last: string; woman: boolean };
export const personL = (r: Rng): PersonL => {
  const woman = r.next() < 0.5;
  return {
    first: r.pick(woman ? WOMEN : MEN),
    middle: r.pick(woman ? MIDDLE_F : MIDDLE_M),
    last: r.pick(LAST),
    woman,
  };
};
export const fullL = (p: PersonL) => `${p.first} ${p.last}`;
/** `n` people with different full names (members, buyer and seller, appraiser and reviewer...). */
export const peopleL = (r: Rng, n: number): PersonL[] => {
  const out: PersonL[] = [];
  while (out.length < n) {
    const p = personL(r);
    if (!out.some((q) => fullL(q) === fullL(p))) out.push(p);
  }
  return out;
};

const FIRMS = ['Driftwood', 'Kittiwake', 'Ironwood Bay', 'Sandpiper', 'Red Cedar', 'Tamarack'];
const KINDS = ['Holdings', 'Property Partners', 'Realty', 'Investments', 'Homes'];
/** 'Kittiwake Holdings' (the document adds ' LLC' or ', LLC'). */
export const firmL = (r: Rng) => `${r.pick(FIRMS)} ${r.pick(KINDS)}`;

const ROADS = [
  'Kittiwake Ln',
  'Tamarack Dr',
  'Driftwood Ave',
  'Sandpiper Cir',
  'Red Cedar Rd',
  'Ironwood Pl',
];

type TownL = { city: string; st: string; state: string; county: string; zip: [number, number] };
const town = (city: string, st: string, state: string, county: string, zip: [number, number]): TownL => ({
  city,
  st,
  state,
  county,
  zip,
});
const TOWNS: TownL[] = [
  town('Fargo', 'ND', 'North Dakota', 'Cass', [58102, 58109]),
  town('Anchorage', 'AK', 'Alaska', 'Anchorage', [99501, 99518]),
  town('Hilo', 'HI', 'Hawaii', 'Hawaii', [96720, 96721]),
  town('Dover', 'DE', 'Delaware', 'Kent', [19901, 19904]),
  town('Bowling Green', 'KY', 'Kentucky', 'Warren', [42101, 42104]),
  town('Pocatello', 'ID', 'Idaho', 'Bannock', [83201, 83209]),
];
export const STATE_TOWNS_L: Record<string, TownL[]> = {
  MN: [
    town('Rochester', 'MN', 'Minnesota', 'Olmsted', [55901, 55906]),
    town('St. Cloud', 'MN', 'Minnesota', 'Stearns', [56301, 56304]),
  ],
  OR: [
    town('Bend', 'OR', 'Oregon', 'Deschutes', [97701, 97708]),
    town('Eugene', 'OR', 'Oregon', 'Lane', [97401, 97408]),
  ],
  NV: [
    town('Reno', 'NV', 'Nevada', 'Washoe', [89501, 89523]),
    town('Henderson', 'NV', 'Nevada', 'Clark', [89002, 89052]),
  ],
  MA: [
    town('Lowell', 'MA', 'Massachusetts', 'Middlesex', [1850, 1854]),
    town('Quincy', 'MA', 'Massachusetts', 'Norfolk', [2169, 2171]),
  ],
  FL: [
    town('Sarasota', 'FL', 'Florida', 'Sarasota', [34231, 34243]),
    town('Pensacola', 'FL', 'Florida', 'Escambia', [32501, 32514]),
  ],
  KY: [
    town('Lexington', 'KY', 'Kentucky', 'Fayette', [40502, 40517]),
    town('Owensboro', 'KY', 'Kentucky', 'Daviess', [42301, 42303]),
  ],
};

export type PlaceL = { street: string; city: string; st: string; state: string; county: string; zip: string };
export const placeL = (r: Rng, towns: TownL[] = TOWNS): PlaceL => {
  const t = r.pick(towns);
  return {
    street: `${r.int(21, 8870)} ${r.pick(ROADS)}`,
    city: t.city,
    st: t.st,
    state: t.state,
    county: t.county,
    zip: String(r.int(t.zip[0], t.zip[1])).padStart(5, '0'),
  };
};
/** '4410 Tamarack Dr, Fargo, ND 58104' */
export const lineL = (p: PlaceL) => `${p.street}, ${p.city}, ${p.st} ${p.zip}`;

export const numL = (r: Rng, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
export const capsL = (r: Rng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + r.int(0, 25))).join('');

const two = (n: number) => String(n).padStart(2, '0');
/** 03/04/2026 */
export const mdyL = (t: Day) => `${two(t.m)}/${two(t.d)}/${t.y}`;
/** 3/4/26 (a community bank's short date) */
export const shortL = (t: Day) => `${t.m}/${t.d}/${String(t.y).slice(2)}`;
/** March 4, 2026 */
export const longL = (t: Day) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;

/** 12,345.67 */
export const amtL = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** $12,345.67 */
export const usdL = (n: number) => `$${amtL(n)}`;
/** $1,250,000 */
export const dollarsL = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
export const sumL = <T>(rows: T[], f: (x: T) => number) =>
  Math.round(rows.reduce((s, x) => s + f(x), 0) * 100) / 100;

/**
 * The layout of a document: the first draw of its seed, scaled by nine and read past the point
 * (checked so that the three fixed copies of every class show both layouts).
 */
export const firstLayoutL = (r: Rng) => (r.next() * 9) % 1 < 0.5;
