// The evaluation set's layouts: a text PDF (pdfkit), a scan (the page drawn at 150-300 dpi,
// skewed, with speckle noise, delivered as a scanner's image-only PDF) and a phone photo (tilted,
// sheared, unevenly lit, on a desk, JPEG). Deterministic: the same seed draws the same pixels.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import type { Rng } from './rng';
import type { Line } from './types';

const collect = (build: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });

/** A text PDF: 11 pt lines, the first line of each page bold, two-column rows side by side. */
export const textPdf = (pages: Line[][]): Promise<Buffer> =>
  collect(
    (doc) => {
      for (const [n, lines] of pages.entries()) {
        if (n > 0) doc.addPage();
        let y = 72;
        for (const [i, line] of lines.entries()) {
          doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(i === 0 ? 14 : 10.5);
          if (typeof line === 'string') {
            doc.text(line || ' ', 72, y, { width: 468 });
            y = doc.y + 3;
          } else {
            doc.text(line[0], 72, y, { width: 250 });
            const left = doc.y;
            doc.text(line[1], 330, y, { width: 210 });
            y = Math.max(left, doc.y) + 3;
          }
        }
      }
    },
    { size: 'LETTER', margin: 0, autoFirstPage: true },
  );

const wrap = (g: SKRSContext2D, text: string, width: number): string[] => {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && g.measureText(next).width > width) {
      out.push(current);
      current = word;
    } else current = next;
  }
  out.push(current);
  return out;
};

/** Draws one page's lines onto a context whose unit is one inch. */
const drawPage = (g: SKRSContext2D, lines: Line[], dpi: number) => {
  g.fillStyle = '#1a1a1a';
  const size = 0.15 * dpi;
  let y = dpi;
  for (const [i, line] of lines.entries()) {
    g.font = `${i === 0 ? 'bold ' : ''}${Math.round(i === 0 ? size * 1.3 : size)}px sans-serif`;
    const columns: [string, number, number][] =
      typeof line === 'string'
        ? [[line, 1, 6.5]]
        : [
            [line[0], 1, 3.4],
            [line[1], 4.6, 3],
          ];
    let rows = 1;
    for (const [text, x, width] of columns) {
      const parts = wrap(g, text, width * dpi);
      parts.forEach((part, k) => g.fillText(part, x * dpi, y + k * size * 1.5));
      rows = Math.max(rows, parts.length);
    }
    y += rows * size * 1.5 + size * 0.2;
  }
};

const speckle = (g: SKRSContext2D, r: Rng, width: number, height: number, dots: number) => {
  for (let i = 0; i < dots; i++) {
    g.fillStyle = r.next() < 0.7 ? 'rgba(40,40,40,0.55)' : 'rgba(255,255,255,0.9)';
    const s = 1 + r.int(0, 2);
    g.fillRect(r.next() * width, r.next() * height, s, s);
  }
};

/** A scanned page: letter size at `dpi`, skewed by up to ±1.5°, grey paper, speckles. */
const scanPage = (lines: Line[], r: Rng, dpi: number): Buffer => {
  const width = Math.round(8.5 * dpi);
  const height = Math.round(11 * dpi);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f1efe8';
  g.fillRect(0, 0, width, height);
  g.save();
  g.translate(width / 2, height / 2);
  g.rotate(((r.next() * 3 - 1.5) * Math.PI) / 180);
  g.translate(-width / 2, -height / 2);
  drawPage(g, lines, dpi);
  g.restore();
  speckle(g, r, width, height, Math.round(width * height * 0.0004));
  return canvas.toBuffer('image/png');
};

/** A scanner's PDF: one image per page, no text layer. */
export const scanPdf = (pages: Line[][], r: Rng, dpi: number): Promise<Buffer> => {
  const images = pages.map((lines) => scanPage(lines, r, dpi));
  return collect(
    (doc) =>
      images.forEach((image, n) => {
        if (n > 0) doc.addPage();
        doc.image(image, 0, 0, { width: 612, height: 792 });
      }),
    { size: 'LETTER', margin: 0 },
  );
};

/** A phone photo of the first page: on a desk, tilted 2-5°, sheared, lit from one side, JPEG. */
export const photoJpeg = (lines: Line[], r: Rng): Buffer => {
  const dpi = 170;
  const width = Math.round(9.6 * dpi);
  const height = Math.round(12.2 * dpi);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#5b4a3a';
  g.fillRect(0, 0, width, height);
  g.save();
  g.translate(width / 2, height / 2);
  g.rotate(((r.next() < 0.5 ? -1 : 1) * (2 + r.next() * 3) * Math.PI) / 180);
  g.transform(1, 0, (r.next() - 0.5) * 0.04, 1, 0, 0);
  g.translate(-4.25 * dpi, -5.5 * dpi);
  g.fillStyle = '#faf8f2';
  g.fillRect(0, 0, 8.5 * dpi, 11 * dpi);
  drawPage(g, lines, dpi);
  g.restore();
  const light = g.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, 'rgba(255,255,240,0.18)');
  light.addColorStop(1, 'rgba(0,0,30,0.22)');
  g.fillStyle = light;
  g.fillRect(0, 0, width, height);
  speckle(g, r, width, height, Math.round(width * height * 0.0002));
  return canvas.toBuffer('image/jpeg', 72);
};
