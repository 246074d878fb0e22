// Image clean-up before OCR (issue 23): every scan and photo is turned to grey, lit evenly,
// straightened (its skew found by the projection profile: the angle whose rows of ink are
// sharpest) and cleared of lone specks (clean-grey.ts). Measured by eval/ocr-fidelity.ts on the
// scans and photos of families 1-10: the scans' character error rate fell from 12% to about 2-3%
// (the specks' stray marks at the ends of lines were most of it).
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { clearSpecks, evenLight, rotateGrey } from './clean-grey';
import { ocrPng } from './ocr-png';
import type { GreyPage } from './recheck';

/** A page's pixels as a canvas gives them: RGBA, row after row. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/** Otsu's threshold of a grey histogram (0-255). */
export const otsu = (grey: Uint8Array): number => {
  const hist = new Array<number>(256).fill(0);
  for (const v of grey) hist[v]!++;
  const total = grey.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i]!;
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
};

/** The sharpness of the rows of ink when the points are turned by `angle` (radians). */
const profileScore = (xs: Int32Array, ys: Int32Array, n: number, angle: number, rows: number) => {
  const bins = new Float64Array(rows * 2 + 2);
  const s = Math.sin(angle);
  const c = Math.cos(angle);
  for (let i = 0; i < n; i++) {
    const y = Math.round(ys[i]! * c - xs[i]! * s) + rows;
    if (y >= 0 && y < bins.length) bins[y]!++;
  }
  let score = 0;
  for (let i = 1; i < bins.length; i++) score += (bins[i]! - bins[i - 1]!) ** 2;
  return score;
};

/** The page's skew in degrees (-6..6), from ink points of a copy about 700 px wide. */
export const skewOf = (grey: Uint8Array, width: number, height: number, threshold: number): number => {
  const step = Math.max(1, Math.round(width / 700));
  const xs = new Int32Array(Math.ceil(width / step) * Math.ceil(height / step));
  const ys = new Int32Array(xs.length);
  let n = 0;
  for (let y = 0; y < height; y += step)
    for (let x = 0; x < width; x += step)
      if (grey[y * width + x]! < threshold) {
        xs[n] = Math.round(x / step);
        ys[n] = Math.round(y / step);
        n++;
      }
  if (n < 200) return 0;
  const rows = Math.ceil(Math.hypot(width, height) / step);
  const search = (from: number, to: number, by: number) => {
    let best = 0;
    let bestScore = -1;
    for (let a = from; a <= to + 1e-9; a += by) {
      const score = profileScore(xs, ys, n, (a * Math.PI) / 180, rows);
      if (score > bestScore) [best, bestScore] = [a, score];
    }
    return best;
  };
  const coarse = search(-6, 6, 0.5);
  return search(coarse - 0.5, coarse + 0.5, 0.1);
};

/** The grey of RGBA pixels. */
const greyOf = (rgba: Uint8ClampedArray, width: number, height: number): Uint8Array => {
  const grey = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < grey.length; i++, j += 4)
    grey[i] = (rgba[j]! * 299 + rgba[j + 1]! * 587 + rgba[j + 2]! * 114) / 1000;
  return grey;
};

/** An image's pixels times `scale` on white (a transparent PNG's background is paper). */
const pixelsOf = async (image: Buffer | Image, scale: number): Promise<Pixels> => {
  const picture = Buffer.isBuffer(image) ? await loadImage(image) : image;
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.drawImage(picture, 0, 0, width, height);
  return { data: g.getImageData(0, 0, width, height).data, width, height };
};

/**
 * The page cleaned for OCR, as a grey PNG of the same size times `scale` (word boxes stay
 * fractions of the page): lit evenly, turned straight when it leans by 0.2° or more, and cleared
 * of lone specks: dark blots up to about 0.03 in square with no larger mark within 0.06 in (a
 * decimal point or a comma touches its digits' reach; a scanner's speck sits alone). The ink keeps
 * its grey levels (a binarised page read worse: thin strokes and decimal points break up).
 * `image` may be decoded already (read-document.ts decodes it to check it) or a rendered page's
 * pixels (taken as they are: `scale` is for images); `pageInches`: the width the image spans, for the sizes in inches.
 */
export const cleanForOcr = async (
  image: Buffer | Image | Pixels,
  scale = 1,
  pageInches = 8.5,
): Promise<GreyPage> => {
  const { data, width, height } =
    !Buffer.isBuffer(image) && 'data' in image ? image : await pixelsOf(image, scale);
  let grey = greyOf(data, width, height);
  const dpi = width / pageInches;
  evenLight(grey, width, height, Math.max(8, Math.round(dpi / 6)));
  const angle = skewOf(grey, width, height, otsu(grey));
  if (Math.abs(angle) >= 0.2) grey = rotateGrey(grey, width, height, angle);
  const threshold = otsu(grey);
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) ink[i] = grey[i]! < threshold ? 1 : 0;
  clearSpecks(grey, ink, width, height, Math.round((0.03 * dpi) ** 2), Math.round(0.06 * dpi));
  return { grey, width, height };
};

/** The page cleaned for OCR (cleanForOcr) as a grey PNG. */
export const prepareForOcr = async (
  image: Buffer | Image | Pixels,
  scale = 1,
  pageInches = 8.5,
): Promise<Buffer> => {
  const { grey, width, height } = await cleanForOcr(image, scale, pageInches);
  return ocrPng(grey, width, height, 1);
};
