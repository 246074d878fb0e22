// Issue 21: a phone photo of an ID or a document is checked in the browser before it is uploaded,
// so the person can retake it at once instead of hearing days later that it was not legible.
// Pure functions over RGBA pixels (the caller draws the photo on a canvas, downscaled to at most
// ANALYSIS_SIZE px on its longer side); no canvas here, so the checks are unit-tested on
// generated images.

/** RGBA, 4 bytes a pixel, row by row (ImageData's layout). */
export type Pixels = { width: number; height: number; data: ArrayLike<number> };

export type PhotoIssue = 'dark' | 'blurred' | 'cut-off' | 'small';

export type Readability = {
  issues: PhotoIssue[];
  /** Mean luminance, 0 (black) to 255 (white). */
  meanLuminance: number;
  /** Variance of the Laplacian of the luminance: low when nothing in the picture has a sharp edge. */
  sharpness: number;
  /** The largest share of a frame side covered by the document (null: not judged, too dark). */
  edgeContact: number | null;
  /** The document's shorter side in the photo's own pixels (null: not judged, too dark). */
  documentShortSide: number | null;
};

/** The longer side the photo is drawn at for the checks. */
export const ANALYSIS_SIZE = 512;

// Thresholds (luminance 0-255, measured at ANALYSIS_SIZE). A photo under DARK_MEAN is too dark to
// read; SHARP_MIN keeps text strokes of an in-focus page and refuses a shaken or unfocused one;
// a side more than EDGE_CONTACT covered by the page means the page runs out of the frame; text
// needs about MIN_SHORT_SIDE pixels across the document (an ID card at about 180 dpi).
const DARK_MEAN = 60;
const SHARP_MIN = 500;
const EDGE_CONTACT = 0.25;
const MIN_SHORT_SIDE = 600;
// Paper must be this much lighter than the frame's edge for the edge to be background.
const MIN_SEPARATION = 40;

const luminanceOf = ({ width, height, data }: Pixels): Float32Array => {
  const gray = new Float32Array(width * height);
  for (let i = 0; i < gray.length; i += 1) {
    gray[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  }
  return gray;
};

const mean = (values: Float32Array): number => {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length ? sum / values.length : 0;
};

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Variance of the 4-neighbour Laplacian over the inner pixels of a box (x1, y1 excluded). */
const laplacianVariance = (gray: Float32Array, width: number, height: number, box: Box): number => {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = Math.max(1, box.y0); y < Math.min(height - 1, box.y1); y += 1) {
    for (let x = Math.max(1, box.x0); x < Math.min(width - 1, box.x1); x += 1) {
      const i = y * width + x;
      const value = gray[i - width]! + gray[i + width]! + gray[i - 1]! + gray[i + 1]! - 4 * gray[i]!;
      sum += value;
      squares += value * value;
      count += 1;
    }
  }
  if (count === 0) return 0;
  const average = sum / count;
  return squares / count - average * average;
};

const percentile = (values: Float32Array | number[], share: number): number => {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

type Page = { edgeContact: number; box: Box };

/**
 * The page: paper is the brightest area of a document photo (its 99th percentile of luminance,
 * so a page far away still counts) and the frame's outer ring shows what it lies on. A pixel is paper when it is nearer
 * the paper's luminance than the ring's. When the ring is as bright as the paper, the page fills
 * the frame (or lies on something as light, where its edges cannot be seen either): every side
 * counts as touched.
 */
const findPage = (gray: Float32Array, width: number, height: number): Page => {
  const strip = Math.max(1, Math.round(0.02 * Math.min(width, height)));
  const ring: number[] = [];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (y < strip || y >= height - strip || x < strip || x >= width - strip)
        ring.push(gray[y * width + x]!);
  const paper = percentile(gray, 0.99);
  const background = percentile(ring, 0.5);
  if (paper - background < MIN_SEPARATION)
    return { edgeContact: 1, box: { x0: 0, y0: 0, x1: width, y1: height } };
  const threshold = (paper + background) / 2;
  const share = (x0: number, y0: number, x1: number, y1: number) => {
    let bright = 0;
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) if (gray[y * width + x]! > threshold) bright += 1;
    return bright / Math.max(1, (x1 - x0) * (y1 - y0));
  };
  const edgeContact = Math.max(
    share(0, 0, width, strip),
    share(0, height - strip, width, height),
    share(0, 0, strip, height),
    share(width - strip, 0, width, height),
  );
  // The page's extent: rows and columns at least a third paper (text and specks do not count).
  const columns = new Array<number>(width).fill(0);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    let bright = 0;
    for (let x = 0; x < width; x += 1) {
      if (gray[y * width + x]! > threshold) {
        bright += 1;
        columns[x]! += 1;
      }
    }
    rows.push(bright);
  }
  const extent = (counts: number[]) => {
    const most = Math.max(...counts);
    const first = counts.findIndex((count) => count >= most / 3);
    const last = counts.length - 1 - [...counts].reverse().findIndex((count) => count >= most / 3);
    return [first, last + 1] as const;
  };
  const [x0, x1] = extent(columns);
  const [y0, y1] = extent(rows);
  return { edgeContact, box: { x0, y0, x1, y1 } };
};

/**
 * Checks a photo drawn at most ANALYSIS_SIZE px wide or tall; `original` is the photo's own size
 * (a photo can only be as sharp as its pixels: a small one is refused whatever it shows).
 */
export const checkReadability = (
  pixels: Pixels,
  original: { width: number; height: number },
): Readability => {
  const gray = luminanceOf(pixels);
  const meanLuminance = mean(gray);
  const isDark = meanLuminance < DARK_MEAN;
  // In the dark, paper and table cannot be told apart: only 'too dark' is said.
  const page = isDark ? null : findPage(gray, pixels.width, pixels.height);
  const whole = { x0: 0, y0: 0, x1: pixels.width, y1: pixels.height };
  // Sharpness of the page itself: a sharp page far away on a plain table is small, not blurred.
  const sharpness = laplacianVariance(gray, pixels.width, pixels.height, page?.box ?? whole);
  const scale = Math.max(original.width, original.height) / Math.max(pixels.width, pixels.height);
  const documentShortSide = page
    ? Math.round(Math.min(page.box.x1 - page.box.x0, page.box.y1 - page.box.y0) * scale)
    : null;
  const issues: PhotoIssue[] = [];
  if (isDark) issues.push('dark');
  if (sharpness < SHARP_MIN) issues.push('blurred');
  if (page && page.edgeContact > EDGE_CONTACT) issues.push('cut-off');
  const shortSide = Math.min(original.width, original.height);
  if (shortSide < MIN_SHORT_SIDE || (documentShortSide !== null && documentShortSide < MIN_SHORT_SIDE))
    issues.push('small');
  return { issues, meanLuminance, sharpness, edgeContact: page?.edgeContact ?? null, documentShortSide };
};

/** What the person reads for each problem, and what to do about it. */
export const PHOTO_ISSUE_TEXT: Record<PhotoIssue, string> = {
  dark: 'The photo is too dark. Turn on a light or move somewhere brighter.',
  blurred: 'The photo is blurred. Hold the phone still and tap the document on the screen to focus.',
  'cut-off': 'Part of the document seems cut off. Keep all four edges in the picture, on a darker surface.',
  small: 'The document is too small to read. Move closer so it fills most of the picture.',
};
