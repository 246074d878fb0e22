// The one table of file types (issue 12 item 4): what an upload may announce, the extension a
// stored file gets, the content type and disposition a download is served with, and how a preview
// shows it. Type by content, not by name (DESIGN.md §5): the first bytes decide what a file is.
type DetectedType = { mime: string; extension: string };

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    if (head.includes('word/')) return { mime: DOCX_TYPE, extension: 'docx' };
    if (head.includes('xl/')) return { mime: XLSX_TYPE, extension: 'xlsx' };
    return { mime: 'application/zip', extension: 'zip' };
  }
  return null;
};

type PreviewKind = 'pdf' | 'image' | 'heic' | 'other';
/** How the document reader gets text out of it: pdf.js (+ OCR), OCR of the image, after HEIC to JPEG, the DOCX XML. */
type TextReader = 'pdf' | 'image' | 'heic' | 'docx';

type FileType = DetectedType & {
  /** Other spellings a client may announce for the same type. */
  aliases?: string[];
  /** How the browser is shown the file (001 §2 "file kinds handled"). */
  preview: PreviewKind;
  /** Served inline by the file links only where the browser renders it inertly; all else downloads. */
  inline: boolean;
  /** Who may upload it: every upload path, document uploads only (not the wizard), or nobody. */
  upload: 'all' | 'documents' | null;
  /** How its text is read (documents-intelligence); absent: not read. */
  text?: TextReader;
};

const FILE_TYPES: FileType[] = [
  { mime: 'application/pdf', extension: 'pdf', preview: 'pdf', inline: true, upload: 'all', text: 'pdf' },
  { mime: 'image/png', extension: 'png', preview: 'image', inline: true, upload: 'all', text: 'image' },
  {
    mime: 'image/jpeg',
    extension: 'jpg',
    aliases: ['image/jpg'],
    preview: 'image',
    inline: true,
    upload: 'all',
    text: 'image',
  },
  { mime: 'image/gif', extension: 'gif', preview: 'image', inline: true, upload: 'all', text: 'image' },
  { mime: 'image/bmp', extension: 'bmp', preview: 'image', inline: true, upload: 'all', text: 'image' },
  {
    mime: 'image/heic',
    extension: 'heic',
    preview: 'heic',
    inline: false,
    upload: 'documents',
    text: 'heic',
  },
  { mime: DOCX_TYPE, extension: 'docx', preview: 'other', inline: false, upload: 'documents', text: 'docx' },
  { mime: XLSX_TYPE, extension: 'xlsx', preview: 'other', inline: false, upload: 'documents' },
  { mime: 'application/zip', extension: 'zip', preview: 'other', inline: false, upload: null },
];

const byContentType = (contentType: string): FileType | undefined => {
  const type = contentType.toLowerCase();
  return FILE_TYPES.find((entry) => entry.mime === type || entry.aliases?.includes(type));
};
const byExtension = (extension: string): FileType | undefined =>
  FILE_TYPES.find((entry) => entry.extension === extension.toLowerCase());

/** A content type a client may announce for a document upload (000 §7 `content_type`). */
export const isAcceptedContentType = (contentType: string): boolean =>
  Boolean(byContentType(contentType)?.upload);

/** A content type the application wizard takes (002 §5: png, pdf, jpeg, jpg and gif/bmp). */
export const isWizardContentType = (contentType: string): boolean =>
  byContentType(contentType)?.upload === 'all';

/** True when the bytes are of the announced (accepted) content type. */
export const matchesContentType = (bytes: Buffer, contentType: string): boolean => {
  const announced = byContentType(contentType);
  return Boolean(announced?.upload && detectFileType(bytes)?.mime === announced.mime);
};

/** The stored file's extension for an accepted content type ('bin' for anything else). */
export const extensionOf = (contentType: string): string => byContentType(contentType)?.extension ?? 'bin';

/** The content type a stored file is served with, from its server-made key's extension. */
export const contentTypeOfExtension = (extension: string): string =>
  byExtension(extension)?.mime ?? 'application/octet-stream';

/** Whether a file link shows the file in the browser (inline) or downloads it. */
export const isInlineExtension = (extension: string): boolean => byExtension(extension)?.inline ?? false;

/** How a stored document is previewed, from its content type. */
export const previewKindOf = (contentType: string): PreviewKind =>
  byContentType(contentType)?.preview ?? 'other';

/** The detected type of stored bytes (by their first bytes) and how its text is read, if at all. */
export const textReaderOf = (bytes: Buffer): { mime: string | null; reader: TextReader | null } => {
  const mime = detectFileType(bytes.subarray(0, 4096))?.mime ?? null;
  return { mime, reader: (mime && byContentType(mime)?.text) || null };
};
