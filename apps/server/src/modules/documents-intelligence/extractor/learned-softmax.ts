// A per-document choice model for the learned locator (issue 23, experiment): the field's value is
// one of the document's candidates or none; a softmax over them (conditional logit) is trained to
// put its mass on the candidates that carry the true value (on 'none' when the document states none).
type DocExamples = { slots: number[][]; positive: boolean[] };

const NONE_SLOT = 0;

/** A deterministic in-place shuffle (a small LCG) whose state carries from one call to the next. */
export const seededShuffle = (seed: number) => {
  let s = seed;
  return (order: number[]): void => {
    for (let i = order.length - 1; i > 0; i--) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      const j = s % (i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  };
};

export const trainSoftmax = (docs: DocExamples[], size: number, epochs = 30): Float64Array => {
  const w = new Float64Array(size);
  const shuffle = seededShuffle(7);
  const order = docs.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order);
    const rate = 0.3 / (1 + epoch * 0.2);
    for (const k of order) {
      const d = docs[k]!;
      const p = probabilities(w, d.slots);
      // Target: spread over the positives (or on 'none', the last entry, when there are none).
      const any = d.positive.some(Boolean);
      const mass = p.map((q, i) => (i < d.positive.length ? (d.positive[i] ? q : 0) : any ? 0 : q));
      const total = mass.reduce((a, b) => a + b, 0) || 1;
      p.forEach((q, i) => {
        const g = (mass[i]! / total - q) * rate;
        const slots = i < d.slots.length ? d.slots[i]! : [NONE_SLOT];
        for (const slot of slots) w[slot] = w[slot]! * (1 - rate * 1e-3) + g;
      });
    }
  }
  return w;
};

/** The softmax over the candidates and 'none' (last). */
export const probabilities = (w: Float64Array, slots: number[][]): number[] => {
  const z = [...slots.map((s) => s.reduce((a, slot) => a + w[slot]!, 0)), w[NONE_SLOT]!];
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
};
