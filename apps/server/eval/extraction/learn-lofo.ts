// Leave-one-family-out for the learned locator (issue 23, experiment): per typed field, a model
// trained on 8 of families 1-9 reads the 9th; figures for the rules, the model alone and the rules
// with the model as fallback (only where the rules found nothing). Thresholds are chosen on the 8
// training families alone (inner leave-one-family-out). Family 10 is never built nor read.
//   node --import tsx apps/server/eval/extraction/learn-lofo.ts [data.json] [options]
//   --softmax          the per-document softmax (else the logistic score per candidate)
//   --per-field        a threshold per field (else one for all), zero wrong inner guesses
//   --threshold <p>    a fixed threshold instead
//   --margin           (logistic) the best value's score less the runner-up's
//   --only <letters>   hold out only these families
//   --blind-rules <f>  the rules' answers dumped (learn-data.ts) at a commit when a family was blind
//   --fields           figures per field too
// Figures at b26 (typed fields of text PDFs; precision / recall / wrong values):
//   all 9 held out in turn, model alone (--softmax --per-field): 92.0% / 61.0% / 30 (rules, tuned on
//   all 9: 100% / 99.8% / 0). Against the rules as they were while a family was blind
//   (--blind-rules, dumps at a33cf4c9 for family 9 and 6a72bdc0 for family 8), the rules + model
//   fallback: family 9 47.6% -> 61.9% recall, 3 -> 3 wrong; family 8 56.3% -> 62.5%, 3 -> 3 wrong.
import { readFile } from 'node:fs/promises';
import { loadDocuments, type LearnDocument } from './learn-data';
import {
  add,
  candidatesByDocument,
  FAMILIES,
  guessesOf,
  notFound,
  stated,
  tally,
  thresholdOf,
  typedFields,
  type Guess,
  type Tally,
} from './learn-model';

const main = async () => {
  const file = process.argv[2]?.startsWith('--') ? undefined : process.argv[2];
  const docs = await loadDocuments(file ?? '.tmp/learn-data.json');
  // --blind-rules <file>: the rules' answers as they were while a family was still blind (a dump
  // of learn-data.ts taken at that commit) replace today's, tuned on it.
  const blindAt = process.argv.indexOf('--blind-rules');
  if (blindAt >= 0) {
    const blind: LearnDocument[] = JSON.parse(await readFile(process.argv[blindAt + 1]!, 'utf8'));
    for (const d of docs) {
      const then = blind.find((b) => b.id === d.id);
      if (then) d.rules = then.rules;
    }
  }
  const only = process.argv.indexOf('--only');
  const heldFamilies = only >= 0 ? process.argv[only + 1]!.split('') : FAMILIES;
  const cands = candidatesByDocument(docs);
  const fields = typedFields(docs);
  const rows = new Map<string, { rules: Tally; model: Tally; both: Tally; bothAt: number[] }>();
  const fieldRows = new Map<string, { rules: Tally; model: Tally; both: Tally }>();
  const allGuesses: Guess[] = [];
  for (const held of heldFamilies) {
    const trainDocs = docs.filter((d) => d.family !== held);
    const testDocs = docs.filter((d) => d.family === held);
    const guesses: Guess[] = [];
    const inner: Guess[] = [];
    for (const field of fields) {
      const of = (list: LearnDocument[]) => list.filter((d) => d.cls === field.cls);
      guesses.push(...guessesOf(of(trainDocs), of(testDocs), field, cands));
      if (!process.argv.includes('--threshold'))
        for (const innerHeld of FAMILIES.filter((f) => f !== held))
          inner.push(
            ...guessesOf(
              of(trainDocs.filter((d) => d.family !== innerHeld)),
              of(trainDocs.filter((d) => d.family === innerHeld)),
              field,
              cands,
            ),
          );
    }
    const fixed = process.argv.indexOf('--threshold');
    const t = fixed >= 0 ? Number(process.argv[fixed + 1]) : thresholdOf(inner);
    // --per-field: each field its own threshold, the lowest at which its inner guesses state no
    // wrong value (a field the model never reads without error on its training families stays off).
    const perField = new Map<string, number>();
    if (process.argv.includes('--per-field'))
      for (const field of fields)
        perField.set(`${field.cls}:${field.key}`, thresholdOf(inner.filter((g) => g.field === field)));
    const thresholdFor = (g: Guess) => perField.get(`${g.field.cls}:${g.field.key}`) ?? t;
    allGuesses.push(...guesses);
    for (const g of guesses) {
      const row = rows.get(g.field.cls) ?? { rules: tally(), model: tally(), both: tally(), bothAt: [] };
      const fr = fieldRows.get(`${g.field.cls}:${g.field.key}`) ?? {
        rules: tally(),
        model: tally(),
        both: tally(),
      };
      const truth = g.doc.truth[g.field.key];
      const rule = g.doc.rules?.[g.field.key]?.value;
      const model = g.p >= thresholdFor(g) ? g.value : null;
      const both = stated(rule) ? rule : notFound(g) ? model : null;
      for (const r of [row, fr]) {
        add(r.rules, truth, rule);
        add(r.model, truth, model);
        add(r.both, truth, both);
      }
      rows.set(g.field.cls, row);
      fieldRows.set(`${g.field.cls}:${g.field.key}`, fr);
    }
    console.log(`family ${held}: threshold ${t.toFixed(4)}`);
  }
  const show = (t: Tally) =>
    `${((100 * t.right) / Math.max(t.right + t.wrong, 1)).toFixed(1)}% / ${((100 * t.right) / Math.max(t.n, 1)).toFixed(1)}% / ${t.wrong}`;
  const total = { rules: tally(), model: tally(), both: tally() };
  console.log(
    'class | rules | model | rules + model fallback   (precision / recall / wrong; typed fields, text PDFs)',
  );
  for (const [cls, r] of rows) {
    console.log(`${cls} | ${show(r.rules)} | ${show(r.model)} | ${show(r.both)}`);
    for (const k of ['rules', 'model', 'both'] as const) {
      total[k].n += r[k].n;
      total[k].right += r[k].right;
      total[k].wrong += r[k].wrong;
    }
  }
  console.log(`all | ${show(total.rules)} | ${show(total.model)} | ${show(total.both)}`);
  for (const at of [0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995]) {
    const t = tally();
    for (const g of allGuesses) add(t, g.doc.truth[g.field.key], g.p >= at ? g.value : null);
    console.log(`model alone at ${at}: ${show(t)}`);
  }
  if (process.argv.includes('--fields'))
    for (const [f, r] of fieldRows)
      console.log(`  ${f} | ${show(r.rules)} | ${show(r.model)} | ${show(r.both)}`);
};

await main();
