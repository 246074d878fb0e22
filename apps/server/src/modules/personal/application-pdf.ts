// The submitted application as a PDF (issue 8 item 9: staff "download it as PDF"): the same
// outline as the read-only view (@lending/domain applicationOutline), every answer of the 8
// sections, the names of the uploaded files and the borrower's signature. Noto fonts so any name
// renders.
import { applicationOutline, WIZARD_SECTIONS, type OutlineSection } from '@lending/domain';
import PDFDocument from 'pdfkit';
import { pdfBuffer, registerUnicodeFonts, writeUnicode } from '../../lib/pdf-writer';

export type ApplicationPdfInput = {
  loanName: string | null;
  borrowerName: string | null;
  data: Record<string, unknown>;
  submittedEpoch: number | null;
  signaturePng: Buffer | null;
};

const LEFT = 54;
const LABEL_WIDTH = 250;
const VALUE_X = LEFT + LABEL_WIDTH + 12;
const VALUE_WIDTH = 612 - 54 - VALUE_X;

const drawSection = (doc: PDFKit.PDFDocument, section: OutlineSection) => {
  if (doc.y > 640) doc.addPage();
  doc.moveDown(0.8).fillColor('#1c7ed6');
  writeUnicode(doc, `Section ${section.number} / ${WIZARD_SECTIONS}  ${section.title}`, 'bold', {
    width: 504,
  });
  doc
    .fillColor('black')
    .moveTo(LEFT, doc.y + 2)
    .lineTo(558, doc.y + 2)
    .strokeColor('#ced4da')
    .stroke();
  doc.moveDown(0.4).fontSize(9.5);
  for (const row of section.rows) {
    if (doc.y > 700) doc.addPage();
    const top = doc.y;
    const indent = row.indent ? 14 : 0;
    doc.fillColor('#495057');
    writeUnicode(doc, row.label, 'regular', { width: LABEL_WIDTH - indent });
    const afterLabel = doc.y;
    doc.x = LEFT + indent;
    doc.y = top;
    doc.fillColor('black');
    const value = row.file ? `${row.value} (uploaded file)` : row.value;
    doc.text('', VALUE_X, top);
    writeUnicode(doc, value, 'bold', { width: VALUE_WIDTH });
    doc.x = LEFT;
    doc.y = Math.max(afterLabel, doc.y) + 4;
  }
  doc.fontSize(11);
};

export const renderApplicationPdf = (input: ApplicationPdfInput): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    info: { Title: `Loan application${input.loanName ? ` - ${input.loanName}` : ''}`, Author: 'Lending' },
  });
  const done = pdfBuffer(doc);
  registerUnicodeFonts(doc);
  doc.fontSize(18);
  writeUnicode(doc, 'Loan application', 'bold');
  doc.fontSize(10).fillColor('#495057');
  if (input.loanName) writeUnicode(doc, `Loan: ${input.loanName}`, 'regular');
  if (input.borrowerName) writeUnicode(doc, `Borrower: ${input.borrowerName}`, 'regular');
  writeUnicode(
    doc,
    input.submittedEpoch
      ? `Submitted: ${new Date(input.submittedEpoch * 1000).toUTCString()}`
      : 'Not submitted yet (draft)',
    'regular',
  );
  doc.fillColor('black').fontSize(11);
  for (const section of applicationOutline(input.data)) drawSection(doc, section);
  if (input.signaturePng) {
    if (doc.y > 600) doc.addPage();
    doc.moveDown(0.6).fontSize(9.5).fillColor('#495057');
    writeUnicode(doc, 'Signature', 'regular');
    doc.fillColor('black');
    doc.image(input.signaturePng, LEFT, doc.y + 4, { fit: [240, 90] });
    doc.y += 98;
  }
  doc.end();
  return done;
};
