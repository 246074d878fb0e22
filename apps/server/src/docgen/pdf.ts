// The PDF of a generated document, drawn with pdfkit from the same model as the DOCX.
import PDFDocument from 'pdfkit';
import type { DocumentModel } from './model.js';

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

    doc.font('Helvetica-Bold').fontSize(14).text(model.lender, { align: 'center' });
    doc.moveDown(0.3).fontSize(20).text(model.title, { align: 'center' });
    doc.moveDown(1);

    const row = (label: string, value: string) => {
      doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
      doc.font('Helvetica').text(value);
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

    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Terms');
    doc.moveDown(0.4);
    if (model.terms.length === 0) doc.font('Helvetica').fontSize(11).text('N/A');
    for (const term of model.terms) row(term.label, term.value);

    doc.moveDown(2).font('Helvetica-Bold').fontSize(13).text('Signatures');
    for (const signer of model.signers) {
      doc
        .moveDown(1.5)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`${signer.role}: ______________________________`);
      doc.font('Helvetica').text(`${signer.name}    Date: ______________`);
    }
    doc.end();
  });
