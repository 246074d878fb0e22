// OCR fidelity (issue 23): for each scan and phone photo of families 1-12 of the extraction set,
// the OCR text against the text PDF's text of the same page model (render.ts draws both from it):
// character and word error rates, whole lines kept, and per field whether the ground-truth value
// (as score.ts compares it) is still in the OCR text. With the extractor's answers on both, the
// scan's loss splits into "the OCR lost the value" and "the value was read, the reader missed it".
// The 'clean' error rates compare the two texts as the extractor reads them (clean.ts's clean-up).
//   node --import tsx apps/server/eval/ocr-fidelity.ts --ocr-cache .tmp/ocr-cache-s [--split held-out-6]
//        [--layout scan|photo] [--read-only] [--out .tmp/ocr-fidelity.json]
// Family 13 (held-out-9) is blind: never read here (families 11 and 12 were unblinded in stops 28
// and 29). Only aggregates are printed.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTesseractOcr } from '../src/integrations/ocr/tesseract-ocr';
import type { OcrEngine } from '../src/integrations/ocr/ocr';
import { cleanText } from '../src/modules/documents-intelligence/extractor/clean';
import { extractOffline } from '../src/modules/documents-intelligence/extractor/extract';
import { readDocument } from '../src/modules/documents-intelligence/read-document';
import { textPdf } from './extraction/render';
import { hashSeed, rngOf } from './extraction/rng';
import { stated, valueMatches } from './extraction/score';
import { buildDocument, EVAL_SET, type EvalDocument } from './extraction/set';
import { fieldFate, textDistance, type FieldFate, type TextDistance } from './ocr-fidelity-measure';
import { cachedOcr } from './ocr-cache';

const FAMILIES_1_TO_12 = [
  'tune',
  'tune-2',
  'held-out',
  'held-out-2',
  'held-out-3',
  'held-out-4',
  'held-out-5',
  'held-out-6',
  'held-out-7',
  'held-out-8',
];

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

type Tally = TextDistance & {
  /** Character and word errors of the two texts after the extractor's clean-up (clean.ts). */
  cleanCharErrors: number;
  cleanWordErrors: number;
  docs: number;
  ms: number;
  fields: number;
  fates: Record<FieldFate, number>;
  /** Right from the text PDF's text; right, wrong from the OCR text; right on text but not on OCR, by fate. */
  textRight: number;
  ocrRight: number;
  ocrWrong: number;
  dropped: Record<FieldFate, number>;
};

const emptyTally = (): Tally => ({
  docs: 0,
  ms: 0,
  chars: 0,
  charErrors: 0,
  words: 0,
  wordErrors: 0,
  wordsMissing: 0,
  lines: 0,
  linesIntact: 0,
  cleanCharErrors: 0,
  cleanWordErrors: 0,
  fields: 0,
  fates: { absent: 0, lost: 0, split: 0, kept: 0 },
  textRight: 0,
  ocrRight: 0,
  ocrWrong: 0,
  dropped: { absent: 0, lost: 0, split: 0, kept: 0 },
});

/** Never called: a text PDF's pages all have their own text. */
const noOcr: OcrEngine = {
  name: 'none',
  recognize: () => Promise.reject(new Error('the text PDF needed OCR')),
  close: async () => undefined,
};

const limits = { maxPages: 20, maxOcrPages: 5 };

/** The page's scanning resolution, from the image's width in the scan PDF (8.5 in wide). */
const scanDpi = (bytes: Buffer) => {
  const width = /\/Width (\d+)/.exec(bytes.toString('latin1'));
  return width ? Math.round(Number(width[1]) / 8.5) : 0;
};

const answersOf = (pages: { page: number; text: string; uncertain?: string[] }[], cls: string) => {
  const result = extractOffline({ pages });
  const values = new Map<string, unknown>();
  if (result.documentClass?.id === cls) for (const v of result.values) values.set(v.key, v.value);
  return values;
};

const measure = async (doc: EvalDocument, ocr: OcrEngine) => {
  const built = await buildDocument(doc);
  const { pages: model } = doc.family.make(rngOf(hashSeed(`${doc.family.id}#${doc.copy}`)));
  const reference = await readDocument(
    await textPdf(doc.layout === 'photo' ? [model[0]!] : model),
    noOcr,
    limits,
  );
  const started = Date.now();
  const read = await readDocument(built.bytes, ocr, limits).catch(() => null);
  const ms = Date.now() - started;
  const refText = reference.pages.map((p) => p.text).join('\n\n');
  const ocrText = read?.pages.map((p) => p.text).join('\n\n') ?? '';
  const cleaned = textDistance(cleanText(refText), cleanText(ocrText));
  const t = {
    ...emptyTally(),
    docs: 1,
    ms,
    ...textDistance(refText, ocrText),
    cleanCharErrors: cleaned.charErrors,
    cleanWordErrors: cleaned.wordErrors,
  };
  const onText = answersOf(reference.pages, doc.family.cls);
  const onOcr = answersOf(read?.pages ?? [], doc.family.cls);
  for (const [key, expected] of Object.entries(built.truth)) {
    if (expected === null) continue;
    const fate = fieldFate(expected, refText, ocrText);
    const textRight = stated(onText.get(key)) && valueMatches(expected, onText.get(key));
    const got = onOcr.get(key);
    const ocrRight = stated(got) && valueMatches(expected, got);
    t.fields++;
    t.fates[fate]++;
    if (textRight) t.textRight++;
    if (ocrRight) t.ocrRight++;
    else if (stated(got)) t.ocrWrong++;
    if (textRight && !ocrRight) t.dropped[fate]++;
  }
  return { t, group: doc.layout === 'scan' ? `scan ${scanDpi(built.bytes)} dpi` : 'photo' };
};

const add = (into: Tally, t: Tally) => {
  for (const k of Object.keys(t) as (keyof Tally)[]) {
    const v = t[k];
    if (typeof v === 'number') (into[k] as number) += v;
    else for (const f of Object.keys(v) as FieldFate[]) (into[k] as Record<FieldFate, number>)[f] += v[f];
  }
};

const pct = (a: number, b: number) => (b === 0 ? '    -' : `${((100 * a) / b).toFixed(1).padStart(5)}`);

const print = (title: string, groups: Map<string, Tally>) => {
  console.log(`\n${title}`);
  console.log(
    `${'group'.padEnd(22)} docs   CER%   WER% clean: CER%  WER% wmiss% lines% fields  kept% split%  lost% | ` +
      `text-ok ocr-ok wrong | dropped: lost split kept  s/doc`,
  );
  for (const [key, t] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const measurable = t.fields - t.fates.absent;
    console.log(
      `${key.padEnd(22)} ${String(t.docs).padStart(4)}  ${pct(t.charErrors, t.chars)}  ${pct(t.wordErrors, t.words)}  ` +
        `     ${pct(t.cleanCharErrors, t.chars)} ${pct(t.cleanWordErrors, t.words)}  ` +
        `${pct(t.wordsMissing, t.words)}  ${pct(t.linesIntact, t.lines)} ${String(t.fields).padStart(6)}  ` +
        `${pct(t.fates.kept, measurable)}  ${pct(t.fates.split, measurable)}  ${pct(t.fates.lost, measurable)} | ` +
        `${String(t.textRight).padStart(7)} ${String(t.ocrRight).padStart(6)} ${String(t.ocrWrong).padStart(5)} |` +
        `          ${String(t.dropped.lost).padStart(4)} ${String(t.dropped.split).padStart(5)} ` +
        `${String(t.dropped.kept + t.dropped.absent).padStart(4)}  ${(t.ms / 1000 / t.docs).toFixed(1).padStart(5)}`,
    );
  }
};

const main = async () => {
  const split = flag('--split');
  const layout = flag('--layout');
  if (split && !FAMILIES_1_TO_12.includes(split))
    throw new Error(`--split: one of ${FAMILIES_1_TO_12.join(', ')}`);
  const cacheDir = flag('--ocr-cache');
  const engine = createTesseractOcr();
  const ocr = cacheDir ? cachedOcr(engine, path.resolve(cacheDir), args.includes('--read-only')) : engine;
  const docs = EVAL_SET.filter(
    (d) =>
      d.layout !== 'text-pdf' &&
      FAMILIES_1_TO_12.includes(d.split) &&
      (!split || d.split === split) &&
      (!layout || d.layout === layout),
  );
  const byLayout = new Map<string, Tally>();
  const bySplit = new Map<string, Tally>();
  const all = emptyTally();
  const perDoc: Record<string, Tally> = {};
  for (const [i, doc] of docs.entries()) {
    const { t, group } = await measure(doc, ocr);
    for (const [map, key] of [
      [byLayout, group],
      [bySplit, `${doc.split} ${doc.layout}`],
    ] as const) {
      const into = map.get(key) ?? emptyTally();
      add(into, t);
      map.set(key, into);
    }
    add(all, t);
    perDoc[doc.id] = t;
    process.stderr.write(`  [${i + 1}/${docs.length}] ${doc.id} ${t.ms} ms\n`);
  }
  await ocr.close();
  print('Per layout and resolution', byLayout);
  print('Per split and layout', bySplit);
  print('All', new Map([['all', all]]));
  const out = flag('--out');
  if (out) await writeFile(out, JSON.stringify({ engine: engine.name, perDoc }, null, 1));
};

await main();
