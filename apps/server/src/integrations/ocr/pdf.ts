// pdf.js in Node (the legacy build): a PDF's own text with word boxes, and pages rendered to PNG
// (@napi-rs/canvas) for OCR of scans and for the page images of citations.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { ExtractionFailure, type PageWord } from './ocr';
import { ocrPng } from './ocr-png';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsModule: Promise<PdfJs> | null = null;
const pdfjs = () => (pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** pdf.js leaves out (does not decode) any image larger than this many pixels. */
const MAX_DECODED_IMAGE_PIXELS = 100_000_000;

export const openPdf = async (
  bytes: Buffer,
  maxImagePixels = MAX_DECODED_IMAGE_PIXELS,
): Promise<PDFDocumentProxy> => {
  const lib = await pdfjs();
  try {
    return await lib.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
      cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
      cMapPacked: true,
      verbosity: 0,
      // A second guard behind the header check (image-header.ts): inline images and anything
      // the object table did not show are never decoded above the cap either.
      maxImageSize: maxImagePixels,
      isOffscreenCanvasSupported: false,
    }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new ExtractionFailure('The PDF is password-protected: upload an unlocked copy');
    throw new ExtractionFailure('The file is not a readable PDF (damaged or incomplete)');
  }
};

type TextItem = { str: string; transform: number[]; width: number; height: number; hasEOL?: boolean };

/** The page's own text, with one box per word (fractions of the page, top-left origin). */
export const pdfPageText = async (
  page: PDFPageProxy,
): Promise<{ text: string; words: PageWord[]; width: number; height: number }> => {
  const lib = await pdfjs();
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: PageWord[] = [];
  let text = '';
  for (const raw of content.items) {
    const item = raw as TextItem;
    if (typeof item.str !== 'string') continue;
    if (item.str.length > 0) {
      const tx = lib.Util.transform(viewport.transform, item.transform);
      const fontHeight = Math.hypot(tx[2]!, tx[3]!);
      const left = tx[4]!;
      const top = tx[5]! - fontHeight * 0.85;
      const width = item.width * viewport.scale;
      const perChar = item.str.length > 0 ? width / item.str.length : 0;
      const pattern = /\S+/g;
      for (let match = pattern.exec(item.str); match; match = pattern.exec(item.str)) {
        const x0 = left + match.index * perChar;
        const x1 = x0 + match[0].length * perChar;
        words.push([
          x0 / viewport.width,
          top / viewport.height,
          x1 / viewport.width,
          (top + fontHeight) / viewport.height,
          match[0],
        ]);
      }
      text += item.str;
    }
    text += item.hasEOL ? '\n' : item.str.endsWith(' ') ? '' : ' ';
  }
  return {
    text: text.replace(/[ \t]+\n/g, '\n').trim(),
    words,
    width: viewport.width,
    height: viewport.height,
  };
};

/** The page drawn on a white canvas at `dpi`, its long side capped at `maxPixels`. */
const drawPage = async (page: PDFPageProxy, dpi: number, maxPixels: number) => {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, maxPixels / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvasContext: context as never,
    canvas: canvas as never,
    viewport,
  }).promise;
  return { canvas, context };
};

/** A page's pixels (RGBA) at the given dots per inch, the long side capped at `maxPixels`. */
export const renderPdfPixels = async (
  page: PDFPageProxy,
  dpi: number,
  maxPixels = 3400,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> => {
  const { canvas, context } = await drawPage(page, dpi, maxPixels);
  return {
    data: context.getImageData(0, 0, canvas.width, canvas.height).data,
    width: canvas.width,
    height: canvas.height,
  };
};

/**
 * Renders a page to PNG at the given dots per inch, capped so the long side stays <= maxPixels.
 * `encoding` 'ocr': the same pixels in a PNG made for speed (ocr-png.ts), for the OCR engine to
 * read once; 'png' (default): the canvas's compact PNG, for a page image that is kept or sent.
 */
export const renderPdfPage = async (
  page: PDFPageProxy,
  dpi: number,
  maxPixels = 3400,
  encoding: 'png' | 'ocr' = 'png',
): Promise<Buffer> => {
  const { canvas, context } = await drawPage(page, dpi, maxPixels);
  if (encoding === 'ocr')
    return ocrPng(
      context.getImageData(0, 0, canvas.width, canvas.height).data,
      canvas.width,
      canvas.height,
      4,
    );
  return canvas.toBuffer('image/png');
};
