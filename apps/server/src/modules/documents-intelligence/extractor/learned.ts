// The learned locator (issue 23): a fallback for a typed field the rules did not find. Per field, a
// softmax over the document's candidates (amounts, counts, years, dates, account numbers) and
// 'none', trained on the evaluation's text PDFs, scans and photos but the blind family's
// (eval/extraction/learn-weights.ts writes learned-weights.ts); a value is kept only at or above
// the field's threshold for the kind of page (text or OCR), the lowest at which the field's
// leave-one-family-out guesses on that kind stated no wrong value. Its value goes through the same
// checks as a rule's (consistency.ts) and the OCR's doubt about its words (extract.ts).
import { candidatesOf, slotOf, type Candidate, type CandidateKind } from './learned-features';
import { probabilities } from './learned-softmax';
import type { Found, PageText } from './find';
import { LEARNED_WEIGHTS_JSON } from './learned-weights';

/** `threshold` on text pages, `ocrThreshold` on a document with an OCR'd page (absent: not read). */
type FieldModel = {
  kind: string;
  threshold?: number;
  ocrThreshold?: number;
  weights: Record<string, number>;
};
export type LearnedWeights = { size: number; fields: Record<string, FieldModel> };

type Pick = { value: number | string; p: number; candidate: Candidate };

/** The value the candidates most probably print (a value's probability summed over its candidates). */
export const bestValue = (w: Float64Array, size: number, candidates: Candidate[]): Pick | null => {
  const p = probabilities(
    w,
    candidates.map((c) => c.features.map((f) => slotOf(f, size))),
  );
  const byValue = new Map<string, Pick>();
  candidates.forEach((candidate, i) => {
    const seen = byValue.get(String(candidate.value));
    const sum = (seen?.p ?? 0) + p[i]!;
    // The candidate quoted is the value's most probable one.
    const best = seen && p[candidates.indexOf(seen.candidate)]! >= p[i]! ? seen.candidate : candidate;
    byValue.set(String(candidate.value), { value: candidate.value, p: sum, candidate: best });
  });
  return [...byValue.values()].sort((a, b) => b.p - a.p)[0] ?? null;
};

let parsed: LearnedWeights | null = null;
/** The shipped weights, parsed once for every reader of them (the fallback and the second opinion). */
export const shipped = () => (parsed ??= JSON.parse(LEARNED_WEIGHTS_JSON) as LearnedWeights);

const dense = new WeakMap<FieldModel, Float64Array>();
/** A field model's weights as a dense array, built once per model. */
export const weightsOf = (model: FieldModel, size: number) => {
  let w = dense.get(model);
  if (!w) {
    w = new Float64Array(size);
    for (const [slot, v] of Object.entries(model.weights)) w[Number(slot)] = v;
    dense.set(model, w);
  }
  return w;
};

/** An ISO date as the rules state dates ('01/31/2024'). */
export const shown = (value: number | string, kind: string) => {
  if (kind !== 'date' || typeof value !== 'string') return value;
  const [y, m, d] = value.split('-');
  return `${m}/${d}/${y}`;
};

/** The field's value read by the learned model, or null (no model for it, or not sure enough). */
export const locateLearned = (
  classId: string,
  fieldKey: string,
  pages: PageText[],
  weights: LearnedWeights = shipped(),
): Found | null => {
  const model = weights.fields[`${classId}:${fieldKey}`];
  // A name's model only doubts the rules' name (second-opinion.ts): alone it states wrong names.
  if (!model || model.kind === 'text') return null;
  // An OCR'd page lists its uncertain words (none on a text page).
  const threshold = pages.some((p) => p.uncertain !== undefined) ? model.ocrThreshold : model.threshold;
  if (threshold === undefined) return null;
  const pick = bestValue(
    weightsOf(model, weights.size),
    weights.size,
    candidatesOf(pages, model.kind as CandidateKind),
  );
  if (!pick || pick.p < threshold) return null;
  return {
    value: shown(pick.value, model.kind),
    page: pick.candidate.page,
    quote: pick.candidate.line.slice(0, 300),
  };
};
