// HELD OUT (held-out-2), family 6 ('/f') of the photo IDs, written blind (nothing of the extractor
// read): licences of five states families 1-5 never print (Illinois, New York, Pennsylvania,
// Michigan, Washington), each with its own number format (A123-4567-8901, 123 456 789, 12 345 678,
// S 123 456 789 012, WDL + nine characters), surname and given names with a middle initial on
// their own lines, issue date beside the expiry and a long document discriminator; and an Indian
// passport (labels above values, dates as DD/MM/YYYY, a valid ICAO 9303 MRZ) with its last page:
// parents' and spouse's names, address, the old passport's number and the file number.
import { addDays, checkDigit, digits, letters, middleInitial, siteIn, TOWNS } from './families-f-util';
import { day, iso, us, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const NUMBER: Record<string, [string, (r: Rng) => string]> = {
  IL: ['DL NUMBER', (r) => `${letters(r, 1)}${digits(r, 3)}-${digits(r, 4)}-${digits(r, 4)}`],
  NY: ['ID:', (r) => `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`],
  PA: ['DLN:', (r) => `${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`],
  MI: ['DL', (r) => `${letters(r, 1)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`],
  WA: [
    'DL',
    (r) => `WDL${letters(r, 2)}${digits(r, 2)}${letters(r, 1)}${digits(r, 2)}${letters(r, 1)}${digits(r, 1)}`,
  ],
};
const FIRST = [
  'Harriet',
  'Louis',
  'Marisol',
  'Anton',
  'Sofia',
  'Bernard',
  'Keiko',
  'Malik',
  'Greta',
  'Rafael',
];
const LAST = ['Vandermeer', 'Oyelaran', 'Castellanos', 'Pruitt', 'Lindahl', 'Mbeki', 'Rasmussen', 'Dubois'];

/** A card of another state: number by the state's format, names on two lines, issue beside expiry. */
const dlF: Family = {
  id: 'driver-license/f',
  cls: 'driver-license',
  make: (r) => {
    const home = siteIn(r, TOWNS);
    const [label, numberOf] = NUMBER[home.st]!;
    const number = numberOf(r);
    const first = r.pick(FIRST);
    const middle = middleInitial(r);
    const last = r.pick(LAST);
    const born = day(r, 1950, 2004);
    const issued = day(r, 2019, 2025);
    const expires: Day = { y: issued.y + r.pick([4, 5, 8]), m: born.m, d: born.d };
    const truth: Generated['truth'] = {
      full_name: `${first} ${middle} ${last}`,
      date_of_birth: iso(born),
      license_number: number,
      expiration_date: iso(expires),
      issuing_state: home.state,
    };
    const pages: Line[][] = [
      [
        home.state.toUpperCase(),
        ["DRIVER'S LICENSE", r.pick(['USA', 'USA  REAL ID'])],
        [`${label} ${number}`, `CLASS ${r.pick(['D', 'C', 'O'])}`],
        [`EXPIRES ${us(expires)}`, `ISSUED ${us(issued)}`],
        `DOB ${us(born)}`,
        last.toUpperCase(),
        `${first.toUpperCase()} ${middle}`,
        home.street.toUpperCase(),
        `${home.city.toUpperCase()}, ${home.st} ${home.zip}-${digits(r, 4)}`,
        `SEX ${r.pick(['F', 'M'])}  HGT 5'-${String(r.int(0, 11)).padStart(2, '0')}"  WGT ${r.int(105, 250)}  EYES ${r.pick(['BLU', 'BRO', 'GRN', 'HAZ'])}`,
        `END NONE   RESTR ${r.pick(['NONE', 'B', 'A'])}   ${r.pick(['ORGAN DONOR', 'VETERAN', 'DUPS 00'])}`,
        `DD ${digits(r, 4)}${letters(r, 2)}${digits(r, 7)}`,
      ],
    ];
    return { truth, pages };
  },
};

const GIVEN_F = ['PRIYA', 'ANANYA', 'KAVYA', 'MEERA', 'DIVYA'];
const GIVEN_M = ['ARJUN', 'ROHAN', 'VIKRAM', 'RAHUL', 'SANJAY'];
const SURNAME = ['SHARMA', 'IYER', 'REDDY', 'NAIR', 'MEHTA', 'KAPOOR', 'BANERJEE', 'KULKARNI'];
const PLACES = [
  ['PUNE', 'MAHARASHTRA', 'MUMBAI'],
  ['MYSURU', 'KARNATAKA', 'BENGALURU'],
  ['KOCHI', 'KERALA', 'COCHIN'],
  ['JAIPUR', 'RAJASTHAN', 'JAIPUR'],
  ['LUCKNOW', 'UTTAR PRADESH', 'LUCKNOW'],
] as const;
const dmy = (t: Day) => `${String(t.d).padStart(2, '0')}/${String(t.m).padStart(2, '0')}/${t.y}`;
const yymmdd = (t: Day) =>
  `${String(t.y).slice(2)}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}`;

/** Indian passport: labels above values, DD/MM/YYYY dates, a valid MRZ; the last page names relatives. */
const ppF: Family = {
  id: 'passport/f',
  cls: 'passport',
  make: (r) => {
    const female = r.next() < 0.5;
    const given = r.pick(female ? GIVEN_F : GIVEN_M);
    const surname = r.pick(SURNAME);
    const number = `${letters(r, 1)}${digits(r, 7)}`;
    const born = day(r, 1955, 2003);
    const issued = day(r, 2016, 2025);
    const expires = addDays({ ...issued, y: issued.y + 10 }, -1);
    const [town, state, office] = r.pick(PLACES);
    const truth: Generated['truth'] = {
      full_name: `${given} ${surname}`,
      passport_number: number,
      nationality: 'Indian',
      date_of_birth: iso(born),
      expiration_date: iso(expires),
    };
    const sex = female ? 'F' : 'M';
    const doc = `${number.padEnd(9, '<')}${checkDigit(number.padEnd(9, '<'))}`;
    const birth = `${yymmdd(born)}${checkDigit(yymmdd(born))}`;
    const expiry = `${yymmdd(expires)}${checkDigit(yymmdd(expires))}`;
    const personal = `${'<'.repeat(14)}<`;
    const line2 = `${doc}IND${birth}${sex}${expiry}${personal}${checkDigit(doc + birth + expiry + personal)}`;
    const old = addDays(issued, -r.int(3300, 3700));
    const pages: Line[][] = [
      [
        'REPUBLIC OF INDIA',
        ['Type   Country Code', 'Passport No.'],
        ['P      IND', number],
        'Surname',
        surname,
        'Given Name(s)',
        given,
        ['Nationality   Sex', 'Date of Birth'],
        [`INDIAN   ${sex}`, dmy(born)],
        'Place of Birth',
        `${town}, ${state}`,
        'Place of Issue',
        office,
        ['Date of Issue', 'Date of Expiry'],
        [dmy(issued), dmy(expires)],
        '',
        `P<IND${surname}<<${given}`.padEnd(44, '<'),
        line2,
      ],
      [
        'Name of Father / Legal Guardian',
        `${r.pick(GIVEN_M)} ${surname}`,
        'Name of Mother',
        `${r.pick(GIVEN_F)} ${surname}`,
        'Name of Spouse',
        `${r.pick(female ? GIVEN_M : GIVEN_F)} ${r.pick(SURNAME)}`,
        'Address',
        `${r.int(1, 240)}, ${r.pick(['SHANTI NAGAR', 'MG ROAD', 'LAKE VIEW COLONY'])}, ${town} - ${r.int(110001, 682030)}, ${state}, INDIA`,
        'Old Passport No. with Date and Place of Issue',
        `${letters(r, 1)}${digits(r, 7)}  ${dmy(old)}  ${office}`,
        'File No.',
        `${office.slice(0, 2)}${digits(r, 10)}${r.int(16, 25)}`,
      ],
    ];
    return { truth, pages };
  },
};

export const ID_FAMILIES_F = [dlF, ppF];
