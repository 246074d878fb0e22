// Text of a PDF as a person copying from a viewer gets it (tests), read with pdf.js (unpdf) so
// `npm test` needs no system tool such as poppler's pdftotext. Pages are joined by a newline.
import { extractText, getDocumentProxy } from 'unpdf';

export const pdftotext = async (pdf: Buffer | Uint8Array): Promise<string> => {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text.join('\n');
};
