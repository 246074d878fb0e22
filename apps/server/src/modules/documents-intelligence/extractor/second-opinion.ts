// A second opinion before a value is stated (issue 23: no confident wrong value). The rules and the
// learned models (learned.ts) are two independent readers: when the rules state a value no other
// reading confirmed, printed on the line they quote (an amount, a count, a date, an account number,
// a name), and the learned model is sure enough of another of the document's values that it would
// state it alone (its field's own threshold) while it gives the rules' value at most one chance in
// ten, nothing says which reading is right: the value is N/A with both readings in the reason. A
// name's model is shipped for this alone (the locator never states a name). Leave one family out
// (eval/extraction/second-opinion-lofo.ts): of the 63 wrong values the extractors blind to families
// 4-11 stated, 12 become N/A (6 figures and dates, 6 names: 'SUPERVISORY APPRAISER', 'Mailing
// Address'); of today's 1,851 right values on families 1-11, 4. The shipped models have read
// families 1-11.
import { candidatesOf, slotOf, type Candidate, type CandidateKind } from './learned-features';
import { shipped, weightsOf, type LearnedWeights } from './learned';
import { probabilities } from './learned-softmax';
import { dayOf, labelBefore, live, printedOn, refuse, type Fields, type Gate } from './consistency-util';
import type { PageText } from './find';

/** The most probability the model may give the rules' value and still disagree with it. */
const RULE_DOUBT = 0.1;

type FieldModel = LearnedWeights['fields'][string];
type Reading = { value: number | string; p: number; line: string };

/** A text as its letters and digits, lower case, single-spaced ('Smith & Sons, LLC' as 'smith sons llc'). */
const words = (text: unknown) =>
  ` ${String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** Whether a candidate (a number, an ISO date, '****1234', a name) is the rules' value. */
const sameValue = (candidate: number | string, value: unknown, kind: CandidateKind): boolean => {
  if (kind === 'text') return words(candidate) === words(value);
  if (kind === 'date') return dayOf(String(candidate)) !== null && dayOf(String(candidate)) === dayOf(value);
  if (kind === 'last4') return String(value).replace(/\D/g, '').slice(-4) === String(candidate).slice(-4);
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  // A figure in parentheses or after a minus is the same figure ('($850,000)', 'debits -8,339.56').
  return typeof candidate === 'number' && Math.abs(Math.abs(candidate) - Math.abs(n)) < 0.005;
};

/** A figure standing alone on a line: not part of a word or code ('S1', 'A-12'), nor of a date. */
const FIGURE_ALONE = /(?<![\w.,/-])\(?-?\$?\d[\d,]*(?:\.\d+)?\)?%?(?![\w/]|[.,]\d)/g;

/** Whether the quote prints the rules' value itself (a date, an account's digits, a figure alone). */
const printedAlone = (quote: string | null, value: unknown, kind: CandidateKind): boolean => {
  if (!quote) return false;
  if (kind === 'text') return words(quote).includes(words(value));
  if (kind === 'last4') return quote.includes(String(value).replace(/\D/g, '').slice(-4));
  if (kind === 'date')
    return candidatesOf([{ page: 1, text: quote }], 'date').some((c) => sameValue(c.value, value, kind));
  return [...quote.matchAll(FIGURE_ALONE)].some((m) => {
    const n = Number(m[0].replace(/[()$,%\s-]/g, ''));
    return Number.isFinite(n) && sameValue(n, value, kind);
  });
};

/** The model's readings of the field, one per value (its candidates' probabilities summed), best first. */
const readingsOf = (model: FieldModel, size: number, cands: Candidate[]): Reading[] => {
  const p = probabilities(
    weightsOf(model, size),
    cands.map((c) => c.features.map((f) => slotOf(f, size))),
  );
  const byValue = new Map<string, Reading>();
  cands.forEach((c, i) => {
    const seen = byValue.get(String(c.value));
    byValue.set(String(c.value), { value: c.value, p: (seen?.p ?? 0) + p[i]!, line: seen?.line ?? c.line });
  });
  return [...byValue.values()].sort((a, b) => b.p - a.p);
};

/** A document's candidates and readings, computed once however many times the checks run on it. */
type Memo = { cands: Map<CandidateKind, Candidate[]>; readings: Map<FieldModel, Reading[]> };
const memos = new WeakMap<PageText[], Memo>();
const readings = (pages: PageText[], model: FieldModel, size: number): Reading[] => {
  const memo = memos.get(pages) ?? { cands: new Map(), readings: new Map() };
  memos.set(pages, memo);
  const kind = model.kind as CandidateKind;
  const cands = memo.cands.get(kind) ?? candidatesOf(pages, kind);
  memo.cands.set(kind, cands);
  const seen = memo.readings.get(model) ?? readingsOf(model, size, cands);
  memo.readings.set(model, seen);
  return seen;
};

const GENERIC = new Set(['name', 'date', 'number', 'amount', 'total', 'count', 'last4']);

/** The field's own name has a word ('vested' of vested_owner) on the rules' line, not on the other. */
const ownWordOnly = (key: string, quote: string | null | undefined, line: string | undefined) => {
  const has = (text: string | null | undefined, w: string) => new RegExp(`\\b${w}`, 'i').test(text ?? '');
  return key
    .split('_')
    .filter((w) => w.length > 3 && !GENERIC.has(w))
    .some((w) => has(quote, w) && !has(line, w));
};

/** A line cut at a word to 80 characters at most. */
const clip = (line: string) => (line.length <= 80 ? line : `${line.slice(0, 80).replace(/\s+\S*$/, '')}...`);

const shownValue = (value: number | string, kind: CandidateKind) => {
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (kind !== 'date') return value;
  const [y, m, d] = value.split('-');
  return `${m}/${d}/${y}`;
};

/**
 * The reason the rules' value of the field is doubtful (the learned model, sure of another value,
 * gives it at most one chance in ten), or null. `weights` are the shipped ones unless given (the
 * evaluation gives a model trained without the family it reads).
 */
export const secondOpinion = (
  cls: string,
  key: string,
  found: Fields,
  pages: PageText[],
  weights: LearnedWeights = shipped(),
): string | null => {
  const model = weights.fields[`${cls}:${key}`];
  const f = live(found, key);
  // A value another reading confirmed (an MRZ's check digits) is not in doubt.
  if (!model || !f || f.confirmed) return null;
  const { threshold, ocrThreshold } = model as { threshold?: number; ocrThreshold?: number };
  const limit = pages.some((p) => p.uncertain !== undefined) ? ocrThreshold : threshold;
  if (limit === undefined) return null;
  const kind = model.kind as CandidateKind;
  const all = readings(pages, model, weights.size);
  const mine = all.filter((r) => sameValue(r.value, f.value, kind));
  // The model weighs values as printed: a value the rules counted or added up, or read on another
  // line than the one they quote, or a name it does not see as one, is not one it can judge.
  if (mine.length === 0 || !printedAlone(f.quote, f.value, kind)) return null;
  const other = all.find((r) => !sameValue(r.value, f.value, kind));
  // A name inside the other or around it is the same name read shorter or longer ('District of
  // Columbia', 'Columbia'); a name before a colon is a label ('Account Holder:'): neither disagrees.
  const labelled = other && other.line.includes(`${String(other.value)}:`);
  const within =
    other && (words(f.value).includes(words(other.value)) || words(other.value).includes(words(f.value)));
  if (kind === 'text' && (labelled || within)) return null;
  // A name printed under the field's own word ('Title Vested In' for the vested owner) outweighs a
  // line labelled for another role ('Proposed Insured (Owner)'): the field's own label wins.
  if (kind === 'text' && ownWordOnly(key, f.quote, other?.line)) return null;
  const ruleP = mine.reduce((a, r) => a + r.p, 0);
  if (!other || other.p < limit || ruleP > RULE_DOUBT) return null;
  const printed = f.quote ? printedOn(f.quote, f.value) : null;
  const label = f.quote && printed ? labelBefore(f.quote, printed)?.replace(/[\s:.$#-]+$/, '') : null;
  const value = printed ?? (typeof f.value === 'number' ? shownValue(f.value, kind) : String(f.value));
  const rule = kind === 'text' ? `'${value}'` : `${value}${label ? ` (beside '${label}')` : ''}`;
  const theirs = kind === 'text' ? `'${other.value}'` : shownValue(other.value, kind);
  return `Two readings disagree: ${rule} or ${theirs} (on '${clip(other.line)}'): check which one applies`;
};

/** The check (consistency.ts runs it last): a value the learned model doubts is N/A. */
const twoReaders: Gate = {
  name: 'second-opinion',
  run: (cls, found, pages) => {
    for (const key of [...found.keys()]) {
      const reason = secondOpinion(cls, key, found, pages);
      if (reason) refuse(found, [key], reason);
    }
  },
};

export const SECOND_OPINION_GATES: Gate[] = [twoReaders];
