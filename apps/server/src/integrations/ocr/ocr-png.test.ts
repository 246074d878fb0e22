// The OCR engine's PNGs and the resolution an image declares (issue 23 Speed): the fast PNG holds
// exactly the pixels it was given, and a scanner's JFIF or pHYs resolution is read from the header.
import { createCanvas } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { declaredDpi } from './image-density';
import { ocrPng } from './ocr-png';

describe('OCR PNGs', () => {
  it('decodes to the very pixels given, grey or RGBA', () => {
    const grey = Uint8Array.from({ length: 37 * 11 }, (_, i) => (i * 31) % 256);
    const fromGrey = PNG.sync.read(ocrPng(grey, 37, 11, 1), { checkCRC: true });
    expect([fromGrey.width, fromGrey.height]).toEqual([37, 11]);
    expect(Array.from({ length: grey.length }, (_, i) => fromGrey.data[i * 4])).toEqual([...grey]);

    const canvas = createCanvas(23, 9);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fafafa';
    g.fillRect(0, 0, 23, 9);
    g.fillStyle = '#c0302a';
    g.fillRect(3, 2, 11, 5);
    const rgba = g.getImageData(0, 0, 23, 9).data;
    const fromRgba = PNG.sync.read(ocrPng(rgba, 23, 9, 4), { checkCRC: true });
    expect(Buffer.compare(fromRgba.data, Buffer.from(rgba))).toBe(0);
    expect(() => ocrPng(grey, 36, 11, 1)).toThrow(RangeError);
  });
});

describe('declared resolution', () => {
  const jpeg = () => createCanvas(40, 30).toBuffer('image/jpeg', 80);

  it("reads a JPEG's JFIF density in dots per inch or per centimetre; an aspect ratio is none", () => {
    expect(declaredDpi(jpeg())).toBeNull();
    const inches = jpeg();
    inches[13] = 1;
    inches.writeUInt16BE(300, 14);
    inches.writeUInt16BE(300, 16);
    expect(declaredDpi(inches)).toBe(300);
    const centimetres = jpeg();
    centimetres[13] = 2;
    centimetres.writeUInt16BE(118, 14);
    centimetres.writeUInt16BE(118, 16);
    expect(declaredDpi(centimetres)).toBe(300);
  });

  it("reads a PNG's pHYs chunk (pixels per metre); none without it", () => {
    const png = new PNG({ width: 4, height: 4 });
    const plain = PNG.sync.write(png);
    expect(declaredDpi(plain)).toBeNull();
    // pHYs after IHDR: 7874 pixels per metre is 200 dpi.
    const phys = Buffer.alloc(21);
    phys.writeUInt32BE(9, 0);
    phys.write('pHYs', 4, 'latin1');
    phys.writeUInt32BE(7874, 8);
    phys.writeUInt32BE(7874, 12);
    phys[16] = 1;
    const withPhys = Buffer.concat([plain.subarray(0, 33), phys, plain.subarray(33)]);
    expect(declaredDpi(withPhys)).toBe(200);
    expect(declaredDpi(Buffer.from('not an image'))).toBeNull();
  });
});
