// Untrusted image bytes never reach the native decoder unchecked: @napi-rs/canvas's loadImage ends
// the whole process (segmentation fault) on a damaged PNG, so an uploaded file could stop the
// server. PNG and JPEG are decoded first by pure-JavaScript decoders (pngjs, jpeg-js), which throw
// on damaged data; only images that decode cleanly go on to the canvas. Other formats are not
// decoded at all.
import { loadImage, type Image } from '@napi-rs/canvas';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { rasterSize } from './image-header';

export class UndecodableImage extends Error {}

/** 'png' | 'jpeg' from the magic bytes, else null. */
const rasterKind = (bytes: Buffer): 'png' | 'jpeg' | null => {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a)
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
};

/** Largest image accepted for decoding (pixels): about 100 megapixels, 400 MB as RGBA. */
const MAX_PIXELS = 100_000_000;

/** Throws UndecodableImage unless the bytes are a complete, undamaged PNG or JPEG. */
export const assertDecodable = (bytes: Buffer): 'png' | 'jpeg' => {
  const kind = rasterKind(bytes);
  if (!kind) throw new UndecodableImage('Only PNG and JPEG images can be read');
  // The size the header claims is checked before a decoder allocates anything for it.
  const claimed = rasterSize(bytes);
  if (!claimed || claimed.width * claimed.height > MAX_PIXELS)
    throw new UndecodableImage('The image could not be decoded (damaged or too large)');
  try {
    if (kind === 'png') {
      const png = PNG.sync.read(bytes, { checkCRC: true });
      if (png.width * png.height > MAX_PIXELS) throw new Error('too large');
    } else {
      jpeg.decode(bytes, {
        useTArray: true,
        maxResolutionInMP: MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 1024,
      });
    }
  } catch {
    throw new UndecodableImage('The image could not be decoded (damaged or incomplete file)');
  }
  return kind;
};

/** loadImage for untrusted bytes: checked by assertDecodable first. */
export const loadCheckedImage = async (bytes: Buffer): Promise<Image> => {
  assertDecodable(bytes);
  return loadImage(bytes);
};
