// Writing text into a pdfkit document in the embedded Noto faces (pdf-fonts.ts), so any name renders,
// not only Latin-1. Shared by every PDF the server draws (generated documents' standard layout,
// credit memo, application, signing certificate, servicing letters).
import { fontBytes, textRuns, type FontWeight } from './pdf-fonts';

const FONT_NAMES = ['latin-regular', 'latin-bold', 'cjk-regular', 'cjk-bold'] as const;

/** Registers the Noto faces on a pdfkit document. */
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
