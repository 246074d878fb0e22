// Two reads of one page, at two resolutions (issue 23: no confident wrong value). Tesseract's own
// confidence does not see a glyph cut by a scanner's dropout: '840,000' with a white speck across
// a zero was read '840,600' at confidence 92, 'Hawthorne' 'Hawthorhe' at 76. Read again at three
// quarters of the size, such a glyph reads otherwise ('840,000', 'Hawthorne'), while clean words
// read the same. A word of the first read that the second read differently in the same place is
// reported as uncertain (confidence 0): the extractor states no value read from it. A word both
// reads agree on takes the surer of the two confidences: tesseract is unsure of a clean word at
// one size ('Arizona' 28, '$27,500.00' 0, "'2005" 27) that it reads the same, surer, at the other.
import type { OcrResult } from './ocr';

/** A word's letters and digits, a capital 'I' inside a word taken as the 'l' it usually is ('EIm'). */
const letters = (text: string) =>
  text
    .replace(/(?<=[A-Za-z])I(?=[a-z])/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The first read, its words that the second read saw otherwise at confidence 0 and those it saw
 * alike at the surer confidence of the two; `only`: the words the second read was made for
 * (recheck.ts), the others keep their confidence.
 */
export const crossChecked = (first: OcrResult, second: OcrResult, only?: Set<number>): OcrResult => {
  const confidence = first.words.map((word, i) => {
    const [x0, y0, x1, y1] = word;
    const own = first.confidence?.[i] ?? 100;
    if (only && !only.has(i)) return own;
    // The second read's words whose centre lies in this word's box, left to right.
    const there = second.words
      .map((w, j) => ({ w, confidence: second.confidence?.[j] ?? 0 }))
      .filter(({ w: [a0, b0, a1, b1] }) => {
        const cx = (a0 + a1) / 2;
        const cy = (b0 + b1) / 2;
        return cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
      })
      .sort((a, b) => a.w[0] - b.w[0]);
    if (there.length === 0) return own;
    if (letters(there.map(({ w }) => w[4]).join('')) !== letters(word[4])) return 0;
    return Math.max(own, Math.min(...there.map((t) => t.confidence)));
  });
  return { ...first, confidence };
};
