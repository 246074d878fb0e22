// Content checks beyond the type (issue 13, suite 4): a PDF must not carry active content
// (scripts, launch actions, embedded files, Flash/XFA), and a zip container (DOCX, XLSX) must
// not expand beyond a bound (zip bombs). Both are refused before a file is kept or read.
import { inflateRawSync, inflateSync } from 'node:zlib';

export const ACTIVE_PDF_MESSAGE =
  'PDF files with scripts, launch actions or embedded files are not accepted: print the document to PDF and upload it again';
export const ZIP_BOMB_MESSAGE = 'The file expands to more than the allowed size';

/** Largest total a DOCX/XLSX may expand to, and its most entries. */
const ZIP_LIMITS = { maxExpandedBytes: 100 * 1024 * 1024, maxEntries: 5000 } as const;

// PDF name objects that make a document act (ISO 32000: JavaScript and Launch actions, embedded
// and rich-media files, XFA forms, form submission and import, jumps into embedded files).
// /OpenAction and /AA alone are common and harmless (open at page 1): their JavaScript is caught.
const ACTIVE_NAMES =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?![A-Za-z0-9])/;

/** Decodes #xx escapes in PDF names (/J#61vaScript is /JavaScript). */
const decodeNames = (text: string): string =>
  text.replace(/\/[^\s/<>[\]()%]+/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/** True when the PDF carries active content, in its plain objects or in compressed object streams. */
export const pdfHasActiveContent = (bytes: Buffer): boolean => {
  const raw = bytes.toString('latin1');
  if (ACTIVE_NAMES.test(decodeNames(raw))) return true;
  // Objects may sit inside compressed object streams: inflate each stream (bounded) and look again.
  let budget = 64 * 1024 * 1024;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const data = bytes.subarray(start, end);
    if (data[0] === 0x78) {
      try {
        const inflated = inflateSync(data, {
          maxOutputLength: Math.max(1, Math.min(budget, 16 * 1024 * 1024)),
        });
        budget -= inflated.length;
        if (ACTIVE_NAMES.test(decodeNames(inflated.toString('latin1')))) return true;
      } catch {
        // Not a flate stream, cut short, or too large to look into: the page content is not an action.
      }
    }
    if (budget <= 0) return true;
    streams.lastIndex = end;
  }
  return false;
};

/**
 * Null when the zip expands within ZIP_LIMITS (each entry inflated for real, bounded, so lying
 * headers do not help), else the reason. Not a zip at all: null (the type check handles that).
 */
export const zipProblem = (bytes: Buffer): string | null => {
  // End of central directory: the last 'PK\x05\x06' within the final 64 KB.
  const tail = Math.max(0, bytes.length - 65_557);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= tail; i -= 1) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  // No central directory: not an archive any reader (PizZip included) would expand.
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  if (entries === 0xffff || entries > ZIP_LIMITS.maxEntries) return ZIP_BOMB_MESSAGE;
  let offset = bytes.readUInt32LE(eocd + 16);
  let expanded = 0;
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return ZIP_BOMB_MESSAGE;
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const declaredSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const local = bytes.readUInt32LE(offset + 42);
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff || local === 0xffffffff)
      return ZIP_BOMB_MESSAGE; // zip64: never needed by an office document of our size
    expanded += declaredSize;
    if (expanded > ZIP_LIMITS.maxExpandedBytes) return ZIP_BOMB_MESSAGE;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return ZIP_BOMB_MESSAGE;
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    if (method === 8) {
      try {
        const size = inflateRawSync(data, {
          maxOutputLength: Math.max(1, ZIP_LIMITS.maxExpandedBytes - expanded + declaredSize),
        }).length;
        if (size !== declaredSize) return ZIP_BOMB_MESSAGE;
      } catch {
        return ZIP_BOMB_MESSAGE;
      }
    } else if (method !== 0) {
      return ZIP_BOMB_MESSAGE;
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return null;
};
