// Photo IDs as a lender receives them (issue 23 item 1): a driver's licence or a passport page
// laid on a scanner bed, slightly rotated, with sensor noise, saved as JPEG at 150-300 dpi. The
// name, date of birth and address are the borrower record's; numbers come from the seeded PRNG.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { createRng } from '../prng';
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
        : `${b.lastName[0]}${rng.int(1_000_000, 9_999_999)}`,
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
  g.font = `bold ${Math.round(0.17 * u)}px sans-serif`;
  g.fillText(`${stateName(id.state).toUpperCase()} DRIVER LICENSE`, 0.12 * u, 0.28 * u);
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

const mrz = (id: IdFacts) => {
  const name = `P<USA${id.lastName.toUpperCase()}<<${id.firstName.toUpperCase()}`.replace(/[^A-Z<]/g, '<');
  const dob = new Date(id.dateOfBirth * 1000);
  const yymmdd = `${String(dob.getUTCFullYear()).slice(2)}${String(dob.getUTCMonth() + 1).padStart(2, '0')}${String(dob.getUTCDate()).padStart(2, '0')}`;
  return [
    name.padEnd(44, '<').slice(0, 44),
    `${id.number}<0USA${yymmdd}0<<<<<<<<<<<<<<<<<<<<<<`.slice(0, 44),
  ];
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
  return canvas.toBuffer('image/jpeg', 82);
};
