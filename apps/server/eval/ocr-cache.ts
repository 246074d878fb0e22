// An OCR engine that keeps each image's result on disk by the image's hash and the OCR pipeline's
// version (eval only): the set's documents are the same on every run, so after one OCR pass
// (about 25 minutes on this machine) rule changes are re-scored on every layout in seconds; a
// change inside the engine (OCR_VERSION) reads every image again instead of reusing results read
// before it. `npm run eval -- --ocr-cache <dir>`.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OCR_VERSION, type OcrEngine, type OcrResult } from '../src/integrations/ocr/ocr';

/**
 * `readOnly`: a miss is read by the engine but not written (a committed fixture stays as it is);
 * `ext`: the files' extension ('.ocr' for committed fixtures, which the formatter leaves alone).
 */
export const cachedOcr = (engine: OcrEngine, dir: string, readOnly = false, ext = '.json'): OcrEngine => ({
  name: `${engine.name} (cached in ${dir})`,
  recognize: async (image) => {
    const hash = createHash('sha256').update(`ocr ${OCR_VERSION}\n`).update(image).digest('hex');
    const file = path.join(dir, `${hash}${ext}`);
    const hit = await readFile(file, 'utf8').catch(() => null);
    if (hit) return JSON.parse(hit) as OcrResult;
    const result = await engine.recognize(image);
    if (readOnly) return result;
    await mkdir(dir, { recursive: true });
    await writeFile(file, JSON.stringify(result));
    return result;
  },
  close: () => engine.close(),
});
