// PDF text in JavaScript (pdf.js through unpdf), so the journeys need no system tool such as
// pdftotext: a newcomer's machine with Node, npm and Chromium runs them all.
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF, pages joined by a newline, runs of white space as one space. */
export const pdfText = async (bytes: Uint8Array | Buffer): Promise<string> => {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ')).join('\n');
};
