// HELD OUT (held-out-7), family 11 ('/k') of the photo IDs, written blind (the extractor never opened).
// Licences: an Ohio card whose labels sit ABOVE their values in two columns ('4d LIC NO' over the
// number 'SB123456' beside '9 CLASS' over 'D', 'LAST NAME' over the surname beside '3 DOB', 'FIRST,
// MIDDLE' over the given names beside '4b EXP', a physical-description row under its labels) or a
// Virginia card with the AAMVA numbers inline ('4d DLN T12-34-5678', '1' surname, '2' given names,
// '3 DOB' beside '9 CLASS', '4a ISS' beside '4b EXP', VETERAN or ORGAN DONOR). Passports: a Philippine
// data page (Filipino / English labels, a separate 'Middle Name' that the zone leaves out, FILIPINO,
// dates as '12 MAR 1985', 'P1234567A', valid until the day before the tenth anniversary, DFA office)
// or an Italian one (Italian / English / French labels numbered (1)-(10), ITALIANA, dates as
// '07 GIU/JUN 1985', 'YA1234567', a Questura as authority); both with a valid ICAO 9303 zone.
// Truth: the name as given names, middle name and surname; the licence number as printed.
import { mrzTd3, plusDays, plusYears } from './families-j-util';
import {
  capsK,
  firstLayoutK,
  mdyK,
  numK,
  personK,
  placeK,
  STATE_TOWNS_K,
  type PersonK,
} from './families-k-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const up = (s: string) => s.toUpperCase();
const sexOf = (p: PersonK): 'M' | 'F' => (p.woman ? 'F' : 'M');

const idDates = (r: Rng, years: number) => {
  const birth: Day = { y: r.int(1956, 2005), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2021, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  return { birth, issued, expires: { y: issued.y + years, m: birth.m, d: birth.d } };
};

const ohio = (r: Rng): Generated => {
  const p = personK(r);
  const home = placeK(r, STATE_TOWNS_K.OH!);
  const number = `${capsK(r, 2)}${numK(r, 6)}`;
  const { birth, issued, expires } = idDates(r, 4);
  const truth: Generated['truth'] = {
    full_name: `${p.first} ${p.middle} ${p.last}`,
    date_of_birth: iso(birth),
    license_number: number,
    expiration_date: iso(expires),
    issuing_state: 'Ohio',
  };
  const lines: Line[] = [
    'Ohio',
    ['USA', 'DRIVER LICENSE'],
    ['4d LIC NO', '9 CLASS'],
    [number, 'D'],
    ['LAST NAME', '3 DOB'],
    [up(p.last), mdyK(birth)],
    ['FIRST, MIDDLE', '4b EXP'],
    [`${up(p.first)}, ${up(p.middle)}`, mdyK(expires)],
    ['8 ADDRESS', '4a ISS'],
    [`${up(home.street)}, ${up(home.city)}, OH ${home.zip}`, mdyK(issued)],
    ['15 SEX   16 HGT   17 WGT   18 EYES', '12 REST   9a END'],
    [
      `${sexOf(p)}   5-${String(r.int(0, 11)).padStart(2, '0')}   ${r.int(118, 230)} lb   ${r.pick(['BLU', 'BRO', 'GRN'])}`,
      'NONE   NONE',
    ],
    `5 DD ${numK(r, 10)}   ${r.next() < 0.5 ? 'DONOR' : ''}`,
  ];
  return { truth, pages: [lines] };
};

const virginia = (r: Rng): Generated => {
  const p = personK(r);
  const home = placeK(r, STATE_TOWNS_K.VA!);
  const number = `${p.last[0]}${numK(r, 2)}-${numK(r, 2)}-${numK(r, 4)}`;
  const { birth, issued, expires } = idDates(r, 8);
  const truth: Generated['truth'] = {
    full_name: `${p.first} ${p.middle} ${p.last}`,
    date_of_birth: iso(birth),
    license_number: number,
    expiration_date: iso(expires),
    issuing_state: 'Virginia',
  };
  const lines: Line[] = [
    'VIRGINIA',
    ["DRIVER'S LICENSE", 'USA   REAL ID'],
    `4d DLN ${number}`,
    `1 ${up(p.last)}`,
    `2 ${up(p.first)} ${up(p.middle)}`,
    `8 ${up(home.street)}`,
    `${up(home.city)}, VA ${home.zip}`,
    [`3 DOB ${mdyK(birth)}`, '9 CLASS C'],
    [`4a ISS ${mdyK(issued)}`, `4b EXP ${mdyK(expires)}`],
    [
      `15 SEX ${sexOf(p)}   16 HGT 5-${String(r.int(0, 11)).padStart(2, '0')}`,
      `18 EYES ${r.pick(['BLU', 'BRO', 'HAZ'])}`,
    ],
    `12 RESTR ${r.pick(['B', 'NONE'])}   9a END NONE   ${r.pick(['VETERAN', 'ORGAN DONOR'])}`,
    `5 DD ${numK(r, 3)}${capsK(r, 2)}${numK(r, 6)}`,
  ];
  return { truth, pages: [lines] };
};

const EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const IT = ['GEN', 'FEB', 'MAR', 'APR', 'MAG', 'GIU', 'LUG', 'AGO', 'SET', 'OTT', 'NOV', 'DIC'];
const dd = (t: Day) => String(t.d).padStart(2, '0');
/** '12 MAR 1985' */
const dmy = (t: Day) => `${dd(t)} ${EN[t.m - 1]} ${t.y}`;
/** '07 GIU/JUN 1985' */
const italian = (t: Day) => `${dd(t)} ${IT[t.m - 1]}/${EN[t.m - 1]} ${t.y}`;
const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

const PH_GIVEN: [string, 'M' | 'F'][] = [
  ['MARIA LOURDES', 'F'],
  ['JOSE MIGUEL', 'M'],
  ['ANGELICA', 'F'],
  ['RAMON ANTONIO', 'M'],
];
const PH_SURNAMES = ['BAUTISTA', 'VILLANUEVA', 'MANALO', 'PANGILINAN', 'SALAZAR'];
const PH_MIDDLE = ['DELA PAZ', 'MERCADO', 'TOLENTINO', 'GATCHALIAN'];

const philippines = (r: Rng): Generated => {
  const [given, sex] = r.pick(PH_GIVEN);
  const surname = r.pick(PH_SURNAMES);
  const middle = r.pick(PH_MIDDLE);
  const number = `P${numK(r, 7)}${capsK(r, 1)}`;
  const birth: Day = { y: r.int(1955, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2017, 2026), m: r.int(1, 12), d: r.int(2, 28) };
  const expires = plusDays(plusYears(issued, 10), -1);
  const [mrz1, mrz2] = mrzTd3({
    state: 'PHL',
    surname,
    given,
    number,
    nationality: 'PHL',
    birth,
    sex,
    expiry: expires,
  });
  const truth: Generated['truth'] = {
    full_name: title(`${given} ${middle} ${surname}`),
    passport_number: number,
    nationality: 'FILIPINO',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'REPUBLIKA NG PILIPINAS',
    'REPUBLIC OF THE PHILIPPINES   PASAPORTE / PASSPORT',
    ['Uri/Type   P', 'Kodigo/Code   PHL'],
    ['Pasaporte Blg./Passport No.', number],
    'Apelyido/Surname',
    surname,
    'Mga Pangalan/Given Names',
    given,
    'Panggitnang Apelyido/Middle Name',
    middle,
    ['Petsa ng Kapanganakan/Date of Birth', dmy(birth)],
    [`Kasarian/Sex   ${sex}`, 'Nasyonalidad/Nationality   FILIPINO'],
    `Lugar ng Kapanganakan/Place of Birth   ${r.pick(['CEBU CITY', 'QUEZON CITY', 'DAVAO CITY', 'ILOILO CITY'])}`,
    ['Petsa ng Pagkakaloob/Date of Issue', dmy(issued)],
    ['Petsa ng Pagkawalang-bisa/Valid Until', dmy(expires)],
    `Kapangyarihang Naggawad/Issuing Authority   DFA ${r.pick(['MANILA', 'NCR SOUTH', 'CEBU'])}`,
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

const IT_GIVEN: [string, 'M' | 'F'][] = [
  ['GIULIA FRANCESCA', 'F'],
  ['MATTEO', 'M'],
  ['CHIARA', 'F'],
  ['LORENZO ANDREA', 'M'],
];
const IT_SURNAMES = ['CAVALLERI', 'DE SANTIS', 'MARCHESINI', 'TOSCANELLI', 'ZANARDI'];
const IT_CITIES = [
  ['BOLOGNA', 'BO'],
  ['TORINO', 'TO'],
  ['BERGAMO', 'BG'],
  ['PARMA', 'PR'],
];

const italy = (r: Rng): Generated => {
  const [given, sex] = r.pick(IT_GIVEN);
  const surname = r.pick(IT_SURNAMES);
  const number = `${capsK(r, 2)}${numK(r, 7)}`;
  const birth: Day = { y: r.int(1952, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2017, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires = plusYears(issued, 10);
  const [city, province] = r.pick(IT_CITIES);
  const [mrz1, mrz2] = mrzTd3({
    state: 'ITA',
    surname,
    given,
    number,
    nationality: 'ITA',
    birth,
    sex,
    expiry: expires,
  });
  const truth: Generated['truth'] = {
    full_name: title(`${given} ${surname}`),
    passport_number: number,
    nationality: 'ITALIANA',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'REPUBBLICA ITALIANA',
    'PASSAPORTO / PASSPORT / PASSEPORT',
    ['Tipo/Type/Type   P', 'Codice Paese/Code/Code   ITA'],
    ['Passaporto N./Passport No./Passeport N.', number],
    'Cognome/Surname/Nom (1)',
    surname,
    'Nome/Given Names/Prénoms (2)',
    given,
    ['Cittadinanza/Nationality/Nationalité (3)', 'ITALIANA'],
    ['Data di nascita/Date of birth/Date de naissance (4)', italian(birth)],
    [`Sesso/Sex/Sexe (5)   ${sex}`, `Luogo di nascita/Place of birth (6)   ${city} (${province})`],
    ['Data di rilascio/Date of issue/Date de délivrance (7)', italian(issued)],
    ["Data di scadenza/Date of expiry/Date d'expiration (8)", italian(expires)],
    `Autorità/Authority/Autorité (9)   QUESTURA DI ${city}`,
    'Firma del titolare/Holder’s signature/Signature du titulaire (10)',
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

export const ID_FAMILIES_K: Family[] = [
  {
    id: 'driver-license/k',
    cls: 'driver-license',
    make: (r) => (firstLayoutK(r) ? ohio(r) : virginia(r)),
  },
  {
    id: 'passport/k',
    cls: 'passport',
    make: (r) => (firstLayoutK(r) ? philippines(r) : italy(r)),
  },
];
