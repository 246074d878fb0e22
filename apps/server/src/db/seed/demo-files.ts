// Small real files for the demo's uploaded documents (issue 11 item 9): a PDF drawn with pdfkit
// and a PNG encoded here with zlib, so the Files panel previews them like real uploads.
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** A PDF of `pages` pages with a title and a few lines of text per page. */
export const demoPdf = (title: string, lines: string[], pages = 1): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: title }, compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 1; page <= pages; page += 1) {
      if (page > 1) doc.addPage();
      doc.fontSize(20).text(title, { underline: false });
      doc.moveDown();
      doc.fontSize(11);
      for (const line of lines) doc.text(line).moveDown(0.4);
      if (pages > 1)
        doc.moveDown().fontSize(9).fillColor('#666').text(`Page ${page} of ${pages}`).fillColor('#000');
    }
    doc.end();
  });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An RGB PNG that looks like a scanned card: a coloured band and grey "text" lines. */
export const demoPng = (
  width = 480,
  height = 300,
  rgb: [number, number, number] = [76, 110, 245],
): Buffer => {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const isBand = y < 60;
      const isLine = y > 100 && y % 28 < 8 && x > 40 && x < width - 40 - ((y * 7) % 120);
      const [r, g, b] = isBand ? rgb : isLine ? [150, 150, 150] : [248, 249, 250];
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
