// A learned kind of document (issue 23, measured, not shipped): a softmax over the kinds
// (multinomial logistic regression) on the hashed words and word pairs of a document's first pages
// (cleaned as the extractor cleans them), trained on text PDFs, scans and photos; its threshold the
// lowest probability at which no family, left out in turn, is taken for another kind. learn-lofo.ts
// --kinds measures the extractor with it where the rules' signals recognise no kind: it names every
// such document of families 8-10 right, but the rules' readers and the locator then state wrong
// values on them (the figures in learn-lofo.ts).
import { cleanText } from '../../src/modules/documents-intelligence/extractor/clean';
import type { PageText } from '../../src/modules/documents-intelligence/extractor/find';
import { slotOf } from '../../src/modules/documents-intelligence/extractor/learned-features';
import { seededShuffle } from '../../src/modules/documents-intelligence/extractor/learned-softmax';
import type { LearnDocument } from './learn-data';
import { familiesOf } from './learn-model';

const SIZE = 1 << 12;

/** The words and word pairs of a document's first five pages (each once). */
const kindFeatures = (pages: PageText[]): string[] => {
  const words = pages
    .slice(0, 5)
    .map((p) => p.text)
    .join('\n')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 2);
  const out = new Set(['bias']);
  words.forEach((w, i) => {
    out.add(`w:${w}`);
    if (i > 0) out.add(`b:${words[i - 1]}_${w}`);
  });
  return [...out];
};

type Example = { slots: number[]; kind: number };
type Dense = { kinds: string[]; w: Float64Array[] };

const slotsByDoc = new WeakMap<LearnDocument, number[]>();
const slotsOfDoc = (d: LearnDocument) => {
  let slots = slotsByDoc.get(d);
  if (!slots) {
    const pages = d.pages.map((p) => ({ ...p, text: cleanText(p.text) }));
    slots = [...new Set(kindFeatures(pages).map((f) => slotOf(f, SIZE)))];
    slotsByDoc.set(d, slots);
  }
  return slots;
};

/** Each kind's probability (softmax over the kinds' scores). */
const probabilitiesOf = (m: Dense, slots: number[]) => {
  const z = m.w.map((w) => slots.reduce((a, s) => a + w[s]!, 0));
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
};

const train = (docs: LearnDocument[]): Dense => {
  const kinds = [...new Set(docs.map((d) => d.cls))].sort();
  const w = kinds.map(() => new Float64Array(SIZE));
  const examples: Example[] = docs.map((d) => ({ slots: slotsOfDoc(d), kind: kinds.indexOf(d.cls) }));
  const shuffle = seededShuffle(11);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < 20; epoch++) {
    shuffle(order);
    const rate = 0.2 / (1 + epoch * 0.2);
    for (const i of order) {
      const e = examples[i]!;
      const p = probabilitiesOf({ kinds, w }, e.slots);
      p.forEach((q, k) => {
        const g = ((k === e.kind ? 1 : 0) - q) * rate;
        for (const s of e.slots) w[k]![s] = w[k]![s]! * (1 - rate * 1e-3) + g;
      });
    }
  }
  return { kinds, w };
};

type KindGuess = { doc: LearnDocument; kind: string; p: number };

const guess = (m: Dense, d: LearnDocument): KindGuess => {
  const p = probabilitiesOf(m, slotsOfDoc(d));
  const best = p.indexOf(Math.max(...p));
  return { doc: d, kind: m.kinds[best]!, p: p[best]! };
};

/** Each family's documents read by a model trained on the other families. */
const heldOutKinds = (docs: LearnDocument[]): KindGuess[] =>
  familiesOf(docs).flatMap((f) => {
    const m = train(docs.filter((d) => d.family !== f));
    return docs.filter((d) => d.family === f).map((d) => guess(m, d));
  });

/** The lowest probability at which none of the guesses takes a document for another kind. */
const kindThresholdOf = (guesses: KindGuess[]) =>
  guesses.reduce((t, g) => (g.kind !== g.doc.cls ? Math.max(t, g.p + 1e-9) : t), 0.5);

/** Leave-one-family-out guesses for the held families, each from a model (and threshold) without it. */
export const lofoKinds = (docs: LearnDocument[], held: string[]) =>
  held.flatMap((f) => {
    const rest = docs.filter((d) => d.family !== f);
    const t = kindThresholdOf(heldOutKinds(rest));
    const m = train(rest);
    return docs.filter((d) => d.family === f).map((d) => ({ ...guess(m, d), threshold: t }));
  });
