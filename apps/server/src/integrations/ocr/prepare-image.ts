// Image clean-up before OCR (issue 23): a scan or phone photo is straightened (its skew found by
// the projection profile: the angle whose rows of ink are sharpest), turned to grey and cleared
// of specks (dark components of a few pixels, far smaller than any character). Measured on the
// evaluation set's families 1-5 (apps/server/eval/extraction/README.md): phone photos gain, scans
// do not, so only camera JPEGs are prepared (read-document.ts).
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { ocrPng } from './ocr-png';

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

/** The eight neighbours of a pixel, as x and y steps. */
const NEIGHBOUR_DX = Int8Array.from([1, -1, 0, 0, 1, -1, 1, -1]);
const NEIGHBOUR_DY = Int8Array.from([0, 0, 1, -1, 1, -1, -1, 1]);

/**
 * Removes dark components of at most `maxArea` pixels (scanner specks) from a binary mask. A flood
 * fill per component on typed arrays (no allocation per pixel: a 300-dpi passport scan has a few
 * hundred thousand ink pixels).
 */
const despeckle = (ink: Uint8Array, width: number, height: number, maxArea: number) => {
  const seen = new Uint8Array(ink.length);
  let stack = new Int32Array(1024);
  // The first maxArea + 1 pixels of the component: enough to clear a speck, or to know it is not one.
  const component = new Int32Array(maxArea + 1);
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let size = 0;
    while (top > 0) {
      const p = stack[--top]!;
      if (size <= maxArea) component[size] = p;
      size++;
      const x = p % width;
      const y = (p - x) / width;
      for (let k = 0; k < 8; k++) {
        const nx = x + NEIGHBOUR_DX[k]!;
        const ny = y + NEIGHBOUR_DY[k]!;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        if (ink[q] && !seen[q]) {
          seen[q] = 1;
          if (top === stack.length) {
            const grown = new Int32Array(stack.length * 2);
            grown.set(stack);
            stack = grown;
          }
          stack[top++] = q;
        }
      }
    }
    if (size <= maxArea) for (let i = 0; i < size; i++) ink[component[i]!] = 0;
  }
};

/**
 * The image straightened and cleared of specks for OCR, as a grey PNG of the same size times
 * `scale` (word boxes stay fractions of the page). A page already straight within 0.2° is not
 * turned; the ink keeps its grey levels (a binarised page read worse: thin strokes and decimal
 * points break up). `image` may be already decoded (read-document.ts decodes it to check it).
 */
export const prepareForOcr = async (image: Buffer | Image, scale = 1): Promise<Buffer> => {
  const picture = Buffer.isBuffer(image) ? await loadImage(image) : image;
  const width = Math.round(picture.width * scale);
  const height = Math.round(picture.height * scale);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.drawImage(picture, 0, 0, width, height);
  const greyOf = () => {
    const rgba = g.getImageData(0, 0, width, height).data;
    const grey = new Uint8Array(width * height);
    for (let i = 0, j = 0; i < grey.length; i++, j += 4)
      grey[i] = (rgba[j]! * 299 + rgba[j + 1]! * 587 + rgba[j + 2]! * 114) / 1000;
    return grey;
  };
  let grey = greyOf();
  const angle = skewOf(grey, width, height, otsu(grey));
  if (Math.abs(angle) >= 0.2) {
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, width, height);
    g.save();
    g.translate(width / 2, height / 2);
    g.rotate((-angle * Math.PI) / 180);
    g.translate(-width / 2, -height / 2);
    g.drawImage(picture, 0, 0, width, height);
    g.restore();
    grey = greyOf();
  }
  const threshold = otsu(grey);
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) ink[i] = grey[i]! < threshold ? 1 : 0;
  // A speck: a dark blot of at most 8 pixels on a page about 1,700 px wide (a character is far larger).
  despeckle(ink, width, height, Math.max(4, Math.round((width / 1700) ** 2 * 8)));
  // Only the specks' pixels are whitened; everything else keeps its grey (one channel: the
  // engine reads the same pixels as from the RGB copy, without the canvas's slow PNG encoder).
  for (let i = 0; i < ink.length; i++) if (grey[i]! < threshold && !ink[i]) grey[i] = 255;
  return ocrPng(grey, width, height, 1);
};
