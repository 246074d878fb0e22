// The second read where the first is unsure (issue 23: no confident wrong value, and the demo's
// documents read within 60 s). Reading every page a second time at three quarters of its size
// (cross-check.ts) doubled the OCR's cost; a word tesseract is sure of is read the same way twice.
// So only the words of the first read under a confidence are read again: each with the words
// beside it on its line (none cut in half), cut from the page prepared at three quarters of its
// size, the pieces stacked on one strip of paper read in one pass, and the strip's words put back
// in the page's place.
import type { OcrResult } from './ocr';

/** A page's grey pixels (0 ink - 255 paper), row after row. */
export type GreyPage = { grey: Uint8Array; width: number; height: number };

type Region = { x0: number; y0: number; x1: number; y1: number };
/** A region of the page and where its scaled copy sits on the strip (pixels). */
type Placed = Region & { left: number; top: number; scale: number };
type Strip = GreyPage & { placed: Placed[] };

/** The words of the first read to read again: those under `below`. */
export const unsureWords = (read: OcrResult, below: number): Set<number> =>
  new Set(read.words.flatMap((_, i) => ((read.confidence?.[i] ?? 100) < below ? [i] : [])));

const overlaps = (a: Region, b: Region) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The regions (pixels of a page `width` x `height`) around the chosen words: a word and a margin
 * of its height on each side, widened to whole words wherever it reaches into one, regions that
 * overlap joined.
 */
export const regionsOf = (read: OcrResult, chosen: Set<number>, width: number, height: number) => {
  const boxes = read.words.map(([x0, y0, x1, y1]) => ({
    x0: x0 * width,
    y0: y0 * height,
    x1: x1 * width,
    y1: y1 * height,
  }));
  const regions = [...chosen].map((i) => {
    const b = boxes[i]!;
    const h = Math.max(4, b.y1 - b.y0);
    const onLine = (o: Region) => (o.y0 + o.y1) / 2 >= b.y0 && (o.y0 + o.y1) / 2 <= b.y1;
    let r = { x0: b.x0 - h, y0: b.y0, x1: b.x1 + h, y1: b.y1 };
    // A region reaching into a word of its line takes the whole word.
    for (const o of boxes)
      if (onLine(o) && o.x1 > r.x0 && o.x0 < r.x1) {
        const m = 0.3 * (o.y1 - o.y0);
        r = {
          x0: Math.min(r.x0, o.x0 - m),
          y0: Math.min(r.y0, o.y0),
          x1: Math.max(r.x1, o.x1 + m),
          y1: Math.max(r.y1, o.y1),
        };
      }
    // Half the word's height of paper above and below, short of the lines above and below.
    let [y0, y1] = [r.y0 - 0.5 * h, r.y1 + 0.5 * h];
    for (const o of boxes)
      if (!onLine(o) && o.x1 > r.x0 && o.x0 < r.x1) {
        if (o.y1 <= b.y0 + 0.5 * h) y0 = Math.max(y0, Math.min(r.y0, o.y1 + 1));
        else if (o.y0 >= b.y1 - 0.5 * h) y1 = Math.min(y1, Math.max(r.y1, o.y0 - 1));
      }
    return { ...r, y0, y1 };
  });
  const joined: Region[] = [];
  for (const r of regions.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)) {
    let merged = r;
    for (let i = joined.length - 1; i >= 0; i--)
      if (overlaps(joined[i]!, merged)) {
        const o = joined.splice(i, 1)[0]!;
        merged = {
          x0: Math.min(o.x0, merged.x0),
          y0: Math.min(o.y0, merged.y0),
          x1: Math.max(o.x1, merged.x1),
          y1: Math.max(o.y1, merged.y1),
        };
      }
    joined.push(merged);
  }
  return joined.map((r) => ({
    x0: Math.max(0, Math.floor(r.x0)),
    y0: Math.max(0, Math.floor(r.y0)),
    x1: Math.min(width, Math.ceil(r.x1)),
    y1: Math.min(height, Math.ceil(r.y1)),
  }));
};

/** A region's pixels. */
const regionOf = (page: GreyPage, r: Region): GreyPage => {
  const width = r.x1 - r.x0;
  const height = r.y1 - r.y0;
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    grey.set(page.grey.subarray((r.y0 + y) * page.width + r.x0, (r.y0 + y) * page.width + r.x1), y * width);
  return { grey, width, height };
};

/** The paper's grey around the regions (the 90th percentile of their pixels, most of them paper). */
const paperOf = (page: GreyPage, regions: Region[]): number => {
  const counts = new Uint32Array(256);
  let n = 0;
  for (const r of regions)
    for (let y = r.y0; y < r.y1; y += 2)
      for (let x = r.x0; x < r.x1; x += 2) {
        counts[page.grey[y * page.width + x]!]!++;
        n++;
      }
  let seen = 0;
  for (let v = 0; v < 256; v++) if ((seen += counts[v]!) >= 0.9 * n) return v;
  return 255;
};

/**
 * The regions of the page times `scale` (bilinear),
 * stacked on paper of their grey one under the other, a region's height of paper between two and around.
 */
export const stripOf = (page: GreyPage, regions: Region[], scale: number): Strip => {
  const sized = regions.map((r) => ({
    ...r,
    w: Math.max(1, Math.round((r.x1 - r.x0) * scale)),
    h: Math.max(1, Math.round((r.y1 - r.y0) * scale)),
  }));
  // Paper between two regions: their median height (a tall region, a table's block, sets no gap).
  const heights = sized.map((r) => r.h).sort((a, b) => a - b);
  const gap = Math.max(16, heights[Math.floor(heights.length / 2)]!);
  const width = Math.max(...sized.map((r) => r.w)) + 2 * gap;
  const height = sized.reduce((sum, r) => sum + r.h + gap, gap);
  const grey = new Uint8Array(width * height).fill(paperOf(page, regions));
  const placed: Placed[] = [];
  let top = gap;
  for (const r of sized) {
    placed.push({ x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, left: gap, top, scale });
    const { grey: g, width: rw, height: rh } = regionOf(page, r);
    for (let y = 0; y < r.h; y++) {
      const sy = Math.min(rh - 1, (y + 0.5) / scale - 0.5);
      const y0 = Math.max(0, Math.floor(sy));
      const y1 = Math.min(rh - 1, y0 + 1);
      const fy = Math.max(0, sy - y0);
      for (let x = 0; x < r.w; x++) {
        const sx = Math.min(rw - 1, (x + 0.5) / scale - 0.5);
        const x0 = Math.max(0, Math.floor(sx));
        const x1 = Math.min(rw - 1, x0 + 1);
        const fx = Math.max(0, sx - x0);
        const upper = g[y0 * rw + x0]! * (1 - fx) + g[y0 * rw + x1]! * fx;
        const lower = g[y1 * rw + x0]! * (1 - fx) + g[y1 * rw + x1]! * fx;
        grey[(top + y) * width + gap + x] = upper * (1 - fy) + lower * fy;
      }
    }
    top += r.h + gap;
  }
  return { grey, width, height, placed };
};
/**
 * The strip's read with its words put back where they sit on the page (fractions of the page
 * `width` x `height`); a word between two regions is dropped.
 */
export const onPage = (read: OcrResult, strip: Strip, width: number, height: number): OcrResult => {
  const kept = read.words.flatMap(([a0, b0, a1, b1, text], i) => {
    const cy = ((b0 + b1) / 2) * read.height;
    const p = strip.placed.find((q) => cy >= q.top && cy <= q.top + (q.y1 - q.y0) * q.scale);
    if (!p) return [];
    const x = (v: number) => (p.x0 + (v * read.width - p.left) / p.scale) / width;
    const y = (v: number) => (p.y0 + (v * read.height - p.top) / p.scale) / height;
    const word = [x(a0), y(b0), x(a1), y(b1), text] as OcrResult['words'][number];
    return [{ word, confidence: read.confidence?.[i] ?? 0 }];
  });
  const words = kept.map((k) => k.word);
  return {
    text: words.map((w) => w[4]).join(' '),
    words,
    width,
    height,
    confidence: kept.map((k) => k.confidence),
  };
};
