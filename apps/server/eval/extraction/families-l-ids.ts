// HELD OUT (held-out-8), family 12 ('/l') of the photo IDs, written blind (the extractor never opened).
// Licences: a Kentucky card of the current design (plain labels without AAMVA numbers, 'LICENSE NO'
// as a letter and eight digits printed 'S12-345-678', the whole name on ONE unlabelled line in
// given-middle-surname order, dates with DASHES '03-14-1986', DOB beside EXPIRES, ISSUED beside the
// class) or an Alaska card whose VALUES sit ABOVE their labels in two columns (a seven-digit number
// over '4d DL NO' beside the expiry over '4b EXP', the surname over '1 LAST NAME' beside the birth
// date over '3 DOB', the given names over '2 FIRST NAME' beside the issue date over '4a ISS').
// Passports: a Japanese data page (English labels only, 'Type / Issuing country / Passport No.' over
// one row of three values, JAPAN, dates '14 MAR 1985', 'TK1234567', registered domicile, valid five
// or ten years) or a Dutch one (Dutch / English / French labels numbered 1-10, 'Nederlandse', dates
// '14 MRT/MAR 1985', a nine-character document number of letters and digits, a citizen service
// number as a distractor and in the zone's personal number field); both with a valid ICAO 9303 zone.
// Truth: the name as given names, middle name and surname; the licence number as printed.
import { mrzTd3, plusYears } from './families-j-util';
import { capsL, firstLayoutL, numL, personL, placeL, STATE_TOWNS_L, type PersonL } from './families-l-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const up = (s: string) => s.toUpperCase();
const sexOf = (p: PersonL): 'M' | 'F' => (p.woman ? 'F' : 'M');
const two = (n: number) => String(n).padStart(2, '0');
/** 03-14-1986 */
const dashed = (t: Day) => `${two(t.m)}-${two(t.d)}-${t.y}`;
const slashed = (t: Day) => `${two(t.m)}/${two(t.d)}/${t.y}`;

const idDates = (r: Rng, years: number) => {
  const birth: Day = { y: r.int(1954, 2005), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2021, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  return { birth, issued, expires: { y: issued.y + years, m: birth.m, d: birth.d } };
};
const licenceTruth = (p: PersonL, birth: Day, number: string, expires: Day, state: string) => ({
  full_name: `${p.first} ${p.middle} ${p.last}`,
  date_of_birth: iso(birth),
  license_number: number,
  expiration_date: iso(expires),
  issuing_state: state,
});

const kentucky = (r: Rng): Generated => {
  const p = personL(r);
  const home = placeL(r, STATE_TOWNS_L.KY!);
  const number = `${p.last[0]}${numL(r, 2)}-${numL(r, 3)}-${numL(r, 3)}`;
  const { birth, issued, expires } = idDates(r, 8);
  const lines: Line[] = [
    'KENTUCKY',
    ['DRIVER LICENSE', 'USA'],
    `LICENSE NO ${number}`,
    `${up(p.first)} ${up(p.middle)} ${up(p.last)}`,
    up(home.street),
    `${up(home.city)}, KY ${home.zip}`,
    [`DOB ${dashed(birth)}`, `EXPIRES ${dashed(expires)}`],
    [`ISSUED ${dashed(issued)}`, 'CLASS D'],
    [
      `SEX ${sexOf(p)}   HGT 5-${two(r.int(0, 11))}   WGT ${r.int(115, 240)}`,
      `EYES ${r.pick(['BRO', 'BLU', 'GRN'])}   HAIR ${r.pick(['BRO', 'BLK', 'BLN'])}`,
    ],
    'RESTRICTIONS NONE   ENDORSEMENTS NONE',
    `DD ${numL(r, 8)}${capsL(r, 2)}${numL(r, 4)}   ${r.next() < 0.5 ? 'ORGAN DONOR' : 'VETERAN'}`,
  ];
  return { truth: licenceTruth(p, birth, number, expires, 'Kentucky'), pages: [lines] };
};

const alaska = (r: Rng): Generated => {
  const p = personL(r);
  const home = placeL(r);
  const anchorage = { ...home, city: 'Anchorage', st: 'AK', zip: String(r.int(99501, 99518)) };
  const number = numL(r, 7);
  const { birth, issued, expires } = idDates(r, 5);
  const lines: Line[] = [
    'ALASKA',
    ['DRIVER LICENSE', 'USA'],
    [number, slashed(expires)],
    ['4d DL NO', '4b EXP'],
    [up(p.last), slashed(birth)],
    ['1 LAST NAME', '3 DOB'],
    [`${up(p.first)} ${up(p.middle)}`, slashed(issued)],
    ['2 FIRST NAME', '4a ISS'],
    [`${up(anchorage.street)} ANCHORAGE AK ${anchorage.zip}`, 'D'],
    ['8 ADDRESS', '9 CLASS'],
    `15 SEX ${sexOf(p)}   16 HGT 5-${two(r.int(0, 11))}   17 WGT ${r.int(115, 240)}   18 EYES ${r.pick(['BRO', 'BLU', 'HAZ'])}`,
    `5 DD ${numL(r, 10)}   12 RESTR NONE`,
  ];
  return { truth: licenceTruth(p, birth, number, expires, 'Alaska'), pages: [lines] };
};

const EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const NL = ['JAN', 'FEB', 'MRT', 'APR', 'MEI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEC'];
/** '14 MAR 1985' */
const dmy = (t: Day) => `${two(t.d)} ${EN[t.m - 1]} ${t.y}`;
/** '14 MRT/MAR 1985' */
const dutch = (t: Day) => `${two(t.d)} ${NL[t.m - 1]}/${EN[t.m - 1]} ${t.y}`;
const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

const JP_GIVEN: [string, 'M' | 'F'][] = [
  ['HARUKA', 'F'],
  ['KENTARO', 'M'],
  ['YUI', 'F'],
  ['SHOTA', 'M'],
];
const JP_SURNAMES = ['TANAKA', 'WATANABE', 'YAMAMOTO', 'KOBAYASHI', 'MATSUMOTO'];

const japan = (r: Rng): Generated => {
  const [given, sex] = r.pick(JP_GIVEN);
  const surname = r.pick(JP_SURNAMES);
  const number = `${capsL(r, 2)}${numL(r, 7)}`;
  const birth: Day = { y: r.int(1955, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2017, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires = plusYears(issued, r.pick([5, 10]));
  const [mrz1, mrz2] = mrzTd3({
    state: 'JPN',
    surname,
    given,
    number,
    nationality: 'JPN',
    birth,
    sex,
    expiry: expires,
  });
  const truth: Generated['truth'] = {
    full_name: title(`${given} ${surname}`),
    passport_number: number,
    nationality: 'JAPAN',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'JAPAN',
    'PASSPORT',
    'Type / Issuing country / Passport No.',
    `P   JPN   ${number}`,
    'Surname',
    surname,
    'Given name',
    given,
    ['Nationality', 'JAPAN'],
    ['Date of birth', dmy(birth)],
    [`Sex   ${sex}`, `Registered Domicile   ${r.pick(['TOKYO', 'OSAKA', 'HOKKAIDO', 'FUKUOKA'])}`],
    ['Date of issue', dmy(issued)],
    ['Date of expiry', dmy(expires)],
    'Authority   MINISTRY OF FOREIGN AFFAIRS',
    'Signature of bearer',
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

const NL_GIVEN: [string, 'M' | 'F'][] = [
  ['SANNE JOHANNA', 'F'],
  ['DAAN WILLEM', 'M'],
  ['LOTTE', 'F'],
  ['JORIS PIETER', 'M'],
];
const NL_SURNAMES = ['DE VRIES', 'VAN DIJK', 'BAKKER', 'VISSER', 'MEIJER'];
const NL_CITIES = ['UTRECHT', 'GRONINGEN', 'EINDHOVEN', 'HAARLEM'];
/** Letters of a Dutch document number: no O (confused with zero). */
const ALNUM = 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789';

const netherlands = (r: Rng): Generated => {
  const [given, sex] = r.pick(NL_GIVEN);
  const surname = r.pick(NL_SURNAMES);
  const letters = Array.from({ length: 2 }, () => ALNUM[r.int(0, 24)]).join('');
  const middle = Array.from({ length: 6 }, () => ALNUM[r.int(0, ALNUM.length - 1)]).join('');
  const number = `${letters}${middle}${numL(r, 1)}`;
  const birth: Day = { y: r.int(1955, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2017, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires = plusYears(issued, 10);
  const bsn = numL(r, 9);
  const city = r.pick(NL_CITIES);
  const [mrz1, mrz2] = mrzTd3({
    state: 'NLD',
    surname,
    given,
    number,
    nationality: 'NLD',
    birth,
    sex,
    expiry: expires,
    personal: bsn,
  });
  const truth: Generated['truth'] = {
    full_name: title(`${given} ${surname}`),
    passport_number: number,
    nationality: 'Nederlandse',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'KONINKRIJK DER NEDERLANDEN',
    'KINGDOM OF THE NETHERLANDS   PASPOORT / PASSPORT / PASSEPORT',
    ['Soort/Type/Type   P', 'Code/Code/Code   NLD'],
    ['Documentnummer/Document No./No du document', number],
    '1. Naam/Surname/Nom',
    surname,
    '2. Voornamen/Given names/Prénoms',
    given,
    ['3. Nationaliteit/Nationality/Nationalité', 'Nederlandse'],
    ['4. Geboortedatum/Date of birth/Date de naissance', dutch(birth)],
    ['5. Geboorteplaats/Place of birth/Lieu de naissance', city],
    [
      `6. Geslacht/Sex/Sexe   ${sex === 'F' ? 'V/F' : 'M/M'}`,
      `7. Lengte/Height/Taille   1,${r.int(58, 96)} m`,
    ],
    ['8. Datum van afgifte/Date of issue/Date de délivrance', dutch(issued)],
    ["9. Geldig tot/Date of expiry/Date d'expiration", dutch(expires)],
    ['10. Instantie/Authority/Autorité', `Burg. v. ${title(city)}`],
    ['Persoonsnummer/Personal No.', bsn],
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

export const ID_FAMILIES_L: Family[] = [
  {
    id: 'driver-license/l',
    cls: 'driver-license',
    make: (r) => (firstLayoutL(r) ? kentucky(r) : alaska(r)),
  },
  {
    id: 'passport/l',
    cls: 'passport',
    make: (r) => (firstLayoutL(r) ? japan(r) : netherlands(r)),
  },
];
