// What reading a document is, as the app holds it (deps.ts `documentReader`): a document's bytes,
// its name and the template's prompts in; its pages (text with word boxes, ocr.ts) and the offline
// extractor's values out. modules/documents-intelligence implements it (read-task.ts reads one,
// child-reader.ts runs the reads in capped child processes); the core names only these types.
import type { DataPointValueType } from '@lending/domain';
import type { ExtractedPage } from './ocr';

/**
 * maxPixels: the largest image (declared in its header) or rasterised page read (issue 23);
 * uncertainBelow: the OCR word confidence (0-100) under which a word is uncertain (default 40).
 */
export type ReadLimits = {
  maxPages: number;
  maxOcrPages: number;
  ocrDpi?: number;
  maxPixels?: number;
  uncertainBelow?: number;
};
export type ReadResult = { pages: ExtractedPage[]; method: 'text' | 'ocr' | 'mixed'; note: string | null };
export type Progress = (done: number, total: number) => Promise<void> | void;

/** A template's question, answered from the document. */
export type Prompt = { name: string; question: string };

export type ExtractedValue = {
  key: string;
  value_type: DataPointValueType;
  value: unknown;
  reason: string | null;
  page: number | null;
  quote: string | null;
  question: string | null;
};

export type ReadTask = { bytes: Uint8Array; documentName: string; prompts: Prompt[]; limits: ReadLimits };

export type ReadOutcome = { read: ReadResult; values: ExtractedValue[]; documentClass: string | null };

/** Reads documents somewhere (a capped child process in the app; in process in a unit test). */
export type DocumentReader = {
  read: (task: ReadTask, onProgress: Progress) => Promise<ReadOutcome>;
  close: () => Promise<void>;
};

/** The app's reader: documents read in child processes, never in the API process (issue 23). */
export type ChildReader = DocumentReader & {
  /** A page of a stored file as a PNG (citations' page images), rendered in a child; null if it cannot be. */
  pageImage: (bytes: Buffer, page: number) => Promise<Buffer | null>;
  /** Process ids of the children reading a document right now (operations and tests). */
  busyPids: () => number[];
};
