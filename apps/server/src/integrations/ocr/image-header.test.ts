// The pixel cap reads sizes from headers only (issue 23): what each format declares, and the
// reason a person reads when a file declares too many pixels.
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { assertPixelCap, rasterSize } from './image-header';
import { ExtractionFailure } from './ocr';

const canvas = (width: number, height: number) => {
  const c = createCanvas(width, height);
  c.getContext('2d').fillRect(0, 0, width, height);
  return c;
};

/** A PNG header claiming the size, with no image data at all (never decodable). */
const pngHeader = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};

describe('sizes from headers', () => {
  it('reads PNG and JPEG sizes without decoding', () => {
    expect(rasterSize(canvas(37, 21).toBuffer('image/png'))).toEqual({ width: 37, height: 21 });
    expect(rasterSize(canvas(640, 480).toBuffer('image/jpeg', 80))).toEqual({ width: 640, height: 480 });
    expect(rasterSize(pngHeader(100_000, 90_000))).toEqual({ width: 100_000, height: 90_000 });
    expect(rasterSize(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('refuses an image, an HEIC photo or a PDF image over the cap, with the size it claims', async () => {
    await expect(assertPixelCap(pngHeader(20_000, 20_000), 100_000_000)).rejects.toThrow(
      new ExtractionFailure(
        'The image is 20,000 x 20,000 pixels (400 megapixels); at most 100 megapixels are read. ' +
          'Scan or export it at a lower resolution (150-300 dpi) and upload it again',
      ),
    );
    await expect(assertPixelCap(pngHeader(9_000, 9_000), 100_000_000)).resolves.toBeUndefined();
    const heic = Buffer.alloc(64);
    heic.write('ftypheic', 4, 'latin1');
    heic.write('ispe', 32, 'latin1');
    heic.writeUInt32BE(12_000, 40);
    heic.writeUInt32BE(9_000, 44);
    await expect(assertPixelCap(heic, 100_000_000)).rejects.toThrow('12,000 x 9,000 pixels (108 megapixels)');
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(canvas(3000, 2000).toBuffer('image/png'));
    pdf.addPage().drawImage(image, { x: 0, y: 0, width: 300, height: 200 });
    const bytes = Buffer.from(await pdf.save());
    await expect(assertPixelCap(bytes, 5_000_000)).rejects.toThrow(
      'An image inside the PDF is 3,000 x 2,000 pixels (6 megapixels); at most 5 megapixels are read',
    );
    await expect(assertPixelCap(bytes, 6_000_000)).resolves.toBeUndefined();
  });
});
