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

/** An engine that records the size of the image it is given. */
const recording = () => {
  const sizes: Array<{ width: number; height: number } | null> = [];
  const engine: OcrEngine = {
    name: 'recording',
    recognize: async (image) => {
      const size = rasterSize(image);
      sizes.push(size);
      return { text: 'DL NO 11815267', words: [], width: size!.width, height: size!.height };
    },
    close: async () => undefined,
  };
  return { engine, sizes };
};

describe('the size an image is read at', () => {
  it('a 300-dpi scan at 200 dpi, 200 dpi as it is; none declared or an impossible one: twice as large', async () => {
    // Each is read twice: at that size, then at three quarters of it (the cross-check).
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
      expect(
        sizes.map((s) => [s?.width, s?.height]),
        `declared ${dpi}`,
      ).toEqual([expected, check]);
    }
  });
});
