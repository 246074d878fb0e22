// Uploaded images are stored without their metadata (issue 13 suite 4): a phone photo's EXIF
// carries the GPS position of the borrower's home, the camera's serial number and free text. The
// segments that hold it are cut out; every other byte (the pixel data included) stays as it was.
//   JPEG: APP1 (Exif, XMP), APP13 (Photoshop IPTC) and COM segments. JFIF (APP0), the ICC colour
//         profile (APP2) and Adobe's colour transform (APP14) stay. The EXIF orientation goes with
//         the rest, so a photo taken sideways may show sideways.
//   PNG:  eXIf, tEXt, zTXt, iTXt and tIME chunks.
// A file whose structure cannot be followed is kept from that point on as it came (it is served
// inert either way: fixed content type, nosniff, attachment for anything but images and PDF).

const JPEG_DROPPED = new Set([0xe1, 0xed, 0xfe]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

const stripJpeg = (bytes: Buffer): Buffer => {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    let marker = bytes[at + 1]!;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1;
      marker = bytes[at + 1]!;
    }
    // Markers without a length (TEM, RSTn) and the end of the image.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (marker === 0xd9) break;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) break;
    // Start of scan: the entropy-coded data follows; everything from here is image data.
    if (marker === 0xda) break;
    if (!JPEG_DROPPED.has(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
};

const stripPng = (bytes: Buffer): Buffer => {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) break;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) break;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
};

/** The image without its metadata segments (JPEG, PNG); any other file as it is. */
export const stripImageMetadata = (bytes: Buffer): Buffer => {
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return stripJpeg(bytes);
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return stripPng(bytes);
  return bytes;
};
