// The second opinion's benefit and cost, leave one family out (issue 23; extractor/second-opinion.ts).
// For each family in turn, per field, the learned model is trained on the other families
// (text PDFs, scans and photos) and its thresholds chosen on them alone (inner leave-one-family-out:
// the lowest probability at which its best value was never wrong); then it judges the family's
// stated values:
// - cost: today's rules' right values it turns into N/A (the rules' answers in the data file);
// - benefit (--old): the values an earlier extractor stated on the family while it was blind
//   (second-opinion-dump.ts), how many of its wrong values it turns into N/A and how many right ones.
// The blind split is never in the data (learn-data.ts). Every field counts, names included.
//   node --import tsx apps/server/eval/extraction/second-opinion-lofo.ts [data.json] [--old a.json,b.json] [--list] [--only <letters>]
// Figures (stop 28, families 1-11; --old: the extractors blind to families 4-11, ebdf6a69 for 4,
// fd324a84 for 5, 401b856f for 6, 57176bae for 7, 3fcb13a3 for 8, 62721d2a for 9, 0f848961 for 10,
// 0e581294 for 11): with figures and dates only, 6 of their 63 wrong values turn N/A (families 8
// and 9's) and 1 of their 697 right ones; of today's 1,851 right values, 3 (2 of 1,181 on text
// PDFs, 1 of 536 on scans). Names too: 12 of the 63 (family 5's 'SUPERVISORY APPRAISER' three
// times, family 8's 'CERTIFICATION AND SIGNATURES' once, family 9's 'Mailing Address' twice), the
// same 1 right one; of today's right values, 4 (3 on text PDFs: a passport's number against 'No.').
// None of family 11's 6 (an MRZ's confirmed name, an insurer read without its 'Company', two
// commitment numbers and two dates the model did not doubt).
import { readFile } from 'node:fs/promises';
import { documentClassById } from '../../src/modules/documents-intelligence/extractor/classes';
import { cleanText } from '../../src/modules/documents-intelligence/extractor/clean';
import { checkConsistency } from '../../src/modules/documents-intelligence/extractor/consistency';
import type { Fields } from '../../src/modules/documents-intelligence/extractor/consistency-util';
import type { Found, PageText } from '../../src/modules/documents-intelligence/extractor/find';
import type { LearnedWeights } from '../../src/modules/documents-intelligence/extractor/learned';
import {
  candidatesOf,
  slotOf,
  type Candidate,
  type CandidateKind,
} from '../../src/modules/documents-intelligence/extractor/learned-features';
import {
  probabilities,
  trainSoftmax,
} from '../../src/modules/documents-intelligence/extractor/learned-softmax';
import { secondOpinion } from '../../src/modules/documents-intelligence/extractor/second-opinion';
import { loadDocuments, type LearnDocument } from './learn-data';
import type { OldReading } from './second-opinion-dump';
import { stated, valueMatches } from './score';
import type { Expected } from './types';

const SIZE = 1 << 14;
type Field = { cls: string; key: string; kind: CandidateKind };
type Doc = LearnDocument & { clean: PageText[]; layout: string; cands: Map<CandidateKind, Candidate[]> };

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const known = (v: Expected | undefined): v is Exclude<Expected, null> => v !== null && v !== undefined;
/** A candidate's value as the truth is written ('****1234' as '1234'). */
const asTruth = (c: number | string, kind: CandidateKind) => (kind === 'last4' ? String(c).slice(-4) : c);
const isRight = (truth: Expected | undefined, value: unknown) => known(truth) && valueMatches(truth, value);

const kindOf = (docs: Doc[], f: Omit<Field, 'kind'>): CandidateKind | null => {
  const values = docs
    .filter((d) => d.cls === f.cls)
    .flatMap((d) => (known(d.truth[f.key]) ? [d.truth[f.key]] : []));
  if (values.every((v) => typeof v === 'number')) return 'number';
  if (values.every((v) => typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v))) return 'date';
  if (values.every((v) => typeof v === 'string' && /^\d{4}$/.test(v))) return 'last4';
  // Names and other texts (learned-spans.ts's candidates).
  if (values.every((v) => typeof v === 'string')) return 'text';
  return null;
};

const typedFields = (docs: Doc[]): Field[] =>
  [...new Set(docs.map((d) => d.cls))].flatMap((cls) =>
    Object.keys(docs.find((d) => d.cls === cls)!.truth).flatMap((key) => {
      const kind = kindOf(docs, { cls, key });
      return kind ? [{ cls, key, kind }] : [];
    }),
  );

const slotsOf = (d: Doc, f: Field) => d.cands.get(f.kind)!.map((c) => c.features.map((x) => slotOf(x, SIZE)));

const train = (docs: Doc[], f: Field) =>
  trainSoftmax(
    docs.map((d) => ({
      slots: slotsOf(d, f),
      positive: d.cands.get(f.kind)!.map((c) => isRight(d.truth[f.key], asTruth(c.value, f.kind))),
    })),
    SIZE,
  );

/** The model's most probable value on the document (its candidates' probabilities summed). */
const best = (w: Float64Array, d: Doc, f: Field) => {
  const p = probabilities(w, slotsOf(d, f));
  const sums = new Map<string, { value: number | string; p: number }>();
  d.cands.get(f.kind)!.forEach((c, i) => {
    const s = sums.get(String(c.value));
    sums.set(String(c.value), { value: c.value, p: (s?.p ?? 0) + p[i]! });
  });
  return [...sums.values()].sort((a, b) => b.p - a.p)[0] ?? null;
};

/** Per kind of page, the lowest probability at which the model, each family left out in turn, was never wrong. */
const thresholdsOf = (docs: Doc[], f: Field) => {
  const t = { text: 0.5, ocr: 0.5 };
  for (const family of [...new Set(docs.map((d) => d.family))]) {
    const w = train(
      docs.filter((d) => d.family !== family),
      f,
    );
    for (const d of docs.filter((x) => x.family === family)) {
      const b = best(w, d, f);
      const kind = d.layout === 'text-pdf' ? 'text' : 'ocr';
      if (b && !isRight(d.truth[f.key], asTruth(b.value, f.kind))) t[kind] = Math.max(t[kind], b.p + 1e-9);
    }
  }
  const under = (v: number) => (v > 1 ? undefined : v);
  return { threshold: under(t.text), ocrThreshold: under(Math.max(t.text, t.ocr)) };
};

/** The field's model trained without the held family, as the extractor ships one. */
const modelOf = (train_: Doc[], f: Field) => {
  const w = train(train_, f);
  const weights: Record<string, number> = {};
  w.forEach((v, slot) => {
    if (v !== 0) weights[slot] = v;
  });
  return { kind: f.kind, ...thresholdsOf(train_, f), weights };
};

type Tally = {
  n: number;
  right: number;
  rightLost: number;
  wrong: number;
  wrongCaught: number;
  unquoted: number;
};
const tally = (): Tally => ({ n: 0, right: 0, rightLost: 0, wrong: 0, wrongCaught: 0, unquoted: 0 });
const tallies = new Map<string, Tally>();
const at = (key: string) => tallies.get(key) ?? tallies.set(key, tally()).get(key)!;

type Answer = { value: unknown; page: number | null; quote: string | null; confirmed?: boolean };

/**
 * Today's rules' answers (the data file's) with where each was read and whether another reading
 * confirmed it (an MRZ's check digits): the fields read and checked as the extractor does
 * (extract.ts readFields, without the learned fallback).
 */
const todayOf = (d: Doc): Map<string, Answer> => {
  const cls = documentClassById(d.cls);
  const read = new Map<string, Found | null>(cls?.fields.map((f) => [f.key, f.find(d.clean)]) ?? []);
  if (cls) {
    cls.check?.(read, d.clean);
    checkConsistency(cls.id, read, d.clean);
  }
  return new Map(
    Object.entries(d.rules ?? {}).map(([key, r]) => {
      const f = read.get(key);
      const same = f && !f.reason && stated(r.value) && String(f.value) === String(r.value);
      return [
        key,
        same
          ? { value: r.value, page: f.page, quote: f.quote, confirmed: f.confirmed }
          : { ...r, page: null, quote: null },
      ];
    }),
  );
};

/** Scores one reading of a document: every field counts (one without a model is never doubted). */
const judge = (
  row: string,
  d: Doc,
  answers: Map<string, Answer>,
  weights: LearnedWeights,
  fields: Field[],
) => {
  const t = at(`${row} ${d.layout}`);
  for (const [key, truth] of Object.entries(d.truth)) {
    if (known(truth)) t.n++;
    const a = answers.get(key);
    if (!a || !stated(a.value)) continue;
    const typed = fields.some((f) => f.cls === d.cls && f.key === key);
    const found: Fields = new Map([
      [key, { value: a.value, page: a.page, quote: a.quote, confirmed: a.confirmed }],
    ]);
    const reason = typed ? secondOpinion(d.cls, key, found, d.clean, weights) : null;
    // Without its quote a value is never doubted: counted apart, not to hide a cost.
    if (typed && !a.quote) t.unquoted++;
    const right = isRight(truth, a.value);
    if (right) t.right++;
    else t.wrong++;
    if (reason && right) t.rightLost++;
    if (reason && !right) t.wrongCaught++;
    if (reason && process.argv.includes('--list'))
      console.log(`  ${row} ${right ? 'RIGHT LOST' : 'WRONG CAUGHT'} ${d.id} ${key}: ${reason}`);
    else if (!right && process.argv.includes('--list'))
      console.log(`  ${row} wrong kept ${d.id} ${key}: ${JSON.stringify(a.value)}`);
  }
};

const main = async () => {
  const file = process.argv[2]?.startsWith('--') ? undefined : process.argv[2];
  const docs: Doc[] = (await loadDocuments(file ?? '.tmp/learn-data.json')).map((d) => {
    const clean = d.pages.map((p) => ({ ...p, text: cleanText(p.text) }));
    const kinds: CandidateKind[] = ['number', 'date', 'last4', 'text'];
    const cands = new Map(kinds.map((k) => [k, candidatesOf(clean, k)]));
    return { ...d, clean, cands, layout: d.id.slice(d.id.indexOf('-', d.id.indexOf('#')) + 1) };
  });
  const old = new Map<string, OldReading>();
  for (const f of flag('--old')?.split(',') ?? [])
    for (const r of JSON.parse(await readFile(f, 'utf8')) as OldReading[]) old.set(r.id, r);
  const fields = typedFields(docs);
  const only = flag('--only');
  for (const held of [...new Set(docs.map((d) => d.family))].sort()) {
    if (only && !only.includes(held)) continue;
    const weights: LearnedWeights = { size: SIZE, fields: {} };
    for (const f of fields) {
      const others = docs.filter((d) => d.cls === f.cls && d.family !== held);
      weights.fields[`${f.cls}:${f.key}`] = modelOf(others, f) as LearnedWeights['fields'][string];
    }
    for (const d of docs.filter((x) => x.family === held)) {
      judge(`${held} today`, d, todayOf(d), weights, fields);
      const then = old.get(d.id);
      if (!then) continue;
      // A document the earlier extractor took for another kind: every value it stated is wrong.
      const answers = then.as === d.cls ? new Map(then.values.map((v) => [v.key, v])) : new Map();
      judge(`${held} then`, d, answers, weights, fields);
      if (then.as !== d.cls)
        at(`${held} then ${d.layout}`).wrong += then.values.filter((v) => stated(v.value)).length;
    }
    console.error(`family ${held} done`);
  }
  console.log(
    'family reading layout | expected | right | right turned N/A | wrong | wrong turned N/A | typed without a quote',
  );
  for (const [key, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${key} | ${t.n} | ${t.right} | ${t.rightLost} | ${t.wrong} | ${t.wrongCaught} | ${t.unquoted}`,
    );
};

await main();
