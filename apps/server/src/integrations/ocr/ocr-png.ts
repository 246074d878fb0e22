// The images handed to the OCR engine (issue 23 Speed): PNGs encoded for speed, not size. A
// canvas's own PNG encoder (zlib at its default level over RGBA) took as long as reading the
// image: about 150-450 ms for a 300-dpi ID scan or a page rendered at 200 dpi. These PNGs are
// read once, in the same process, and thrown away: no filter, zlib's fastest level, and one grey
// channel where the image is grey. The engine decodes the same pixels as before.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
};

/**
 * A PNG of 8-bit pixels: `channels` 1 (grey) or 4 (RGBA, as a canvas's getImageData gives them),
 * row after row.
 */
export const ocrPng = (
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: 1 | 4,
): Buffer => {
  const stride = width * channels;
  if (pixels.length !== stride * height) throw new RangeError('pixels do not match the size');
  const raw = Buffer.alloc((stride + 1) * height);
  const source = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  // Filter type 0 (none) in the first byte of each row.
  for (let y = 0; y < height; y++) source.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 1 ? 0 : 6;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
