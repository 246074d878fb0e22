// The extraction child process (issue 23): pdf.js, the canvas and tesseract.js run here, never in
// the API process. The parent (child-reader.ts) starts it with a V8 heap cap, watches its resident
// memory and its time, and kills it when either cap is passed; a file that ends it ends as that
// document's error. Messages: { type: 'read', id, task } in; progress, result or failure out.
import { ExtractionFailure } from '../../integrations/ocr/ocr';
import { createTesseractOcr } from '../../integrations/ocr/tesseract-ocr';
import { renderPageImage } from './page-image';
import { readAndExtract, type ReadTask } from './read-task';

type Request =
  | { type: 'read'; id: number; task: ReadTask }
  | { type: 'page-image'; id: number; bytes: Uint8Array; page: number };

const ocr = createTesseractOcr();
const send = (message: object) => {
  if (process.connected) process.send?.(message);
};

process.on('message', (message: Request) => {
  const { id } = message;
  const work =
    message.type === 'read'
      ? readAndExtract(message.task, ocr, (done, total) => send({ type: 'progress', id, done, total }))
      : renderPageImage(
          Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength),
          message.page,
        );
  void work.then(
    (outcome) => send({ type: 'result', id, outcome }),
    (error: unknown) =>
      send({
        type: 'failure',
        id,
        reason: error instanceof ExtractionFailure ? error.message : null,
        error: (error as { name?: string }).name ?? 'Error',
      }),
  );
});

// The parent went away (stopped, or crashed): nothing is left to read for.
process.on('disconnect', () => {
  void ocr.close().finally(() => process.exit(0));
});
send({ type: 'ready' });
