// Driver's licences and passports, four generator families each (photo IDs are mostly read from
// scans and phone photos).
import type { Family, Generated, Line } from './types';
import { day, iso, long, personName, place, short, us, type Day, type Rng } from './rng';

const person = (r: Rng) => {
  const name = personName(r);
  const [first, last] = name.split(' ') as [string, string];
  const born = day(r, 1950, 2000);
  const issued = day(r, 2019, 2024);
  const expires: Day = { ...issued, y: issued.y + r.pick([5, 8, 10]) };
  return { name, first, last, born, issued, expires, where: place(r) };
};

const dlNumber = (r: Rng, letter: boolean) =>
  `${letter ? String.fromCharCode(65 + r.int(0, 25)) : ''}${Array.from({ length: letter ? 7 : 8 }, () => r.int(0, 9)).join('')}`;

const dlTruth = (p: ReturnType<typeof person>, number: string, state: string): Generated['truth'] => ({
  full_name: p.name,
  date_of_birth: iso(p.born),
  license_number: number,
  expiration_date: iso(p.expires),
  issuing_state: state,
});

const dlA: Family = {
  id: 'driver-license/a',
  cls: 'driver-license',
  make: (r) => {
    const p = person(r);
    const n = dlNumber(r, false);
    const pages: Line[][] = [
      [
        `${p.where.state.toUpperCase()} DRIVER LICENSE`,
        `DL NO ${n}`,
        `NAME: ${p.name.toUpperCase()}`,
        `ADDRESS: ${p.where.street.toUpperCase()}, ${p.where.city.toUpperCase()} ${p.where.st} ${p.where.zip}`,
        `DOB: ${us(p.born)}`,
        `ISS: ${us(p.issued)}`,
        `EXP: ${us(p.expires)}`,
        'CLASS: C   RESTRICTIONS: NONE',
      ],
    ];
    return { truth: dlTruth(p, n, p.where.state), pages };
  },
};

/** AAMVA numbered fields: surname on 1, given name on 2. */
const dlB: Family = {
  id: 'driver-license/b',
  cls: 'driver-license',
  make: (r) => {
    const p = person(r);
    const n = dlNumber(r, true);
    const pages: Line[][] = [
      [
        `${p.where.state.toUpperCase()} USA`,
        'DRIVER LICENSE',
        `4d DLN ${n}`,
        `1 ${p.last.toUpperCase()}`,
        `2 ${p.first.toUpperCase()}`,
        `8 ${p.where.street.toUpperCase()}`,
        `${p.where.city.toUpperCase()}, ${p.where.st} ${p.where.zip}`,
        `3 DOB ${us(p.born)}`,
        `4a ISS ${us(p.issued)}   4b EXP ${us(p.expires)}`,
        '9 CLASS D   12 REST NONE   15 SEX M   16 HGT 5-10',
      ],
    ];
    return { truth: dlTruth(p, n, p.where.state), pages };
  },
};

const dlC: Family = {
  id: 'driver-license/c',
  cls: 'driver-license',
  make: (r) => {
    const p = person(r);
    const n = `${p.where.st}${dlNumber(r, false)}`;
    const pages: Line[][] = [
      [
        `Driver's License - State of ${p.where.state}`,
        [`License No. ${n}`, 'Class: D'],
        [`Last Name: ${p.last}`, `First Name: ${p.first}`],
        `Date of Birth: ${long(p.born)}`,
        [`Issued: ${long(p.issued)}`, `Expires: ${long(p.expires)}`],
        `Address: ${p.where.street}, ${p.where.city}, ${p.where.st} ${p.where.zip}`,
      ],
    ];
    return { truth: dlTruth(p, n, p.where.state), pages };
  },
};

/** HELD OUT. Name line 'LAST, FIRST' without a label; 'Birth Date' and 'Valid Thru'. */
const dlD: Family = {
  id: 'driver-license/d',
  cls: 'driver-license',
  make: (r) => {
    const p = person(r);
    const n = dlNumber(r, true);
    const pages: Line[][] = [
      [
        p.where.state.toUpperCase(),
        'DRIVER LICENSE',
        `DL# ${n}`,
        `${p.last.toUpperCase()}, ${p.first.toUpperCase()}`,
        `${p.where.street.toUpperCase()} ${p.where.city.toUpperCase()} ${p.where.st} ${p.where.zip}`,
        `Birth Date ${us(p.born)}`,
        `Issue Date ${us(p.issued)}   Valid Thru ${us(p.expires)}`,
      ],
    ];
    return { truth: dlTruth(p, n, p.where.state), pages };
  },
};

const ppNumber = (r: Rng, letters: number) =>
  Array.from({ length: letters }, () => String.fromCharCode(65 + r.int(0, 25))).join('') +
  Array.from({ length: 9 - letters }, () => r.int(0, 9)).join('');

const ppTruth = (p: ReturnType<typeof person>, number: string, nationality: string): Generated['truth'] => ({
  full_name: p.name,
  passport_number: number,
  nationality,
  date_of_birth: iso(p.born),
  expiration_date: iso(p.expires),
});

const mrz = (p: ReturnType<typeof person>, number: string, code: string) => {
  const yymmdd = (t: Day) =>
    `${String(t.y).slice(2)}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}`;
  return [
    `P<${code}${p.last.toUpperCase()}<<${p.first.toUpperCase()}`.padEnd(44, '<'),
    `${number.padEnd(9, '<')}0${code}${yymmdd(p.born)}0M${yymmdd(p.expires)}0`.padEnd(44, '<'),
  ];
};

const ppA: Family = {
  id: 'passport/a',
  cls: 'passport',
  make: (r) => {
    const p = person(r);
    const n = ppNumber(r, 0);
    const pages: Line[][] = [
      [
        'PASSPORT',
        'UNITED STATES OF AMERICA',
        `Type P   Code USA   Passport No. ${n}`,
        `Surname ${p.last.toUpperCase()}`,
        `Given Names ${p.first.toUpperCase()}`,
        'Nationality UNITED STATES OF AMERICA',
        `Date of birth ${short(p.born)}`,
        `Date of issue ${short(p.issued)}`,
        `Date of expiration ${short(p.expires)}`,
        '',
        ...mrz(p, n, 'USA'),
      ],
    ];
    return { truth: ppTruth(p, n, 'United States of America'), pages };
  },
};

const ppB: Family = {
  id: 'passport/b',
  cls: 'passport',
  make: (r) => {
    const p = person(r);
    const n = ppNumber(r, 0);
    const pages: Line[][] = [
      [
        'UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND',
        'PASSPORT',
        `Passport No./Passeport No. ${n}`,
        `Surname/Nom ${p.last.toUpperCase()}`,
        `Given names/Prenoms ${p.first.toUpperCase()}`,
        'Nationality/Nationalite BRITISH CITIZEN',
        `Date of birth/Date de naissance ${short(p.born)}`,
        `Date of expiry/Date d'expiration ${short(p.expires)}`,
      ],
    ];
    return { truth: ppTruth(p, n, 'British Citizen'), pages };
  },
};

const ppC: Family = {
  id: 'passport/c',
  cls: 'passport',
  make: (r) => {
    const p = person(r);
    const n = ppNumber(r, 2);
    const pages: Line[][] = [
      [
        ['CANADA', 'PASSPORT / PASSEPORT'],
        [`Type / Type P`, `Passport No. / No de passeport ${n}`],
        `Surname / Nom ${p.last.toUpperCase()}`,
        `Given names / Prenoms ${p.first.toUpperCase()}`,
        'Nationality / Nationalite CANADIAN',
        `Date of birth / Date de naissance ${short(p.born)}`,
        [`Date of issue ${short(p.issued)}`, `Date of expiry ${short(p.expires)}`],
        '',
        ...mrz(p, n, 'CAN'),
      ],
    ];
    return { truth: ppTruth(p, n, 'Canadian'), pages };
  },
};

/** HELD OUT. 'Family name', 'Document No.', expiry before birth. */
const ppD: Family = {
  id: 'passport/d',
  cls: 'passport',
  make: (r) => {
    const p = person(r);
    const n = ppNumber(r, 2);
    const pages: Line[][] = [
      [
        'AUSTRALIA',
        'PASSPORT',
        `Document No. ${n}`,
        `Family name ${p.last.toUpperCase()}`,
        `Given names ${p.first.toUpperCase()}`,
        `Date of expiry ${short(p.expires)}`,
        'Nationality AUSTRALIAN',
        `Date of birth ${short(p.born)}`,
      ],
    ];
    return { truth: ppTruth(p, n, 'Australian'), pages };
  },
};

export const IDENTITY_FAMILIES = [dlA, dlB, dlC, dlD, ppA, ppB, ppC, ppD];
