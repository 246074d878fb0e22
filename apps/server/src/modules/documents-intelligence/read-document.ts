// Bytes -> pages of text with word boxes (issue 9). A PDF's own text is read directly; a page
// without text (a scan) is rendered and read by OCR; images go to OCR. Anything that cannot be
// read ends in an ExtractionFailure with a reason a person can act on.
import { UndecodableImage, loadCheckedImage } from '../../integrations/ocr/safe-image';
import PizZip from 'pizzip';
import { ZIP_BOMB_MESSAGE, zipProblem } from '../../integrations/storage/file-safety';
import { textReaderOf } from '../../integrations/storage/file-types';
import {
  ExtractionFailure,
  type ExtractedPage,
  type OcrEngine,
  type OcrResult,
} from '../../integrations/ocr/ocr';
import { openPdf, pdfPageText, renderPdfPixels } from '../../integrations/ocr/pdf';
import { assertPixelCap, tooManyPixelsMessage } from '../../integrations/ocr/image-header';
import { cleanForOcr } from '../../integrations/ocr/prepare-image';
import { crossChecked } from '../../integrations/ocr/cross-check';
import { ocrPng } from '../../integrations/ocr/ocr-png';
import { onPage, regionsOf, stripOf, unsureWords, type GreyPage } from '../../integrations/ocr/recheck';
import { declaredDpi } from '../../integrations/ocr/image-density';

import type { Progress, ReadLimits, ReadResult } from '../../integrations/ocr/document-reader';

export type { Progress, ReadLimits, ReadResult };

/** A page with fewer characters than this is treated as a scan. */
const MIN_TEXT_CHARS = 25;
/**
 * OCR reads scanned pages at about 200 dpi. Measured on a 300-dpi bank statement scan: the same
 * words read at a third less time than at full resolution (tesseract's cost follows the pixel
 * count; 10-12 pt text stays ~30 px tall, in its best range); on the evaluation set's 150-dpi
 * scans, 300 dpi read no better than 200 (eval/ocr-fidelity.ts).
 */
const OCR_DPI = 200;
/**
 * A camera's JPEG that declares no resolution (a phone photo) is scaled to this long side, a
 * letter page's at 300 dpi: a photo's page fills only part of the frame, blurred and compressed,
 * and read at 2,200 px (as before) it lost a quarter of its words (eval/ocr-fidelity.ts; at
 * 2,750 px 2 of 140 fields more). A PNG declaring none (a scan's export, a screen capture) is read
 * as a scanned page, at most SCAN_SIDE long: at 3,300 px a 300-dpi scan took 5.6 s cold with the
 * second read (the budget is 5 s).
 */
const PHOTO_SIDE = 3300;
const SCAN_SIDE = 11 * OCR_DPI;
/** A declared resolution under this is a screen's or a camera's (72, 96 dpi), not a scanner's. */
const MIN_DECLARED_DPI = 100;
/**
 * An image declaring more than this (dots per inch) is taken at its pixels, not scaled by it: no
 * scanner of documents writes more, so the header is wrong.
 */
const MAX_DECLARED_DPI = 1200;
/** The longest side of a page rendered for OCR (pixels). */
const MAX_RENDER_SIDE = 3400;
/**
 * Tesseract's word confidence (0-100) under which an OCR word is reported as uncertain (issue 23:
 * the extractor states no value read from it). Chosen on families 1-5 of the evaluation set
 * (apps/server/eval/extraction/README.md, "Word confidence").
 */
const UNCERTAIN_BELOW = 40;
/**
 * The words of a page's first read under RECHECK_BELOW are read a second time from the page
 * prepared at CHECK_SCALE of its size (recheck.ts); a word read otherwise is uncertain
 * (cross-check.ts): a glyph cut by a scanner's speck is read confidently wrong once, rarely the
 * same way twice. Reading only those words, not the whole page again: a demo ID scan's read about
 * 536 -> 460 ms of CPU, a 300-dpi page 1.42 -> 1.19 s warm (families 1-11: no value wrong that
 * was not, a few more right: words read alike by both reads are no longer made uncertain).
 */
const CHECK_SCALE = 0.75;
const RECHECK_BELOW = 96;

/** The cleaned page read; its unsure words read again from `again` (CHECK_SCALE), cross-checked. */
const readTwice = async (ocr: OcrEngine, page: GreyPage, again: () => Promise<GreyPage>) => {
  const first = await ocr.recognize(ocrPng(page.grey, page.width, page.height, 1));
  const unsure = unsureWords(first, RECHECK_BELOW);
  if (unsure.size === 0) return first;
  const small = await again();
  const strip = stripOf(small, regionsOf(first, unsure, small.width, small.height), 1);
  const second = await ocr.recognize(ocrPng(strip.grey, strip.width, strip.height, 1));
  return crossChecked(first, onPage(second, strip, small.width, small.height), unsure);
};

/**
 * The words under the confidence, and the line of the text each is on (the engine's words are
 * its text's, line after line; none when they do not add up, as in a result of another shape).
 */
const uncertainOf = (
  read: OcrResult,
  limits: ReadLimits,
): Pick<ExtractedPage, 'uncertain' | 'uncertainLines'> => {
  const below = limits.uncertainBelow ?? UNCERTAIN_BELOW;
  const lineOfWord = read.text
    .split('\n')
    .flatMap((line, n) => line.split(/\s+/).flatMap((token) => (token ? [n] : [])));
  const doubted = read.words.flatMap((word, i) => ((read.confidence?.[i] ?? 100) < below ? [i] : []));
  const uncertain = doubted.map((i) => read.words[i]![4]);
  return lineOfWord.length === read.words.length
    ? { uncertain, uncertainLines: doubted.map((i) => lineOfWord[i]!) }
    : { uncertain };
};

const readPdf = async (
  bytes: Buffer,
  ocr: OcrEngine,
  limits: ReadLimits,
  onProgress: Progress,
): Promise<ReadResult> => {
  const pdf = await openPdf(bytes, limits.maxPixels);
  try {
    const total = Math.min(pdf.numPages, limits.maxPages);
    const pages: ExtractedPage[] = [];
    let ocrPages = 0;
    let skippedOcr = 0;
    for (let number = 1; number <= total; number++) {
      const page = await pdf.getPage(number);
      const own = await pdfPageText(page);
      if (own.text.replace(/\s/g, '').length >= MIN_TEXT_CHARS) {
        pages.push({ page: number, ...own, method: 'text' });
      } else if (ocrPages < limits.maxOcrPages) {
        ocrPages++;
        const dpi = limits.ocrDpi ?? OCR_DPI;
        // The page size x dpi, checked before the canvas is made (the scale renderPdfPage uses).
        const scale = Math.min(dpi / 72, MAX_RENDER_SIDE / Math.max(own.width, own.height));
        const size = { width: Math.ceil(own.width * scale), height: Math.ceil(own.height * scale) };
        if (limits.maxPixels && size.width * size.height > limits.maxPixels)
          throw new ExtractionFailure(
            tooManyPixelsMessage(size, limits.maxPixels, `Page ${number} rendered for OCR`),
          );
        const read = await readTwice(
          ocr,
          await cleanForOcr(await renderPdfPixels(page, dpi, MAX_RENDER_SIDE)),
          async () =>
            cleanForOcr(await renderPdfPixels(page, dpi * CHECK_SCALE, MAX_RENDER_SIDE * CHECK_SCALE)),
        );
        pages.push({
          page: number,
          text: read.text,
          words: read.words,
          width: own.width,
          height: own.height,
          method: 'ocr',
          ...uncertainOf(read, limits),
        });
      } else {
        skippedOcr++;
        pages.push({ page: number, ...own, method: 'text' });
      }
      page.cleanup();
      await onProgress(number, total);
    }
    const notes: string[] = [];
    if (pdf.numPages > total)
      notes.push(
        `Only the first ${total} of ${pdf.numPages} pages were read (limit ${limits.maxPages} pages)`,
      );
    if (skippedOcr > 0)
      notes.push(`${skippedOcr} scanned page(s) beyond the OCR limit of ${limits.maxOcrPages} were not read`);
    const method = ocrPages === 0 ? 'text' : ocrPages === pages.length ? 'ocr' : 'mixed';
    return { pages, method, note: notes.length > 0 ? notes.join('; ') : null };
  } finally {
    await pdf.destroy();
  }
};

const readImage = async (
  bytes: Buffer,
  ocr: OcrEngine,
  limits: ReadLimits,
  onProgress: Progress,
): Promise<ReadResult> => {
  let image;
  try {
    image = await loadCheckedImage(bytes);
  } catch (error) {
    if (error instanceof UndecodableImage && error.message.startsWith('Only'))
      throw new ExtractionFailure('Only PNG and JPEG images are read: upload the image as PNG, JPEG or PDF');
    throw new ExtractionFailure('The image could not be decoded (damaged or incomplete file)');
  }
  // Every image is cleaned (prepare-image.ts) at about 200 dpi when it declares its resolution (a
  // scanner's JFIF or pHYs); else a JPEG (a phone photo) at a letter page's 300 dpi by its longest
  // side, a PNG at most at a letter page's 200 dpi.
  const dpi = declaredDpi(bytes);
  const longSide = Math.max(image.width, image.height);
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const scale = Math.min(
    MAX_RENDER_SIDE / longSide,
    dpi && dpi >= MIN_DECLARED_DPI && dpi <= MAX_DECLARED_DPI
      ? OCR_DPI / dpi
      : jpeg
        ? Math.min(2, PHOTO_SIDE / longSide)
        : Math.min(1, SCAN_SIDE / longSide),
  );
  const read = await readTwice(ocr, await cleanForOcr(image, scale), () =>
    cleanForOcr(image, scale * CHECK_SCALE),
  );
  await onProgress(1, 1);
  return {
    pages: [
      {
        page: 1,
        text: read.text,
        words: read.words,
        width: read.width,
        height: read.height,
        method: 'ocr',
        ...uncertainOf(read, limits),
      },
    ],
    method: 'ocr',
    note: null,
  };
};

/** The largest HEIC photo decoded in process (a phone photo is 1-5 MB). */
const MAX_HEIC_BYTES = 25 * 1024 * 1024;

/** An iPhone photo (HEIC) becomes a JPEG (heic-convert, pure JS) and is read like any image. */
const heicToJpeg = async (bytes: Buffer): Promise<Buffer> => {
  if (bytes.length > MAX_HEIC_BYTES)
    throw new ExtractionFailure('The HEIC photo is too large to read (at most 25 MB)');
  const { default: convert } = await import('heic-convert');
  try {
    return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.92 }));
  } catch {
    throw new ExtractionFailure('The HEIC photo could not be decoded (damaged or incomplete file)');
  }
};

const readDocx = (bytes: Buffer): ReadResult => {
  let xml: string | undefined;
  if (zipProblem(bytes)) throw new ExtractionFailure(ZIP_BOMB_MESSAGE);
  try {
    xml = new PizZip(bytes).file('word/document.xml')?.asText();
  } catch {
    xml = undefined;
  }
  if (!xml)
    throw new ExtractionFailure('The Word document could not be opened (damaged or not a .docx file)');
  const text = xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {
    pages: [{ page: 1, text, words: [], width: 612, height: 792, method: 'text' }],
    method: 'text',
    note: null,
  };
};

/** Reads a stored file by its content (not its name or announced type). */
export const readDocument = async (
  bytes: Buffer,
  ocr: OcrEngine,
  limits: ReadLimits,
  onProgress: Progress = () => undefined,
): Promise<ReadResult> => {
  if (bytes.length === 0) throw new ExtractionFailure('The file is empty');
  // Pixel counts from the headers (PNG IHDR, JPEG SOF, a PDF's image XObjects), before decoding.
  if (limits.maxPixels) await assertPixelCap(bytes, limits.maxPixels);
  const { mime, reader } = textReaderOf(bytes);
  let result: ReadResult;
  if (reader === 'pdf') result = await readPdf(bytes, ocr, limits, onProgress);
  else if (reader === 'heic') result = await readImage(await heicToJpeg(bytes), ocr, limits, onProgress);
  else if (reader === 'image') result = await readImage(bytes, ocr, limits, onProgress);
  else if (reader === 'docx') result = readDocx(bytes);
  else throw new ExtractionFailure(`Text cannot be read from this file type (${mime ?? 'unknown'})`);
  if (result.pages.every((page) => page.text.replace(/\s/g, '').length === 0))
    throw new ExtractionFailure(
      'No text could be read from this document (blank, or a scan too faint to read)',
    );
  return result;
};
