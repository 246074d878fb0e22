// OCR with tesseract.js (WebAssembly, no native install); the English language data ships with
// the install (@tesseract.js-data/eng), so nothing is downloaded at run time. One worker is made
// on first use and reused; pages are read one at a time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rasterSize } from './image-header';
import { createWorker, type Worker } from 'tesseract.js';
import { ExtractionFailure, type OcrEngine, type OcrResult, type PageWord } from './ocr';

const require = createRequire(import.meta.url);

/** The folder holding eng.traineddata.gz inside the installed @tesseract.js-data/eng package. */
const engLanguageDir = (): string =>
  path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

type TesseractWord = {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
};

type TesseractBlocks = { paragraphs: { lines: { words: TesseractWord[] }[] }[] }[];

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
    const result = await w.recognize(image, {}, { blocks: true, text: true });
    const blocks = (result.data as unknown as { blocks: TesseractBlocks | null }).blocks ?? [];
    const words: PageWord[] = [];
    const confidence: number[] = [];
    const lines: string[] = [];
    for (const block of blocks)
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          const texts: string[] = [];
          for (const word of line.words) {
            const text = word.text.trim();
            if (!text) continue;
            texts.push(text);
            words.push([
              word.bbox.x0 / width,
              word.bbox.y0 / height,
              word.bbox.x1 / width,
              word.bbox.y1 / height,
              text,
            ]);
            confidence.push(word.confidence);
          }
          if (texts.length > 0) lines.push(texts.join(' '));
        }
        lines.push('');
      }
    return { text: lines.join('\n').trim(), words, width, height, confidence };
  };

  return {
    name: 'tesseract.js',
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
