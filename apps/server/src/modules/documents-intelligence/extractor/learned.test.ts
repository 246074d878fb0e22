import { describe, expect, it } from 'vitest';
import { slotOf } from './learned-features';
import { extractOffline } from './extract';
import { locateLearned, type LearnedWeights } from './learned';
import { textSpans } from './learned-spans';

const SIZE = 1 << 10;

/** A hand-written model: the words given weigh for the field, the rest nothing. */
const modelOf = (
  kind: string,
  threshold: number,
  weights: Record<string, number>,
  ocrThreshold?: number,
): LearnedWeights => ({
  size: SIZE,
  fields: {
    'bank-statement:ending_balance': {
      kind,
      threshold,
      ocrThreshold,
      weights: Object.fromEntries(Object.entries(weights).map(([f, w]) => [slotOf(f, SIZE), w])),
    },
  },
});

const page = (text: string) => [{ page: 1, text }];

const STATEMENT = page(
  [
    'PRAIRIE STATE BANK',
    'Statement for 03/01/2025 through 03/31/2025',
    'Opening position  $12,400.00',
    'Money in  $3,100.50',
    'Money out  $1,250.25',
    'Closing position  $14,250.25',
  ].join('\n'),
);

describe('learned locator', () => {
  it('reads the amount its words point to, with the page and the line it was read on', () => {
    const model = modelOf('number', 0.6, { 'left:closing': 8, 'kind:dollar': 1 });
    expect(locateLearned('bank-statement', 'ending_balance', STATEMENT, model)).toEqual({
      value: 14250.25,
      page: 1,
      quote: 'Closing position  $14,250.25',
    });
  });

  it('states nothing under the field threshold (two amounts equally likely)', () => {
    const model = modelOf('number', 0.6, { 'left:position': 8 });
    expect(locateLearned('bank-statement', 'ending_balance', STATEMENT, model)).toBeNull();
  });

  it('states nothing for a field it has no model of, or a page without a candidate', () => {
    const model = modelOf('number', 0.6, { 'left:closing': 8 });
    expect(locateLearned('bank-statement', 'beginning_balance', STATEMENT, model)).toBeNull();
    expect(locateLearned('bank-statement', 'ending_balance', page('No figures here'), model)).toBeNull();
  });

  it('reads an OCR page only under its own threshold (none: not read)', () => {
    const scanned = [{ ...STATEMENT[0]!, uncertain: [] }];
    const textOnly = modelOf('number', 0.6, { 'left:closing': 8 });
    expect(locateLearned('bank-statement', 'ending_balance', scanned, textOnly)).toBeNull();
    // The same page: sure enough for text pages, not for OCR'd ones.
    const strict = modelOf('number', 0.6, { 'left:closing': 3 }, 0.99);
    expect(locateLearned('bank-statement', 'ending_balance', STATEMENT, strict)?.value).toBe(14250.25);
    expect(locateLearned('bank-statement', 'ending_balance', scanned, strict)).toBeNull();
    const both = modelOf('number', 0.6, { 'left:closing': 8 }, 0.9);
    expect(locateLearned('bank-statement', 'ending_balance', scanned, both)?.value).toBe(14250.25);
  });

  it('weighs the header word above a value in its share of a row read without columns', () => {
    // An OCR'd summary: four labels over four amounts, single-spaced.
    const row = page(
      [
        'Beginning balance Money in Money out Ending balance',
        '$12,400.00 +$3,100.50 -$1,250.25 $14,250.25',
      ].join('\n'),
    );
    const model = modelOf('number', 0.6, { 'share:ending': 8 });
    expect(locateLearned('bank-statement', 'ending_balance', row, model)?.value).toBe(14250.25);
  });

  it("never states a name alone: a name's model only doubts the rules' name", () => {
    const model = modelOf('text', 0.1, { 'first:prairie': 8, 'kind:text': 1 });
    expect(locateLearned('bank-statement', 'ending_balance', STATEMENT, model)).toBeNull();
  });

  it('states a date as the rules do (MM/DD/YYYY)', () => {
    const model = modelOf('date', 0.6, { 'left:through': 8 });
    expect(locateLearned('bank-statement', 'ending_balance', STATEMENT, model)?.value).toBe('03/31/2025');
  });
});

describe('learned locator as the extractor fallback (shipped weights)', () => {
  // Written for this test: the date's label is none the rules know.
  const APPRAISAL = page(
    [
      'UNIFORM RESIDENTIAL APPRAISAL REPORT',
      'Property Address: 12 Elm St, Dayton, OH 45402',
      'Appraiser: Dana Whitfield',
      'Inspection and valuation as of  05/02/2025',
      'Indicated value by sales comparison  $415,000',
      'Reconciled final value  $415,000',
      'Year Built 1978',
      'GLA 1,842',
    ].join('\n'),
  );
  const effective = (pages: { page: number; text: string; uncertain?: string[] }[], learned?: boolean) =>
    extractOffline({ pages, learned }).values.find((v) => v.key === 'effective_date');

  it('answers a field the rules did not find, with its page and quote', () => {
    expect(effective(APPRAISAL, false)).toMatchObject({ value: 'N/A', reason: 'Not found in the document' });
    expect(effective(APPRAISAL)).toMatchObject({
      value: '05/02/2025',
      reason: null,
      page: 1,
      quote: 'Inspection and valuation as of  05/02/2025',
    });
  });

  it('answers it on a scanned page too, unless the OCR was unsure of the value', () => {
    expect(effective([{ ...APPRAISAL[0]!, uncertain: [] }])).toMatchObject({ value: '05/02/2025' });
    expect(effective([{ ...APPRAISAL[0]!, uncertain: ['05/02/2025'] }])).toMatchObject({
      value: 'N/A',
      reason: expect.stringContaining('not sure'),
    });
  });
});

describe('learned locator text candidates (names, numbers with letters)', () => {
  const values = (line: string) => textSpans(line).map((s) => s.value);

  it('offers the name after a label, with and without the words it began with', () => {
    expect(values('Seller: Jordan Blake  Buyer: Kestrel Ridge Investments, LLC')).toEqual(
      expect.arrayContaining(['Jordan Blake', 'Kestrel Ridge Investments, LLC']),
    );
    expect(values('Named Insured Granite Peak Properties LLC')).toEqual(
      expect.arrayContaining(['Granite Peak Properties LLC', 'Insured Granite Peak Properties LLC']),
    );
  });

  it('keeps joining words inside a name and ends it at a clause', () => {
    expect(values('issued by Bank of the West; account holder unknown')).toContain('Bank of the West');
    expect(values('issued by Bank of the West; account holder unknown')).not.toContain('Bank of the');
  });
});
