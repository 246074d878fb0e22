// An image's OCR size (issue 23 Speed): a scan declaring its resolution is read at 200 dpi, like
// a scanned PDF page; a JPEG declaring none (a phone photo) is enlarged towards a letter page's
// 300 dpi (3,300 px on its long side), at most twice.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { rasterSize } from '../../integrations/ocr/image-header';
import type { OcrEngine } from '../../integrations/ocr/ocr';
import { readDocument } from './read-document';

const card = (dpi: number | null): Buffer => {
  const canvas = createCanvas(900, 600);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f6f6f2';
  g.fillRect(0, 0, 900, 600);
  g.fillStyle = '#111111';
  g.font = '30px sans-serif';
  g.fillText('DL NO 11815267', 60, 120);
  const jpeg = canvas.toBuffer('image/jpeg', 85);
  if (dpi) {
    jpeg[13] = 1;
    jpeg.writeUInt16BE(dpi, 14);
    jpeg.writeUInt16BE(dpi, 16);
  }
  return jpeg;
};

/**
 * An engine that records the size of the image it is given; its first read finds the card's line
 * at `confidence`, later reads (the second read's strip) find nothing.
 */
const recording = (confidence = 90) => {
  const sizes: Array<{ width: number; height: number } | null> = [];
  const engine: OcrEngine = {
    name: 'recording',
    recognize: async (image) => {
      const size = rasterSize(image);
      sizes.push(size);
      const first = sizes.length === 1;
      return {
        text: first ? 'DL NO 11815267' : '',
        words: first ? [[0.06, 0.14, 0.5, 0.22, 'DL NO 11815267']] : [],
        width: size!.width,
        height: size!.height,
        confidence: first ? [confidence] : [],
      };
    },
    close: async () => undefined,
  };
  return { engine, sizes };
};

describe('the size an image is read at', () => {
  it('a 300-dpi scan at 200 dpi, 200 dpi as it is; none declared or an impossible one: twice as large', async () => {
    // Each is read at that size, then its unsure line again, cut from the page at three quarters
    // of it (the cross-check): a strip smaller than that page.
    const cases: Array<[number | null, [number, number], [number, number]]> = [
      [300, [600, 400], [450, 300]],
      [600, [300, 200], [225, 150]],
      [200, [900, 600], [675, 450]],
      [null, [1800, 1200], [1350, 900]],
      [5000, [1800, 1200], [1350, 900]],
    ];
    for (const [dpi, expected, check] of cases) {
      const { engine, sizes } = recording();
      const read = await readDocument(card(dpi), engine, { maxPages: 5, maxOcrPages: 5 });
      expect(read.pages[0]!.text).toBe('DL NO 11815267');
      expect([sizes[0]?.width, sizes[0]?.height], `declared ${dpi}`).toEqual(expected);
      expect(sizes).toHaveLength(2);
      expect(sizes[1]!.width * sizes[1]!.height).toBeLessThan(check[0] * check[1]);
    }
  });

  it('reads a page once when its first read is sure of every word', async () => {
    const { engine, sizes } = recording(99);
    const read = await readDocument(card(300), engine, { maxPages: 5, maxOcrPages: 5 });
    expect(read.pages[0]!.text).toBe('DL NO 11815267');
    expect(sizes.map((s) => [s?.width, s?.height])).toEqual([[600, 400]]);
  });
});
