// The evaluation set's shapes: a generator family renders a document of one class from a seeded
// random source, with the values it printed (the ground truth).
import type { Rng } from './rng';

/** A printed line, or a two-column row (left text, right text). */
export type Line = string | [string, string];

/** Expected value of a field: null means the document does not state it (the answer is N/A). */
export type Expected = string | number | string[] | number[] | null;

export type Generated = { truth: Record<string, Expected>; pages: Line[][] };

export type Family = {
  /** class-family, e.g. bank-statement/a */
  id: string;
  /** the extractor's class id */
  cls: string;
  make: (r: Rng) => Generated;
};
