// Helpers of family 8 ('/h', held-out-4): people, places and formats of its own (states and names
// no earlier family uses), so that nothing in family 8 repeats a string the extractor was tuned on.
import { addDays } from './families-f-util';
import { MONTHS, type Day, type Rng } from './rng';
import type { Line } from './types';

const GIVEN = ['Rosalind', 'Thaddeus', 'Beatrix', 'Lucian', 'Marguerite', 'Everett', 'Ottilie', 'Desmond'];
const MIDDLE = ['Ann', 'James', 'Louise', 'Paul', 'Claire', 'Henry', 'Rose', 'Edward'];
const FAMILY = ['Pemberton', 'Quistgaard', 'Ashdown', 'Vellacott', 'Strickland', 'Oyelaran', 'Tremaine'];
export const given = (r: Rng) => r.pick(GIVEN);
export const middle = (r: Rng) => r.pick(MIDDLE);
export const surname = (r: Rng) => r.pick(FAMILY);
export const someoneH = (r: Rng) => `${given(r)} ${surname(r)}`;

const STREETS = ['Juniper Hollow Rd', 'Beacon Hill Ter', 'Quarry Pointe Dr', 'Larkspur Ln', 'Old Post Rd'];
type Town = { city: string; county: string; st: string; state: string; zip: [number, number] };
const TOWNS: Town[] = [
  { city: 'Worcester', county: 'Worcester', st: 'MA', state: 'Massachusetts', zip: [1601, 1610] },
  { city: 'Gainesville', county: 'Alachua', st: 'FL', state: 'Florida', zip: [32601, 32641] },
  { city: 'Trenton', county: 'Mercer', st: 'NJ', state: 'New Jersey', zip: [8608, 8629] },
  { city: 'Roanoke', county: 'Roanoke', st: 'VA', state: 'Virginia', zip: [24011, 24019] },
  { city: 'Salem', county: 'Marion', st: 'OR', state: 'Oregon', zip: [97301, 97317] },
  { city: 'Ogden', county: 'Weber', st: 'UT', state: 'Utah', zip: [84401, 84414] },
  { city: 'Duluth', county: 'St. Louis', st: 'MN', state: 'Minnesota', zip: [55802, 55816] },
  { city: 'Greenville', county: 'Greenville', st: 'SC', state: 'South Carolina', zip: [29601, 29617] },
];
type SiteH = { street: string; city: string; county: string; st: string; state: string; zip: string };
export const siteH = (r: Rng, st?: string): SiteH => {
  const town = TOWNS.find((t) => t.st === st) ?? r.pick(TOWNS);
  return {
    street: `${r.int(101, 9899)} ${r.pick(STREETS)}`,
    city: town.city,
    county: town.county,
    st: town.st,
    state: town.state,
    zip: String(r.int(town.zip[0], town.zip[1])).padStart(5, '0'),
  };
};
export const lineH = (s: SiteH) => `${s.street}, ${s.city}, ${s.st} ${s.zip}`;

const pad = (n: number) => String(n).padStart(2, '0');
/** 03/07/2026 */
export const mdyH = (t: Day) => `${pad(t.m)}/${pad(t.d)}/${t.y}`;
export const monthName = (t: Day) => MONTHS[t.m - 1]!;
export const dayIn = (r: Rng, from: number, to: number): Day => ({
  y: r.int(from, to),
  m: r.int(1, 12),
  d: r.int(1, 28),
});
export const plusYears = (t: Day, years: number): Day => ({ ...t, y: t.y + years });
export const later = (t: Day, min: number, max: number, r: Rng) => addDays(t, r.int(min, max));

/** $1,234 (whole dollars) */
export const whole = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
/** 1,234 (no sign) */
export const plain = (n: number) => Math.round(n).toLocaleString('en-US');
export const cents = (r: Rng, min: number, max: number) => r.int(min * 100, max * 100) / 100;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Splits long content over pages of at most `per` lines, the first line of each page a header. */
export const paginate = (header: (n: number) => string, body: Line[], per: number): Line[][] => {
  const pages: Line[][] = [];
  for (let i = 0; i < body.length; i += per)
    pages.push([header(pages.length + 1), ...body.slice(i, i + per)]);
  return pages;
};
