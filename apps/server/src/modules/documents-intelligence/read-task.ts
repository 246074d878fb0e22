// One document's reading as a task (issue 23): the bytes, its name and the template's prompts in;
// pages with word boxes and the offline extractor's values out. The same function runs in the
// extraction child process (extract-child.ts) and, with a test's fake OCR engine, in a test.
import type { OcrEngine } from '../../integrations/ocr/ocr';
import { extractOffline } from './extractor/extract';
import { readDocument, type Progress } from './read-document';
import type { DocumentReader, ReadOutcome, ReadTask } from '../../integrations/ocr/document-reader';

// The reader's contract lives below the modules, where the app's deps name it (issue 20).
export type { DocumentReader, ReadOutcome, ReadTask };

export const readAndExtract = async (
  task: ReadTask,
  ocr: OcrEngine,
  onProgress: Progress,
): Promise<ReadOutcome> => {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const read = await readDocument(bytes, ocr, task.limits, onProgress);
  const offline = extractOffline({
    pages: read.pages.map((p) => ({
      page: p.page,
      text: p.text,
      uncertain: p.uncertain,
      uncertainLines: p.uncertainLines,
    })),
    documentName: task.documentName,
    prompts: task.prompts,
  });
  return { read, values: offline.values, documentClass: offline.documentClass?.id ?? null };
};
