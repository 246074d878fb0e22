// A drawn signature is untrusted bytes that pdfkit will later parse while stamping the document
// (issue 24 E1, E2). Checked in three steps, cheapest first:
// 1. size and header, before any decoding: at most MAX_SIGNATURE_BYTES, a PNG signature followed
//    by an IHDR chunk whose width and height are within the caps (an 8000x8000 image is refused
//    here in microseconds, without inflating 256 MB of pixels);
// 2. a full decode by pngjs (pure JavaScript, CRCs checked, throws on damaged or truncated data),
//    so "PNG magic + garbage" never reaches storage and the envelope's last signer cannot be
//    blocked by a file that the stamp would fail on;
// 3. the decoded pixels are written again as a plain 8-bit RGBA PNG: what is stored (and stamped)
//    is a file made by our own encoder, with no ancillary chunks.
// The caps: the signing page's canvas is 460 x 150 CSS pixels, drawn at the screen's
// devicePixelRatio (at most 4 on today's phones): 1840 x 600 pixels. 2000 x 1000 leaves room and
// keeps a decode under 8 MB of RGBA and a few tens of milliseconds.
import { messages } from '@lending/domain';
import { PNG } from 'pngjs';
import { AppError } from '../../plugins/errors';

/** The signing page's caps; the application wizard's pad is as wide as its form (see its call). */
const SIGNING_PAGE = { maxWidth: 2000, maxHeight: 1000, maxBytes: 256 * 1024 };
type Caps = typeof SIGNING_PAGE;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk (which must come first), or null when there is none. */
const headerSize = (bytes: Buffer): { width: number; height: number } | null => {
  // 8 magic + 4 length + 4 type + 13 data (+ 4 CRC)
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** The PNG to store for a drawn signature, re-encoded from its decoded pixels; 400 otherwise. */
export const checkedSignaturePng = (dataUrl: string, caps: Caps = SIGNING_PAGE): Buffer => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  // 4 base64 characters per 3 bytes: refuse before decoding the base64 itself.
  if (Math.floor((base64.length * 3) / 4) > caps.maxBytes + 2)
    throw new AppError(400, messages.signatureImageTooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > caps.maxBytes) throw new AppError(400, messages.signatureImageTooLarge);
  const size = headerSize(bytes);
  if (!size) throw new AppError(400, messages.signatureImageInvalid);
  if (size.width === 0 || size.height === 0) throw new AppError(400, messages.signatureImageInvalid);
  if (size.width > caps.maxWidth || size.height > caps.maxHeight)
    throw new AppError(400, messages.signatureImageTooLarge);
  let decoded: PNG;
  try {
    decoded = PNG.sync.read(bytes, { checkCRC: true });
  } catch {
    throw new AppError(400, messages.signatureImageInvalid);
  }
  if (decoded.width !== size.width || decoded.height !== size.height)
    throw new AppError(400, messages.signatureImageInvalid);
  return PNG.sync.write(decoded, { colorType: 6, inputColorType: 6, bitDepth: 8, inputHasAlpha: true });
};
