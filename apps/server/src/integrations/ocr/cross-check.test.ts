// Two reads of a page cross-checked: a word read the same way twice takes the surer of its two
// confidences, a word read otherwise the second time (a glyph cut by a speck) becomes uncertain.
import { describe, expect, it } from 'vitest';
import { crossChecked } from './cross-check';
import type { OcrResult, PageWord } from './ocr';

const read = (words: PageWord[], confidence: number[]): OcrResult => ({
  text: words.map((w) => w[4]).join(' '),
  words,
  width: 1700,
  height: 2200,
  confidence,
});

describe('two reads cross-checked', () => {
  it('keeps the words read alike, and makes uncertain those read otherwise in the same place', () => {
    const first = read(
      [
        [0.1, 0.5, 0.2, 0.51, 'Coverage:'],
        [0.21, 0.5, 0.3, 0.51, '$840,600'],
        [0.1, 0.6, 0.2, 0.61, 'Hawthorne'],
        [0.1, 0.7, 0.2, 0.71, 'Insured'],
      ],
      [95, 92, 90, 88],
    );
    // The second read: the amount otherwise, the name split in two (same letters), the last word unseen.
    const second = read(
      [
        [0.1, 0.5, 0.2, 0.51, 'Coverage:'],
        [0.212, 0.501, 0.298, 0.509, '$840,000'],
        [0.1, 0.6, 0.15, 0.61, 'Haw'],
        [0.15, 0.6, 0.2, 0.61, 'thorne'],
      ],
      [96, 93, 80, 80],
    );
    const checked = crossChecked(first, second);
    expect(checked.words).toEqual(first.words);
    expect(checked.text).toBe(first.text);
    // 'Coverage:' read alike and surer the second time (96); the split name at the first read's 90.
    expect(checked.confidence).toEqual([96, 0, 90, 88]);
  });

  it("takes the second read's confidence for a word the first read was unsure of and both read alike", () => {
    const first = read(
      [
        [0.1, 0.5, 0.2, 0.51, 'Arizona'],
        [0.3, 0.5, 0.4, 0.51, '$27,500.00'],
        [0.5, 0.5, 0.6, 0.51, 'EIm'],
      ],
      [28, 0, 90],
    );
    const second = read(
      [
        [0.1, 0.5, 0.2, 0.51, 'Arizona'],
        [0.3, 0.5, 0.4, 0.51, '$27,500.00'],
        [0.5, 0.5, 0.6, 0.51, 'Elm'],
      ],
      [25, 50, 93],
    );
    expect(crossChecked(first, second).confidence).toEqual([28, 50, 93]);
  });

  it('judges only the words the second read was made for', () => {
    const first = read(
      [
        [0.1, 0.5, 0.2, 0.51, 'Coiumbus'],
        [0.3, 0.5, 0.4, 0.51, 'Ohio'],
      ],
      [92, 99],
    );
    const second = read(
      [
        [0.1, 0.5, 0.2, 0.51, 'Columbus'],
        [0.3, 0.5, 0.4, 0.51, 'Ohlo'],
      ],
      [95, 90],
    );
    expect(crossChecked(first, second, new Set([0])).confidence).toEqual([0, 99]);
  });
});
