// The standard layout of a generated document: drawn with pdfkit from the same model as the DOCX,
// used when the filled template cannot be converted (document-pdf.ts). Text is set in embedded Noto
// fonts (lib/pdf-fonts.ts) so any name renders, not only Latin-1.
import PDFDocument from 'pdfkit';
import type { FontWeight } from '../../lib/pdf-fonts';
import { pdfBuffer, registerUnicodeFonts, writeUnicode } from '../../lib/pdf-writer';
import type { DocumentModel } from './model';

/**
 * The model in the fixed layout. `notice` (a line under the title) tells the reader that this PDF
 * is not their lender's template, when it stands in for one.
 */
export const renderStandardPdf = (
  model: DocumentModel,
  { notice }: { notice?: string } = {},
): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    info: { Title: `${model.title} - ${model.loan_name}`, Author: model.lender },
  });
  const done = pdfBuffer(doc);
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
  if (notice) {
    doc.moveDown(0.5).fontSize(9);
    write(notice, 'regular', { align: 'center' });
  }
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
  return done;
};
