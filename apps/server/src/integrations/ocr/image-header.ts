// Pixel counts read from headers only, before anything is decoded (issue 23): a PNG's IHDR, a
// JPEG's SOF, an HEIC's 'ispe' boxes and every image XObject's /Width and /Height in a PDF. A
// file that claims more pixels than the cap ends as that document's error with the size it
// claims; nothing is allocated for it. (A 875 KB PDF holding one 30000 x 30000 image took the server to 4 GB.)
import { formatCount } from '@lending/domain';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { ExtractionFailure } from './ocr';

export type ImageSize = { width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk (the first chunk), else null. */
const pngSize = (bytes: Buffer): ImageSize | null => {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** Start-of-frame markers (baseline, progressive, lossless...): C0-CF except C4, C8 and CC. */
const isSof = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its first SOF segment, else null. */
const jpegSize = (bytes: Buffer): ImageSize | null => {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (isSof(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
};

/** The size a PNG or JPEG declares, without decoding it; null for anything else. */
export const rasterSize = (bytes: Buffer): ImageSize | null => pngSize(bytes) ?? jpegSize(bytes);

/**
 * An HEIC photo's largest declared size: its 'ispe' (image spatial extents) properties, read from
 * the start of the file (the meta box comes first in a camera's HEIC), else null.
 */
const heicSize = (bytes: Buffer): ImageSize | null => {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  const head = bytes.subarray(0, Math.min(bytes.length, 1 << 20));
  let best: ImageSize | null = null;
  for (let at = head.indexOf('ispe'); at >= 0 && at + 16 <= head.length; at = head.indexOf('ispe', at + 4)) {
    const size = { width: head.readUInt32BE(at + 8), height: head.readUInt32BE(at + 12) };
    if (!best || size.width * size.height > best.width * best.height) best = size;
  }
  return best;
};

/** Every image XObject of a PDF (the object table only: no stream is decompressed). */
const pdfImageSizes = async (bytes: Buffer): Promise<ImageSize[]> => {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    // pdf.js, which reads it next, says what is wrong with the file.
    return [];
  }
  const sizes: ImageSize[] = [];
  const subtype = PDFName.of('Subtype');
  const image = PDFName.of('Image');
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(subtype) !== image) continue;
    const side = (key: string) => {
      const value = object.dict.lookup(PDFName.of(key));
      return value instanceof PDFNumber ? Math.abs(value.asNumber()) : 0;
    };
    sizes.push({ width: side('Width'), height: side('Height') });
  }
  return sizes;
};

const megapixels = (pixels: number) => `${formatCount(pixels / 1_000_000)} megapixels`;

/** The message a person reads on the document (size claimed, the cap, what to do). */
export const tooManyPixelsMessage = (size: ImageSize, maxPixels: number, where: string): string =>
  `${where} is ${formatCount(size.width)} x ${formatCount(size.height)} pixels ` +
  `(${megapixels(size.width * size.height)}); at most ${megapixels(maxPixels)} are read. ` +
  'Scan or export it at a lower resolution (150-300 dpi) and upload it again';

/**
 * Throws ExtractionFailure when a PNG, a JPEG or any image inside a PDF declares more pixels
 * than maxPixels. Reads headers and the PDF's object table only.
 */
export const assertPixelCap = async (bytes: Buffer, maxPixels: number): Promise<void> => {
  const raster = rasterSize(bytes) ?? heicSize(bytes);
  if (raster) {
    if (raster.width * raster.height > maxPixels)
      throw new ExtractionFailure(tooManyPixelsMessage(raster, maxPixels, 'The image'));
    return;
  }
  if (bytes.subarray(0, 1024).includes('%PDF-'))
    for (const size of await pdfImageSizes(bytes))
      if (size.width * size.height > maxPixels)
        throw new ExtractionFailure(tooManyPixelsMessage(size, maxPixels, 'An image inside the PDF'));
};
