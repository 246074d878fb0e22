// The second opinion (second-opinion.ts) on layouts written for the test, with a model trained here
// on a few documents of the same made-up layouts (the shipped weights change whenever they are
// regenerated: the test does not depend on them).
import { describe, expect, it } from 'vitest';
import type { Fields } from './consistency-util';
import type { Found, PageText } from './find';
import type { LearnedWeights } from './learned';
import { candidatesOf, slotOf, type CandidateKind } from './learned-features';
import { trainSoftmax } from './learned-softmax';
import { secondOpinion } from './second-opinion';
import { extractOffline } from './extract';

const SIZE = 1 << 12;

const pages = (lines: string[], ocr = false): PageText[] => [
  { page: 1, text: lines.join('\n'), ...(ocr ? { uncertain: [] } : {}) },
];

/** A title commitment's Schedule A: a fee beside 'Loan Policy', the amount insured further down. */
const commitment = (fee: number, amount: number, ocr = false) =>
  pages(
    [
      'COMMITMENT FOR TITLE INSURANCE  SCHEDULE A',
      `Loan Policy  $${fee}`,
      'Proposed Insured: Harbor Bank, its successors and/or assigns',
      `Proposed Amount of Insurance: $${amount.toLocaleString('en-US')}`,
    ],
    ocr,
  );

/** An appraisal's summary: the inspection date, then the value's effective date in prose. */
const appraisal = (inspected: string, effective: string) =>
  pages([
    'SUMMARY OF SALIENT FACTS',
    `Date of Inspection  ${inspected}`,
    `The market value of the fee simple interest, as of ${effective}, is: TWO MILLION DOLLARS`,
  ]);

/** A model of one field trained on documents whose true value is known. */
const trained = (key: string, kind: CandidateKind, docs: [PageText[], number | string][]) => {
  const w = trainSoftmax(
    docs.map(([p, truth]) => {
      const cands = candidatesOf(p, kind);
      return {
        slots: cands.map((c) => c.features.map((f) => slotOf(f, SIZE))),
        positive: cands.map((c) => c.value === truth),
      };
    }),
    SIZE,
  );
  const weights: Record<string, number> = {};
  w.forEach((v, slot) => {
    if (v !== 0) weights[slot] = v;
  });
  return { key, model: { kind, threshold: 0.6, weights } };
};

const weightsOf = (...models: ReturnType<typeof trained>[]): LearnedWeights => ({
  size: SIZE,
  fields: Object.fromEntries(models.map((m) => [m.key, m.model])),
});

const policy = trained(
  'title-commitment:policy_amount',
  'number',
  [
    [175, 1_229_000],
    [250, 931_000],
    [300, 2_450_000],
    [125, 640_000],
    [200, 1_875_500],
  ].map(([fee, amount]) => [commitment(fee!, amount!), amount!]),
);
const effective = trained(
  'appraisal:effective_date',
  'date',
  [
    ['03/02/2025', 'March 5, 2025'],
    ['June 9, 2024', 'June 12, 2024'],
    ['11/20/2023', 'November 21, 2023'],
    ['August 1, 2026', 'August 3, 2026'],
  ].map(([a, b]) => [appraisal(a!, b!), new Date(`${b} UTC`).toISOString().slice(0, 10)]),
);
/** An insurance binder's box: the insured's name after its label, the mailing address's label alone. */
const binder = (insured: string) =>
  pages([
    'EVIDENCE OF PROPERTY INSURANCE',
    'Agency: Northgate Brokers',
    `Named Insured: ${insured}`,
    'Mailing Address',
    '12 Elm St, Dayton, OH 45402',
  ]);
const insured = trained(
  'insurance-binder:insured_name',
  'text',
  [
    'Granite Peak Properties LLC',
    'Harlow Street Partners',
    'Bluebird Lane Holdings LLC',
    'Meridian Court Investors',
    'Osprey Point Rentals LLC',
  ].map((name) => [binder(name), name]),
);
const WEIGHTS = weightsOf(policy, effective, insured);

const read = (key: string, found: Found): Fields => new Map([[key, found]]);

describe('second opinion', () => {
  const doc = commitment(250, 1_175_000);

  it('doubts an amount the rules read beside a fee when the model reads the amount insured', () => {
    const found = read('policy_amount', { value: 250, page: 1, quote: 'Loan Policy  $250' });
    expect(secondOpinion('title-commitment', 'policy_amount', found, doc, WEIGHTS)).toBe(
      "Two readings disagree: $250 (beside 'Loan Policy') or 1,175,000 (on 'Proposed Amount of Insurance: $1,175,000'): check which one applies",
    );
  });

  it('keeps the value both readers agree on', () => {
    const quote = 'Proposed Amount of Insurance: $1,175,000';
    const found = read('policy_amount', { value: 1_175_000, page: 1, quote });
    expect(secondOpinion('title-commitment', 'policy_amount', found, doc, WEIGHTS)).toBeNull();
  });

  it('keeps a value another figure confirmed', () => {
    const found = read('policy_amount', { value: 250, page: 1, quote: 'Loan Policy  $250', confirmed: true });
    expect(secondOpinion('title-commitment', 'policy_amount', found, doc, WEIGHTS)).toBeNull();
  });

  it('has no say on a value its quote does not print alone (counted, added up, part of a code)', () => {
    for (const quote of [null, 'Policy form S250', 'Proposed Insured: Harbor Bank']) {
      const found = read('policy_amount', { value: 250, page: 1, quote });
      expect(secondOpinion('title-commitment', 'policy_amount', found, doc, WEIGHTS)).toBeNull();
    }
  });

  it('keeps the value when the model is not sure of its own reading', () => {
    const unsure = pages(['Loan Policy  $250', 'Owner Policy  $1,175,000']);
    const found = read('policy_amount', { value: 250, page: 1, quote: 'Loan Policy  $250' });
    expect(secondOpinion('title-commitment', 'policy_amount', found, unsure, WEIGHTS)).toBeNull();
  });

  it('reads an OCR page only with a threshold for OCR pages', () => {
    const scan = commitment(250, 1_175_000, true);
    const found = read('policy_amount', { value: 250, page: 1, quote: 'Loan Policy  $250' });
    expect(secondOpinion('title-commitment', 'policy_amount', found, scan, WEIGHTS)).toBeNull();
    const withOcr = weightsOf({ ...policy, model: { ...policy.model, ocrThreshold: 0.6 } as never });
    expect(secondOpinion('title-commitment', 'policy_amount', found, scan, withOcr)).toMatch(
      /^Two readings disagree: \$250 \(beside 'Loan Policy'\) or 1,175,000/,
    );
  });

  it('compares dates whatever their format', () => {
    const page = appraisal('January 15, 2026', 'January 18, 2026');
    const inspection = read('effective_date', {
      value: 'January 15, 2026',
      page: 1,
      quote: 'Date of Inspection  January 15, 2026',
    });
    expect(secondOpinion('appraisal', 'effective_date', inspection, page, WEIGHTS)).toBe(
      "Two readings disagree: January 15, 2026 (beside 'Date of Inspection') or 01/18/2026 (on 'The market value of the fee simple interest, as of January 18, 2026, is: TWO...'): check which one applies",
    );
    const same = read('effective_date', { value: '01/18/2026', page: 1, quote: null });
    expect(secondOpinion('appraisal', 'effective_date', same, page, WEIGHTS)).toBeNull();
  });

  it('doubts a name the rules read from a label when the model reads another name', () => {
    const doc = binder('Cedar Hollow Apartments LLC');
    const label = read('insured_name', { value: 'Mailing Address', page: 1, quote: 'Mailing Address' });
    expect(secondOpinion('insurance-binder', 'insured_name', label, doc, WEIGHTS)).toBe(
      "Two readings disagree: 'Mailing Address' or 'Cedar Hollow Apartments LLC' (on 'Named Insured: Cedar Hollow Apartments LLC'): check which one applies",
    );
    const quote = 'Named Insured: Cedar Hollow Apartments LLC';
    // The same name read shorter: no disagreement.
    const shorter = read('insured_name', { value: 'Cedar Hollow Apartments', page: 1, quote });
    expect(secondOpinion('insurance-binder', 'insured_name', shorter, doc, WEIGHTS)).toBeNull();
    const name = read('insured_name', { value: 'Cedar Hollow Apartments, LLC', page: 1, quote });
    expect(secondOpinion('insurance-binder', 'insured_name', name, doc, WEIGHTS)).toBeNull();
  });

  it("keeps a name printed under the field's own word when the model reads a line labelled for another role", () => {
    // The demo's Schedule A: the shipped model read 'Proposed Insured (Owner)' as the vested owner, so
    // every demo commitment's vested owner was N/A ('Two readings disagree').
    const text = [
      'Keystone Title & Escrow',
      'Issuing agent for Old Republic National Title Insurance Company',
      'Commitment for Title Insurance',
      'Commitment No. KEY-24909',
      'SCHEDULE A',
      'Commitment Date:  11/07/2026',
      'Property Address:  3363 Park Ave, Baltimore, MD 21218',
      'Proposed Policy Amount (Loan Policy):  $11,520,000.00',
      'Proposed Insured (Loan Policy):  The Lender, its successors and/or assigns',
      'Proposed Policy Amount (Owner Policy):  $16,465,000.00',
      'Proposed Insured (Owner):  Park Capital LLC',
      'Title Vested In:  Clark Family Trust',
      'Estate:  Fee simple',
      'SCHEDULE B, PART I - REQUIREMENTS',
      '1. Payment of the full consideration to, or for the account of, the grantors or mortgagors.',
      '2. Deed from Clark Family Trust to Park Capital LLC, to be recorded.',
      '3. Mortgage from Park Capital LLC to the Lender securing $11,520,000.00, to be recorded.',
      '4. Certificate of good standing and operating agreement of Park Capital LLC.',
      '5. Payment of all real estate taxes and assessments due and payable.',
      'SCHEDULE B, PART II - EXCEPTIONS',
      '1. Rights or claims of parties in possession under unrecorded leases, as tenants only.',
      '2. Easements, restrictions and rights of way of record.',
      '3. Real estate taxes for 2026, a lien not yet due and payable.',
      '4. Any facts an accurate survey would disclose.',
      'Keystone Title & Escrow, Authorized Signatory',
      'Date: 11/07/2026',
      'Commitment No. KEY-24909  Page 1 of 1',
    ].join('\n');
    const { values } = extractOffline({ pages: [{ page: 1, text }], documentName: 'Title Commitment' });
    expect(values.find((v) => v.key === 'vested_owner')).toMatchObject({
      value: 'Clark Family Trust',
      reason: null,
    });
  });

  it('has no say on a field without a model', () => {
    const found = read('vested_owner', { value: 'Kingfisher Holdings, LLC', page: 1, quote: null });
    expect(secondOpinion('title-commitment', 'vested_owner', found, doc, WEIGHTS)).toBeNull();
  });
});
