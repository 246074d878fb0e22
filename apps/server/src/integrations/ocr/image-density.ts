// The resolution an image says it was scanned at (issue 23 Speed): a JPEG's JFIF header (APP0:
// units, then horizontal and vertical density) or a PNG's pHYs chunk (pixels per metre). A
// scanner writes it (150-600 dpi); cameras and screenshots write 72 or 96 dpi, or an aspect ratio
// only. Read from the header alone, before any decoding.

/** Dots per inch a JPEG's JFIF segment declares, else null (no JFIF, or an aspect ratio only). */
const jfifDpi = (bytes: Buffer): number | null => {
  // FFD8, then APP0 (FFE0), its length, 'JFIF\0', version (2 bytes), units, X and Y density.
  if (bytes.length < 18 || bytes.readUInt16BE(0) !== 0xffd8 || bytes.readUInt16BE(2) !== 0xffe0) return null;
  if (bytes.toString('latin1', 6, 11) !== 'JFIF\u0000') return null;
  const units = bytes[13];
  const x = bytes.readUInt16BE(14);
  const y = bytes.readUInt16BE(16);
  if (x !== y || x === 0) return null;
  if (units === 1) return x;
  if (units === 2) return Math.round(x * 2.54);
  return null;
};

/** Dots per inch a PNG's pHYs chunk declares (unit: the metre), else null. */
const pngDpi = (bytes: Buffer): number | null => {
  if (bytes.length < 8 || bytes.readUInt32BE(0) !== 0x89504e47) return null;
  // Chunks: length, type, data, CRC; pHYs comes before the first IDAT.
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND') return null;
    if (type === 'pHYs' && length === 9 && at + 17 <= bytes.length) {
      const x = bytes.readUInt32BE(at + 8);
      const y = bytes.readUInt32BE(at + 12);
      if (bytes[at + 16] !== 1 || x !== y || x === 0) return null;
      return Math.round(x * 0.0254);
    }
    at += 12 + length;
  }
  return null;
};

/** The dots per inch a PNG or JPEG declares, or null when it declares none. */
export const declaredDpi = (bytes: Buffer): number | null => jfifDpi(bytes) ?? pngDpi(bytes);
