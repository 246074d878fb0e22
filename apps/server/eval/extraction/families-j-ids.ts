// HELD OUT (held-out-6), family 10 ('/j') of the photo IDs, written blind (the extractor never opened).
// Licences: a Wisconsin card (DLN as a letter and thirteen digits 'P123-4567-8901-23', the name on one
// line as 'SURNAME, GIVEN MIDDLE', 'ISS' / 'EXP' / 'DOB' with colons, height and eyes on one line, an
// 'UNDER 21 UNTIL' date or 'ORGAN DONOR') or a Maryland card ('DL NO' as a letter and twelve digits
// 'M-123-456-789-012' beside the class, given names and surname on two unlabelled lines, 'ISSUED'
// beside 'EXPIRES', restrictions, a long DD). Passports: a Canadian data page (English / French labels,
// 'CANADIAN/CANADIENNE', dates as '12 APR /AVR 1987', number of two letters and six digits, issuing
// authority GATINEAU) or a Mexican one (Spanish / English labels, two surnames, 'MEXICANA', dates as
// 'DD MM YYYY', a CURP as a distractor, a letter and eight digits); both with a valid ICAO 9303 zone.
import {
  firstLayoutJ,
  isWomanJ,
  digitsJ,
  dayJ,
  lettersJ,
  mdyJ,
  mrzTd3,
  personJ,
  placeJ,
  plusYears,
  STATE_TOWNS_J,
  type PersonJ,
} from './families-j-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const sexOf = (p: PersonJ): 'M' | 'F' => (isWomanJ(p) ? 'F' : 'M');
const given = (p: PersonJ) => `${p.first} ${p.middle}`;
const up = (s: string) => s.toUpperCase();

/** Date of birth, an issue date before the end of 2026 and an expiry on the birthday `years` later. */
const idDates = (r: Rng, years: number) => {
  const birth = dayJ(r, 1954, 2006);
  const issued: Day = { y: r.int(2022, 2026), m: r.int(1, 10), d: r.int(1, 28) };
  const expires: Day = { y: issued.y + years, m: birth.m, d: birth.d };
  return { birth, issued, expires };
};

const wisconsin = (r: Rng): Generated => {
  const p = personJ(r);
  const home = placeJ(r, STATE_TOWNS_J.WI!);
  const number = `${p.last[0]}${digitsJ(r, 3)}-${digitsJ(r, 4)}-${digitsJ(r, 4)}-${digitsJ(r, 2)}`;
  const { birth, issued, expires } = idDates(r, 8);
  const young = birth.y >= 2004;
  const truth: Generated['truth'] = {
    full_name: `${given(p)} ${p.last}`,
    date_of_birth: iso(birth),
    license_number: number,
    expiration_date: iso(expires),
    issuing_state: 'Wisconsin',
  };
  const lines: Line[] = [
    'WISCONSIN',
    ['DRIVER LICENSE', 'USA   REAL ID'],
    `DLN: ${number}`,
    ['CLASS: D', `EXP: ${mdyJ(expires)}`],
    `${up(p.last)}, ${up(given(p))}`,
    up(home.street),
    `${up(home.city)}, WI ${home.zip}-${digitsJ(r, 4)}`,
    ['DOB:', mdyJ(birth)],
    [
      `SEX: ${sexOf(p)}   HGT: 5-${String(r.int(1, 11)).padStart(2, '0')}   EYES: ${r.pick(['BLU', 'BRO', 'GRN', 'HAZ'])}`,
      'REST: NONE   END: NONE',
    ],
    young ? `UNDER 21 UNTIL ${mdyJ(plusYears(birth, 21))}` : 'ORGAN DONOR',
    ['ISS:', mdyJ(issued)],
    `DD: ${mdyJ(issued).replace(/\//g, '')}${digitsJ(r, 6)}WI${lettersJ(r, 2)}`,
  ];
  return { truth, pages: [lines] };
};

const maryland = (r: Rng): Generated => {
  const p = personJ(r);
  const home = placeJ(r, STATE_TOWNS_J.MD!);
  const number = `${p.last[0]}-${digitsJ(r, 3)}-${digitsJ(r, 3)}-${digitsJ(r, 3)}-${digitsJ(r, 3)}`;
  const { birth, issued, expires } = idDates(r, 8);
  const truth: Generated['truth'] = {
    full_name: `${given(p)} ${p.last}`,
    date_of_birth: iso(birth),
    license_number: number,
    expiration_date: iso(expires),
    issuing_state: 'Maryland',
  };
  const lines: Line[] = [
    'MARYLAND',
    ["DRIVER'S LICENSE", 'MVA'],
    [`DL NO ${number}`, 'CLASS C'],
    up(given(p)),
    up(p.last),
    up(home.street),
    `${up(home.city)} MD ${home.zip}`,
    [`DOB ${mdyJ(birth)}`, `SEX ${sexOf(p)}   HT 5'-${r.int(1, 11)}"`],
    [`ISSUED ${mdyJ(issued)}`, `EXPIRES ${mdyJ(expires)}`],
    `RESTRICTIONS ${r.pick(['B', 'NONE'])}   ENDORSEMENTS NONE`,
    `DD ${digitsJ(r, 4)}${lettersJ(r, 1)}${digitsJ(r, 10)}`,
  ];
  return { truth, pages: [lines] };
};

const FR_MONTHS = ['JAN', 'FÉV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];
const EN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** '12 APR /AVR 1987', as a Canadian data page prints its dates. */
const bilingual = (t: Day) =>
  `${String(t.d).padStart(2, '0')} ${EN_MONTHS[t.m - 1]} /${FR_MONTHS[t.m - 1]} ${t.y}`;

const canada = (r: Rng): Generated => {
  const p = personJ(r);
  const number = `${lettersJ(r, 2)}${digitsJ(r, 6)}`;
  const birth = dayJ(r, 1950, 2004);
  const issued = dayJ(r, 2017, 2026);
  const expires = plusYears(issued, 10);
  const sex = sexOf(p);
  const [mrz1, mrz2] = mrzTd3({
    state: 'CAN',
    surname: up(p.last),
    given: up(given(p)),
    number,
    nationality: 'CAN',
    birth,
    sex,
    expiry: expires,
  });
  const truth: Generated['truth'] = {
    full_name: `${given(p)} ${p.last}`,
    passport_number: number,
    nationality: 'CANADIAN',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'CANADA',
    'PASSPORT / PASSEPORT',
    ['Type/Type   P', 'Issuing Country/Pays émetteur   CAN'],
    ['Passport No./No de passeport', number],
    'Surname/Nom',
    up(p.last),
    'Given names/Prénoms',
    up(given(p)),
    'Nationality/Nationalité',
    'CANADIAN/CANADIENNE',
    ['Date of birth/Date de naissance', bilingual(birth)],
    [
      `Sex/Sexe   ${sex}`,
      `Place of birth/Lieu de naissance   ${r.pick(['HALIFAX NS CAN', 'REGINA SK CAN', 'MONCTON NB CAN'])}`,
    ],
    ['Date of issue/Date de délivrance', bilingual(issued)],
    ['Date of expiry/Date d’expiration', bilingual(expires)],
    'Issuing Authority/Autorité de délivrance   GATINEAU',
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

const MX_GIVEN: [string, 'M' | 'F'][] = [
  ['MARISOL ADRIANA', 'F'],
  ['JOAQUIN ESTEBAN', 'M'],
  ['XIMENA GUADALUPE', 'F'],
  ['RODRIGO ALEJANDRO', 'M'],
];
const MX_SURNAMES = ['VILLASENOR', 'ARREDONDO', 'ZAMUDIO', 'BETANCOURT', 'OCHOA', 'IBARRA'];
const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
const dmySpaced = (t: Day) => `${String(t.d).padStart(2, '0')} ${String(t.m).padStart(2, '0')} ${t.y}`;

const mexico = (r: Rng): Generated => {
  const [names, sex] = r.pick(MX_GIVEN);
  const first = r.pick(MX_SURNAMES);
  const second = r.pick(MX_SURNAMES.filter((s) => s !== first));
  const number = `${r.pick(['G', 'N'])}${digitsJ(r, 8)}`;
  const birth = dayJ(r, 1950, 2004);
  const issued = dayJ(r, 2019, 2026);
  const years = r.pick([6, 10]);
  const expires = plusYears(issued, years);
  const [mrz1, mrz2] = mrzTd3({
    state: 'MEX',
    surname: `${first} ${second}`,
    given: names,
    number,
    nationality: 'MEX',
    birth,
    sex,
    expiry: expires,
  });
  const curp = `${first.slice(0, 2)}${second[0]}${names[0]}${String(birth.y).slice(2)}${String(birth.m).padStart(2, '0')}${String(birth.d).padStart(2, '0')}${sex === 'F' ? 'M' : 'H'}JC${lettersJ(r, 3)}0${r.int(1, 9)}`;
  const truth: Generated['truth'] = {
    full_name: title(`${names} ${first} ${second}`),
    passport_number: number,
    nationality: 'MEXICANA',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'ESTADOS UNIDOS MEXICANOS',
    'PASAPORTE / PASSPORT',
    [`Tipo / Type   P      Clave del país / Code   MEX`, `Pasaporte No. / Passport No.   ${number}`],
    'Apellidos / Surname',
    `${first} ${second}`,
    'Nombres / Given names',
    names,
    ['Nacionalidad / Nationality', 'MEXICANA'],
    ['Fecha de nacimiento / Date of birth', dmySpaced(birth)],
    ['CURP', curp],
    [
      `Sexo / Sex   ${sex}`,
      `Lugar de nacimiento / Place of birth   ${r.pick(['JALISCO', 'SONORA', 'PUEBLA'])}`,
    ],
    ['Fecha de expedición / Date of issue', dmySpaced(issued)],
    ['Fecha de caducidad / Date of expiry', dmySpaced(expires)],
    `Autoridad / Authority   SRE ${r.pick(['GUADALAJARA', 'HERMOSILLO', 'PUEBLA'])}`,
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

export const ID_FAMILIES_J: Family[] = [
  {
    id: 'driver-license/j',
    cls: 'driver-license',
    make: (r) => (firstLayoutJ(r) ? wisconsin(r) : maryland(r)),
  },
  {
    id: 'passport/j',
    cls: 'passport',
    make: (r) => (firstLayoutJ(r) ? canada(r) : mexico(r)),
  },
];
