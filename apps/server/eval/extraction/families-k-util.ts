// Helpers of family 11 ('/k', held-out-7): people, streets and towns no earlier family prints
// (Nebraska, South Dakota, New Hampshire, Mississippi, West Virginia, Rhode Island, Wyoming; Ohio,
// Arizona, Virginia, Washington, Pennsylvania, Colorado and Illinois towns of their own for state
// forms), and the date and money shapes its documents print. Day arithmetic and the ICAO 9303 zone
// come from family 10's helpers (families-j-util.ts), which hold no strings of a document.
import { MONTHS, type Day, type Rng } from './rng';

const WOMEN = ['Rosamund', 'Celestine', 'Yolanda', 'Henrietta'];
const MEN = ['Rafferty', 'Augustin', 'Leopold', 'Lysander'];
const MIDDLE_F = ['Estelle', 'Beatrice', 'Noelle', 'Simone'];
const MIDDLE_M = ['Ambrose', 'Thorne', 'Emory', 'Dominic'];
const LAST = [
  'Calloway',
  'Esterhazy',
  'Rutkowski',
  'Blackwood',
  'Thibodeaux',
  'Szymanski',
  'Pacheco',
  'Oduya',
  'Kirkland',
  'Sandoval',
  'Whitlock',
  'Marlowe',
  'Ostrander',
  'Delacroix',
  'Pellegrini',
  'Quarles',
];

export type PersonK = { first: string; middle: string; last: string; woman: boolean };
export const personK = (r: Rng): PersonK => {
  const woman = r.next() < 0.5;
  return {
    first: r.pick(woman ? WOMEN : MEN),
    middle: r.pick(woman ? MIDDLE_F : MIDDLE_M),
    last: r.pick(LAST),
    woman,
  };
};
export const fullK = (p: PersonK) => `${p.first} ${p.last}`;
/** `n` people with different full names (members, buyer and seller, appraiser and reviewer...). */
export const peopleK = (r: Rng, n: number): PersonK[] => {
  const out: PersonK[] = [];
  while (out.length < n) {
    const p = personK(r);
    if (!out.some((q) => fullK(q) === fullK(p))) out.push(p);
  }
  return out;
};

const FIRMS = ['Sorrel Ridge', 'Tanager', 'Brookhaven', 'Larchmont', 'Quillback', 'Gantry Point'];
const KINDS = ['Capital', 'Residential', 'Property Group', 'Ventures', 'Estates'];
/** 'Sorrel Ridge Capital' (the document adds ' LLC' or ', LLC'). */
export const firmK = (r: Rng) => `${r.pick(FIRMS)} ${r.pick(KINDS)}`;

const ROADS = [
  'Quillback Way',
  'Sorrel Ridge Rd',
  'Larchmont Ave',
  'Tanager Ct',
  'Gantry St',
  'Brookhaven Pkwy',
  'Wickham Dr',
];

export type TownK = { city: string; st: string; state: string; county: string; zip: [number, number] };
const town = (city: string, st: string, state: string, county: string, zip: [number, number]): TownK => ({
  city,
  st,
  state,
  county,
  zip,
});
const TOWNS: TownK[] = [
  town('Lincoln', 'NE', 'Nebraska', 'Lancaster', [68502, 68528]),
  town('Sioux Falls', 'SD', 'South Dakota', 'Minnehaha', [57103, 57110]),
  town('Concord', 'NH', 'New Hampshire', 'Merrimack', [3301, 3303]),
  town('Hattiesburg', 'MS', 'Mississippi', 'Forrest', [39401, 39407]),
  town('Morgantown', 'WV', 'West Virginia', 'Monongalia', [26501, 26508]),
  town('Providence', 'RI', 'Rhode Island', 'Providence', [2903, 2909]),
  town('Casper', 'WY', 'Wyoming', 'Natrona', [82601, 82609]),
];
export const STATE_TOWNS_K: Record<string, TownK[]> = {
  OH: [
    town('Dayton', 'OH', 'Ohio', 'Montgomery', [45402, 45459]),
    town('Toledo', 'OH', 'Ohio', 'Lucas', [43604, 43623]),
  ],
  AZ: [
    town('Flagstaff', 'AZ', 'Arizona', 'Coconino', [86001, 86004]),
    town('Tucson', 'AZ', 'Arizona', 'Pima', [85701, 85750]),
  ],
  VA: [
    town('Charlottesville', 'VA', 'Virginia', 'Albemarle', [22901, 22911]),
    town('Lynchburg', 'VA', 'Virginia', 'Campbell', [24501, 24504]),
  ],
  WA: [
    town('Bellingham', 'WA', 'Washington', 'Whatcom', [98225, 98229]),
    town('Olympia', 'WA', 'Washington', 'Thurston', [98501, 98516]),
  ],
  PA: [
    town('Lancaster', 'PA', 'Pennsylvania', 'Lancaster', [17601, 17603]),
    town('Scranton', 'PA', 'Pennsylvania', 'Lackawanna', [18503, 18510]),
  ],
  CO: [
    town('Fort Collins', 'CO', 'Colorado', 'Larimer', [80521, 80528]),
    town('Greeley', 'CO', 'Colorado', 'Weld', [80631, 80634]),
  ],
  IL: [
    town('Rockford', 'IL', 'Illinois', 'Winnebago', [61101, 61114]),
    town('Champaign', 'IL', 'Illinois', 'Champaign', [61820, 61822]),
  ],
};

export type PlaceK = { street: string; city: string; st: string; state: string; county: string; zip: string };
export const placeK = (r: Rng, towns: TownK[] = TOWNS): PlaceK => {
  const t = r.pick(towns);
  return {
    street: `${r.int(18, 9640)} ${r.pick(ROADS)}`,
    city: t.city,
    st: t.st,
    state: t.state,
    county: t.county,
    zip: String(r.int(t.zip[0], t.zip[1])).padStart(5, '0'),
  };
};
/** '4410 Tanager Ct, Lincoln, NE 68510' */
export const lineK = (p: PlaceK) => `${p.street}, ${p.city}, ${p.st} ${p.zip}`;

export const numK = (r: Rng, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
export const capsK = (r: Rng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + r.int(0, 25))).join('');

const two = (n: number) => String(n).padStart(2, '0');
/** 03/04/2026 */
export const mdyK = (t: Day) => `${two(t.m)}/${two(t.d)}/${t.y}`;
/** March 4, 2026 */
export const longK = (t: Day) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
/** Mar 4 (a statement's short date, no year) */
export const monDayK = (t: Day) => `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}`;

/** 12,345.67 */
export const amtK = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** $12,345.67 */
export const usdK = (n: number) => `$${amtK(n)}`;
/** $1,250,000 */
export const dollarsK = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
export const sumK = <T>(rows: T[], f: (x: T) => number) =>
  Math.round(rows.reduce((s, x) => s + f(x), 0) * 100) / 100;

/**
 * The layout of a document: the first draw of its seed, scaled by eight and read past the point
 * (checked so that the three fixed copies of every class show both layouts).
 */
export const firstLayoutK = (r: Rng) => (r.next() * 8) % 1 < 0.5;
