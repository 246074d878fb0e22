// Checks family 14 (held-out-10) WITHOUT the extractor: every document of the family is built exactly
// as the evaluation builds it (set.ts buildDocument: both text PDFs, the scan and the ID photos);
// for the text PDFs, every ground-truth value must be printed in the pdf.js text in some form (as
// it is, in another date or number format, spread over cells or lines, or worked out from printed
// amounts: a sum of two, a twelfth, the day after a printed date); the copies of a family must
// differ, and the three fixed copies of a two-layout class must show both layouts. Nothing here
// reads or runs the extractor, and only counts and field names are printed (never a value).
//   node --import tsx apps/server/eval/extraction/check-family-n.ts
import { extractText, getDocumentProxy } from 'unpdf';
import { plusDays } from './families-j-util';
import { MONTHS } from './rng';
import { buildDocument, EVAL_SET, type EvalDocument } from './set';
import type { Expected } from './types';

type Fate = 'printed' | 'other form' | 'worked out' | 'missing';

const norm = (s: string) =>
  ` ${s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const has = (text: string, piece: string) => text.includes(norm(piece));

const PT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const two = (n: number) => String(n).padStart(2, '0');

/** The ways a document prints a date (normalised: punctuation is a space); the first five are the
 * shapes score.ts reads as dates ('03/14/2026', 'March 14, 2026', '14 MAR 2026'). */
const dateForms = (y: number, m: number, d: number): string[] => {
  const month = MONTHS[m - 1]!;
  const mon = month.slice(0, 3);
  return [
    `${two(m)} ${two(d)} ${y}`,
    `${m} ${d} ${y}`,
    `${month} ${d} ${y}`,
    `${mon} ${d} ${y}`,
    `${two(d)} ${mon} ${y}`,
    `${m} ${d} ${String(y).slice(2)}`,
    `${d} ${month} ${y}`,
    `${two(d)} ${two(m)} ${y}`,
    `${two(d)} ${PT[m - 1]} ${mon} ${y}`,
  ];
};

const isoParts = (value: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? { y: +m[1]!, m: +m[2]!, d: +m[3]! } : null;
};

/** Every amount printed in the text ('12,345.67', '$ 1,250,000', '-25.00'), in cents. */
const amountsOf = (raw: string): number[] =>
  [...raw.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2}|\d{3,}/g)].map((m) =>
    Math.round(Number(m[0].replace(/,/g, '')) * 100),
  );

const numberFate = (text: string, raw: string, n: number): Fate => {
  const fixed = n.toFixed(2);
  const grouped = Number(fixed).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const forms = Number.isInteger(n)
    ? [String(n), n.toLocaleString('en-US'), fixed, grouped]
    : [fixed, grouped, String(n)];
  if (forms.some((f) => has(text, f))) return 'printed';
  const cents = Math.round(n * 100);
  const amounts = [...new Set(amountsOf(raw))];
  if (amounts.some((a) => Math.round(a / 12) === cents && a % 12 === 0)) return 'worked out';
  const seen = new Set(amounts);
  if (amounts.some((a) => a < cents && seen.has(cents - a))) return 'worked out';
  return 'missing';
};

const scalarFate = (text: string, raw: string, value: string | number): Fate => {
  if (typeof value === 'number') return numberFate(text, raw, value);
  const day = isoParts(value);
  if (day) {
    const forms = dateForms(day.y, day.m, day.d);
    if (forms.slice(0, 5).some((f) => has(text, f))) return 'printed';
    if (forms.some((f) => has(text, f))) return 'other form';
    const before = plusDays(day, -1);
    return dateForms(before.y, before.m, before.d).some((f) => has(text, f)) ? 'worked out' : 'missing';
  }
  if (has(text, value)) return 'printed';
  const words = norm(value).trim().split(' ');
  return words.every((w) => text.includes(` ${w} `)) ? 'other form' : 'missing';
};

const ORDER: Fate[] = ['printed', 'other form', 'worked out', 'missing'];
const worst = (fates: Fate[]): Fate => ORDER[Math.max(...fates.map((f) => ORDER.indexOf(f)))]!;

const fieldFate = (text: string, raw: string, value: Exclude<Expected, null>): Fate =>
  Array.isArray(value) ? worst(value.map((v) => scalarFate(text, raw, v))) : scalarFate(text, raw, value);

const pdfText = async (bytes: Buffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
};

const main = async () => {
  const docs = EVAL_SET.filter((d) => d.split === 'held-out-10');
  const problems: string[] = [];
  const tally = new Map<string, Record<Fate | 'n/a', number>>();
  const texts = new Map<string, string>();
  const truths = new Map<string, string>();
  const firstLines = new Map<string, Set<string>>();
  /** Fields not printed as they are, by class, key and fate (never their values). */
  const worked = new Map<string, number>();
  for (const doc of docs) {
    const built = await buildDocument(doc);
    if (built.bytes.length < 1000) problems.push(`${doc.id}: empty file`);
    const family = doc.family.id;
    truths.set(`${family}#${doc.copy}`, JSON.stringify(built.truth));
    if (doc.layout === 'photo' && built.pageCount !== 1)
      problems.push(`${doc.id}: photo of ${built.pageCount} pages`);
    if (doc.layout !== 'text-pdf') continue;
    const raw = await pdfText(built.bytes);
    const text = norm(raw);
    texts.set(`${family}#${doc.copy}`, raw);
    firstLines.set(family, (firstLines.get(family) ?? new Set()).add(raw.split('\n')[0]!.slice(0, 20)));
    const counts = tally.get(doc.family.cls) ?? {
      printed: 0,
      'other form': 0,
      'worked out': 0,
      missing: 0,
      'n/a': 0,
    };
    for (const [key, value] of Object.entries(built.truth)) {
      if (value === null) {
        counts['n/a']++;
        continue;
      }
      const fate = fieldFate(text, raw, value);
      counts[fate]++;
      if (fate !== 'printed')
        worked.set(
          `${doc.family.cls} ${key} ${fate}`,
          (worked.get(`${doc.family.cls} ${key} ${fate}`) ?? 0) + 1,
        );
      if (fate === 'missing') problems.push(`${doc.id}: ${key} not printed in any form`);
    }
    tally.set(doc.family.cls, counts);
  }
  const families = [...new Set(docs.map((d) => d.family))];
  for (const f of families) {
    const [one, two_, three] = [1, 2, 3].map((c) => truths.get(`${f.id}#${c}`));
    if (one === two_ || one === three || two_ === three)
      problems.push(`${f.id}: two copies share their truth`);
    if (texts.get(`${f.id}#1`) === texts.get(`${f.id}#2`))
      problems.push(`${f.id}: the two text PDFs are the same`);
  }
  // The scan (copy 3) is not read here; its layout is checked by building copy 3's text PDF alone.
  for (const f of families.filter((x) => ['driver-license', 'passport'].includes(x.cls))) {
    const third = await buildDocument({
      ...(docs.find((d) => d.family === f)! as EvalDocument),
      layout: 'text-pdf',
      copy: 3,
    });
    const lines = firstLines.get(f.id)!.add((await pdfText(third.bytes)).split('\n')[0]!.slice(0, 20));
    if (lines.size < 2) problems.push(`${f.id}: the three copies show one layout`);
  }
  console.log(
    `Family 14 (held-out-10): ${docs.length} documents (${docs.filter((d) => d.layout === 'text-pdf').length} text PDFs, ${docs.filter((d) => d.layout === 'scan').length} scans, ${docs.filter((d) => d.layout === 'photo').length} photos)`,
  );
  console.log('class'.padEnd(22), ORDER.map((o) => o.padStart(11)).join(''), '        n/a');
  const total: Record<string, number> = {};
  for (const [cls, counts] of [...tally.entries()].sort()) {
    console.log(
      cls.padEnd(22),
      [...ORDER, 'n/a' as const].map((o) => String(counts[o]).padStart(11)).join(''),
    );
    for (const [k, v] of Object.entries(counts)) total[k] = (total[k] ?? 0) + v;
  }
  console.log('all'.padEnd(22), [...ORDER, 'n/a'].map((o) => String(total[o] ?? 0).padStart(11)).join(''));
  console.log(
    `Not printed as they are: ${[...worked.entries()].map(([k, n]) => `${k} (${n})`).join(', ') || 'none'}`,
  );
  for (const p of problems) console.log(`PROBLEM ${p}`);
  if (problems.length) process.exitCode = 1;
  else console.log('Every truth value is printed in some form; copies differ; both layouts are drawn.');
};

await main();
