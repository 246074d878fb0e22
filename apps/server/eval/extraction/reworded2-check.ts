// REWORDED 2's check, without the extractor (blind: prints nothing but the table's own reach):
//   node --import tsx apps/server/eval/extraction/reworded2-check.ts
// builds every document of split 'reworded-2' and, in its pdf.js text beside the same copy drawn
// without rewording, checks that every number and date is printed unchanged, in the same order,
// that every truth value printed in the plain copy is still printed, and that the table reworded
// something; then reports per class the label occurrences changed (the `hits` list) and, per
// scored field, in how many documents a label naming it was reworded. Exits 1 on a failure.
import { openPdf, pdfPageText } from '../../src/integrations/ocr/pdf';
import { textPdf } from './render';
import type { RewordHit } from './reworded';
import { REWORD_2_TABLES, reword2 } from './reworded2';
import { hashSeed, rngOf } from './rng';
import { EVAL_SET } from './set';
import type { Expected, Line } from './types';

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

const pdfText = async (pages: Line[][]): Promise<string> => {
  const pdf = await openPdf(await textPdf(pages));
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) texts.push((await pdfPageText(await pdf.getPage(n))).text);
  await pdf.destroy();
  return texts.join('\n');
};

/** The ways a document may print a value (a date in its usual forms, a number with or without cents). */
const forms = (value: string | number): string[] => {
  if (typeof value === 'number') {
    const two = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return [String(value), value.toLocaleString('en-US'), two];
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!iso) return [value];
  const [y, m, d] = [iso[1]!, iso[2]!, iso[3]!];
  const month = MONTHS[Number(m) - 1]!;
  const short = month.slice(0, 3);
  const day = String(Number(d));
  const yy = y.slice(2);
  return [
    value,
    `${m}/${d}/${y}`,
    `${Number(m)}/${day}/${y}`,
    `${m}/${d}/${yy}`,
    `${Number(m)}/${day}/${yy}`,
    `${m}-${d}-${y}`,
    `${d}/${m}/${y}`,
    `${d}.${m}.${y}`,
    `${d} ${m} ${y}`,
    `${month} ${day}, ${y}`,
    `${short} ${day}, ${y}`,
    `${d} ${short} ${y}`,
    `${d} ${month} ${y}`,
    `${d} ${short.toUpperCase()}/`,
  ];
};

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');
const printed = (text: string, value: string | number) =>
  forms(value).some((f) => squash(text).includes(squash(f)));
const digits = (text: string) => text.match(/\d+/g) ?? [];
const values = (v: Expected): (string | number)[] => (v === null ? [] : Array.isArray(v) ? v : [v]);

type ClassReport = { docs: number; changed: number; labels: Set<string>; fields: Map<string, number> };

const main = async () => {
  const failures: string[] = [];
  const byClass = new Map<string, ClassReport>();
  const docs = EVAL_SET.filter((d) => d.split === 'reworded-2');
  for (const doc of docs) {
    const made = doc.family.make(rngOf(hashSeed(`${doc.family.id}#${doc.copy}`)));
    const hits: RewordHit[] = [];
    const pages = reword2(made.pages, rngOf(hashSeed(`${doc.id}/words`)), doc.family.cls, hits);
    const [plain, reworded] = [await pdfText(made.pages), await pdfText(pages)];
    if (digits(plain).join(' ') !== digits(reworded).join(' ')) failures.push(`${doc.id}: a number changed`);
    for (const [key, value] of Object.entries(made.truth))
      for (const v of values(value))
        if (printed(plain, v) && !printed(reworded, v))
          failures.push(`${doc.id}: ${key} '${v}' no longer printed`);
    const changed = hits.filter((h) => h.from !== h.to);
    if (changed.length === 0) failures.push(`${doc.id}: nothing reworded`);
    const report = byClass.get(doc.family.cls) ?? {
      docs: 0,
      changed: 0,
      labels: new Set(),
      fields: new Map(),
    };
    report.docs++;
    report.changed += changed.length;
    for (const h of changed) report.labels.add(h.from.toLowerCase());
    const named = new Set(changed.flatMap((h) => h.field?.split(',') ?? []));
    for (const key of Object.keys(made.truth))
      report.fields.set(key, (report.fields.get(key) ?? 0) + (named.has(key) ? 1 : 0));
    byClass.set(doc.family.cls, report);
  }
  const rows = REWORD_2_TABLES.flatMap((t) => t.entries.filter((e) => e.alts[0] !== ''));
  const alternatives = rows.reduce((n, e) => n + e.alts.length, 0);
  console.log(
    `reworded-2: ${docs.length} documents; table: ${rows.length} labels, ${alternatives} alternatives`,
  );
  for (const [cls, r] of [...byClass.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const fields = [...r.fields.entries()].map(([k, n]) => `${k} ${n}/${r.docs}`).join(', ');
    console.log(`${cls.padEnd(20)} ${r.changed} occurrences changed (${r.labels.size} labels); ${fields}`);
  }
  const never = [...byClass.entries()].flatMap(([cls, r]) =>
    [...r.fields.entries()].filter(([, n]) => n === 0).map(([k]) => `${cls}.${k}`),
  );
  console.log(`scored fields whose labels were never reworded: ${never.join(', ') || 'none'}`);
  console.log(failures.length === 0 ? 'check passed' : `check FAILED:\n${failures.join('\n')}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
};

void main();
