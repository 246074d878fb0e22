// HELD OUT (held-out-9), family 13 ('/m') of the photo IDs, written blind (the extractor never opened).
// Licences: a North Carolina card or a Georgia card. Passports: a Mexican data page or a South
// African one, both with a valid ICAO 9303 zone. Truth: the name as given names, middle name and
// surname; the licence number as printed.
import { mrzTd3, plusYears } from './families-j-util';
import { capsM, firstLayoutM, numM, personM, placeM, STATE_TOWNS_M, type PersonM } from './families-m-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const up = (s: string) => s.toUpperCase();
const sexOf = (p: PersonM): 'M' | 'F' => (p.woman ? 'F' : 'M');
const two = (n: number) => String(n).padStart(2, '0');
const slashed = (t: Day) => `${two(t.m)}/${two(t.d)}/${t.y}`;

const idDates = (r: Rng, years: number) => {
  const birth: Day = { y: r.int(1956, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2020, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  return { birth, issued, expires: { y: issued.y + years, m: birth.m, d: birth.d } };
};
const licenceTruth = (p: PersonM, birth: Day, number: string, expires: Day, state: string) => ({
  full_name: `${p.first} ${p.middle} ${p.last}`,
  date_of_birth: iso(birth),
  license_number: number,
  expiration_date: iso(expires),
  issuing_state: state,
});

const northCarolina = (r: Rng): Generated => {
  const p = personM(r);
  const home = placeM(r, STATE_TOWNS_M.NC!);
  const number = `0000${numM(r, 8)}`;
  const { birth, issued, expires } = idDates(r, 8);
  const lines: Line[] = [
    'NORTH CAROLINA',
    ['DRIVER LICENSE', 'NCDOT DMV'],
    `DL ${number}   CLASS C`,
    `${up(p.first)} ${up(p.middle)}`,
    up(p.last),
    up(home.street),
    `${up(home.city)}, NC ${home.zip}`,
    `DOB ${slashed(birth)}   ISS ${slashed(issued)}   EXP ${slashed(expires)}`,
    `SEX ${sexOf(p)}   HT 5-${two(r.int(0, 11))}   EYES ${r.pick(['BRO', 'BLU', 'GRN', 'HAZ'])}   HAIR ${r.pick(['BRO', 'BLK', 'RED'])}`,
    'RESTR NONE   END NONE',
    `DD ${numM(r, 4)}${capsM(r, 1)}${numM(r, 10)}   ${r.next() < 0.5 ? 'ORGAN DONOR' : 'DUPLICATE 01'}`,
  ];
  return { truth: licenceTruth(p, birth, number, expires, 'North Carolina'), pages: [lines] };
};

const georgia = (r: Rng): Generated => {
  const p = personM(r);
  const home = placeM(r, STATE_TOWNS_M.GA!);
  const number = `0${numM(r, 8)}`;
  const { birth, issued, expires } = idDates(r, 8);
  const lines: Line[] = [
    'GEORGIA',
    ["DRIVER'S LICENSE", 'REAL ID'],
    up(p.last),
    `${up(p.first)} ${up(p.middle)}`,
    `${up(home.street)}, ${up(home.city)}, GA ${home.zip}`,
    [`LIC NO ${number}`, `CLASS C`],
    [`DOB ${slashed(birth)}`, `SEX ${sexOf(p)}`],
    [`EXP ${slashed(expires)}`, `HGT 5'-${two(r.int(0, 11))}"`],
    [`ISS ${slashed(issued)}`, `WGT ${r.int(110, 250)} lb`],
    [`RESTR NONE`, `EYES ${r.pick(['BRN', 'BLU', 'GRN'])}`],
    `DD ${numM(r, 12)}   REV 09/${r.int(2018, 2021)}`,
  ];
  return { truth: licenceTruth(p, birth, number, expires, 'Georgia'), pages: [lines] };
};

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

const MX_GIVEN: [string, 'M' | 'F'][] = [
  ['MARIA FERNANDA', 'F'],
  ['JOSE EDUARDO', 'M'],
  ['XIMENA', 'F'],
  ['LUIS ALBERTO', 'M'],
];
const MX_SURNAMES = ['HERNANDEZ ORTEGA', 'GARZA VILLARREAL', 'RAMIREZ SOTO', 'CASTANEDA RUIZ'];

const mexico = (r: Rng): Generated => {
  const [given, sex] = r.pick(MX_GIVEN);
  const surname = r.pick(MX_SURNAMES);
  const number = `${r.pick(['G', 'N', 'E'])}${numM(r, 8)}`;
  const birth: Day = { y: r.int(1958, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2021, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires = plusYears(issued, r.pick([6, 10]));
  const [mrz1, mrz2] = mrzTd3({
    state: 'MEX',
    surname,
    given,
    number,
    nationality: 'MEX',
    birth,
    sex,
    expiry: expires,
  });
  const spaced = (t: Day) => `${two(t.d)} ${two(t.m)} ${t.y}`;
  const curp = `${surname.slice(0, 2)}${surname.split(' ')[1]![0]}${given[0]}${String(birth.y).slice(2)}${two(birth.m)}${two(birth.d)}${sex === 'F' ? 'M' : 'H'}${r.pick(['JC', 'NL', 'DF'])}${capsM(r, 3)}${numM(r, 2)}`;
  const truth: Generated['truth'] = {
    full_name: title(`${given} ${surname}`),
    passport_number: number,
    nationality: 'MEXICANA',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'ESTADOS UNIDOS MEXICANOS',
    'PASAPORTE / PASSPORT / PASSEPORT',
    ['Tipo / Type / Type   P', 'Clave del país / Country code   MEX'],
    ['Pasaporte No. / Passport No. / No. du passeport', number],
    'Apellidos / Surname / Nom',
    surname,
    'Nombres / Given names / Prénoms',
    given,
    ['Nacionalidad / Nationality / Nationalité', 'MEXICANA'],
    ['Fecha de nacimiento / Date of birth / Date de naissance', spaced(birth)],
    ['CURP', curp],
    [
      `Sexo / Sex / Sexe   ${sex === 'F' ? 'F' : 'M'}`,
      `Lugar de nacimiento / Place of birth   ${r.pick(['JALISCO', 'NUEVO LEON', 'CIUDAD DE MEXICO', 'PUEBLA'])}`,
    ],
    ['Fecha de expedición / Date of issue / Date de délivrance', spaced(issued)],
    ["Fecha de caducidad / Date of expiry / Date d'expiration", spaced(expires)],
    ['Autoridad / Authority / Autorité', 'SRE'],
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

const ZA_GIVEN: [string, 'M' | 'F'][] = [
  ['THANDIWE NOMSA', 'F'],
  ['PIETER JOHANNES', 'M'],
  ['LERATO', 'F'],
  ['SIPHO DANIEL', 'M'],
];
const ZA_SURNAMES = ['NDLOVU', 'VAN DER MERWE', 'MOKOENA', 'BOTHA', 'DLAMINI'];
const EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A South African identity number: birth date, sequence (sex), citizenship 0, 8, Luhn digit. */
const saId = (r: Rng, birth: Day, sex: 'M' | 'F') => {
  const seq = sex === 'F' ? r.int(0, 4999) : r.int(5000, 9999);
  const body = `${String(birth.y).slice(2)}${two(birth.m)}${two(birth.d)}${String(seq).padStart(4, '0')}08`;
  const sum = [...body].reverse().reduce((s, c, i) => {
    const d = i % 2 === 0 ? +c * 2 : +c;
    return s + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

const southAfrica = (r: Rng): Generated => {
  const [given, sex] = r.pick(ZA_GIVEN);
  const surname = r.pick(ZA_SURNAMES);
  const number = `${r.pick(['A', 'M'])}${numM(r, 8)}`;
  const birth: Day = { y: r.int(1958, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2017, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires = plusYears(issued, 10);
  const id = saId(r, birth, sex);
  const [mrz1, mrz2] = mrzTd3({
    state: 'ZAF',
    surname,
    given,
    number,
    nationality: 'ZAF',
    birth,
    sex,
    expiry: expires,
    personal: id,
  });
  const dmy = (t: Day) => `${two(t.d)} ${EN[t.m - 1]} ${t.y}`;
  const truth: Generated['truth'] = {
    full_name: title(`${given} ${surname}`),
    passport_number: number,
    nationality: 'SOUTH AFRICAN',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'REPUBLIC OF SOUTH AFRICA',
    'PASSPORT / PASPOORT',
    'Type/Tipe   Country code/Landkode   Passport No./Paspoortnr.',
    `P   ZAF   ${number}`,
    ['Surname/Van', surname],
    ['Given names/Voorname', given],
    ['Nationality/Nasionaliteit', 'SOUTH AFRICAN'],
    ['Date of birth/Geboortedatum', dmy(birth)],
    [
      `Sex/Geslag   ${sex}`,
      `Place of birth/Geboorteplek   ${r.pick(['JOHANNESBURG', 'DURBAN', 'CAPE TOWN', 'POLOKWANE'])}`,
    ],
    ['Identity No./Identiteitsnr.', id],
    ['Date of issue/Datum van uitreiking', dmy(issued)],
    ['Date of expiry/Vervaldatum', dmy(expires)],
    ['Authority/Owerheid', 'DEPARTMENT OF HOME AFFAIRS'],
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

export const ID_FAMILIES_M: Family[] = [
  {
    id: 'driver-license/m',
    cls: 'driver-license',
    make: (r) => (firstLayoutM(r) ? northCarolina(r) : georgia(r)),
  },
  {
    id: 'passport/m',
    cls: 'passport',
    make: (r) => (firstLayoutM(r) ? mexico(r) : southAfrica(r)),
  },
];
