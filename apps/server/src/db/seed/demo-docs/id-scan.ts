// Photo IDs as a lender receives them (issue 23 item 1): a driver's licence or a passport page
// laid on a scanner bed, slightly rotated, with sensor noise, saved as JPEG at 150-300 dpi (its
// JFIF header says which, as a scanner's does). The name, date of birth and address are the
// borrower record's; numbers come from the seeded PRNG.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { createRng, type Rng } from '../prng';
import { stateName } from './agreements';
import { rngOf, type DemoFacts } from './facts';
import { days, mdy } from './format';

export type IdFacts = {
  kind: 'driver-license' | 'passport';
  firstName: string;
  lastName: string;
  dateOfBirth: number;
  address: string;
  state: string;
  number: string;
  issued: number;
  expires: number;
  dpi: number;
  angle: number;
};

/**
 * Licence number shapes as the states issue them ('L' a letter, the surname's initial where the
 * state uses one; '9' a digit): Pennsylvania prints 8 digits, Florida a letter and 12 digits.
 */
const LICENCE_SHAPES: Record<string, string> = {
  AZ: 'L99999999',
  CA: 'L9999999',
  CO: '999999999',
  DC: '9999999',
  FL: 'L999999999999',
  GA: '999999999',
  IL: 'L99999999999',
  IN: '9999999999',
  LA: '999999999',
  MA: 'S99999999',
  MD: 'L999999999999',
  MI: 'L999999999999',
  MN: 'L999999999999',
  MO: 'L999999999',
  NC: '999999999999',
  NJ: 'L99999999999999',
  NV: '9999999999',
  NY: '999999999',
  OH: 'LL999999',
  OR: '9999999',
  PA: '99999999',
  TN: '999999999',
  TX: '99999999',
  UT: '999999999',
  VA: 'L99999999',
  WI: 'L9999999999999',
};

const licenceNumber = (state: string, lastName: string, rng: Rng): string => {
  const initial = /^[A-Z]/i.test(lastName) ? lastName[0]!.toUpperCase() : 'A';
  // Washington: 'WDL' and nine letters and digits (none OCR confuses with another).
  if (state === 'WA')
    return `WDL${Array.from({ length: 9 }, () => rng.pick([...'ACEFHJKLMNPRTUVWXY3479'])).join('')}`;
  const shape = LICENCE_SHAPES[state] ?? 'L9999999';
  return [...shape]
    .map((c, i) =>
      c === '9'
        ? String(rng.int(i === 0 ? 1 : 0, 9))
        : c === 'L'
          ? i === 0
            ? initial
            : rng.pick([...'ACEFHJKLMNPRTUVWXY'])
          : c,
    )
    .join('');
};

export const idFacts = (facts: DemoFacts, borrowerIndex = 0): IdFacts => {
  const rng = rngOf(facts, `id-${borrowerIndex}`);
  const b = facts.borrowers[borrowerIndex] ?? facts.borrowers[0]!;
  const kind = rng.chance(0.7) ? 'driver-license' : 'passport';
  const issued = facts.asOfEpoch - days(rng.int(200, 2_500));
  return {
    kind,
    firstName: b.firstName,
    lastName: b.lastName,
    dateOfBirth: b.dateOfBirth ?? Date.UTC(1975, 4, 12) / 1000,
    address: `${b.address}, ${b.city}, ${b.state} ${b.zip}`.toUpperCase(),
    state: b.state,
    number:
      kind === 'passport'
        ? String(rng.int(500_000_000, 599_999_999))
        : licenceNumber(b.state, b.lastName, rngOf(facts, `id-number-${borrowerIndex}`)),
    issued,
    expires: issued + days(kind === 'passport' ? 3_652 : 2_922),
    dpi: rng.pick([150, 200, 240, 300]),
    angle: (rng.next() - 0.5) * 4,
  };
};

const drawLicense = (g: SKRSContext2D, id: IdFacts, u: number) => {
  const w = 3.375 * u;
  const h = 2.125 * u;
  g.fillStyle = '#e8eef6';
  g.fillRect(0, 0, w, h);
  g.fillStyle = '#1f3f77';
  g.fillRect(0, 0, w, 0.42 * u);
  g.fillStyle = '#ffffff';
  // A long name ('DISTRICT OF COLUMBIA') is set smaller so the title stays on the card.
  const title = `${stateName(id.state).toUpperCase()} DRIVER LICENSE`;
  g.font = `bold ${Math.round(0.17 * u)}px sans-serif`;
  const fit = Math.min(1, (w - 0.24 * u) / g.measureText(title).width);
  g.font = `bold ${Math.floor(0.17 * u * fit)}px sans-serif`;
  g.fillText(title, 0.12 * u, 0.28 * u);
  g.fillStyle = '#b9c2cc';
  g.fillRect(0.12 * u, 0.55 * u, 0.95 * u, 1.25 * u);
  g.fillStyle = '#111111';
  const lines = [
    `DL NO ${id.number}`,
    `NAME ${id.lastName.toUpperCase()}, ${id.firstName.toUpperCase()}`,
    `DOB ${mdy(id.dateOfBirth)}`,
    `ISS ${mdy(id.issued)}   EXP ${mdy(id.expires)}`,
    'CLASS C   RESTRICTIONS NONE',
  ];
  g.font = `${Math.round(0.105 * u)}px sans-serif`;
  lines.forEach((line, i) => g.fillText(line, 1.2 * u, (0.66 + i * 0.2) * u));
  g.font = `${Math.round(0.085 * u)}px sans-serif`;
  const [street, ...rest] = id.address.split(', ');
  g.fillText(`ADDRESS ${street}`, 1.2 * u, 1.72 * u);
  g.fillText(rest.join(', '), 1.2 * u, 1.86 * u);
  return { w, h };
};

/** ICAO 9303 check digit: weights 7, 3, 1; digits as themselves, A-Z as 10-35, '<' as 0. */
const check = (field: string): string =>
  String(
    [...field].reduce((sum, c, i) => {
      const v = /\d/.test(c) ? Number(c) : c === '<' ? 0 : c.charCodeAt(0) - 55;
      return sum + v * [7, 3, 1][i % 3]!;
    }, 0) % 10,
  );

/** The seed's given names that are women's (FIRST_NAMES): the zone's sex field. */
const FEMALE = new Set(
  'Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Karen Sarah Lisa Nancy Sandra Ashley Emily Michelle Amanda Melissa Priya Sofia'.split(
    ' ',
  ),
);

const yymmdd = (epoch: number) => {
  const d = new Date(epoch * 1000);
  return `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
};

/** The data page's machine-readable zone (TD3: two lines of 44), every check digit right. */
const mrz = (id: IdFacts) => {
  const name = `P<USA${id.lastName.toUpperCase()}<<${id.firstName.toUpperCase()}`.replace(/[^A-Z<]/g, '<');
  const number = id.number.padEnd(9, '<').slice(0, 9);
  const personal = '<'.repeat(14);
  const [n, b, e, p] = [
    number + check(number),
    yymmdd(id.dateOfBirth) + check(yymmdd(id.dateOfBirth)),
    yymmdd(id.expires) + check(yymmdd(id.expires)),
    `${personal}<`,
  ];
  const sex = FEMALE.has(id.firstName) ? 'F' : 'M';
  return [name.padEnd(44, '<').slice(0, 44), `${n}USA${b}${sex}${e}${p}${check(n + b + e + p)}`];
};

const drawPassport = (g: SKRSContext2D, id: IdFacts, u: number) => {
  const w = 4.9 * u;
  const h = 3.45 * u;
  g.fillStyle = '#f1ece0';
  g.fillRect(0, 0, w, h);
  g.fillStyle = '#1a2a4f';
  g.font = `bold ${Math.round(0.16 * u)}px sans-serif`;
  g.fillText('PASSPORT   UNITED STATES OF AMERICA', 0.2 * u, 0.32 * u);
  g.fillStyle = '#b9b3a6';
  g.fillRect(0.2 * u, 0.5 * u, 1.2 * u, 1.55 * u);
  g.fillStyle = '#111111';
  const rows: Array<[string, string]> = [
    ['Passport No.', id.number],
    ['Surname', id.lastName.toUpperCase()],
    ['Given Names', id.firstName.toUpperCase()],
    ['Nationality', 'UNITED STATES OF AMERICA'],
    ['Date of birth', mdy(id.dateOfBirth)],
    ['Date of issue', mdy(id.issued)],
    ['Date of expiration', mdy(id.expires)],
  ];
  rows.forEach(([label, value], i) => {
    g.font = `${Math.round(0.075 * u)}px sans-serif`;
    g.fillText(label, 1.6 * u, (0.6 + i * 0.29) * u);
    g.font = `bold ${Math.round(0.11 * u)}px sans-serif`;
    g.fillText(value, 1.6 * u, (0.74 + i * 0.29) * u);
  });
  g.font = `${Math.round(0.12 * u)}px monospace`;
  mrz(id).forEach((line, i) => g.fillText(line, 0.2 * u, (2.95 + i * 0.2) * u));
  return { w, h };
};

let tile: Canvas | null = null;
/** 256 x 256 grey pixels of random brightness (made once: every scan shares its grain). */
const noiseTile = (): Canvas => {
  if (tile) return tile;
  tile = createCanvas(256, 256);
  const g = tile.getContext('2d');
  const image = g.createImageData(256, 256);
  const rng = createRng(4_242);
  for (let p = 0; p < image.data.length; p += 4) {
    const v = rng.int(0, 255);
    image.data[p] = v;
    image.data[p + 1] = v;
    image.data[p + 2] = v;
    image.data[p + 3] = 255;
  }
  g.putImageData(image, 0, 0);
  return tile;
};

/** The scan as JPEG: the document on a scanner bed a little larger than it, rotated and noisy. */
export const idScanJpeg = (facts: DemoFacts, borrowerIndex = 0): Buffer => {
  const id = idFacts(facts, borrowerIndex);
  const u = id.dpi;
  const [bedW, bedH] = id.kind === 'passport' ? [5.7, 4.2] : [4.2, 2.9];
  const canvas = createCanvas(Math.round(bedW * u), Math.round(bedH * u));
  const g = canvas.getContext('2d');
  g.fillStyle = '#fbfaf7';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.save();
  g.translate(0.35 * u, 0.3 * u);
  g.rotate((id.angle * Math.PI) / 180);
  if (id.kind === 'passport') drawPassport(g, id, u);
  else drawLicense(g, id, u);
  g.restore();
  // Sensor noise (a random tile laid over the page) and a faint vertical streak, as a flatbed adds.
  const rng = rngOf(facts, `id-noise-${borrowerIndex}`);
  g.globalAlpha = 0.1;
  g.fillStyle = g.createPattern(noiseTile(), 'repeat');
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.globalAlpha = 0.08;
  g.fillStyle = '#000000';
  g.fillRect(rng.int(0, canvas.width - 4), 0, 3, canvas.height);
  g.globalAlpha = 1;
  return withScanResolution(canvas.toBuffer('image/jpeg', 82), u);
};

/**
 * The JPEG's JFIF header states the resolution it was scanned at, as a scanner writes it (the
 * canvas writes an aspect ratio only): units 1 (dots per inch), then the two densities.
 */
const withScanResolution = (jpeg: Buffer, dpi: number): Buffer => {
  if (jpeg.readUInt16BE(2) !== 0xffe0 || jpeg.toString('latin1', 6, 11) !== 'JFIF\u0000') return jpeg;
  jpeg[13] = 1;
  jpeg.writeUInt16BE(dpi, 14);
  jpeg.writeUInt16BE(dpi, 16);
  return jpeg;
};
