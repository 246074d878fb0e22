// Text extraction adapters (issue 9): pdf.js for a PDF's own text, an OCR engine for scans and
// images. Words keep their boxes as fractions of the page so a passage can be highlighted.
import type { PageWord } from '../../db/schema/document-pages';

export type { PageWord };

export type ExtractedPage = {
  page: number;
  text: string;
  words: PageWord[];
  width: number;
  height: number;
  method: 'text' | 'ocr';
  /** OCR pages: the words the engine was not sure of (a value read from one is not stated). */
  uncertain?: string[];
  /** OCR pages: the line of `text` (from 0) each uncertain word is on, in the order of `uncertain`. */
  uncertainLines?: number[];
};

export type OcrResult = {
  text: string;
  words: PageWord[];
  width: number;
  height: number;
  /** The engine's confidence in each word (0-100), in the order of `words`. */
  confidence?: number[];
};

/**
 * The version of what turns a page's pixels into its text (preparation, engine settings, lines
 * rebuilt from boxes): a cache of OCR results is keyed by it with the image (eval/ocr-cache.ts),
 * so a change inside the engine is not hidden by results read before it. 2: pages cleaned
 * (prepare-image.ts) and lines rebuilt by rows (ocr-lines.ts).
 */
export const OCR_VERSION = 2;

/** Reads the text of one image (PNG, JPEG, BMP, GIF). Offline. */
export type OcrEngine = {
  name: string;
  recognize: (image: Buffer) => Promise<OcrResult>;
  close: () => Promise<void>;
};

/** A document that cannot be read, with a reason a person can act on (shown on the document). */
export class ExtractionFailure extends Error {
  override name = 'ExtractionFailure';
}
