// The learned locator's models (issue 23), shared by the leave-one-family-out figures
// (learn-lofo.ts) and the weights the extractor ships (learn-weights.ts): per typed field, a
// softmax over a document's candidates and 'none', trained on text PDFs, scans and photos alike
// (the pages cleaned as the extractor cleans them); a threshold per field and kind of page (text
// or OCR) chosen on held-out guesses.
import { cleanText } from '../../src/modules/documents-intelligence/extractor/clean';
import {
  candidatesOf,
  slotOf,
  type Candidate,
  type CandidateKind,
} from '../../src/modules/documents-intelligence/extractor/learned-features';
import { trainSoftmax } from '../../src/modules/documents-intelligence/extractor/learned-softmax';
import { bestValue, shown } from '../../src/modules/documents-intelligence/extractor/learned';
import type { LearnDocument } from './learn-data';
import { stated, valueMatches } from './score';

export { stated };

export const SIZE = 1 << 14;

/** The families present (letters), in order. */
export const familiesOf = (docs: LearnDocument[]) => [...new Set(docs.map((d) => d.family))].sort();

/** Text pages and OCR'd pages (scans, photos) have thresholds of their own. */
export type PageKind = 'text' | 'ocr';
export const pageKindOf = (d: LearnDocument): PageKind => (d.layout === 'text-pdf' ? 'text' : 'ocr');

const kindOf = (docs: LearnDocument[], cls: string, key: string, text: boolean): CandidateKind | null => {
  const values = docs
    .filter((d) => d.cls === cls)
    .map((d) => d.truth[key])
    .filter((v) => v !== null && v !== undefined);
  if (values.every((v) => typeof v === 'number')) return 'number';
  if (values.every((v) => typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v))) return 'date';
  if (values.every((v) => typeof v === 'string' && /^\d{4}$/.test(v))) return 'last4';
  if (text && values.every((v) => typeof v === 'string')) return 'text';
  return null;
};

export type Field = { cls: string; key: string; kind: CandidateKind };
export type Cands = Map<string, Candidate[]>; // doc id + kind -> candidates

/** Per document: the best value, its probability and the candidate quoted. */
export type Guess = {
  doc: LearnDocument;
  field: Field;
  value: number | string | null;
  p: number;
  candidate: Candidate | null;
};

const slotsOf = (d: LearnDocument, field: Field, cands: Cands) =>
  cands.get(`${d.id}|${field.kind}`)!.map((c) => c.features.map((f) => slotOf(f, SIZE)));

/** Which of the document's candidates print the field's true value. */
const positivesOf = (d: LearnDocument, field: Field, cands: Cands) => {
  const truth = d.truth[field.key];
  return cands
    .get(`${d.id}|${field.kind}`)!
    .map((c) => truth !== null && truth !== undefined && valueMatches(truth, c.value));
};

const trained = new Map<string, Float64Array>();

/**
 * The field's softmax trained on the documents; once per set of families (leave one family out
 * trains the model without families f and g for f's inner thresholds and again for g's).
 */
export const trainField = (docs: LearnDocument[], field: Field, cands: Cands): Float64Array => {
  const key = `${field.cls}:${field.key}|${familiesOf(docs).join('')}|${docs.length}`;
  const seen = trained.get(key);
  if (seen) return seen;
  const w = trainSoftmax(
    docs.map((d) => ({ slots: slotsOf(d, field, cands), positive: positivesOf(d, field, cands) })),
    SIZE,
  );
  trained.set(key, w);
  return w;
};

const guessesWith = (w: Float64Array, test: LearnDocument[], field: Field, cands: Cands): Guess[] =>
  test.map((doc) => {
    const pick = bestValue(w, SIZE, cands.get(`${doc.id}|${field.kind}`)!);
    return { doc, field, value: pick?.value ?? null, p: pick?.p ?? 0, candidate: pick?.candidate ?? null };
  });

export const softmaxGuesses = (
  docs: LearnDocument[],
  test: LearnDocument[],
  field: Field,
  cands: Cands,
): Guess[] => guessesWith(trainField(docs, field, cands), test, field, cands);

/** Guesses for each family in turn, from a model trained on the others (of the field's class). */
export const heldOutGuesses = (docs: LearnDocument[], field: Field, cands: Cands): Guess[] => {
  const own = docs.filter((d) => d.cls === field.cls);
  return familiesOf(own).flatMap((f) =>
    softmaxGuesses(
      own.filter((d) => d.family !== f),
      own.filter((d) => d.family === f),
      field,
      cands,
    ),
  );
};

export type Tally = { n: number; right: number; wrong: number };
export const tally = (): Tally => ({ n: 0, right: 0, wrong: 0 });
export const add = (t: Tally, expected: unknown, got: unknown) => {
  if (expected !== null && expected !== undefined) t.n++;
  if (!stated(got)) return;
  if (expected !== null && expected !== undefined && valueMatches(expected as never, got)) t.right++;
  else t.wrong++;
};
export const notFound = (g: Guess) => g.doc.rules?.[g.field.key]?.reason === 'Not found in the document';

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The guess is read from a word the OCR was not sure of: the extractor states it as N/A (extract.ts
 * uncertainWords, the same test on the value's own words).
 */
const unsure = (g: Guess): boolean => {
  const page = g.doc.pages.find((p) => p.page === g.candidate?.page);
  if (!page?.uncertain?.length || g.value === null) return false;
  const quote = letters(g.candidate!.line);
  const parts = String(shown(g.value, g.field.kind)).split(/\s+/).map(letters).filter(Boolean);
  return page.uncertain.some((word) => {
    const w = letters(word);
    if (!w || !quote.includes(w)) return false;
    return parts.some((p) => p === w || (w.length >= 3 && p.length >= 3 && (p.includes(w) || w.includes(p))));
  });
};

/** The value the model states (null under the threshold or from an uncertain word). */
export const statedBy = (g: Guess, threshold: number) => (g.p >= threshold && !unsure(g) ? g.value : null);

/** The lowest threshold at which the model alone states no wrong value on these guesses. */
const thresholdOf = (guesses: Guess[]) => {
  let t = 0.5;
  for (const g of guesses) {
    const truth = g.doc.truth[g.field.key];
    const wrong =
      g.value !== null &&
      !unsure(g) &&
      !(truth !== null && truth !== undefined && valueMatches(truth, g.value));
    if (wrong) t = Math.max(t, g.p + 1e-9);
  }
  return t;
};

/**
 * A threshold per kind of page: text pages' from the guesses on text PDFs; OCR'd pages' from the
 * guesses on scans and photos, and never under the text pages' (fewer of them to choose it on).
 */
export const thresholdsOf = (guesses: Guess[]): Record<PageKind, number> => {
  const text = thresholdOf(guesses.filter((g) => pageKindOf(g.doc) === 'text'));
  const ocr = thresholdOf(guesses.filter((g) => pageKindOf(g.doc) === 'ocr'));
  return { text, ocr: Math.max(text, ocr) };
};

/** Every candidate of every document (its pages cleaned as the extractor cleans them). */
export const candidatesByDocument = (docs: LearnDocument[], text = false): Cands => {
  const cands: Cands = new Map();
  for (const d of docs) {
    const pages = d.pages.map((p) => ({ ...p, text: cleanText(p.text) }));
    const kinds: CandidateKind[] = text ? ['number', 'date', 'last4', 'text'] : ['number', 'date', 'last4'];
    for (const kind of kinds) cands.set(`${d.id}|${kind}`, candidatesOf(pages, kind));
  }
  return cands;
};

/**
 * The fields whose values are typed (amounts, counts, years, dates, account numbers); with `text`,
 * those whose values are texts too (names, numbers written with letters: learned-spans.ts).
 */
export const typedFields = (docs: LearnDocument[], text = false): Field[] => {
  const fields: Field[] = [];
  for (const cls of [...new Set(docs.map((d) => d.cls))])
    for (const key of Object.keys(docs.find((d) => d.cls === cls)!.truth)) {
      const kind = kindOf(docs, cls, key, text);
      if (kind) fields.push({ cls, key, kind });
    }
  return fields;
};
