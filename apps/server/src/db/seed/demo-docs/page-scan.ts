// A signed page as it comes back from the borrower (issue 23 item 1): the text PDF's page
// printed, signed and scanned at 200 dpi: a little rotated, grey noise, and no text layer.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { openPdf, renderPdfPage } from '../../../integrations/ocr/pdf';
import { createRng } from '../prng';

const DPI = 200;

/** The image of one page: rotated by up to a degree, a pen signature, sensor noise. */
const scanPage = async (png: Buffer, seed: number): Promise<Buffer> => {
  const rng = createRng(seed);
  const page = await loadImage(png);
  const canvas = createCanvas(page.width, page.height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f3ee';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.save();
  g.translate(canvas.width / 2, canvas.height / 2);
  g.rotate(((rng.next() - 0.5) * 2 * Math.PI) / 180);
  g.drawImage(page, -page.width / 2, -page.height / 2);
  g.restore();
  // A pen stroke over the lowest signature line.
  g.strokeStyle = '#1b2a6b';
  g.lineWidth = 3;
  g.beginPath();
  const y = canvas.height * 0.78;
  g.moveTo(canvas.width * 0.1, y);
  for (let x = 0; x < 40; x++)
    g.lineTo(canvas.width * (0.1 + x * 0.005), y - 12 - Math.sin(x * 0.9) * 14 * rng.next());
  g.stroke();
  const image = g.getImageData(0, 0, canvas.width, canvas.height);
  for (let p = 0; p < image.data.length; p += 4) {
    const noise = (rng.next() - 0.5) * 22;
    for (let c = 0; c < 3; c++) image.data[p + c] = Math.max(0, Math.min(255, image.data[p + c]! + noise));
  }
  g.putImageData(image, 0, 0);
  return canvas.toBuffer('image/jpeg', 80);
};

/** A scanner's PDF of the given pages of `pdf` (1-based; default: the last page). */
export const scannedCopyPdf = async (pdf: Buffer, seed: number, pages?: number[]): Promise<Buffer> => {
  const source = await openPdf(pdf);
  const wanted = pages ?? [source.numPages];
  const images: Buffer[] = [];
  for (const number of wanted) {
    const page = await source.getPage(number);
    // The fast PNG (same pixels): it is decoded at once, never kept.
    images.push(await scanPage(await renderPdfPage(page, DPI, 3400, 'ocr'), seed + number));
    page.cleanup();
  }
  await source.destroy();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const image of images) doc.addPage().image(image, 0, 0, { width: 612, height: 792 });
    doc.end();
  });
};
