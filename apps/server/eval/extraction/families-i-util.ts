// Helpers of family 9 ('/i', held-out-5): people, streets and towns no earlier family prints
// (Indiana, Missouri, Oklahoma, Iowa, Alabama, Connecticut, New Mexico; California, Texas,
// Massachusetts and New York towns of their own), and the date shapes real forms print.
import { MONTHS, type Day, type Rng } from './rng';

const GIVEN = [
  'Rosalind',
  'Thaddeus',
  'Imogen',
  'Lucian',
  'Marisol',
  'Anders',
  'Philippa',
  'Emeka',
  'Soledad',
  'Cyrus',
  'Wilhelmina',
  'Dashiell',
];
const SURNAMES = [
  'Pemberton',
  'Achterberg',
  'Mwangi',
  'Castellanos',
  'Fairweather',
  'Lindahl',
  'Oyelaran',
  'Rasmussen',
  'Quennell',
  'Baptiste',
  'Zielinski',
  'Hargreave',
];
const MIDDLE = ['Mae', 'James', 'Louise', 'Okello', 'Anne', 'Ray', 'Elise', 'Tomas'];

export type Person = { given: string; middle: string; surname: string };
export const personI = (r: Rng): Person => ({
  given: r.pick(GIVEN),
  middle: r.pick(MIDDLE),
  surname: r.pick(SURNAMES),
});
export const fullName = (p: Person) => `${p.given} ${p.surname}`;

const ROADS = [
  'Sycamore Bend',
  'Wexford Rd',
  'Kingfisher Ln',
  'Bramble Way',
  'Lantern Hill Dr',
  'Copperfield Ave',
  'Magnolia Trace',
  'N Rutherford St',
  'Osage Trl',
  'Wren Hollow Ct',
];
const ENTITY_WORDS = ['Wren Hollow', 'Copperfield', 'Bluestem', 'Lantern Hill', 'Osage Creek', 'Kingfisher'];
const ENTITY_KINDS = ['Properties', 'Holdings', 'Residential', 'Capital Partners', 'Realty'];
export const entityName = (r: Rng) => `${r.pick(ENTITY_WORDS)} ${r.pick(ENTITY_KINDS)}, LLC`;

type Town = { city: string; county: string; st: string; state: string; zips: [number, number] };
const t = (city: string, county: string, st: string, state: string, zips: [number, number]): Town => ({
  city,
  county,
  st,
  state,
  zips,
});
const TOWNS_I: Town[] = [
  t('Fort Wayne', 'Allen', 'IN', 'Indiana', [46802, 46825]),
  t('Kansas City', 'Jackson', 'MO', 'Missouri', [64105, 64138]),
  t('Tulsa', 'Tulsa', 'OK', 'Oklahoma', [74103, 74137]),
  t('Des Moines', 'Polk', 'IA', 'Iowa', [50309, 50321]),
  t('Huntsville', 'Madison', 'AL', 'Alabama', [35801, 35816]),
  t('Hartford', 'Hartford', 'CT', 'Connecticut', [6103, 6120]),
  t('Albuquerque', 'Bernalillo', 'NM', 'New Mexico', [87102, 87123]),
];
export const CA_I: Town[] = [
  t('Oakland', 'Alameda', 'CA', 'California', [94601, 94621]),
  t('San Jose', 'Santa Clara', 'CA', 'California', [95110, 95139]),
  t('Bakersfield', 'Kern', 'CA', 'California', [93301, 93314]),
  t('Ventura', 'Ventura', 'CA', 'California', [93001, 93004]),
];
export const TX_I: Town[] = [
  t('Lubbock', 'Lubbock', 'TX', 'Texas', [79401, 79424]),
  t('Waco', 'McLennan', 'TX', 'Texas', [76701, 76712]),
  t('Plano', 'Collin', 'TX', 'Texas', [75023, 75094]),
  t('Corpus Christi', 'Nueces', 'TX', 'Texas', [78401, 78418]),
];
export const MA_I: Town[] = [
  t('Worcester', 'Worcester', 'MA', 'Massachusetts', [1602, 1610]),
  t('Lowell', 'Middlesex', 'MA', 'Massachusetts', [1850, 1854]),
  t('Springfield', 'Hampden', 'MA', 'Massachusetts', [1103, 1119]),
];
export const NY_I: Town[] = [
  t('Syracuse', 'Onondaga', 'NY', 'New York', [13202, 13224]),
  t('Buffalo', 'Erie', 'NY', 'New York', [14201, 14228]),
  t('Yonkers', 'Westchester', 'NY', 'New York', [10701, 10710]),
];

export type Site = { street: string; city: string; county: string; st: string; state: string; zip: string };
export const siteI = (r: Rng, towns: Town[] = TOWNS_I): Site => {
  const town = r.pick(towns);
  return {
    street: `${r.int(14, 8890)} ${r.pick(ROADS)}`,
    city: town.city,
    county: town.county,
    st: town.st,
    state: town.state,
    zip: String(r.int(town.zips[0], town.zips[1])).padStart(5, '0'),
  };
};
export const line = (s: Site) => `${s.street}, ${s.city}, ${s.st} ${s.zip}`;

const p2 = (n: number) => String(n).padStart(2, '0');
/** 12.08.1983 (day first, as German documents print dates) */
export const dots = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;
/** 30th day of June, 2026 */
export const ordinalDay = (d: Day) => {
  const suffix =
    d.d % 10 === 1 && d.d !== 11
      ? 'st'
      : d.d % 10 === 2 && d.d !== 12
        ? 'nd'
        : d.d % 10 === 3 && d.d !== 13
          ? 'rd'
          : 'th';
  return `${d.d}${suffix} day of ${MONTHS[d.m - 1]}, ${d.y}`;
};
/** YYMMDD as an ICAO zone prints a date. */
export const yymmdd = (d: Day) => `${String(d.y).slice(2)}${p2(d.m)}${p2(d.d)}`;

/** n split into `parts` positive amounts with cents that add up exactly. */
export const splitAmount = (r: Rng, n: number, parts: number): number[] => {
  const cents = Math.round(n * 100);
  const cuts = Array.from({ length: parts - 1 }, () => r.int(1, cents - 1)).sort((a, b) => a - b);
  const edges = [0, ...cuts, cents];
  return edges.slice(1).map((e, i) => (e - edges[i]!) / 100);
};
