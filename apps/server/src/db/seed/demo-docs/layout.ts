// Page layout for the demo's lender documents (issue 23 item 1): a letterhead, label/value
// blocks, ruled tables that continue on the next page with their header, paragraphs and a
// "Page n of m" footer, written with pdfkit as real text PDFs (a text layer on every page).
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 54;
const PAGE_BOTTOM = 792 - 72;
const CONTENT_WIDTH = 612 - MARGIN * 2;

/** Draws a document with `draw` and returns its bytes; every page gets a numbered footer. */
export const renderPdf = (
  meta: { title: string; footer?: string },
  draw: (doc: Pdf) => void,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: meta.title, Producer: 'demo seed' },
      compress: true,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      const range = doc.bufferedPageRange();
      for (let i = 0; i < range.count; i++) {
        doc.switchToPage(range.start + i);
        const text = `${meta.footer ? `${meta.footer}    ` : ''}Page ${i + 1} of ${range.count}`;
        // Below the bottom margin: pdfkit would otherwise start a new page for this line.
        doc.page.margins.bottom = 0;
        doc.font('Helvetica').fontSize(8).fillColor('#555555');
        doc.text(text, MARGIN, 792 - 40, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
        doc.fillColor('#000000');
      }
      doc.end();
    } catch (error) {
      reject(error as Error);
    }
  });

/** A letterhead: the issuer's name in a coloured band, its address, then the document's title. */
export const letterhead = (
  doc: Pdf,
  issuer: { name: string; lines: string[]; color: string },
  title: string,
  subtitle?: string,
): void => {
  doc.rect(0, 0, 612, 8).fill(issuer.color);
  doc.fillColor(issuer.color).font('Helvetica-Bold').fontSize(15).text(issuer.name, MARGIN, 30);
  doc.fillColor('#444444').font('Helvetica').fontSize(8.5);
  for (const line of issuer.lines) doc.text(line);
  doc.moveDown(1.2).fillColor('#000000').font('Helvetica-Bold').fontSize(13).text(title, MARGIN);
  if (subtitle) doc.font('Helvetica').fontSize(10).text(subtitle);
  doc.moveDown(0.6);
  rule(doc);
};

const rule = (doc: Pdf, color = '#999999'): void => {
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(612 - MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
  doc.y = y + 6;
  doc.x = MARGIN;
};

export const sectionTitle = (doc: Pdf, text: string): void => {
  ensureRoom(doc, 40);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10.5).text(text.toUpperCase(), MARGIN);
  doc.moveDown(0.2);
};

/** Label: value lines in one or two columns (each pair on one line of text). */
export const fields = (doc: Pdf, rows: Array<[string, string]>, columns: 1 | 2 = 1): void => {
  doc.font('Helvetica').fontSize(9.5);
  const width = CONTENT_WIDTH / columns;
  for (let i = 0; i < rows.length; i += columns) {
    ensureRoom(doc, 16);
    const y = doc.y;
    for (let c = 0; c < columns && i + c < rows.length; c++) {
      const [label, value] = rows[i + c]!;
      doc.font('Helvetica-Bold').text(`${label}: `, MARGIN + c * width, y, { continued: true });
      doc.font('Helvetica').text(value, { width: width - 8 });
    }
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.x = MARGIN;
};

export const paragraph = (doc: Pdf, text: string, size = 9.5): void => {
  ensureRoom(doc, 30);
  doc.font('Helvetica').fontSize(size).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'justify' });
  doc.moveDown(0.5);
};

export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' };

/** A ruled table; rows past the page end continue on a new page under a repeated header. */
export const table = (doc: Pdf, columns: Column[], rows: string[][], options: { bold?: number[] } = {}) => {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const scale = CONTENT_WIDTH / total;
  const widths = columns.map((c) => c.width * scale);
  const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
    const y = doc.y;
    if (shade)
      doc
        .rect(MARGIN, y - 2, CONTENT_WIDTH, 14)
        .fill('#eef1f5')
        .fillColor('#000000');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y, {
        width: widths[i]! - 4,
        align: columns[i]!.align ?? 'left',
        lineBreak: false,
      });
      x += widths[i]!;
    });
    doc.y = y + 14;
  };
  const header = () => {
    drawRow(
      columns.map((c) => c.header),
      true,
      true,
    );
  };
  ensureRoom(doc, 40);
  header();
  rows.forEach((row, index) => {
    if (doc.y > PAGE_BOTTOM - 14) {
      doc.addPage();
      header();
    }
    drawRow(row, options.bold?.includes(index) ?? false, false);
  });
  doc.x = MARGIN;
  doc.moveDown(0.4);
};

export const signatureLines = (doc: Pdf, signers: Array<{ name: string; role: string; date: string }>) => {
  ensureRoom(doc, 60 * Math.ceil(signers.length / 2));
  doc.moveDown(1);
  for (let i = 0; i < signers.length; i += 2) {
    const y = doc.y + 18;
    signers.slice(i, i + 2).forEach((signer, c) => {
      const x = MARGIN + c * (CONTENT_WIDTH / 2);
      doc
        .moveTo(x, y)
        .lineTo(x + 200, y)
        .lineWidth(0.5)
        .strokeColor('#333333')
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text(`${signer.name}, ${signer.role}`, x, y + 4, { width: 230 });
      doc.text(`Date: ${signer.date}`, x, y + 15, { width: 230 });
    });
    doc.y = y + 34;
  }
  doc.x = MARGIN;
};

const ensureRoom = (doc: Pdf, height: number) => {
  if (doc.y + height > PAGE_BOTTOM) doc.addPage();
};
