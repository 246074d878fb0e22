// The fixed evaluation set (issue 23 item 2): 139 generator families over 10 lender document
// classes, each drawn as text PDFs, a scan and (for one-page families of photo IDs and each
// class's first family) a phone photo. Every document is generated at run time from its seed.
//
// HELD OUT: every class's fifth family ('/e', families-e-*.ts), written and committed before the
// extractor's second round of tuning; only scored, never read while tuning. The fourth family
// ('/d') was the first held-out split (committed in ebdf6a6 before the first round); its failures
// have since been read, so it is now 'tune-2' and still reported apart so history compares.
//
// HELD OUT 2: every class's sixth family ('/f', families-f-*.ts), written blind by an engineer who
// never read the extractor, and committed alone before being measured; only scored, its failures
// never printed (split 'held-out-2').
//
// HELD OUT 3: family 7 ('/g', families-g-*.ts), written for the fourth round before the extractor's
// rules were read or changed, and committed alone; only scored (split 'held-out-3').
//
// HELD OUT 4: family 8 ('/h', families-h-*.ts), written blind (the extractor never opened) while the
// extractor was being tuned on families 1-7, and committed alone; only scored (split 'held-out-4').
//
// HELD OUT 5: family 9 ('/i', families-i-*.ts), written blind (the extractor never opened) while family 8
// was being read for tuning, and committed alone; only scored (split 'held-out-5'). Unblinded in
// stop 26 (its failures read for tuning: '--failures-held-out-5').
//
// HELD OUT 6: family 10 ('/j', families-j-*.ts), written blind while family 9 was being read for
// tuning, and committed alone; only scored (split 'held-out-6').
//
// HELD OUT 7: family 11 ('/k', families-k-*.ts), written blind (the extractor never opened) while
// family 10 was being read for tuning, and committed alone; only scored (split 'held-out-7').
//
// HELD OUT 8: family 12 ('/l', families-l-*.ts), written blind (the extractor never opened) while
// family 11 was being read for tuning, and committed alone; only scored (split 'held-out-8').
// Unblinded in stop 29 (its failures read for tuning: '--failures-held-out-8').
//
// HELD OUT 9: family 13 ('/m', families-m-*.ts), written blind (the extractor never opened) while
// family 12 was being read for tuning, and committed alone; only scored (split 'held-out-9').
//
// HELD OUT 10: family 14 ('/n', families-n-*.ts), written blind (the extractor never opened) while
// family 13 was being read for tuning, and committed alone; only scored (split 'held-out-10'). No
// copy in either rewording ('reworded' leaves out families 13 and 14, 'reworded-2' is families 1-13).
//
// REWORDED: every family 1-12 drawn once more as a text PDF (copy 5) with its labels
// reworded by a table written blind (reworded.ts: the wording other lenders, banks, title companies
// and appraisers print for the same thing); only scored (split 'reworded'). The values are the
// family's own, so the measure is how much reading depends on one family's label wording.
//
// REWORDED 2: every family 1-13 drawn once more as a text PDF (copy 6) with its labels reworded by a
// second table, written blind in stop 30 by another helper after the first had been read for tuning
// (reworded2.ts); only scored (split 'reworded-2'). Families of later blind splits get no copy.
import { APPRAISAL_FAMILIES } from './families-appraisal';
import { BANK_FAMILIES } from './families-bank';
import { CLOSING_FAMILIES } from './families-closing';
import { ENTITY_FAMILIES } from './families-entity';
import { FORM_FAMILIES_E } from './families-e-forms';
import { FORM_FAMILIES_F } from './families-f-forms';
import { ID_FAMILIES_F } from './families-f-ids';
import { MONEY_FAMILIES_F } from './families-f-money';
import { PROPERTY_FAMILIES_F } from './families-f-property';
import { MONEY_FAMILIES_G } from './families-g-money';
import { PROPERTY_FAMILIES_G } from './families-g-property';
import { CLOSING_FAMILIES_H } from './families-h-closing';
import { ID_FAMILIES_H } from './families-h-ids';
import { MONEY_FAMILIES_H } from './families-h-money';
import { PROPERTY_FAMILIES_H } from './families-h-property';
import { MONEY_FAMILIES_E } from './families-e-money';
import { PROPERTY_FAMILIES_E } from './families-e-property';
import { APPRAISAL_FAMILY_I } from './families-i-appraisal';
import { BANK_FAMILY_I } from './families-i-bank';
import { CLOSING_FAMILIES_I } from './families-i-closing';
import { ENTITY_FAMILIES_I } from './families-i-entity';
import { ID_FAMILIES_I } from './families-i-ids';
import { PROPERTY_FAMILIES_I } from './families-i-property';
import { IDENTITY_FAMILIES } from './families-identity';
import { APPRAISAL_FAMILY_J } from './families-j-appraisal';
import { BANK_FAMILY_J } from './families-j-bank';
import { CONTRACT_FAMILY_J } from './families-j-contract';
import { ENTITY_FAMILY_J } from './families-j-entity';
import { ID_FAMILIES_J } from './families-j-ids';
import { INSURANCE_FAMILY_J } from './families-j-insurance';
import { RENT_ROLL_FAMILY_J } from './families-j-rent-roll';
import { SREO_FAMILY_J } from './families-j-sreo';
import { TITLE_FAMILY_J } from './families-j-title';
import { APPRAISAL_FAMILY_K } from './families-k-appraisal';
import { BANK_FAMILY_K } from './families-k-bank';
import { CONTRACT_FAMILY_K } from './families-k-contract';
import { ENTITY_FAMILY_K } from './families-k-entity';
import { ID_FAMILIES_K } from './families-k-ids';
import { INSURANCE_FAMILY_K } from './families-k-insurance';
import { RENT_ROLL_FAMILY_K } from './families-k-rent-roll';
import { SREO_FAMILY_K } from './families-k-sreo';
import { TITLE_FAMILY_K } from './families-k-title';
import { APPRAISAL_FAMILY_L } from './families-l-appraisal';
import { BANK_FAMILY_L } from './families-l-bank';
import { CONTRACT_FAMILY_L } from './families-l-contract';
import { ENTITY_FAMILY_L } from './families-l-entity';
import { ID_FAMILIES_L } from './families-l-ids';
import { INSURANCE_FAMILY_L } from './families-l-insurance';
import { RENT_ROLL_FAMILY_L } from './families-l-rent-roll';
import { SREO_FAMILY_L } from './families-l-sreo';
import { TITLE_FAMILY_L } from './families-l-title';
import { APPRAISAL_FAMILY_M } from './families-m-appraisal';
import { BANK_FAMILY_M } from './families-m-bank';
import { CONTRACT_FAMILY_M } from './families-m-contract';
import { ENTITY_FAMILY_M } from './families-m-entity';
import { ID_FAMILIES_M } from './families-m-ids';
import { INSURANCE_FAMILY_M } from './families-m-insurance';
import { RENT_ROLL_FAMILY_M } from './families-m-rent-roll';
import { SREO_FAMILY_M } from './families-m-sreo';
import { TITLE_FAMILY_M } from './families-m-title';
import { APPRAISAL_FAMILY_N } from './families-n-appraisal';
import { BANK_FAMILY_N } from './families-n-bank';
import { CONTRACT_FAMILY_N } from './families-n-contract';
import { ENTITY_FAMILY_N } from './families-n-entity';
import { ID_FAMILIES_N } from './families-n-ids';
import { INSURANCE_FAMILY_N } from './families-n-insurance';
import { RENT_ROLL_FAMILY_N } from './families-n-rent-roll';
import { SREO_FAMILY_N } from './families-n-sreo';
import { TITLE_FAMILY_N } from './families-n-title';
import { PROPERTY_FAMILIES } from './families-property';
import { photoJpeg, scanPdf, textPdf } from './render';
import { reword } from './reworded';
import { reword2 } from './reworded2';
import { hashSeed, rngOf } from './rng';
import type { EvalSplit as Split } from '../types';
import type { Expected, Family } from './types';

type Layout = 'text-pdf' | 'scan' | 'photo';

export type EvalDocument = { id: string; family: Family; layout: Layout; copy: number; split: Split };

const FAMILIES: Family[] = [
  ...BANK_FAMILIES,
  ...ENTITY_FAMILIES,
  ...IDENTITY_FAMILIES,
  ...PROPERTY_FAMILIES,
  ...APPRAISAL_FAMILIES,
  ...CLOSING_FAMILIES,
  ...MONEY_FAMILIES_E,
  ...PROPERTY_FAMILIES_E,
  ...FORM_FAMILIES_E,
  ...MONEY_FAMILIES_F,
  ...ID_FAMILIES_F,
  ...PROPERTY_FAMILIES_F,
  ...FORM_FAMILIES_F,
  ...MONEY_FAMILIES_G,
  ...PROPERTY_FAMILIES_G,
  ...MONEY_FAMILIES_H,
  ...ID_FAMILIES_H,
  ...PROPERTY_FAMILIES_H,
  ...CLOSING_FAMILIES_H,
  ...BANK_FAMILY_I,
  ...ENTITY_FAMILIES_I,
  ...ID_FAMILIES_I,
  ...PROPERTY_FAMILIES_I,
  ...APPRAISAL_FAMILY_I,
  ...CLOSING_FAMILIES_I,
  ...BANK_FAMILY_J,
  ...ENTITY_FAMILY_J,
  ...SREO_FAMILY_J,
  ...ID_FAMILIES_J,
  ...RENT_ROLL_FAMILY_J,
  ...CONTRACT_FAMILY_J,
  ...APPRAISAL_FAMILY_J,
  ...INSURANCE_FAMILY_J,
  ...TITLE_FAMILY_J,
  ...BANK_FAMILY_K,
  ...ENTITY_FAMILY_K,
  ...SREO_FAMILY_K,
  ...ID_FAMILIES_K,
  ...RENT_ROLL_FAMILY_K,
  ...CONTRACT_FAMILY_K,
  ...APPRAISAL_FAMILY_K,
  ...INSURANCE_FAMILY_K,
  ...TITLE_FAMILY_K,
  ...BANK_FAMILY_L,
  ...ENTITY_FAMILY_L,
  ...SREO_FAMILY_L,
  ...ID_FAMILIES_L,
  ...RENT_ROLL_FAMILY_L,
  ...CONTRACT_FAMILY_L,
  ...APPRAISAL_FAMILY_L,
  ...INSURANCE_FAMILY_L,
  ...TITLE_FAMILY_L,
  ...BANK_FAMILY_M,
  ...ENTITY_FAMILY_M,
  ...SREO_FAMILY_M,
  ...ID_FAMILIES_M,
  ...RENT_ROLL_FAMILY_M,
  ...CONTRACT_FAMILY_M,
  ...APPRAISAL_FAMILY_M,
  ...INSURANCE_FAMILY_M,
  ...TITLE_FAMILY_M,
  ...BANK_FAMILY_N,
  ...ENTITY_FAMILY_N,
  ...SREO_FAMILY_N,
  ...ID_FAMILIES_N,
  ...RENT_ROLL_FAMILY_N,
  ...CONTRACT_FAMILY_N,
  ...APPRAISAL_FAMILY_N,
  ...INSURANCE_FAMILY_N,
  ...TITLE_FAMILY_N,
];

/** The split of each family by its id's letter; families 1-3 ('/a'-'/c') are 'tune'. */
const SPLIT_OF_FAMILY: Record<string, Split> = {
  d: 'tune-2',
  e: 'held-out',
  f: 'held-out-2',
  g: 'held-out-3',
  h: 'held-out-4',
  i: 'held-out-5',
  j: 'held-out-6',
  k: 'held-out-7',
  l: 'held-out-8',
  m: 'held-out-9',
  n: 'held-out-10',
};

const splitOf = (family: Family): Split => SPLIT_OF_FAMILY[family.id.slice(-1)] ?? 'tune';

const photographed = (family: Family) =>
  ['driver-license', 'passport'].includes(family.cls) || family.id.endsWith('/a');

/** The families drawn for split 'reworded-2': 1-13 ('/a' ... '/m'). */
const REWORDED_2_LETTERS = 'abcdefghijklm'.split('');

/** Each family's scan at 150, 200 or 300 dpi, by its id (until stop 29 every scan was copy 3, so 150). */
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
    ...(split === 'held-out-9' || split === 'held-out-10'
      ? []
      : [{ ...one('text-pdf', 5), split: 'reworded' as const }]),
    ...(REWORDED_2_LETTERS.includes(family.id.slice(-1))
      ? [{ ...one('text-pdf', 6), split: 'reworded-2' as const }]
      : []),
  ];
});

export type BuiltDocument = { bytes: Buffer; truth: Record<string, Expected>; pageCount: number };

/** The document's file and ground truth, the same on every run. */
export const buildDocument = async (doc: EvalDocument): Promise<BuiltDocument> => {
  const r = rngOf(hashSeed(`${doc.family.id}#${doc.copy}`));
  const made = doc.family.make(r);
  const { truth } = made;
  const words = rngOf(hashSeed(`${doc.id}/words`));
  const pages =
    doc.split === 'reworded'
      ? reword(made.pages, words)
      : doc.split === 'reworded-2'
        ? reword2(made.pages, words, doc.family.cls)
        : made.pages;
  const draw = rngOf(hashSeed(`${doc.id}/pixels`));
  const bytes =
    doc.layout === 'text-pdf'
      ? await textPdf(pages)
      : doc.layout === 'scan'
        ? await scanPdf(pages, draw, SCAN_DPI[hashSeed(doc.family.id) % SCAN_DPI.length]!)
        : photoJpeg(pages[0]!, draw);
  return { bytes, truth, pageCount: doc.layout === 'photo' ? 1 : pages.length };
};
