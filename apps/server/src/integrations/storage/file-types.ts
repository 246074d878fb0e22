// Type by content, not by name (DESIGN.md §5): the first bytes decide what a file is.
export type DetectedType = { mime: string; extension: string };

const startsWith = (bytes: Buffer, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

export const detectFileType = (bytes: Buffer): DetectedType | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, [0x42, 0x4d])) return { mime: 'image/bmp', extension: 'bmp' };
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(brand))
      return { mime: 'image/heic', extension: 'heic' };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip container: Office Open XML documents carry their part names near the start.
    const head = bytes.subarray(0, Math.min(bytes.length, 4096)).toString('latin1');
    if (head.includes('word/'))
      return {
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        extension: 'docx',
      };
    if (head.includes('xl/'))
      return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
    return { mime: 'application/zip', extension: 'zip' };
  }
  return null;
};

/** Content types a client may announce for an upload, each mapped to the types its bytes may have. */
const ACCEPTED: Record<string, string[]> = {
  'application/pdf': ['application/pdf'],
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg'],
  'image/jpg': ['image/jpeg'],
  'image/gif': ['image/gif'],
  'image/bmp': ['image/bmp'],
  'image/heic': ['image/heic'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
};

export const isAcceptedContentType = (contentType: string): boolean => contentType.toLowerCase() in ACCEPTED;

/** True when the bytes are of the announced content type. */
export const matchesContentType = (bytes: Buffer, contentType: string): boolean => {
  const detected = detectFileType(bytes);
  const allowed = ACCEPTED[contentType.toLowerCase()];
  return Boolean(detected && allowed?.includes(detected.mime));
};
