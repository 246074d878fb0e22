// The PDF of a generated document, drawn with pdfkit from the same model as the DOCX. Text is set
// in embedded Noto fonts (fonts.ts) so any name renders, not only Latin-1.
import PDFDocument from 'pdfkit';
import { fontBytes, textRuns, type FontWeight } from './fonts';
import type { DocumentModel } from './model';

const FONT_NAMES = ['latin-regular', 'latin-bold', 'cjk-regular', 'cjk-bold'] as const;

/** Registers the Noto faces on a pdfkit document (fonts.ts). */
export const registerUnicodeFonts = (doc: PDFKit.PDFDocument): void => {
  for (const name of FONT_NAMES) {
    const [face, weight] = name.split('-') as ['latin' | 'cjk', FontWeight];
    doc.registerFont(name, fontBytes(face, weight));
  }
};

/** Writes text in runs of the face that has each character; `continued` keeps the line open. */
export const writeUnicode = (
  doc: PDFKit.PDFDocument,
  text: string,
  weight: FontWeight,
  options: PDFKit.Mixins.TextOptions & { continued?: boolean } = {},
): void => {
  const runs = textRuns(text);
  runs.forEach((run, index) => {
    const isLast = index === runs.length - 1;
    doc
      .font(`${run.face}-${weight}`)
      .text(run.text, { ...options, continued: isLast ? (options.continued ?? false) : true });
  });
};

/** Collects a pdfkit document into one buffer once it ends. */
export const pdfBuffer = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

export const renderPdf = (model: DocumentModel): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 72,
      info: { Title: `${model.title} - ${model.loan_name}`, Author: model.lender },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerUnicodeFonts(doc);
    const write = (
      text: string,
      weight: FontWeight,
      options: PDFKit.Mixins.TextOptions & { continued?: boolean } = {},
    ) => writeUnicode(doc, text, weight, options);

    doc.fontSize(14);
    write(model.lender, 'bold', { align: 'center' });
    doc.moveDown(0.3).fontSize(20);
    write(model.title, 'bold', { align: 'center' });
    doc.moveDown(1);

    const row = (label: string, value: string) => {
      doc.fontSize(11);
      write(`${label}: `, 'bold', { continued: true });
      write(value, 'regular');
    };
    row('Date', model.date);
    row('Loan', model.loan_name);
    row('Loan Number', model.loan_number);
    row('Borrower', model.borrower_name);
    row('Borrower Email', model.borrower_email);
    row('Property Address', model.property_address);
    row('Loan Amount', model.loan_amount);
    row('Interest Rate', model.interest_rate);
    row('Term', model.duration);
    row('Purpose', model.purpose);

    doc.moveDown(1).fontSize(13);
    write('Terms', 'bold');
    doc.moveDown(0.4);
    if (model.terms.length === 0) {
      doc.fontSize(11);
      write('N/A', 'regular');
    }
    for (const term of model.terms) row(term.label, term.value);

    doc.moveDown(2).fontSize(13);
    write('Signatures', 'bold');
    for (const signer of model.signers) {
      doc.moveDown(1.5).fontSize(11);
      write(`${signer.role}: ______________________________`, 'bold');
      write(`${signer.name}    Date: ______________`, 'regular');
    }
    doc.end();
  });
