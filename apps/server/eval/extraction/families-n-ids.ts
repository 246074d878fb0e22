// HELD OUT (held-out-10), family 14 ('/n') of the photo IDs, written blind (the extractor never opened).
// Licences: an Arizona card (AAMVA numbers inline: '4d DLN' a letter and eight digits beside
// '9 CLASS D', '1' surname and '2' given names, '3 DOB', '4a ISS' beside '4b EXP', the expiry at the
// twelve-year photo renewal or the 65th birthday, whichever comes first; veteran or donor) or a
// Colorado card ('DL NO.' as nine digits '12-345-6789', two columns of short labels without AAMVA
// numbers, the name on two unlabelled lines surname first, 'UNDER 21 UNTIL' a distractor date,
// class R). Passports: a Brazilian data page (Portuguese / English / French labels ABOVE their
// values, type, issuing country and number in one row, compound surnames, 'BRASILEIRA' or
// 'BRASILEIRO', dates '14 MAR/MAR 1985' with Portuguese months first, the parents' names under
// 'Filiação / Filiation' as distractors, 'DPF' as authority, two letters and six digits) or a
// Polish one (Polish / English / French labels numbered 1-10 BESIDE their values, 'POLSKIE', dates
// '14.03.1985', the PESEL number also in the zone's personal number field, 'EA1234567').
// Truth: the name as given names, middle name and surname; the licence number as printed.
import { mrzTd3, plusYears } from './families-j-util';
import { firstLayoutN, numN, personN, placeN, STATE_TOWNS_N, capsN, type PersonN } from './families-n-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const up = (s: string) => s.toUpperCase();
const two = (n: number) => String(n).padStart(2, '0');
const slashed = (t: Day) => `${two(t.m)}/${two(t.d)}/${t.y}`;
const sexOf = (p: PersonN): 'M' | 'F' => (p.woman ? 'F' : 'M');
const earlier = (a: Day, b: Day) => (iso(a) <= iso(b) ? a : b);

const licenceTruth = (p: PersonN, birth: Day, number: string, expires: Day, state: string) => ({
  full_name: `${p.first} ${p.middle} ${p.last}`,
  date_of_birth: iso(birth),
  license_number: number,
  expiration_date: iso(expires),
  issuing_state: state,
});

const arizona = (r: Rng): Generated => {
  const p = personN(r);
  const home = placeN(r, STATE_TOWNS_N.AZ!);
  const number = `${r.pick(['D', 'B', 'A'])}${numN(r, 8)}`;
  const birth: Day = { y: r.int(1958, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2019, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires = earlier({ y: issued.y + 12, m: birth.m, d: birth.d }, { ...birth, y: birth.y + 65 });
  const lines: Line[] = [
    'ARIZONA',
    ['DRIVER LICENSE', 'USA'],
    [`4d DLN ${number}`, '9 CLASS D'],
    `1 ${up(p.last)}`,
    `2 ${up(p.first)} ${up(p.middle)}`,
    `8 ${up(home.street)}`,
    `${up(home.city)}, AZ ${home.zip}`,
    [`3 DOB ${slashed(birth)}`, `4a ISS ${slashed(issued)}`],
    [`4b EXP ${slashed(expires)}`, `12 RESTR ${r.pick(['NONE', 'B'])}`],
    `15 SEX ${sexOf(p)}   16 HGT ${r.int(5, 6)}-${two(r.int(0, 11))}   17 WGT ${r.int(115, 240)} lb   18 EYES ${r.pick(['BRO', 'BLU', 'HAZ'])}   19 HAIR ${r.pick(['BRO', 'BLN', 'GRY'])}`,
    `5 DD ${numN(r, 4)}${capsN(r, 2)}${numN(r, 6)}${capsN(r, 1)}   ${r.next() < 0.5 ? 'VETERAN' : 'DONOR'}`,
  ];
  return { truth: licenceTruth(p, birth, number, expires, 'Arizona'), pages: [lines] };
};

const colorado = (r: Rng): Generated => {
  const p = personN(r);
  const home = placeN(r, STATE_TOWNS_N.CO!);
  const number = `${numN(r, 2)}-${numN(r, 3)}-${numN(r, 4)}`;
  const birth: Day = { y: r.int(1960, 2007), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2021, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires: Day = { y: issued.y + 5, m: birth.m, d: birth.d };
  const under21 = birth.y + 21 > issued.y;
  const lines: Line[] = [
    'COLORADO',
    ['DRIVER LICENSE', r.next() < 0.5 ? 'REAL ID' : 'NOT FOR FEDERAL IDENTIFICATION'],
    [`DL NO. ${number}`, `EXP ${slashed(expires)}`],
    up(p.last),
    `${up(p.first)} ${up(p.middle)}`,
    `${up(home.street)} ${up(home.city)} CO ${home.zip}`,
    [`DOB ${slashed(birth)}`, `ISS ${slashed(issued)}`],
    [`CLASS R`, `END NONE   REST ${r.pick(['NONE', 'A'])}`],
    [
      `SEX ${sexOf(p)}   HGT ${r.int(5, 6)}'-${two(r.int(0, 11))}"`,
      `WGT ${r.int(110, 250)} lb   EYES ${r.pick(['BRO', 'GRN', 'BLU'])}`,
    ],
    ...(under21 ? [`UNDER 21 UNTIL ${slashed({ ...birth, y: birth.y + 21 })}`] : []),
    `DD ${numN(r, 10)}${capsN(r, 2)}${numN(r, 2)}   AUDIT ${numN(r, 8)}`,
  ];
  return { truth: licenceTruth(p, birth, number, expires, 'Colorado'), pages: [lines] };
};

const BR_GIVEN: [string, 'M' | 'F'][] = [
  ['ANA CAROLINA', 'F'],
  ['LUCAS GABRIEL', 'M'],
  ['MARIANA', 'F'],
  ['RAFAEL AUGUSTO', 'M'],
];
const BR_SURNAMES = ['SOUZA LIMA', 'OLIVEIRA', 'PEREIRA COSTA', 'ALMEIDA RIBEIRO'];
const PT_EN = [
  'JAN/JAN',
  'FEV/FEB',
  'MAR/MAR',
  'ABR/APR',
  'MAI/MAY',
  'JUN/JUN',
  'JUL/JUL',
  'AGO/AUG',
  'SET/SEP',
  'OUT/OCT',
  'NOV/NOV',
  'DEZ/DEC',
];
const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

const brazil = (r: Rng): Generated => {
  const [given, sex] = r.pick(BR_GIVEN);
  const surname = r.pick(BR_SURNAMES);
  const number = `${capsN(r, 2)}${numN(r, 6)}`;
  const birth: Day = { y: r.int(1958, 2004), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2017, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires = plusYears(issued, 10);
  const nationality = sex === 'F' ? 'BRASILEIRA' : 'BRASILEIRO';
  const [mrz1, mrz2] = mrzTd3({
    state: 'BRA',
    surname,
    given,
    number,
    nationality: 'BRA',
    birth,
    sex,
    expiry: expires,
  });
  const pt = (t: Day) => `${two(t.d)} ${PT_EN[t.m - 1]} ${t.y}`;
  const truth: Generated['truth'] = {
    full_name: title(`${given} ${surname}`),
    passport_number: number,
    nationality,
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const [mother, father] = [
    `${r.pick(['MARIA APARECIDA', 'LUCIA HELENA', 'SANDRA REGINA'])} ${surname.split(' ')[0]}`,
    `${r.pick(['JOSE CARLOS', 'PAULO ROBERTO', 'ANTONIO MARCOS'])} ${surname.split(' ').slice(-1)[0]}`,
  ];
  const lines: Line[] = [
    'REPÚBLICA FEDERATIVA DO BRASIL',
    'PASSAPORTE / PASSPORT / PASSEPORT',
    'Tipo/Type/Type   País emissor/Issuing country/Pays émetteur   Passaporte nº/Passport No./Passeport nº',
    `P   BRA   ${number}`,
    'Sobrenome/Surname/Nom',
    surname,
    'Nome/Given names/Prénoms',
    given,
    ['Nacionalidade/Nationality/Nationalité', 'Data de nascimento/Date of birth/Date de naissance'],
    [nationality, pt(birth)],
    ['Identidade nº/Personal No./No personnel', 'Sexo/Sex/Sexe'],
    [`${numN(r, 2)}.${numN(r, 3)}.${numN(r, 3)}-${numN(r, 1)} SSP/${r.pick(['SP', 'RJ', 'MG'])}`, sex],
    ['Naturalidade/Place of birth/Lieu de naissance', 'Data de expedição/Date of issue/Date de délivrance'],
    [r.pick(['SÃO PAULO/SP', 'CAMPINAS/SP', 'BELO HORIZONTE/MG', 'CURITIBA/PR']), pt(issued)],
    ['Autoridade/Authority/Autorité', "Válido até/Date of expiry/Date d'expiration"],
    ['DPF', pt(expires)],
    'Filiação/Filiation/Filiation',
    mother,
    father,
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

const PL: [string, string, 'M' | 'F'][] = [
  ['ANNA MARIA', 'KOWALSKA', 'F'],
  ['KATARZYNA', 'MAZUR', 'F'],
  ['PIOTR JAN', 'KOWALSKI', 'M'],
  ['TOMASZ', 'KRAWCZYK', 'M'],
  ['MAGDALENA EWA', 'NOWAK', 'F'],
];

/** A PESEL number: birth date (months + 20 after 1999), serial with an even sex digit for women, check digit. */
const pesel = (r: Rng, birth: Day, sex: 'M' | 'F') => {
  const mm = birth.m + (birth.y >= 2000 ? 20 : 0);
  const serial = `${numN(r, 3)}${(r.int(0, 4) * 2 + (sex === 'M' ? 1 : 0)) % 10}`;
  const body = `${String(birth.y).slice(2)}${two(mm)}${two(birth.d)}${serial}`;
  const sum = [...body].reduce((s, c, i) => s + +c * [1, 3, 7, 9][i % 4]!, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

const poland = (r: Rng): Generated => {
  const [given, surname, sex] = r.pick(PL);
  const number = `E${capsN(r, 1)}${numN(r, 7)}`;
  const birth: Day = { y: r.int(1958, 2005), m: r.int(1, 12), d: r.int(1, 28) };
  const issued: Day = { y: r.int(2017, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const expires = plusYears(issued, 10);
  const id = pesel(r, birth, sex);
  const [mrz1, mrz2] = mrzTd3({
    state: 'POL',
    surname,
    given,
    number,
    nationality: 'POL',
    birth,
    sex,
    expiry: expires,
    personal: id,
  });
  const dotted = (t: Day) => `${two(t.d)}.${two(t.m)}.${t.y}`;
  const truth: Generated['truth'] = {
    full_name: title(`${given} ${surname}`),
    passport_number: number,
    nationality: 'POLSKIE',
    date_of_birth: iso(birth),
    expiration_date: iso(expires),
  };
  const lines: Line[] = [
    'RZECZPOSPOLITA POLSKA / REPUBLIC OF POLAND / REPUBLIQUE DE POLOGNE',
    'PASZPORT / PASSPORT / PASSEPORT',
    ['Typ / Type / Type', 'P'],
    ["Kod panstwa / Code of issuing State / Code de l'Etat emetteur", 'POL'],
    ['Nr paszportu / Passport No. / No du passeport', number],
    ['1. Nazwisko / Surname / Nom', surname],
    ['2. Imiona / Given names / Prenoms', given],
    ['3. Obywatelstwo / Nationality / Nationalite', 'POLSKIE'],
    ['4. Data urodzenia / Date of birth / Date de naissance', dotted(birth)],
    ['5. Nr PESEL / Personal No. / No personnel', id],
    ['6. Plec / Sex / Sexe', sex === 'F' ? 'K/F' : 'M/M'],
    [
      '7. Miejsce urodzenia / Place of birth / Lieu de naissance',
      r.pick(['KRAKOW', 'WARSZAWA', 'GDANSK', 'POZNAN']),
    ],
    ['8. Data wydania / Date of issue / Date de delivrance', dotted(issued)],
    [
      '9. Organ wydajacy / Authority / Autorite',
      r.pick(['WOJEWODA MALOPOLSKI', 'WOJEWODA MAZOWIECKI', 'WOJEWODA POMORSKI']),
    ],
    ["10. Data waznosci / Date of expiry / Date d'expiration", dotted(expires)],
    mrz1,
    mrz2,
  ];
  return { truth, pages: [lines] };
};

export const ID_FAMILIES_N: Family[] = [
  {
    id: 'driver-license/n',
    cls: 'driver-license',
    make: (r) => (firstLayoutN(r) ? arizona(r) : colorado(r)),
  },
  { id: 'passport/n', cls: 'passport', make: (r) => (firstLayoutN(r) ? brazil(r) : poland(r)) },
];
