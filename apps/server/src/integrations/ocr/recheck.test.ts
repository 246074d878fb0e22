// The second read of a page's unsure words: the regions around them, the strip they are read
// from, and the strip's words put back in place.
import { describe, expect, it } from 'vitest';
import type { OcrResult, PageWord } from './ocr';
import { onPage, regionsOf, stripOf, unsureWords, type GreyPage } from './recheck';

const read = (words: PageWord[], confidence: number[], width = 1000, height = 1000): OcrResult => ({
  text: words.map((w) => w[4]).join(' '),
  words,
  width,
  height,
  confidence,
});

/** A white page with dark rectangles (x0, y0, x1, y1 in pixels). */
const page = (width: number, height: number, marks: number[][]): GreyPage => {
  const grey = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of marks)
    for (let y = y0!; y < y1!; y++) grey.fill(20, y * width + x0!, y * width + x1!);
  return { grey, width, height };
};

describe('unsure words read again', () => {
  const first = read(
    [
      [0.1, 0.1, 0.2, 0.12, 'Seller:'],
      [0.21, 0.1, 0.3, 0.12, 'Coiumbus'],
      [0.31, 0.1, 0.4, 0.12, 'Holdings'],
      [0.1, 0.5, 0.2, 0.52, 'Price'],
      [0.6, 0.5, 0.7, 0.52, '$840,600'],
    ],
    [97, 92, 99, 98, 91],
  );

  it('takes the words under the confidence, each with whole words beside it', () => {
    const unsure = unsureWords(first, 95);
    expect([...unsure]).toEqual([1, 4]);
    const regions = regionsOf(first, unsure, 1000, 1000);
    expect(regions).toHaveLength(2);
    // 'Coiumbus' with a margin of its height (20 px) reaches into 'Seller:' and 'Holdings': both whole.
    const [name, amount] = regions;
    expect(name!.x0).toBeLessThanOrEqual(100);
    expect(name!.x1).toBeGreaterThanOrEqual(400);
    expect(name!.y0).toBeLessThan(100);
    expect(name!.y1).toBeGreaterThan(120);
    // '$840,600' stands alone: 'Price' is far to its left.
    expect(amount!.x0).toBeGreaterThan(200);
    expect(amount!.x1).toBeLessThan(800);
  });

  it('puts the words read on the strip back where they are on the page', () => {
    const full = page(1000, 1000, [[600, 500, 700, 520]]);
    const strip = stripOf(full, [{ x0: 560, y0: 490, x1: 740, y1: 530 }], 0.75);
    const [p] = strip.placed;
    // The word as the engine would find it on the strip: its box times 0.75 from the region's corner.
    const box = [p!.left + 40 * 0.75, p!.top + 10 * 0.75, p!.left + 140 * 0.75, p!.top + 30 * 0.75];
    const second = read(
      [
        [
          box[0]! / strip.width,
          box[1]! / strip.height,
          box[2]! / strip.width,
          box[3]! / strip.height,
          '$840,000',
        ],
      ],
      [95],
      strip.width,
      strip.height,
    );
    const back = onPage(second, strip, 1000, 1000);
    const [x0, y0, x1, y1, text] = back.words[0]!;
    expect(text).toBe('$840,000');
    expect(x0).toBeCloseTo(0.6, 2);
    expect(y0).toBeCloseTo(0.5, 2);
    expect(x1).toBeCloseTo(0.7, 2);
    expect(y1).toBeCloseTo(0.52, 2);
    // The strip holds the word's ink, scaled: dark pixels where the word is.
    expect(strip.grey[Math.round(p!.top + 15) * strip.width + Math.round(p!.left + 60)]).toBeLessThan(100);
  });
});
