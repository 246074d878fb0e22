// Stamping a signed document (DESIGN.md §5, issue 11 item 5): each signer's drawn or typed
// signature is drawn along the bottom of the last page of the original PDF, and a signature
// certificate page is appended with, per signer, name, e-mail, time, IP and the SHA-256 of the
// original file. The stamp and the certificate are set with pdfkit in the embedded Noto fonts
// (lib/pdf-fonts.ts, so any name renders and subsets correctly) and merged into the original with
// pdf-lib, which leaves the original's pages as they were.
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import { pdfBuffer, registerUnicodeFonts, writeUnicode } from '../../lib/pdf-writer';

type StampSigner = {
  name: string;
  email: string;
  signedAt: Date;
  ip: string | null;
  /** PNG bytes of a drawn signature, or null for a typed one. */
  drawing: Uint8Array | null;
  typedName: string | null;
};

export type StampInput = {
  original: Uint8Array;
  originalSha256: string;
  documentName: string;
  envelopeId: string;
  signers: StampSigner[];
};

const INK = '#0d1a59';
const GRAY = '#595959';
const STRIP_HEIGHT = 80;

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** One strip as wide as the last page: a block per signer (signature, line, name, time). */
const renderStrip = async (width: number, signers: StampSigner[]) => {
  const doc = new PDFDocument({ size: [width, STRIP_HEIGHT], margin: 0 });
  const done = pdfBuffer(doc);
  registerUnicodeFonts(doc);
  const blockWidth = Math.min(180, (width - 72) / Math.max(1, signers.length));
  signers.forEach((signer, index) => {
    const x = 36 + index * blockWidth;
    if (signer.drawing) {
      doc.image(Buffer.from(signer.drawing), x, 4, { fit: [blockWidth - 12, 40] });
    } else if (signer.typedName) {
      doc.fillColor(INK).fontSize(16);
      doc.text('', x, 22);
      writeUnicode(doc, signer.typedName, 'regular', { width: blockWidth - 12, lineBreak: false });
    }
    doc
      .moveTo(x, 48)
      .lineTo(x + blockWidth - 12, 48)
      .lineWidth(0.5)
      .strokeColor(GRAY)
      .stroke();
    doc.fillColor(GRAY).fontSize(7);
    doc.text('', x, 52);
    writeUnicode(doc, `Signed by ${signer.name}`, 'regular', { width: blockWidth - 12, lineBreak: false });
    doc.text('', x, 62);
    writeUnicode(doc, utc(signer.signedAt), 'regular', { width: blockWidth - 12, lineBreak: false });
  });
  doc.end();
  return done;
};

const renderCertificate = async (input: StampInput) => {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56 });
  const done = pdfBuffer(doc);
  registerUnicodeFonts(doc);
  const line = (text: string, size = 10, weight: 'regular' | 'bold' = 'regular', color = '#000000') => {
    doc.fillColor(color).fontSize(size);
    writeUnicode(doc, text, weight);
  };
  line('Signature Certificate', 18, 'bold');
  doc.moveDown(0.8);
  line(`Document: ${input.documentName}`);
  line(`Envelope: ${input.envelopeId}`);
  line('SHA-256 of the original document:');
  line(input.originalSha256, 9, 'regular', GRAY);
  for (const signer of input.signers) {
    doc.moveDown(0.8);
    line(`Signer: ${signer.name}`, 12, 'bold');
    line(`E-mail: ${signer.email}`);
    line(`Signed at: ${utc(signer.signedAt)}`);
    line(`IP address: ${signer.ip ?? 'unknown'}`);
    line(`Signature: ${signer.drawing ? 'drawn' : `typed (${signer.typedName ?? ''})`}`);
  }
  doc.moveDown(1.5);
  line(
    'Each signer opened a private link sent to the e-mail above, agreed to sign electronically, and signed. ' +
      'The original document is kept unchanged beside this copy.',
    8,
    'regular',
    GRAY,
  );
  doc.end();
  return done;
};

export const stampSignedPdf = async (input: StampInput): Promise<Uint8Array> => {
  const pdf = await PdfLibDocument.load(input.original, { updateMetadata: false });
  const pages = pdf.getPages();
  const last = pages[pages.length - 1]!;
  const { width } = last.getSize();
  const [strip] = await pdf.embedPdf(await renderStrip(width, input.signers));
  last.drawPage(strip!, { x: 0, y: 12 });
  const certificate = await PdfLibDocument.load(await renderCertificate(input));
  const [page] = await pdf.copyPages(certificate, [0]);
  pdf.addPage(page);
  return pdf.save();
};
