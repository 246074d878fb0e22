import { describe, expect, it } from 'vitest';
import { stripImageMetadata } from './image-metadata';

const segment = (marker: number, body: string) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(Buffer.byteLength(body, 'latin1') + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, Buffer.from(body, 'latin1')]);
};
const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
// Entropy-coded data with a stuffed 0xFF00 and a restart marker: must pass untouched.
const SCAN = Buffer.concat([
  segment(0xda, '\x01\x01\x00\x00\x3f\x00'),
  Buffer.from([1, 0xff, 0, 2, 0xff, 0xd0, 3]),
]);

describe('image metadata removal', () => {
  it('cuts EXIF, XMP, IPTC and comments out of a JPEG, keeping JFIF, ICC, fill bytes and the scan', () => {
    const jfif = segment(0xe0, 'JFIF\0\x01\x01');
    const icc = segment(0xe2, 'ICC_PROFILE\0\x01\x01');
    const image = Buffer.concat([
      SOI,
      jfif,
      segment(0xe1, 'Exif\0\0MM\0*GPSLatitude 30.2672'),
      Buffer.from([0xff]), // a fill byte before the next marker
      segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>'),
      icc,
      segment(0xed, 'Photoshop 3.0\0'),
      segment(0xfe, 'taken at home'),
      SCAN,
      EOI,
    ]);
    expect(stripImageMetadata(image)).toEqual(Buffer.concat([SOI, jfif, icc, SCAN, EOI]));
  });

  it('drops text, EXIF and time chunks of a PNG and keeps everything else, trailing bytes included', () => {
    const chunk = (type: string, data: string) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(Buffer.byteLength(data, 'latin1'));
      return Buffer.concat([length, Buffer.from(type + data, 'latin1'), Buffer.alloc(4, 9)]);
    };
    const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ihdr = chunk('IHDR', '\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0');
    const idat = chunk('IDAT', 'pixels');
    const iend = chunk('IEND', '');
    const image = Buffer.concat([
      head,
      ihdr,
      chunk('eXIf', 'MM\0*GPS'),
      chunk('tEXt', 'Comment\0hi'),
      chunk('iTXt', 'XML:com.adobe.xmp\0'),
      chunk('tIME', '1234567'),
      idat,
      iend,
      Buffer.from('trailer'),
    ]);
    expect(stripImageMetadata(image)).toEqual(
      Buffer.concat([head, ihdr, idat, iend, Buffer.from('trailer')]),
    );
  });

  it('leaves other files, and a JPEG it cannot follow past that point, as they are', () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    expect(stripImageMetadata(pdf)).toBe(pdf);
    const odd = Buffer.concat([SOI, segment(0xe0, 'JFIF\0'), Buffer.from('garbage'), segment(0xfe, 'x')]);
    expect(stripImageMetadata(odd)).toEqual(odd);
  });
});
