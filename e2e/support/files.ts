// Small real files for browser journeys: a text PDF of N pages (valid xref, readable by pdf.js
// and pdftotext) and an RGB PNG, made without any library.
import { deflateSync } from 'node:zlib';

const escapePdf = (text: string) => text.replace(/[()\\]/g, '');

export const makePdf = (title: string, pages = 1): Buffer =>
  pdfOf(
    Array.from(
      { length: pages },
      (_, i) =>
        `BT /F1 24 Tf 72 700 Td (${escapePdf(title)}) Tj 0 -40 Td /F1 14 Tf (Page ${i + 1} of ${pages}) Tj ET`,
    ),
  );

/** A one-page text PDF with these lines (a report a test uploads, with known figures). */
export const makeTextPdf = (lines: string[]): Buffer =>
  pdfOf([`BT /F1 12 Tf 72 720 Td ${lines.map((line) => `(${escapePdf(line)}) Tj 0 -20 Td`).join(' ')} ET`]);

const pdfOf = (contents: string[]): Buffer => {
  const pages = contents.length;
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pageIds.forEach((id, i) => {
    const text = contents[i]!;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

export const makePng = (width = 320, height = 200): Buffer => {
  const raw = Buffer.alloc((1 + width * 3) * height, 0xee);
  for (let y = 0; y < height; y += 1) {
    raw[y * (1 + width * 3)] = 0;
    if (y < 40)
      for (let x = 0; x < width; x += 1) raw.writeUIntBE(0x4c6ef5, y * (1 + width * 3) + 1 + x * 3, 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
