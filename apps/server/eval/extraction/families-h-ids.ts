// HELD OUT (held-out-4), family 8 ('/h') of the photo IDs, written blind (the extractor and its rules
// never opened): Florida, New Jersey and Massachusetts driver licences with the AAMVA field numbers
// printed before each value (4d number, 3 DOB, 4a issued, 4b expires, 1 surname, 2 given names,
// 5 document discriminator), and the data page of a UK passport (bilingual labels with numbers in
// brackets, two-digit years with English/French months) or an Irish one (Irish/English/French labels,
// 'EIREANNACH/IRISH'), each with a valid ICAO 9303 machine-readable zone.
import { checkDigit, digits, letters } from './families-f-util';
import { dayIn, given, mdyH, middle, plusYears, siteH, surname } from './families-h-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

type Spec = { head: string; number: (r: Rng, initial: string) => string; label: string; years: number };
const LICENCE: Record<string, Spec> = {
  FL: {
    head: 'FLORIDA',
    number: (r, i) => `${i}${digits(r, 3)}-${digits(r, 3)}-${digits(r, 2)}-${digits(r, 3)}-${digits(r, 1)}`,
    label: 'DL NO.',
    years: 8,
  },
  NJ: {
    head: 'NEW JERSEY',
    number: (r, i) => `${i}${digits(r, 4)} ${digits(r, 5)} ${digits(r, 5)}`,
    label: 'DL',
    years: 4,
  },
  MA: { head: 'MASSACHUSETTS', number: (r) => `S${digits(r, 8)}`, label: 'LICENSE NO.', years: 5 },
};

const licenceH: Family = {
  id: 'driver-license/h',
  cls: 'driver-license',
  make: (r) => {
    const st = r.pick(['FL', 'NJ', 'MA']);
    const spec = LICENCE[st]!;
    const last = surname(r);
    const first = given(r);
    const mid = r.next() < 0.6 ? middle(r) : '';
    const born = dayIn(r, 1952, 2001);
    const issued = dayIn(r, 2021, 2025);
    const expires: Day = { y: issued.y + spec.years, m: born.m, d: born.d };
    const number = spec.number(r, last[0]!);
    const home = siteH(r, st);
    const truth: Generated['truth'] = {
      full_name: [first, mid, last].filter(Boolean).join(' '),
      date_of_birth: iso(born),
      license_number: number,
      expiration_date: iso(expires),
      issuing_state: home.state,
    };
    const nameLines: Line[] = [
      `1 ${last.toUpperCase()}`,
      `2 ${[first, mid].filter(Boolean).join(' ').toUpperCase()}`,
    ];
    const address: Line[] = [
      `8 ${home.street.toUpperCase()}`,
      `  ${home.city.toUpperCase()}, ${home.st} ${home.zip}-${digits(r, 4)}`,
    ];
    const dates: Line[] =
      r.next() < 0.5
        ? [
            [`3 DOB ${mdyH(born)}`, `4b EXP ${mdyH(expires)}`],
            [`4a ISS ${mdyH(issued)}`, `9 CLASS ${st === 'FL' ? 'E' : 'D'}`],
          ]
        : [
            `4a ISS ${mdyH(issued)}`,
            `4b EXP ${mdyH(expires)}`,
            `3 DOB ${mdyH(born)}`,
            `9 CLASS ${st === 'FL' ? 'E' : 'D'}`,
          ];
    const lines: Line[] = [
      spec.head,
      st === 'NJ' ? 'AUTO DRIVER LICENSE   USA' : "DRIVER'S LICENSE   USA",
      `4d ${spec.label} ${number}`,
      ...(r.next() < 0.5 ? [...nameLines, ...dates] : [...dates, ...nameLines]),
      ...address,
      [
        `15 SEX ${r.pick(['F', 'M'])}   16 HGT ${r.int(5, 6)}-${String(r.int(0, 11)).padStart(2, '0')}`,
        `18 EYES ${r.pick(['BRO', 'BLU', 'GRN', 'HAZ'])}`,
      ],
      [`12 RESTR ${r.pick(['NONE', 'A', 'B'])}`, `9a END NONE`],
      `5 DD ${letters(r, 1)}${digits(r, 11)}`,
      st === 'FL' ? 'SAFE DRIVER   ORGAN DONOR' : st === 'MA' ? 'REAL ID   VETERAN' : 'DONOR',
    ];
    return { truth, pages: [lines] };
  },
};

const UK_MONTHS = [
  'JAN /JAN',
  'FEB /FEV',
  'MAR /MARS',
  'APR /AVR',
  'MAY /MAI',
  'JUN /JUIN',
  'JUL /JUIL',
  'AUG /AOUT',
  'SEP /SEPT',
  'OCT /OCT',
  'NOV /NOV',
  'DEC /DEC',
];
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const two = (n: number) => String(n).padStart(2, '0');
const ukDate = (t: Day) => `${two(t.d)} ${UK_MONTHS[t.m - 1]} ${String(t.y).slice(2)}`;
const ieDate = (t: Day) => `${two(t.d)} ${MON[t.m - 1]} ${t.y}`;
const yymmdd = (t: Day) => `${String(t.y).slice(2)}${two(t.m)}${two(t.d)}`;

const mrz = (
  code: string,
  last: string,
  names: string,
  number: string,
  born: Day,
  sex: string,
  expires: Day,
) => {
  const top = `P<${code}${last}<<${names.replace(/ /g, '<')}`.padEnd(44, '<').slice(0, 44);
  const num = number.padEnd(9, '<');
  const personal = '<'.repeat(14);
  const a = `${num}${checkDigit(num)}`;
  const b = `${yymmdd(born)}${checkDigit(yymmdd(born))}`;
  const c = `${yymmdd(expires)}${checkDigit(yymmdd(expires))}${personal}${checkDigit(personal)}`;
  return [top, `${a}${code}${b}${sex}${c}${checkDigit(a + b + c)}`];
};

const UK_GIVEN = ['OLIVER', 'IMOGEN', 'RHYS', 'HARRIET', 'FREDDIE'];
const UK_LAST = ['HOLLOWAY', 'PRITCHARD', 'WINTERBOTTOM', 'FAIRCLOUGH'];
const IE_GIVEN = ['AOIFE', 'CIARAN', 'NIAMH', 'EOIN', 'ROISIN'];
const IE_LAST = ['KAVANAGH', 'MCGRATH', 'FITZGERALD', 'DUNLEAVY'];

const passportH: Family = {
  id: 'passport/h',
  cls: 'passport',
  make: (r) => {
    const uk = r.next() < 0.5;
    const last = r.pick(uk ? UK_LAST : IE_LAST);
    const names = [
      r.pick(uk ? UK_GIVEN : IE_GIVEN),
      ...(r.next() < 0.5 ? [middle(r).toUpperCase()] : []),
    ].join(' ');
    const born = dayIn(r, 1958, 2000);
    const issued = dayIn(r, 2019, 2025);
    const expires = plusYears({ ...issued, d: Math.max(1, issued.d - 1) }, 10);
    const number = uk ? `${r.int(1, 5)}${digits(r, 8)}` : `${letters(r, 2)}${digits(r, 7)}`;
    const sex = r.pick(['F', 'M']);
    const truth: Generated['truth'] = {
      full_name: `${names} ${last}`,
      passport_number: number,
      nationality: uk ? 'British Citizen' : 'Irish',
      date_of_birth: iso(born),
      expiration_date: iso(expires),
    };
    const zone = mrz(uk ? 'GBR' : 'IRL', last, names, number, born, sex, expires);
    const lines: Line[] = uk
      ? [
          'PASSPORT   PASSEPORT',
          'UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND',
          ['Type/Type  P', 'Code/Code  GBR'],
          `Passport No./Passeport No.  ${number}`,
          'Surname/Nom (1)',
          last,
          'Given names/Prenoms (2)',
          names,
          'Nationality/Nationalite (3)',
          'BRITISH CITIZEN',
          'Date of birth/Date de naissance (4)',
          ukDate(born),
          [
            'Sex/Sexe (5)  ' + sex,
            `Place of birth/Lieu de naissance (6)  ${r.pick(['LEEDS', 'CARDIFF', 'BRISTOL', 'NORWICH'])}`,
          ],
          'Date of issue/Date de delivrance (7)',
          ukDate(issued),
          ['Authority/Autorite (8)', 'HMPO'],
          "Date of expiry/Date d'expiration (9)",
          ukDate(expires),
          "Holder's signature/Signature du titulaire (10)",
          ...zone,
        ]
      : [
          'PAS   PASSPORT   PASSEPORT',
          'ÉIRE   IRELAND   IRLANDE',
          ['Cineál/Type/Type  P', 'Cód/Code/Code  IRL'],
          `Uimhir Pas/Passport No./No. du Passeport  ${number}`,
          `1. Sloinne/Surname/Nom   ${last}`,
          `2. Réamhainm/Forename/Prénoms   ${names}`,
          '3. Náisiúntacht/Nationality/Nationalité   ÉIREANNACH/IRISH',
          `4. Dáta breithe/Date of birth/Date de naissance   ${ieDate(born)}`,
          [
            `5. Gnéas/Sex/Sexe   ${sex}`,
            `6. Áit bhreithe/Place of birth   ${r.pick(['CORCAIGH/CORK', 'GAILLIMH/GALWAY', 'LUIMNEACH/LIMERICK'])}`,
          ],
          `7. Dáta eisiúna/Date of issue/Date de délivrance   ${ieDate(issued)}`,
          `8. Dáta éaga/Date of expiry/Date d'expiration   ${ieDate(expires)}`,
          '9. Údarás/Authority/Autorité   DFA',
          ...zone,
        ];
    return { truth, pages: [lines] };
  },
};

export const ID_FAMILIES_H = [licenceH, passportH];
