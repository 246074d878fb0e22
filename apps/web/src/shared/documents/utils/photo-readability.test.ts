import { describe, expect, it } from 'vitest';
import { checkReadability, type Pixels } from './photo-readability';

// Generated phone photos: a page of text lines on a table, then what a camera does to it (blur,
// too little light, noise, a page running out of the frame, a page far away).
type Scene = {
  width?: number;
  height?: number;
  /** The page as fractions of the frame: x, y, width, height (may run outside it). */
  page?: [number, number, number, number] | null;
  table?: number;
  paper?: number;
  ink?: number;
  /** 3x3 box-blur passes (an unfocused or shaken camera). */
  blur?: number;
  /** Light: every value multiplied by this. */
  gain?: number;
  /** Sensor noise, +- this much luminance. */
  noise?: number;
  seed?: number;
};

const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const photo = ({
  width = 480,
  height = 360,
  page = [0.15, 0.1, 0.7, 0.8],
  table = 70,
  paper = 225,
  ink = 35,
  blur = 0,
  gain = 1,
  noise = 0,
  seed = 1,
}: Scene = {}): Pixels => {
  const next = random(seed);
  let gray = new Float32Array(width * height).fill(table);
  if (page) {
    const [px, py, pw, ph] = [page[0] * width, page[1] * height, page[2] * width, page[3] * height];
    for (let y = Math.max(0, Math.round(py)); y < Math.min(height, Math.round(py + ph)); y += 1)
      for (let x = Math.max(0, Math.round(px)); x < Math.min(width, Math.round(px + pw)); x += 1)
        gray[y * width + x] = paper;
    // Lines of 'words': strokes 2 px tall every 9 px, with gaps, inside the page's margins.
    for (let y = Math.round(py + ph * 0.08); y < py + ph * 0.92; y += 9) {
      let x = px + pw * 0.08;
      while (x < px + pw * 0.92) {
        const word = 8 + next() * 30;
        for (let dy = 0; dy < 2; dy += 1)
          for (let dx = 0; dx < word && x + dx < px + pw * 0.92; dx += 1) {
            const [cx, cy] = [Math.round(x + dx), y + dy];
            if (cx >= 0 && cx < width && cy >= 0 && cy < height && (dx % 5 !== 4 || next() < 0.3))
              gray[cy * width + cx] = ink;
          }
        x += word + 5 + next() * 6;
      }
    }
  }
  for (let pass = 0; pass < blur; pass += 1) {
    const out = new Float32Array(gray.length);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        let count = 0;
        for (let dy = -1; dy <= 1; dy += 1)
          for (let dx = -1; dx <= 1; dx += 1) {
            const [nx, ny] = [x + dx, y + dy];
            if (nx >= 0 && nx < width && ny >= 0 && ny < height) {
              sum += gray[ny * width + nx]!;
              count += 1;
            }
          }
        out[y * width + x] = sum / count;
      }
    gray = out;
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < gray.length; i += 1) {
    const value = gray[i]! * gain + (next() * 2 - 1) * noise;
    // A warm light: a little more red than blue.
    data.set([value * 1.04, value, value * 0.93, 255], i * 4);
  }
  return { width, height, data };
};

const PHONE = { width: 4032, height: 3024 };

describe('photo readability (issue 21)', () => {
  it('passes a sharp, well-lit page with all four edges in the frame', () => {
    const result = checkReadability(photo(), PHONE);
    expect(result.issues).toEqual([]);
    expect(result.meanLuminance).toBeGreaterThan(100);
    // With sensor noise and on another page layout it still passes.
    expect(checkReadability(photo({ noise: 6, seed: 7, page: [0.1, 0.2, 0.75, 0.6] }), PHONE).issues).toEqual(
      [],
    );
  });

  it('finds a photo too dark to read', () => {
    const result = checkReadability(photo({ gain: 0.25, noise: 3 }), PHONE);
    expect(result.issues).toEqual(['dark']);
    expect(result.meanLuminance).toBeLessThan(60);
    // Dim but readable is not dark.
    expect(checkReadability(photo({ gain: 0.6 }), PHONE).issues).toEqual([]);
  });

  it('finds a blurred photo, with or without sensor noise, and not a sharp one', () => {
    expect(checkReadability(photo({ blur: 4 }), PHONE).issues).toEqual(['blurred']);
    expect(checkReadability(photo({ blur: 4, noise: 6, seed: 3 }), PHONE).issues).toEqual(['blurred']);
    const sharp = checkReadability(photo({ noise: 6, seed: 3 }), PHONE);
    const blurred = checkReadability(photo({ blur: 4, noise: 6, seed: 3 }), PHONE);
    expect(sharp.sharpness).toBeGreaterThan(blurred.sharpness * 5);
  });

  it('finds a page running out of the frame, or filling it with no edge visible', () => {
    expect(checkReadability(photo({ page: [0.15, -0.2, 0.7, 0.9] }), PHONE).issues).toEqual(['cut-off']);
    expect(checkReadability(photo({ page: [0.3, 0.1, 0.9, 0.8], seed: 5 }), PHONE).issues).toEqual([
      'cut-off',
    ]);
    expect(checkReadability(photo({ page: [-0.1, -0.1, 1.2, 1.2] }), PHONE).issues).toEqual(['cut-off']);
  });

  it('finds a photo or a page too small to read', () => {
    expect(checkReadability(photo(), { width: 640, height: 480 }).issues).toEqual(['small']);
    // A sharp page far away on a plain table: small, not blurred nor cut off.
    const far = checkReadability(photo({ page: [0.45, 0.4, 0.1, 0.16] }), PHONE);
    expect(far.issues).toEqual(['small']);
    expect(far.documentShortSide).toBeLessThan(600);
  });

  it('holds on photos it was not tuned on: portrait, a brighter table, other seeds', () => {
    const portrait = { width: 3024, height: 4032 };
    const scene = (extra: Scene): Scene => ({
      width: 360,
      height: 480,
      page: [0.08, 0.12, 0.84, 0.7],
      table: 110,
      paper: 235,
      seed: 42,
      ...extra,
    });
    expect(checkReadability(photo(scene({ noise: 4 })), portrait).issues).toEqual([]);
    expect(checkReadability(photo(scene({ blur: 3, noise: 4 })), portrait).issues).toEqual(['blurred']);
    expect(checkReadability(photo(scene({ gain: 0.2 })), portrait).issues).toContain('dark');
    expect(checkReadability(photo(scene({ page: [0.5, 0.12, 0.84, 0.7] })), portrait).issues).toEqual([
      'cut-off',
    ]);
  });
});
