// Leave-one-family-out for the learned locator (issue 23): per typed field, a model trained on every
// other family (text PDFs, scans and photos) reads the held-out family; its thresholds (text, OCR)
// are chosen on the training families alone (inner leave-one-family-out). Figures per layout for
// the rules and the rules with the model as fallback (only where the rules found nothing), typed
// fields and all fields. The blind split is never built (learn-data.ts).
//   node --import tsx apps/server/eval/extraction/learn-lofo.ts [data.json] [options]
//   --only <letters>     hold out these families (default: the three newest)
//   --blind-rules <f,..> the rules' answers ({id, rules, other}[]) as they were while a family was
//                        blind, in place of today's (tuned on it)
//   --fields             figures per field too
import { readFile } from 'node:fs/promises';
import { checksKeep } from './learn-checks';
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

type Blind = { id: string; rules: LearnDocument['rules']; other?: number };

const main = async () => {
  const file = process.argv[2]?.startsWith('--') ? undefined : process.argv[2];
  const docs = await loadDocuments(file ?? '.tmp/learn-data.json');
  for (const blindFile of flag('--blind-rules')?.split(',') ?? []) {
    const blind: Blind[] = JSON.parse(await readFile(blindFile, 'utf8'));
    for (const d of docs) {
      const then = blind.find((b) => b.id === d.id);
      if (!then) continue;
      d.rules = then.rules;
      if (then.other) others.set(d.id, then.other);
    }
  }
  const checks = process.argv.includes('--checks');
  const heldFamilies = flag('--only')?.split('') ?? familiesOf(docs).slice(-3);
  const cands = candidatesByDocument(docs);
  const fields = typedFields(docs);
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
  if (process.argv.includes('--fields'))
    for (const [f, r] of fieldRows)
      console.log(`  ${f} | ${show(r.rules)} | ${show(r.model)} | ${show(r.both)}`);
};

await main();
