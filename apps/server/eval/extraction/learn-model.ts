// The learned locator's models (issue 23, experiment), shared by the leave-one-family-out figures
// (learn-lofo.ts) and the weights the extractor ships (learn-weights.ts): per typed field, a
// softmax over a document's candidates and 'none' (the model kept), or a logistic score per
// candidate (the first try, kept to compare); a threshold per field chosen on held-out guesses.
import {
  candidatesOf,
  slotOf,
  type Candidate,
  type CandidateKind,
} from '../../src/modules/documents-intelligence/extractor/learned-features';
import {
  seededShuffle,
  trainSoftmax,
} from '../../src/modules/documents-intelligence/extractor/learned-softmax';
import { bestValue } from '../../src/modules/documents-intelligence/extractor/learned';
import type { LearnDocument } from './learn-data';
import { stated, valueMatches } from './score';

export { stated };

export const SIZE = 1 << 14;
export const FAMILIES = 'abcdefghi'.split('');

const kindOf = (docs: LearnDocument[], cls: string, key: string): CandidateKind | null => {
  const values = docs
    .filter((d) => d.cls === cls)
    .map((d) => d.truth[key])
    .filter((v) => v !== null && v !== undefined);
  if (values.every((v) => typeof v === 'number')) return 'number';
  if (values.every((v) => typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v))) return 'date';
  if (values.every((v) => typeof v === 'string' && /^\d{4}$/.test(v))) return 'last4';
  return null;
};

type Example = { slots: number[]; label: number };

const train = (examples: Example[], seed = 1): Float64Array => {
  const w = new Float64Array(SIZE);
  const shuffle = seededShuffle(seed);
  const order = examples.map((_, i) => i);
  const positives = examples.filter((e) => e.label === 1).length;
  const weightPos = positives === 0 ? 1 : Math.min(20, (examples.length - positives) / positives);
  for (let epoch = 0; epoch < 25; epoch++) {
    shuffle(order);
    const rate = 0.2 / (1 + epoch * 0.2);
    for (const k of order) {
      const e = examples[k]!;
      let z = 0;
      for (const slot of e.slots) z += w[slot]!;
      const p = 1 / (1 + Math.exp(-z));
      const g = (e.label - p) * (e.label === 1 ? weightPos : 1) * rate;
      for (const slot of e.slots) w[slot] = w[slot]! * (1 - rate * 1e-3) + g;
    }
  }
  return w;
};

const score = (w: Float64Array, c: Candidate) => {
  let z = 0;
  for (const f of c.features) z += w[slotOf(f, SIZE)]!;
  return 1 / (1 + Math.exp(-z));
};

export type Field = { cls: string; key: string; kind: CandidateKind };
export type Cands = Map<string, Candidate[]>; // doc id + kind -> candidates

const examplesOf = (docs: LearnDocument[], field: Field, cands: Cands): Example[] =>
  docs.flatMap((d) => {
    const truth = d.truth[field.key];
    return cands.get(`${d.id}|${field.kind}`)!.map((c) => ({
      slots: c.features.map((f) => slotOf(f, SIZE)),
      label: truth !== null && truth !== undefined && valueMatches(truth, c.value) ? 1 : 0,
    }));
  });

/** Per document: the best candidate and its probability. */
export type Guess = { doc: LearnDocument; field: Field; value: number | string | null; p: number };

export const slotsOf = (d: LearnDocument, field: Field, cands: Cands) =>
  cands.get(`${d.id}|${field.kind}`)!.map((c) => c.features.map((f) => slotOf(f, SIZE)));

/** Which of the document's candidates print the field's true value. */
export const positivesOf = (d: LearnDocument, field: Field, cands: Cands) => {
  const truth = d.truth[field.key];
  return cands
    .get(`${d.id}|${field.kind}`)!
    .map((c) => truth !== null && truth !== undefined && valueMatches(truth, c.value));
};

export const softmaxGuesses = (
  docs: LearnDocument[],
  test: LearnDocument[],
  field: Field,
  cands: Cands,
): Guess[] => {
  const w = trainSoftmax(
    docs.map((d) => ({ slots: slotsOf(d, field, cands), positive: positivesOf(d, field, cands) })),
    SIZE,
  );
  return test.map((doc) => {
    const pick = bestValue(w, SIZE, cands.get(`${doc.id}|${field.kind}`)!);
    return { doc, field, value: pick?.value ?? null, p: pick?.p ?? 0 };
  });
};

export const guessesOf = (
  docs: LearnDocument[],
  test: LearnDocument[],
  field: Field,
  cands: Cands,
): Guess[] => {
  if (process.argv.includes('--softmax')) return softmaxGuesses(docs, test, field, cands);
  const w = train(examplesOf(docs, field, cands));
  return test.map((doc) => {
    // Confidence: the best value's probability less the best other value's (an ambiguous pick is not stated).
    const byValue = new Map<string, { value: number | string; p: number }>();
    for (const c of cands.get(`${doc.id}|${field.kind}`)!) {
      const p = score(w, c);
      const seen = byValue.get(String(c.value));
      if (!seen || p > seen.p) byValue.set(String(c.value), { value: c.value, p });
    }
    const ranked = [...byValue.values()].sort((a, b) => b.p - a.p);
    if (ranked.length === 0) return { doc, field, value: null, p: 0 };
    const margin = process.argv.includes('--margin') ? (ranked[1]?.p ?? 0) : 0;
    return { doc, field, value: ranked[0]!.value, p: ranked[0]!.p - margin };
  });
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

/** The lowest threshold at which the model alone states no wrong value on these guesses. */
export const thresholdOf = (guesses: Guess[]) => {
  let t = 0.5;
  for (const g of guesses) {
    const truth = g.doc.truth[g.field.key];
    const wrong =
      g.value !== null && !(truth !== null && truth !== undefined && valueMatches(truth, g.value));
    if (wrong) t = Math.max(t, g.p + 1e-9);
  }
  return t;
};

/** Every candidate of every document, by document id and kind. */
export const candidatesByDocument = (docs: LearnDocument[]): Cands => {
  const cands: Cands = new Map();
  for (const d of docs)
    for (const kind of ['number', 'date', 'last4'] as const)
      cands.set(`${d.id}|${kind}`, candidatesOf(d.pages, kind));
  return cands;
};

/** The fields whose values are typed (amounts, counts, years, dates, account numbers). */
export const typedFields = (docs: LearnDocument[]): Field[] => {
  const fields: Field[] = [];
  for (const cls of [...new Set(docs.map((d) => d.cls))])
    for (const key of Object.keys(docs.find((d) => d.cls === cls)!.truth)) {
      const kind = kindOf(docs, cls, key);
      if (kind) fields.push({ cls, key, kind });
    }
  return fields;
};
