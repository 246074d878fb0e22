// The fixed evaluation set (issue 23 item 2): 40 generator families over 10 lender document
// classes, each drawn as text PDFs, a scan and (for one-page families of photo IDs and each
// class's first family) a phone photo. Every document is generated at run time from its seed.
//
// HELD OUT, decided before the extractor was tuned: every class's fourth family ('/d'), a quarter
// of the families and of the documents. They are only scored, never read while tuning.
import { APPRAISAL_FAMILIES } from './families-appraisal';
import { BANK_FAMILIES } from './families-bank';
import { CLOSING_FAMILIES } from './families-closing';
import { ENTITY_FAMILIES } from './families-entity';
import { IDENTITY_FAMILIES } from './families-identity';
import { PROPERTY_FAMILIES } from './families-property';
import { photoJpeg, scanPdf, textPdf } from './render';
import { hashSeed, rngOf } from './rng';
import type { Expected, Family } from './types';

type Layout = 'text-pdf' | 'scan' | 'photo';
type Split = 'tune' | 'held-out';

export type EvalDocument = { id: string; family: Family; layout: Layout; copy: number; split: Split };

const FAMILIES: Family[] = [
  ...BANK_FAMILIES,
  ...ENTITY_FAMILIES,
  ...IDENTITY_FAMILIES,
  ...PROPERTY_FAMILIES,
  ...APPRAISAL_FAMILIES,
  ...CLOSING_FAMILIES,
];

const splitOf = (family: Family): Split => (family.id.endsWith('/d') ? 'held-out' : 'tune');

const photographed = (family: Family) =>
  ['driver-license', 'passport'].includes(family.cls) || family.id.endsWith('/a');

const SCAN_DPI = [150, 200, 300];

export const EVAL_SET: EvalDocument[] = FAMILIES.flatMap((family) => {
  const split = splitOf(family);
  const one = (layout: Layout, copy: number): EvalDocument => ({
    id: `${family.id}#${copy}-${layout}`,
    family,
    layout,
    copy,
    split,
  });
  return [
    one('text-pdf', 1),
    one('text-pdf', 2),
    one('scan', 3),
    ...(photographed(family) ? [one('photo', 4)] : []),
  ];
});

export type BuiltDocument = { bytes: Buffer; truth: Record<string, Expected>; pageCount: number };

/** The document's file and ground truth, the same on every run. */
export const buildDocument = async (doc: EvalDocument): Promise<BuiltDocument> => {
  const r = rngOf(hashSeed(`${doc.family.id}#${doc.copy}`));
  const { truth, pages } = doc.family.make(r);
  const draw = rngOf(hashSeed(`${doc.id}/pixels`));
  const bytes =
    doc.layout === 'text-pdf'
      ? await textPdf(pages)
      : doc.layout === 'scan'
        ? await scanPdf(pages, draw, SCAN_DPI[doc.copy % SCAN_DPI.length]!)
        : photoJpeg(pages[0]!, draw);
  return { bytes, truth, pageCount: doc.layout === 'photo' ? 1 : pages.length };
};
