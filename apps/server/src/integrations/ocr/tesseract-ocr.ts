// OCR with tesseract.js (WebAssembly, no native install); the English language data ships with
// the install (@tesseract.js-data/eng), so nothing is downloaded at run time. One worker is made
// on first use and reused; pages are read one at a time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rasterSize } from './image-header';
import { createWorker, type Worker } from 'tesseract.js';
import { ExtractionFailure, OCR_VERSION, type OcrEngine, type OcrResult, type PageWord } from './ocr';
import { rowsOf, rowText, type OcrWord } from './ocr-lines';

const require = createRequire(import.meta.url);

/** The folder holding eng.traineddata.gz inside the installed @tesseract.js-data/eng package. */
const engLanguageDir = (): string =>
  path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

type TesseractBlocks = { paragraphs: { lines: { words: OcrWord[] }[] }[] }[];

export const createTesseractOcr = (options: { langPath?: string } = {}): OcrEngine => {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const getWorker = () =>
    (worker ??= createWorker('eng', 1, {
      langPath: options.langPath ?? engLanguageDir(),
      cacheMethod: 'none',
      gzip: true,
    }));

  const recognizeNow = async (image: Buffer): Promise<OcrResult> => {
    // Its callers pass images already checked (safe-image.ts) or drawn by the canvas, and the
    // WebAssembly decoder cannot overrun memory: no second decode here, only the header's size
    // (the word boxes are fractions of it).
    const size = rasterSize(image);
    if (!size) throw new ExtractionFailure('Only PNG and JPEG images can be read');
    const { width, height } = size;
    const w = await getWorker();
    const result = await w.recognize(image, {}, { blocks: true });
    const blocks = (result.data as unknown as { blocks: TesseractBlocks | null }).blocks ?? [];
    // Lines on one row of the page are joined left to right (a two-column row is one line, as in
    // a text PDF), not left in tesseract's blocks (ocr-lines.ts).
    const rows = rowsOf(blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)));
    const text = rows.map(rowText).join('\n');
    const words: PageWord[] = [];
    const confidence: number[] = [];
    for (const word of rows.flat()) {
      words.push([
        word.bbox.x0 / width,
        word.bbox.y0 / height,
        word.bbox.x1 / width,
        word.bbox.y1 / height,
        word.text.trim(),
      ]);
      confidence.push(word.confidence);
    }
    return { text, words, width, height, confidence };
  };

  return {
    name: `tesseract.js (pipeline ${OCR_VERSION})`,
    recognize: (image) => {
      if (closed) return Promise.reject(new ExtractionFailure('The OCR engine has been shut down'));
      const next = queue.then(() => recognizeNow(image));
      queue = next.catch(() => undefined);
      return next;
    },
    close: async () => {
      // No new page is taken; the page being read finishes before the worker goes (terminating it
      // mid-page left tesseract.js posting to a dead worker, an unhandled rejection).
      closed = true;
      await queue;
      const current = worker;
      worker = null;
      if (current) await (await current).terminate();
    },
  };
};
