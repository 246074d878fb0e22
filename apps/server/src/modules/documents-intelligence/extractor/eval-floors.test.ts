// Accuracy floors of the offline extractor (issue 23 item 2): a fixed sample of the evaluation
// set (every text PDF of the three splits, plus a few scans and a photo) is generated, read as an
// upload is and scored. The build fails when accuracy drops below the floors (set a little under
// what was measured: see apps/server/eval/extraction/README.md) or when any value is stated
// wrongly. Splits: 'tune' (families 1-3), 'tune-2' (family 4, the first held-out split, read since
// through its failures), 'held-out' (family 5, written before the second round of tuning and
// read in the third). Family 6 ('held-out-2') is blind: its layouts were written by an engineer who
// never read the extractor, and nobody tunes on it (its failures are never printed, here either);
// its text PDFs have floors of their own at the figures measured on it, so a regression fails.
// Family 7 ('held-out-3', issue 23's fourth round) was written and committed before that round read
// or changed any rule; its misses were read in the fifth round, so neither family is blind now
// (family 8, 'held-out-4', is, and is not scored here). Both keep floors of their own (aggregates
// only); their scans and photos are scored from the OCR recorded in eval/extraction/ocr-fixtures.
import { afterAll, describe, expect, it } from 'vitest';
import { runExtractionEval } from '../../../../eval/extraction/extraction-eval';
import type { EvalRow } from '../../../../eval/types';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedOcr } from '../../../../eval/ocr-cache';
import { createTesseractOcr } from '../../../integrations/ocr/tesseract-ocr';

/** A few scans and a photo of the tune split (the whole set's scans take minutes: npm run eval). */
const SCANS = new Set([
  'bank-statement/a#3-scan',
  'operating-agreement/a#3-scan',
  'insurance-binder/c#3-scan',
  'appraisal/b#3-scan',
  'driver-license/a#4-photo',
  // Family 5's scanned Texas licence: OCR reads 'Z770-029-340' as '2770-029-340' (a confident wrong
  // value until the fifth round refused numbers without their state's shape).
  'driver-license/e#3-scan',
]);

/**
 * Floors: the recall measured on this sample after the fifth round (2026-11-27, README "Fifth
 * round"), rounded down to a whole percent: tune text 100%, tune-2 text 99.1%, held-out (family 5)
 * text 98.2%; the sampled scans and photo 92.1% (35 of 38 fields; OCR); 0 wrong values everywhere.
 */
const TUNE_TEXT_FLOOR = 1;
const TUNE_2_TEXT_FLOOR = 0.99;
const HELD_OUT_TEXT_FLOOR = 0.98;
/**
 * Stop 29: the sampled scans and photo 36 of 38 (94.7%), once a word both OCR reads agree on takes
 * the surer of their confidences (cross-check.ts).
 */
const SCAN_FLOOR = 0.94;
/**
 * Families 6 (held-out-2) and 7 (held-out-3), every layout, measured after the fifth round
 * (README "Fifth round"; both families' misses were read by class and field, so neither is blind
 * any more: family 8, held-out-4, is): family 6 text PDFs 100% precision / 94.5% recall / 0 wrong
 * (89.1% after the fourth round), scans and photo 63.6% recall (60.6%), 0 wrong; family 7 text
 * 100% / 100% / 0 (66.3%), scans and photo 80.7% (61.4%) and 0 wrong (1). Rounded down. The
 * issue's 95% on text is met on family 7, not on family 6; its 90% on scans on neither.
 * Stop 29: each family's scan is drawn at 150, 200 or 300 dpi by its id (eval/extraction/set.ts; all
 * were 150 dpi), so the fixtures of the changed scans were recorded again: family 6's scans and
 * photo 57 of 66 (86.4%), family 7's 54 of 57 (94.7%; 50 and 1 wrong value, an SREO count of 6 for
 * 5 on a '-TOTALS' row, until clean.ts dropped a speck glued to a line's first word), 0 wrong. The
 * tune sample's scans kept 35 of 38. Raised to those, rounded down. Then clean.ts's specks (marks
 * glued to words, table borders read as brackets) and the cross-check's surer confidence for words
 * both reads agree on: family 6's 61 of 66 (92.4%), family 7's unchanged, the sample's 36 of 38.
 */
const BLIND_FLOORS = {
  'held-out-2': { precision: 1, recall: 0.94, scanRecall: 0.92, scanWrong: 0 },
  'held-out-3': { precision: 1, recall: 1, scanRecall: 0.94, scanWrong: 0 },
} as const;

/**
 * Families 8 (held-out-4), 9 (held-out-5), 10 (held-out-6), 11 (held-out-7) and 12 (held-out-8),
 * read for tuning in stops 25 to 29, so none is blind (family 14, held-out-10, is, and is not scored
 * here; nor are the blind second rewording's copies): their text PDFs only (no OCR), at the figures measured
 * after the rounds that read them (docs/evaluation.md): family 8 100% / 100% / 0, family 9 100% /
 * 99.1% / 0, family 10 100% / 100% / 0 (70.2% / 1 wrong before the ninth round), family 11 100% /
 * 99.1% / 0 (94.4% / 58.8% / 4 wrong before the tenth), family 12 100% / 100% / 0 (96.2% / 66.7% /
 * 3 wrong before the eleventh), rounded down (family 10's a field under it).
 * Stop 30 read family 13 (held-out-9) and the first rewording (reworded: families 1-12 as text PDFs
 * with their labels worded as other institutions print them): family 13's text PDFs 100% / 67.5% /
 * 0 -> 100% / 90.4% / 0, the reworded copies 99.0% / 70.5% / 5 -> 100% / 99.0% / 0, rounded down.
 */
const READ_TEXT_FLOORS = {
  'held-out-4': 1,
  'held-out-5': 0.99,
  'held-out-6': 0.99,
  'held-out-7': 0.99,
  'held-out-8': 0.99,
  'held-out-9': 0.9,
  reworded: 0.98,
} as const;

/**
 * The OCR of the sampled scans and photos, recorded once by image hash (eval/extraction/ocr-fixtures):
 * the floors measure the extractor on what tesseract reads, in seconds. A page whose pixels changed
 * (a renderer change) is a miss, read by tesseract as before (slower, same figures).
 */
const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../eval/extraction/ocr-fixtures',
);
const ocr = cachedOcr(createTesseractOcr(), FIXTURES, true, '.ocr');
afterAll(() => ocr.close());

const rightOf = (rows: EvalRow[]) => rows.reduce((s, r) => s + Math.round((r.recall ?? 0) * r.n), 0);
const wrongOf = (rows: EvalRow[]) => rows.reduce((s, r) => s + r.confidentWrong, 0);
const recall = (rows: EvalRow[]) => {
  const n = rows.reduce((s, r) => s + r.n, 0);
  return n === 0 ? 1 : rightOf(rows) / n;
};
/** Right / stated (every stated value is right or a confident wrong value). */
const precision = (rows: EvalRow[]) => {
  const stated = rightOf(rows) + wrongOf(rows);
  return stated === 0 ? 1 : rightOf(rows) / stated;
};

describe('offline extraction on the evaluation sample', () => {
  it('stays above its floors and states no wrong value', async () => {
    const result = await runExtractionEval({
      ocr,
      // The blind splits (family 14, 'held-out-10', and the second rewording, 'reworded-2') are never
      // scored here; the first rewording, read in stop 30, is (its text PDFs are all it has).
      only: (doc) =>
        doc.split === 'reworded' ||
        (!doc.split.startsWith('reworded') &&
          ((/\/[a-e]$/.test(doc.family.id) && (doc.layout === 'text-pdf' || SCANS.has(doc.id))) ||
            /\/[fg]$/.test(doc.family.id) ||
            (/\/[hijklm]$/.test(doc.family.id) && doc.layout === 'text-pdf'))),
    });
    const rows = result.rows.filter((r) => !(r.split in BLIND_FLOORS));
    const wrong = wrongOf(rows);
    expect(wrong, JSON.stringify(result.failures.filter((f) => !f.got.startsWith('"N/A"')).slice(0, 5))).toBe(
      0,
    );
    const text = rows.filter((r) => r.layout === 'text-pdf');
    expect(recall(text.filter((r) => r.split === 'tune'))).toBeGreaterThanOrEqual(TUNE_TEXT_FLOOR);
    expect(recall(text.filter((r) => r.split === 'tune-2'))).toBeGreaterThanOrEqual(TUNE_2_TEXT_FLOOR);
    expect(recall(text.filter((r) => r.split === 'held-out'))).toBeGreaterThanOrEqual(HELD_OUT_TEXT_FLOOR);
    expect(recall(rows.filter((r) => r.layout !== 'text-pdf'))).toBeGreaterThanOrEqual(SCAN_FLOOR);
    // Every class of the set is recognised and read on its text PDFs.
    const classes = new Set(text.filter((r) => (r.recall ?? 0) > 0.5).map((r) => r.group));
    expect(classes.size).toBe(10);
    // The held-out families 6 and 7: aggregate figures only (runExtractionEval keeps their failures out).
    for (const [split, floor] of Object.entries(BLIND_FLOORS)) {
      const blind = result.rows.filter((r) => r.split === split);
      const text = blind.filter((r) => r.layout === 'text-pdf');
      const scans = blind.filter((r) => r.layout !== 'text-pdf');
      expect(text.length * scans.length, split).toBeGreaterThan(0);
      expect(wrongOf(text), `${split}: wrong values on text PDFs`).toBe(0);
      expect(wrongOf(scans), `${split}: wrong values on scans and photos`).toBeLessThanOrEqual(
        floor.scanWrong,
      );
      expect(precision(text), `${split}: precision`).toBeGreaterThanOrEqual(floor.precision);
      expect(recall(text), `${split}: recall on text PDFs`).toBeGreaterThanOrEqual(floor.recall);
      expect(recall(scans), `${split}: recall on scans and photos`).toBeGreaterThanOrEqual(floor.scanRecall);
    }
    for (const [split, floor] of Object.entries(READ_TEXT_FLOORS)) {
      const read = result.rows.filter((r) => r.split === split);
      expect(read.length, split).toBeGreaterThan(0);
      expect(wrongOf(read), `${split}: wrong values on text PDFs`).toBe(0);
      expect(recall(read), `${split}: recall on text PDFs`).toBeGreaterThanOrEqual(floor);
    }
    // About 50 s on an idle machine; 200-250 s at load 25 (a full suite beside other work). The
    // timeout is not a speed check (the extraction bench is): it only ends a hung run.
  }, 600_000);
});
