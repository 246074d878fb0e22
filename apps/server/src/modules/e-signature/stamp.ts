// Stamping a signed document (DESIGN.md §5, issue 11 item 5): each signer's drawn or typed
// signature is drawn on the last page of the original PDF, and a signature certificate page is
// appended with, per signer, name, e-mail, time, IP and the SHA-256 of the original file. Text is
// set in the embedded Noto fonts (docgen/fonts.ts) so any name renders.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontBytes, fontkit, textRuns, type FontFace } from '../../docgen/fonts.js';

export type StampSigner = {
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

const INK = rgb(0.05, 0.1, 0.35);
const GRAY = rgb(0.35, 0.35, 0.35);

type Fonts = Record<FontFace, PDFFont>;

const drawRuns = (
  page: PDFPage,
  fonts: Fonts,
  text: string,
  x: number,
  y: number,
  size: number,
  color = rgb(0, 0, 0),
) => {
  let cursor = x;
  for (const run of textRuns(text)) {
    const font = fonts[run.face];
    page.drawText(run.text, { x: cursor, y, size, font, color });
    cursor += font.widthOfTextAtSize(run.text, size);
  }
};

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

export const stampSignedPdf = async (input: StampInput): Promise<Uint8Array> => {
  const pdf = await PDFDocument.load(input.original, { updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const fonts: Fonts = {
    latin: await pdf.embedFont(fontBytes('latin', 'regular'), { subset: true }),
    cjk: await pdf.embedFont(fontBytes('cjk', 'regular'), { subset: true }),
  };

  // Signatures along the bottom of the last page, one block per signer.
  const pages = pdf.getPages();
  const last = pages[pages.length - 1]!;
  const { width } = last.getSize();
  const blockWidth = Math.min(180, (width - 72) / Math.max(1, input.signers.length));
  for (const [index, signer] of input.signers.entries()) {
    const x = 36 + index * blockWidth;
    const y = 40;
    if (signer.drawing) {
      const image = await pdf.embedPng(signer.drawing);
      const scale = Math.min((blockWidth - 12) / image.width, 40 / image.height, 1);
      last.drawImage(image, { x, y: y + 14, width: image.width * scale, height: image.height * scale });
    } else if (signer.typedName) {
      drawRuns(last, fonts, signer.typedName, x, y + 22, 16, INK);
    }
    last.drawLine({
      start: { x, y: y + 12 },
      end: { x: x + blockWidth - 12, y: y + 12 },
      color: GRAY,
      thickness: 0.5,
    });
    drawRuns(last, fonts, `Signed by ${signer.name}`, x, y + 2, 7, GRAY);
    drawRuns(last, fonts, utc(signer.signedAt), x, y - 7, 7, GRAY);
  }

  // The certificate page.
  const page = pdf.addPage([612, 792]);
  let y = 740;
  const line = (text: string, size = 10, gap = 16, color = rgb(0, 0, 0)) => {
    drawRuns(page, fonts, text, 56, y, size, color);
    y -= gap;
  };
  line('Signature Certificate', 18, 30);
  line(`Document: ${input.documentName}`);
  line(`Envelope: ${input.envelopeId}`);
  line('SHA-256 of the original document:', 10, 14);
  line(input.originalSha256, 9, 26, GRAY);
  for (const signer of input.signers) {
    line(`Signer: ${signer.name}`, 12, 18);
    line(`E-mail: ${signer.email}`);
    line(`Signed at: ${utc(signer.signedAt)}`);
    line(`IP address: ${signer.ip ?? 'unknown'}`);
    line(`Signature: ${signer.drawing ? 'drawn' : `typed (${signer.typedName ?? ''})`}`, 10, 26);
  }
  line('Each signer opened a private, single-use link sent to the e-mail above, agreed to sign', 8, 11, GRAY);
  line('electronically, and signed. The original document is kept unchanged beside this copy.', 8, 11, GRAY);
  return pdf.save();
};
