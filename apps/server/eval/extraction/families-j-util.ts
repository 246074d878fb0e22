// Helpers of family 10 ('/j', held-out-6): people, streets and towns no earlier family prints
// (Maine, Kansas, Arkansas, Louisiana, Montana, Maryland, Vermont; North Carolina, Georgia, Iowa,
// Wisconsin, New York and California towns of their own for state forms), date and money shapes
// and ICAO 9303 check digits, so that nothing in family 10 repeats a string the extractor was tuned on.
import { MONTHS, type Day, type Rng } from './rng';

const FIRST_J = ['Teodora', 'Lucian', 'Marisol', 'Bartholomew', 'Ingrid', 'Cyrus', 'Odalys', 'Thaddeus'];
const WOMEN_J = ['Teodora', 'Marisol', 'Ingrid', 'Odalys'];
const MIDDLE_F = ['Rose', 'Louise', 'Mae', 'June'];
const MIDDLE_M = ['James', 'Adair', 'Conrad', 'Everett'];
const LAST_J = [
  'Pemberton',
  'Okonjo',
  'Haverford',
  'Zelinski',
  'Achterberg',
  'Montclair',
  'Szabo',
  'Lundgren',
];
const LAST_J2 = [
  'Ferreira',
  'Oyelaran',
  'Bancroft',
  'Tremaine',
  'Quintero',
  'Halvorsen',
  'Dubrovnik',
  'Ashdown',
];

export type PersonJ = { first: string; middle: string; last: string };
export const personJ = (r: Rng): PersonJ => {
  const first = r.pick(FIRST_J);
  const middle = r.pick(WOMEN_J.includes(first) ? MIDDLE_F : MIDDLE_M);
  return { first, middle, last: r.next() < 0.5 ? r.pick(LAST_J) : r.pick(LAST_J2) };
};
export const isWomanJ = (p: PersonJ) => WOMEN_J.includes(p.first);
/** Two different people (buyer and seller, appraiser and supervisor...). */
export const twoPeopleJ = (r: Rng): [PersonJ, PersonJ] => {
  const a = personJ(r);
  const b = personJ(r);
  return a.last === b.last ? [a, { ...b, last: a.last === 'Szabo' ? 'Ashdown' : 'Szabo' }] : [a, b];
};
export const fullJ = (p: PersonJ) => `${p.first} ${p.last}`;

const FIRMS = [
  'Kestrel Ridge',
  'Bramblewood',
  'Tidewater Lane',
  'Copperhead Bluff',
  'Larkspur Hollow',
  'Quarry Point',
];
const KINDS = ['Holdings', 'Property Partners', 'Realty', 'Investments', 'Land Company'];
/** 'Kestrel Ridge Holdings' (add ', LLC' or ' LLC' where the document needs the suffix). */
export const firmJ = (r: Rng) => `${r.pick(FIRMS)} ${r.pick(KINDS)}`;

const ROADS = [
  'Thimbleberry Ln',
  'Gatehouse Rd',
  'Wexford Pl',
  'Cobblestone Row',
  'Heron Marsh Dr',
  'Millrace St',
];
const ROADS_LONG = [
  'Thimbleberry Lane',
  'Gatehouse Road',
  'Wexford Place',
  'Heron Marsh Drive',
  'Millrace Street',
];

export type TownJ = { city: string; st: string; state: string; zip: [number, number] };
const TOWNS_J: TownJ[] = [
  { city: 'Bangor', st: 'ME', state: 'Maine', zip: [4401, 4412] },
  { city: 'Lawrence', st: 'KS', state: 'Kansas', zip: [66044, 66049] },
  { city: 'Fayetteville', st: 'AR', state: 'Arkansas', zip: [72701, 72704] },
  { city: 'Lafayette', st: 'LA', state: 'Louisiana', zip: [70501, 70508] },
  { city: 'Missoula', st: 'MT', state: 'Montana', zip: [59801, 59808] },
  { city: 'Frederick', st: 'MD', state: 'Maryland', zip: [21701, 21704] },
  { city: 'Burlington', st: 'VT', state: 'Vermont', zip: [5401, 5408] },
];
export const STATE_TOWNS_J: Record<string, TownJ[]> = {
  NC: [
    { city: 'Wilmington', st: 'NC', state: 'North Carolina', zip: [28401, 28412] },
    { city: 'Asheville', st: 'NC', state: 'North Carolina', zip: [28801, 28806] },
  ],
  GA: [
    { city: 'Savannah', st: 'GA', state: 'Georgia', zip: [31401, 31419] },
    { city: 'Macon', st: 'GA', state: 'Georgia', zip: [31201, 31220] },
  ],
  IA: [
    { city: 'Dubuque', st: 'IA', state: 'Iowa', zip: [52001, 52003] },
    { city: 'Ames', st: 'IA', state: 'Iowa', zip: [50010, 50014] },
  ],
  WI: [{ city: 'Eau Claire', st: 'WI', state: 'Wisconsin', zip: [54701, 54703] }],
  MD: [{ city: 'Hagerstown', st: 'MD', state: 'Maryland', zip: [21740, 21742] }],
};

export type PlaceJ = { street: string; city: string; st: string; state: string; zip: string };
export const placeJ = (r: Rng, towns: TownJ[] = TOWNS_J, longRoad = false): PlaceJ => {
  const t = r.pick(towns);
  return {
    street: `${r.int(104, 8870)} ${r.pick(longRoad ? ROADS_LONG : ROADS)}`,
    city: t.city,
    st: t.st,
    state: t.state,
    zip: String(r.int(t.zip[0], t.zip[1])).padStart(5, '0'),
  };
};
export const lineJ = (p: PlaceJ) => `${p.street}, ${p.city}, ${p.st} ${p.zip}`;

export const digitsJ = (r: Rng, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
export const lettersJ = (r: Rng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + r.int(0, 25))).join('');

export const dayJ = (r: Rng, from: number, to: number): Day => ({
  y: r.int(from, to),
  m: r.int(1, 12),
  d: r.int(1, 28),
});
/** Day arithmetic in UTC (a day `n` days after `t`). */
export const plusDays = (t: Day, n: number): Day => {
  const d = new Date(Date.UTC(t.y, t.m - 1, t.d + n));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};
export const plusYears = (t: Day, n: number): Day => ({ ...t, y: t.y + n });
const two = (n: number) => String(n).padStart(2, '0');
/** 11/04/2026 */
export const mdyJ = (t: Day) => `${two(t.m)}/${two(t.d)}/${t.y}`;
/** Nov 4, 2026 */
export const monJ = (t: Day) => `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}, ${t.y}`;
/** November 4, 2026 */
export const longJ = (t: Day) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
/** 4th */
export const ordinalJ = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** 12,345.67 */
export const amtJ = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** $12,345.67 */
export const usdJ = (n: number) => `$${amtJ(n)}`;
/** $1,250,000 */
export const wholeJ = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
export const cents = (n: number) => Math.round(n * 100) / 100;

/** ICAO 9303 check digit (weights 7, 3, 1; '<' counts 0, A-Z 10-35). */
const checkDigit = (field: string) =>
  String(
    [...field].reduce((sum, c, i) => {
      const v = c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55;
      return sum + v * [7, 3, 1][i % 3]!;
    }, 0) % 10,
  );
const yymmdd = (t: Day) => `${String(t.y).slice(2)}${two(t.m)}${two(t.d)}`;
/** The two 44-character lines of a TD3 passport's machine-readable zone. */
export const mrzTd3 = (o: {
  state: string;
  surname: string;
  given: string;
  number: string;
  nationality: string;
  birth: Day;
  sex: 'M' | 'F';
  expiry: Day;
  personal?: string;
}): [string, string] => {
  const name = `${o.surname.replace(/[ -]/g, '<')}<<${o.given.replace(/[ -]/g, '<')}`;
  const first = `P<${o.state}${name}`.padEnd(44, '<').slice(0, 44);
  const num = o.number.padEnd(9, '<');
  const personal = (o.personal ?? '').padEnd(14, '<');
  const personalCheck = o.personal ? checkDigit(personal) : '<';
  const dob = yymmdd(o.birth);
  const exp = yymmdd(o.expiry);
  const composite = `${num}${checkDigit(num)}${dob}${checkDigit(dob)}${exp}${checkDigit(exp)}${personal}${personalCheck}`;
  const second = `${num}${checkDigit(num)}${o.nationality}${dob}${checkDigit(dob)}${o.sex}${exp}${checkDigit(exp)}${personal}${personalCheck}${checkDigit(composite)}`;
  return [first, second];
};

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
/** 0-100 in words: 'sixty-five', 'one hundred'. */
export const wordsJ = (n: number): string =>
  n === 100
    ? 'one hundred'
    : n < 20
      ? ONES[n]!
      : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
export const capJ = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const COUNTY_J: Record<string, string> = {
  Wilmington: 'New Hanover',
  Asheville: 'Buncombe',
  Savannah: 'Chatham',
  Macon: 'Bibb',
  Dubuque: 'Dubuque',
  Ames: 'Story',
  Bangor: 'Penobscot',
  Lawrence: 'Douglas',
  Fayetteville: 'Washington',
  Lafayette: 'Lafayette',
  Missoula: 'Missoula',
  Frederick: 'Frederick',
  Burlington: 'Chittenden',
};

/**
 * The layout of a document: the first draw of its seed, read past its first decimal (so that the
 * three fixed copies of every class show both layouts, which a plain `< 0.5` did not for three classes).
 */
export const firstLayoutJ = (r: Rng) => (r.next() * 10) % 1 < 0.5;
