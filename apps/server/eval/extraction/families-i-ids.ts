// HELD OUT (held-out-5), family 9 ('/i') of the photo IDs, written blind (the extractor never opened).
// Licences: a California card (DL with a letter and seven digits, EXP beside it, LN / FN with a middle
// name, DOB beside RSTR, 'CLASS C END NONE SEX F HAIR BRN EYES BRN' on one line, a DD that starts with
// a date, ISS at the foot) or a Texas card whose AAMVA-numbered fields share lines ('4d DL ... 9 CLASS
// C 4a ISS ...', '3 DOB ... 4b EXP ...'). Passports: a German data page (German / English / French
// labels with field numbers, DEUTSCH, dates as DD.MM.YYYY, a nine-character number of letters and
// digits, issuing authority a city) or an Australian one (labels in English and French, dates as
// '14 MAR 1985', 'PB1234567'); both with a valid ICAO 9303 zone.
import { addDays, checkDigit, digits, letters } from './families-f-util';
import { CA_I, dots, personI, siteI, TX_I, yymmdd, type Person } from './families-i-util';
import { iso, short, us, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const birthday = (r: Rng): Day => ({ y: r.int(1956, 2003), m: r.int(1, 12), d: r.int(1, 28) });
const onBirthday = (dob: Day, y: number): Day => ({ y, m: dob.m, d: dob.d });

const licenceI: Family = {
  id: 'driver-license/i',
  cls: 'driver-license',
  make: (r) => {
    const california = r.next() < 0.5;
    const p = personI(r);
    const dob = birthday(r);
    const issued: Day = { y: r.int(2019, 2025), m: r.int(1, 12), d: r.int(1, 28) };
    const exp = onBirthday(dob, issued.y + (california ? 5 : 8));
    const number = california ? `${letters(r, 1)}${digits(r, 7)}` : `${r.int(1, 4)}${digits(r, 7)}`;
    const home = siteI(r, california ? CA_I : TX_I);
    const sex = r.pick(['F', 'M']);
    const truth: Generated['truth'] = {
      full_name: `${p.given} ${p.middle} ${p.surname}`,
      date_of_birth: iso(dob),
      license_number: number,
      expiration_date: iso(exp),
      issuing_state: california ? 'California' : 'Texas',
    };
    const height = `${r.int(5, 6)}'-${String(r.int(0, 11)).padStart(2, '0')}"`;
    const lines: Line[] = california
      ? [
          'California USA DRIVER LICENSE',
          [`DL ${number}`, `EXP ${us(exp)}`],
          `LN ${p.surname.toUpperCase()}`,
          `FN ${p.given.toUpperCase()} ${p.middle.toUpperCase()}`,
          home.street.toUpperCase(),
          `${home.city.toUpperCase()}, ${home.st} ${home.zip}`,
          [`DOB ${us(dob)}`, 'RSTR NONE'],
          `CLASS C   END NONE   SEX ${sex}   HAIR ${r.pick(['BRN', 'BLK', 'BLN', 'GRY'])}   EYES ${r.pick(['BRN', 'BLU', 'GRN', 'HAZ'])}`,
          `HGT ${height}   WGT ${r.int(110, 240)} lb`,
          `DD ${us(issued)}${digits(r, 5)}/${letters(r, 2)}FD/${String(exp.y).slice(2)}`,
          [`ISS ${us(issued)}`, r.next() < 0.3 ? 'VETERAN' : ''],
        ]
      : [
          'Texas USA DRIVER LICENSE',
          `4d DL ${number}   9 CLASS C   4a ISS ${us(issued)}`,
          `3 DOB ${us(dob)}   4b EXP ${us(exp)}`,
          `1 ${p.surname.toUpperCase()}`,
          `2 ${p.given.toUpperCase()} ${p.middle.toUpperCase()}`,
          `8 ${home.street.toUpperCase()}`,
          `${home.city.toUpperCase()}, TX ${home.zip}`,
          `9a END NONE   12 RESTR ${r.pick(['NONE', 'A'])}`,
          `15 SEX ${sex}   18 EYES ${r.pick(['BRO', 'BLU', 'GRN', 'HAZ'])}   16 HGT ${height.replace(/['"]/g, '')}`,
          `5 DD ${digits(r, 20)}`,
        ];
    return { truth, pages: [lines] };
  },
};

const zoneName = (p: Person) => `${p.surname}<<${p.given}<${p.middle}`.toUpperCase().padEnd(39, '<');
const zone = (code: string, p: Person, number: string, dob: Day, sex: string, exp: Day): [string, string] => {
  const n = `${number}${checkDigit(number)}`;
  const b = `${yymmdd(dob)}${checkDigit(yymmdd(dob))}`;
  const e = `${yymmdd(exp)}${checkDigit(yymmdd(exp))}`;
  const optional = '<'.repeat(14);
  const composite = checkDigit(`${n}${b}${e}${optional}<`);
  return [
    `P<${code.padEnd(3, '<')}${zoneName(p)}`.slice(0, 44),
    `${n}${code.padEnd(3, '<')}${b}${sex}${e}${optional}<${composite}`,
  ];
};

const GERMAN_PLACES = ['HAMBURG', 'MUENCHEN', 'FRANKFURT AM MAIN', 'LEIPZIG', 'BREMEN'];
const GIVEN_DE = ['JOHANNA', 'FELIX', 'KATHARINA', 'LUKAS', 'MARLENE', 'TOBIAS'];
const MIDDLE_DE = ['ELISE', 'MARIA', 'PAUL', 'SOPHIE', 'JAKOB'];
const SURNAME_DE = ['BRANDT', 'KESSLER', 'HOFFMANN', 'VOGEL', 'SCHRADER', 'WINKLER'];

const passportI: Family = {
  id: 'passport/i',
  cls: 'passport',
  make: (r) => {
    const german = r.next() < 0.5;
    const p: Person = german
      ? { given: r.pick(GIVEN_DE), middle: r.pick(MIDDLE_DE), surname: r.pick(SURNAME_DE) }
      : personI(r);
    const dob = birthday(r);
    const issued: Day = { y: r.int(2017, 2025), m: r.int(1, 12), d: r.int(1, 28) };
    const exp = german ? addDays({ ...issued, y: issued.y + 10 }, -1) : { ...issued, y: issued.y + 10 };
    const sex = r.pick(['F', 'M']);
    const number = german
      ? `${r.pick([...'CFGHJK'])}${Array.from({ length: 8 }, () => r.pick([...'CFGHJKLMNPRTVWXYZ0123456789'])).join('')}`
      : `P${r.pick([...'ABCDEF'])}${digits(r, 7)}`;
    const given = `${p.given} ${p.middle}`.toUpperCase();
    const truth: Generated['truth'] = {
      full_name: `${given} ${p.surname.toUpperCase()}`,
      passport_number: number,
      nationality: german ? 'DEUTSCH' : 'AUSTRALIAN',
      date_of_birth: iso(dob),
      expiration_date: iso(exp),
    };
    const [z1, z2] = zone(german ? 'D' : 'AUS', p, number, dob, sex, exp);
    const lines: Line[] = german
      ? [
          'REISEPASS / PASSPORT / PASSEPORT',
          'BUNDESREPUBLIK DEUTSCHLAND   FEDERAL REPUBLIC OF GERMANY',
          `Typ/Type/Type P   Kode/Code/Code D   Pass-Nr./Passport No./No du passeport ${number}`,
          '1. Name/Surname/Nom',
          p.surname.toUpperCase(),
          '2. Vornamen/Given names/Prénoms',
          given,
          '3. Staatsangehörigkeit/Nationality/Nationalité',
          'DEUTSCH',
          '4. Geburtstag/Date of birth/Date de naissance',
          dots(dob),
          ['5. Geschlecht/Sex/Sexe', '6. Geburtsort/Place of birth/Lieu de naissance'],
          [sex, r.pick(GERMAN_PLACES)],
          [
            '7. Ausstellungsdatum/Date of issue/Date de délivrance',
            "8. Gültig bis/Date of expiry/Date d'expiration",
          ],
          [dots(issued), dots(exp)],
          `9. Behörde/Authority/Autorité   Stadt ${r.pick(['Köln', 'Düsseldorf', 'Hannover', 'Dresden'])}`,
          z1,
          z2,
        ]
      : [
          'AUSTRALIA',
          'PASSPORT / PASSEPORT',
          ['Type/Type P', 'Country code/Code du pays AUS'],
          `Passport No./No. de passeport ${number}`,
          'Surname/Nom',
          p.surname.toUpperCase(),
          'Given names/Prénoms',
          given,
          'Nationality/Nationalité',
          'AUSTRALIAN',
          ['Date of birth/Date de naissance', 'Sex/Sexe'],
          [short(dob), sex],
          'Place of birth/Lieu de naissance',
          r.pick(['SYDNEY', 'PERTH', 'HOBART', 'BRISBANE', 'ADELAIDE']),
          ['Date of issue/Date de délivrance', "Date of expiry/Date d'expiration"],
          [short(issued), short(exp)],
          'Authority/Autorité AUSTRALIA',
          z1,
          z2,
        ];
    return { truth, pages: [lines] };
  },
};

export const ID_FAMILIES_I = [licenceI, passportI];
