// One document's reading as a task (issue 23): the bytes, its name and the template's prompts in;
// pages with word boxes and the offline extractor's values out. The same function runs in the
// extraction child process (extract-child.ts) and, with a test's fake OCR engine, in a test.
import type { OcrEngine } from '../../integrations/ocr/ocr';
import { extractOffline, type ExtractedValue, type Prompt } from './extractor/extract';
import { readDocument, type Progress, type ReadLimits, type ReadResult } from './read-document';

export type ReadTask = { bytes: Uint8Array; documentName: string; prompts: Prompt[]; limits: ReadLimits };

export type ReadOutcome = { read: ReadResult; values: ExtractedValue[]; documentClass: string | null };

/** Reads documents somewhere (a capped child process in the app; in process in a unit test). */
export type DocumentReader = {
  read: (task: ReadTask, onProgress: Progress) => Promise<ReadOutcome>;
  close: () => Promise<void>;
};

export const readAndExtract = async (
  task: ReadTask,
  ocr: OcrEngine,
  onProgress: Progress,
): Promise<ReadOutcome> => {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const read = await readDocument(bytes, ocr, task.limits, onProgress);
  const offline = extractOffline({
    pages: read.pages.map((p) => ({ page: p.page, text: p.text })),
    documentName: task.documentName,
    prompts: task.prompts,
  });
  return { read, values: offline.values, documentClass: offline.documentClass?.id ?? null };
};
