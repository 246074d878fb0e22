// Leave-one-family-out for the learned locator (issue 23): per typed field, a model trained on every
// other family (text PDFs, scans and photos) reads the held-out family; its thresholds (text, OCR)
// are chosen on the training families alone (inner leave-one-family-out). Figures per layout for
// the rules and the rules with the model as fallback (only where the rules found nothing), typed
// fields and all fields. The blind split is never built (learn-data.ts).
//   node --import tsx apps/server/eval/extraction/learn-lofo.ts [data.json] [options]
//   --only <letters>     hold out these families (default: the three newest)
//   --without <letters>  leave these families out of the data (the figures before they were learnable)
//   --blind-rules <f,..> the rules' answers ({id, rules, other}[]) as they were while a family was
//                        blind, in place of today's (tuned on it)
//   --kinds <mode>       the learned kind (learn-kinds.ts) where the rules' signals found none
//                        (fill) or another (override); 'learned': fill, read by the locator alone
//   --text               text fields too (names, policy numbers: learned-spans.ts)
//   --checks             a guess counts only if today's checks keep it (learn-checks.ts)
//   --wrong              list the guesses the model states where the rules stated nothing
//   --fields             figures per field too
//   --dump-blind <root> <letter> <out>  writes the rules' answers of a `git archive` at <root>
//                        (with node_modules linked) for a family's documents, for --blind-rules
// Figures (stop 27, the OCR of 7d415475; --checks, against the rules blind to the family: 6a72bdc0
// for family 8, a33cf4c9 for 9, 3fc4bf06 for 10), all fields, precision / recall / wrong, rules ->
// rules + model (without --checks: families 8 and 9 scans 2 more wrong each, family 9 text 1):
//   family 8  text 91.9 / 59.6 / 6 -> 92.4 / 64.0 / 6   scan 89.3 / 44.6 / 3 -> 89.7 / 46.4 / 3
//   family 9  text 90.3 / 49.6 / 6 -> 91.4 / 56.6 / 6   scan 85.2 / 41.1 / 4 -> 86.7 / 46.4 / 4
//   family 10 text 98.7 / 64.9 / 1 -> 98.8 / 70.2 / 1   scan 100 / 42.1 / 0 -> 100 / 47.4 / 0
//   photos unchanged. With --kinds fill: family 9 text 66.4% but 8 wrong, family 10 scans 49.1%
//   but 2 wrong (the rules' readers on a document whose kind they did not see); --kinds learned:
//   family 10 scans 45.6% / 1 wrong, family 9 text 59.3% but 8 wrong (the locator's policy amounts).
//   With --text: text PDFs family 8 66.7% but 8 wrong ('A Stock Insurance Company' as the insurer),
//   family 9 58.4% / 6, family 10 71.1% / 1; scans family 10 43.9% / 1, families 8, 9 unchanged.
import { readFile, writeFile } from 'node:fs/promises';
import { checksKeep } from './learn-checks';
import { lofoKinds } from './learn-kinds';
import { loadDocuments, type LearnDocument } from './learn-data';
import {
  add,
  candidatesByDocument,
  familiesOf,
  heldOutGuesses,
  notFound,
  pageKindOf,
  softmaxGuesses,
  stated,
  statedBy,
  tally,
  thresholdsOf,
  typedFields,
  type Guess,
  type Tally,
} from './learn-model';

type Row = { rules: Tally; model: Tally; both: Tally; allRules: Tally; allBoth: Tally };
const row = (): Row => ({
  rules: tally(),
  model: tally(),
  both: tally(),
  allRules: tally(),
  allBoth: tally(),
});
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const show = (t: Tally) =>
  `${((100 * t.right) / Math.max(t.right + t.wrong, 1)).toFixed(1)} / ${((100 * t.right) / Math.max(t.n, 1)).toFixed(1)} / ${t.wrong}`;

/** Values a misread document stated for another kind: each one is wrong. */
const others = new Map<string, number>();

/** The rules' answers when a family was blind: their kind ('as') and, when it was not the document's, their reading as it. */
type Blind = {
  id: string;
  as?: string | null;
  rules: LearnDocument['rules'];
  other?: number;
  forced?: Record<string, { value: unknown; reason: null }>;
};
const blindOf = new Map<string, Blind>();

/**
 * --kinds fill|override|learned: the learned kind (learn-kinds.ts, trained without the held family)
 * is taken where the rules found none (fill, learned) or also where it differs from theirs
 * (override): a document then read as its kind gets the rules' reading as it (the blind dump's
 * 'forced'; with 'learned', none: the locator's alone).
 */
const withLearnedKinds = (docs: LearnDocument[], held: string[], mode: string) => {
  const override = mode === 'override';
  for (const g of lofoKinds(docs, held)) {
    const d = g.doc;
    const then = blindOf.get(d.id);
    const ruled = then ? then.as : d.rules ? d.cls : null;
    if (g.p < g.threshold || g.kind === ruled || (ruled && !override)) continue;
    console.log(`kind: ${d.id} read as ${g.kind} (${g.p.toFixed(3)}), the rules' ${ruled}`);
    if (g.kind !== d.cls) {
      d.rules = null;
      others.set(d.id, (others.get(d.id) ?? 0) + 1);
      continue;
    }
    const forced = mode === 'learned' ? {} : (then?.forced ?? {});
    d.rules = Object.fromEntries(
      Object.keys(d.truth).map((k) => [
        k,
        forced[k] ?? { value: 'N/A', reason: 'Not found in the document' },
      ]),
    );
    others.delete(d.id);
  }
};

/** The rules' answers at an older commit (its `git archive` at root) for a family's documents. */
const dumpBlind = async (docs: LearnDocument[], root: string, letter: string, out: string) => {
  const extractor = `${root}/apps/server/src/modules/documents-intelligence/extractor/extract.ts`;
  const { extractOffline, extractFieldsAs } = (await import(
    extractor
  )) as typeof import('../../src/modules/documents-intelligence/extractor/extract');
  const blind = docs
    .filter((d) => d.family === letter)
    .map((d): Blind => {
      const result = d.pages.length > 0 ? extractOffline({ pages: d.pages, learned: false }) : null;
      const as = result?.documentClass?.id ?? null;
      const answers = Object.fromEntries(
        result?.values.map((v) => [v.key, { value: v.value, reason: v.reason }]) ?? [],
      );
      if (as === d.cls) return { id: d.id, as, rules: answers };
      const other = result?.values.filter((v) => stated(v.value)).length ?? 0;
      const forced = extractFieldsAs(d.cls, d.pages).map((v) => [
        v.field.key,
        { value: v.value, reason: null },
      ]);
      return {
        id: d.id,
        as,
        rules: null,
        other,
        forced: d.pages.length > 0 ? Object.fromEntries(forced) : {},
      };
    });
  await writeFile(out, JSON.stringify(blind));
};

const main = async () => {
  const file = process.argv[2]?.startsWith('--') ? undefined : process.argv[2];
  const without = flag('--without') ?? '';
  const docs = (await loadDocuments(file ?? '.tmp/learn-data.json')).filter(
    (d) => !without.includes(d.family),
  );
  for (const blindFile of flag('--blind-rules')?.split(',') ?? []) {
    const blind: Blind[] = JSON.parse(await readFile(blindFile, 'utf8'));
    for (const d of docs) {
      const then = blind.find((b) => b.id === d.id);
      if (!then) continue;
      d.rules = then.rules;
      if (then.other) others.set(d.id, then.other);
      blindOf.set(d.id, then);
    }
  }
  const dump = process.argv.indexOf('--dump-blind');
  if (dump >= 0)
    return dumpBlind(docs, ...(process.argv.slice(dump + 1, dump + 4) as [string, string, string]));
  const checks = process.argv.includes('--checks');
  const heldFamilies = flag('--only')?.split('') ?? familiesOf(docs).slice(-3);
  const kinds = flag('--kinds');
  if (kinds) withLearnedKinds(docs, heldFamilies, kinds);
  const text = process.argv.includes('--text');
  const cands = candidatesByDocument(docs, text);
  const fields = typedFields(docs, text);
  const rows = new Map<string, Row>();
  const fieldRows = new Map<string, Row>();
  const at = (map: Map<string, Row>, key: string) => map.get(key) ?? map.set(key, row()).get(key)!;
  for (const held of heldFamilies) {
    const trainDocs = docs.filter((d) => d.family !== held);
    const testDocs = docs.filter((d) => d.family === held);
    const byDoc = new Map<string, Guess[]>();
    for (const field of fields) {
      const of = (list: LearnDocument[]) => list.filter((d) => d.cls === field.cls);
      const t = thresholdsOf(heldOutGuesses(trainDocs, field, cands));
      console.log(
        `family ${held} ${field.cls}:${field.key} text ${t.text.toFixed(3)} ocr ${t.ocr.toFixed(3)}`,
      );
      for (const g of softmaxGuesses(of(trainDocs), of(testDocs), field, cands)) {
        const model =
          statedBy(g, t[pageKindOf(g.doc)]) !== null && (!checks || checksKeep(g)) ? g.value : null;
        const truth = g.doc.truth[field.key];
        const rule = g.doc.rules?.[field.key]?.value;
        const both = g.doc.rules && !notFound(g) ? rule : g.doc.rules ? model : null;
        for (const r of [at(rows, `${held} ${g.doc.layout}`), at(fieldRows, `${field.cls}:${field.key}`)]) {
          add(r.rules, truth, rule);
          add(r.model, truth, model);
          add(r.both, truth, both);
        }
        if (process.argv.includes('--wrong') && stated(model) && !(rule !== undefined && stated(rule)))
          console.log(
            `  ${g.doc.id} ${field.key} ${String(model)} (truth ${String(truth)}) p ${g.p.toFixed(3)} [${g.candidate?.line}]`,
          );
        byDoc.set(g.doc.id, [...(byDoc.get(g.doc.id) ?? []), { ...g, value: both as never }]);
      }
    }
    // All fields: the typed ones as above, the others as the rules read them.
    for (const d of testDocs) {
      const r = at(rows, `${held} ${d.layout}`);
      for (const [key, truth] of Object.entries(d.truth)) {
        const rule = d.rules?.[key]?.value;
        add(r.allRules, truth, rule);
        const typed = byDoc.get(d.id)?.find((g) => g.field.key === key);
        add(r.allBoth, truth, typed ? typed.value : rule);
      }
      for (const k of ['allRules', 'allBoth'] as const) r[k].wrong += others.get(d.id) ?? 0;
    }
  }
  console.log('family layout | typed: rules | model | rules + model | all fields: rules | rules + model');
  for (const [key, r] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${key} | ${show(r.rules)} | ${show(r.model)} | ${show(r.both)} | ${show(r.allRules)} | ${show(r.allBoth)}`,
    );
  const totals = new Map<string, Row>();
  for (const [key, r] of rows) {
    const t = at(totals, key.split(' ')[1]!);
    for (const k of ['rules', 'model', 'both', 'allRules', 'allBoth'] as const)
      for (const n of ['n', 'right', 'wrong'] as const) t[k][n] += r[k][n];
  }
  for (const [layout, r] of totals)
    console.log(
      `all ${layout} | ${show(r.rules)} | ${show(r.model)} | ${show(r.both)} | ${show(r.allRules)} | ${show(r.allBoth)} | added ${r.allBoth.right - r.allRules.right} right, ${r.allBoth.wrong - r.allRules.wrong} wrong`,
    );
  if (process.argv.includes('--fields'))
    for (const [f, r] of fieldRows)
      console.log(`  ${f} | ${show(r.rules)} | ${show(r.model)} | ${show(r.both)}`);
};

await main();
