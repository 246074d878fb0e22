// Two reads of one page, at two resolutions (issue 23: no confident wrong value). Tesseract's own
// confidence does not see a glyph cut by a scanner's dropout: '840,000' with a white speck across
// a zero was read '840,600' at confidence 92, 'Hawthorne' 'Hawthorhe' at 76. Read again at three
// quarters of the size, such a glyph reads otherwise ('840,000', 'Hawthorne'), while clean words
// read the same. A word of the first read that the second read differently in the same place is
// reported as uncertain (confidence 0): the extractor states no value read from it.
import type { OcrResult } from './ocr';

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The first read, its words that the second read saw otherwise at confidence 0; `only`: the
 * words the second read was made for (recheck.ts), the others keep their confidence.
 */
export const crossChecked = (first: OcrResult, second: OcrResult, only?: Set<number>): OcrResult => {
  const confidence = first.words.map((word, i) => {
    const [x0, y0, x1, y1] = word;
    const own = first.confidence?.[i] ?? 100;
    if (only && !only.has(i)) return own;
    // The second read's words whose centre lies in this word's box, left to right.
    const there = second.words
      .filter(([a0, b0, a1, b1]) => {
        const cx = (a0 + a1) / 2;
        const cy = (b0 + b1) / 2;
        return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
      })
      .sort((a, b) => a[0] - b[0]);
    if (there.length === 0) return own;
    return letters(there.map((w) => w[4]).join('')) === letters(word[4]) ? own : 0;
  });
  return { ...first, confidence };
};
