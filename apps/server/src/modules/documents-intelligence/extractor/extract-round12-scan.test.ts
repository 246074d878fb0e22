// The extractor's twelfth round, scans and photos (issue 23, stop 30): a field read right from a
// text PDF but refused on the same document's scan. The OCR's doubt about a word is kept where
// that word is (its line), a doubted word read surely elsewhere on the page is taken as read, a
// licence number's leading zero is a zero when the card's state issues digits only, and a date
// whose space OCR lost after the comma is still a date. Every layout here is written for the test,
// not taken from a family of the evaluation set; each case also checks the doubt still refuses a
// value that is really in question.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { OcrEngine } from '../../../integrations/ocr/ocr';
import { readDocument } from '../read-document';
import { extractOffline } from './extract';

/** One OCR'd page of lines, its doubted words and (optionally) their lines -> values and reasons. */
const read = (lines: string[], uncertain: string[], uncertainLines?: number[]) => {
  const result = extractOffline({
    pages: [{ page: 1, text: lines.join('\n'), uncertain, uncertainLines }],
  });
  const v = Object.fromEntries(result.values.map((x) => [x.key, x.value]));
  const why = Object.fromEntries(result.values.map((x) => [x.key, x.reason]));
  return { cls: result.documentClass?.id, v, why };
};

const CARD = (state: string, number: string) => [
  state,
  'DRIVER LICENSE',
  `DL ${number}  CLASS C`,
  'WINIFRED ASHBY',
  'MARLOWE',
  '88 QUARRY HILL RD',
  'ASHEVILLE, NC 28801',
  'DOB 03/09/1979  ISS 05/14/2022  EXP 03/09/2030',
];

describe('twelfth round, scans: a licence number beginning with zero', () => {
  it('is a zero on a card of a state that issues digits only, zero-padded', () => {
    const { v } = read(CARD('NORTH CAROLINA', '000031907724'), []);
    expect(v.issuing_state).toBe('North Carolina');
    expect(v.license_number).toBe('000031907724');
  });

  it("reads the state under a photo's speck read as a line of marks", () => {
    const { v } = read(['»', ...CARD('NORTH CAROLINA', '000031907724')], []);
    expect(v.issuing_state).toBe('North Carolina');
    expect(v.license_number).toBe('000031907724');
  });

  it('stays in doubt where the state also issues a letter first, or the state is not printed', () => {
    const illinois = read(CARD('ILLINOIS', '012345678901'), []);
    expect(illinois.v.license_number).toBe('N/A');
    expect(illinois.why.license_number).toMatch(/begins with 0/);
    const none = read(CARD('STATE ID CARD', '000031907724'), []);
    expect(none.v.license_number).toBe('N/A');
  });
});

const TITLE = (effective: string) => [
  'COMMITMENT FOR TITLE INSURANCE',
  'Issued by Granite Shoals Title Company',
  'Commitment No. GST-55120',
  `Effective Date: ${effective}`,
  'Proposed Insured: Harbor Lane Lending LLC',
  'Proposed Policy Amount: $412,000.00',
  'SCHEDULE A',
  'Title to the fee simple estate is vested in: Wendell Ashcombe',
];

describe('twelfth round, scans: a date whose space after the comma OCR lost', () => {
  it("reads 'March 3,2026' as March 3, 2026", () => {
    const { cls, v } = read(TITLE('March 3,2026'), []);
    expect(cls).toBe('title-commitment');
    expect(v.effective_date).toBe('March 3, 2026');
  });

  it('does not take a figure after a month and a comma for a year', () => {
    const { v } = read(TITLE('March 3,20260'), []);
    expect(v.effective_date).toBe('N/A');
  });
});

const STATEMENT = [
  'CEDAR KNOLL SAVINGS BANK',
  'Statement period  Jan 5, 2026 - Feb 4, 2026',
  'Account number  ****4471',
  'Beginning balance  $12,400.00',
  'Deposits  $3,100.00',
  'Withdrawals  $2,050.00',
  'Ending balance  $13,450.00',
  'Feb 2  Deposit  $3,100.00',
];

describe("twelfth round, scans: the OCR's doubt stays with the word it is about", () => {
  it('a doubted word on another line leaves the value of the quoted line stated', () => {
    // 'Feb' of the table row (line 7) was doubted, not the period's.
    const { v } = read(STATEMENT, ['Feb'], [7]);
    expect(v.statement_period_end).toBe('Feb 4, 2026');
  });

  it('the same word doubted on the quoted line refuses the value', () => {
    const { v, why } = read(STATEMENT, ['Feb'], [1]);
    expect(v.statement_period_end).toBe('N/A');
    expect(why.statement_period_end).toMatch(/not sure of \(Feb\)/);
  });

  it("a doubted word printed whole on another line is not the quote's longer word holding it", () => {
    // No lines known: 'Ill' of 'ARTICLE Ill' is not a doubt about 'Camille'.
    const lines = [
      'OPERATING AGREEMENT OF BRACKEN FORD HOLDINGS LLC',
      'This Operating Agreement is made effective as of April 2, 2024.',
      'ARTICLE Ill - MEMBERS',
      'The Members of the Company and their interests are:',
      '(a) Camille Ostrow, Sixty percent (60%);',
      '(b) Tobias Renn, Forty percent (40%).',
    ];
    const sure = read(lines, ['Ill']);
    expect(sure.cls).toBe('operating-agreement');
    expect(sure.v.members).toEqual(['Camille Ostrow', 'Tobias Renn']);
    // Doubted inside the name itself, it refuses the members.
    expect(read(lines, ['Camille']).v.members).toBe('N/A');
  });
});

describe('twelfth round, scans: a doubted word read surely elsewhere on the page', () => {
  const agreement = (stateLine: string) => [
    'OPERATING AGREEMENT OF PINE HOLLOW VENTURES LLC',
    'An Arizona Limited Liability Company',
    'This Operating Agreement is made effective as of May 6, 2024.',
    stateLine,
    'The sole Member is Dorian Vale, holding one hundred percent (100%).',
  ];

  it('is taken as read when the page prints it again and the OCR was sure there', () => {
    const { v } = read(agreement('The Company is organized under the laws of the State of Arizona.'), [
      'Arizona',
    ]);
    expect(v.state_of_formation).toBe('Arizona');
  });

  it('stays in doubt when every copy of it was doubted', () => {
    const both = read(agreement('The Company is organized under the laws of the State of Arizona.'), [
      'Arizona',
      'Arizona.',
    ]);
    expect(both.v.state_of_formation).toBe('N/A');
    const once = read(agreement('The Company is organized under the laws of its state.'), ['Arizona']);
    expect(once.v.state_of_formation).toBe('N/A');
  });
});

describe("twelfth round, photos: a speck's mark left on the word before it", () => {
  it("reads a day with a degree sign for a speck ('10° JAN 2031') as that day", () => {
    const { v } = read(
      [
        'PASSPORT',
        'Passport No./Passeport No. 318840275',
        'Surname/Nom WHITCOMBE',
        'Given names/Prenoms MAEVE',
        "Date of expiry/Date d'expiration 10° JAN 2031",
      ],
      [],
    );
    expect(v.expiration_date).toBe('10 JAN 2031');
  });

  it("reads 'Nationality CANADA.  l' as CANADA (the speck and its mark gone)", () => {
    const page = [
      'PASSPORT',
      'Type P  Code CAN  Passport No. HK441920',
      'Surname ABERNETHY',
      'Given Names ISOLDE',
      'Nationality CANADA.  l',
      'Date of birth 04 FEB 1988',
    ];
    const { cls, v } = read(page, []);
    expect(cls).toBe('passport');
    expect(v.nationality).toBe('CANADA');
  });
});

describe("twelfth round, scans: a numbered label's speck for its space", () => {
  it("reads the name under '1.-Name/Surname/Nom'", () => {
    const { cls, v } = read(
      [
        'REISEPASS / PASSPORT / PASSEPORT',
        'Typ/Type/Type P  Kode/Code/Code D  Pass-Nr./Passport No./No du passeport C7K2M9TX1',
        '1.-Name/Surname/Nom',
        'BRANDT',
        '2. Vornamen/Given names/Prénoms',
        'LIESEL MARIA',
        '3. Staatsangehörigkeit/Nationality/Nationalité',
        'DEUTSCH',
      ],
      [],
    );
    expect(cls).toBe('passport');
    expect(v.full_name).toBe('LIESEL MARIA BRANDT');
  });
});

describe("twelfth round, scans: a table's empty cell whose blank OCR lost", () => {
  const schedule = (total: string) => [
    'SCHEDULE OF REAL ESTATE OWNED',
    'Property Address | Type | Market Value | Mortgage Balance |',
    'Mortgage Holder | Monthly Rent',
    '18 Lark Rise, Dayton, OH 45402 | SFR | $240,000 | $150,000 | Miami Valley Bank | $1,900',
    '77 Finch Ln, Dayton, OH 45405 | Duplex | $310,000 | $0 | | $2,600',
    total,
  ];

  it("reads '||' before an amount as an empty cell when the row then has its heading's columns", () => {
    const { cls, v } = read(schedule('TOTALS (2) | | $550,000 | $150,000 || $4,500'), []);
    expect(cls).toBe('sreo');
    expect([v.total_market_value, v.total_mortgage_balance, v.total_monthly_rent]).toEqual([
      550000, 150000, 4500,
    ]);
  });
});

describe("twelfth round, scans: a table's border read as a glyph, its blanks lost", () => {
  const appraisal = (row: string) => [
    'UNIFORM RESIDENTIAL APPRAISAL REPORT',
    'Subject: 512 Tamarack Ct, Provo, UT 84604',
    'IMPROVEMENTS',
    'Year Built | Living Area (sq ft) | Bedrooms | Baths | Site | Garage',
    row,
    'Appraised value as of 05/02/2026: $470,000',
  ];

  it("reads '198811,540|4]2.5|' as 1988 | 1,540 | 4 | 2.5 when that gives the heading's columns", () => {
    const { cls, v } = read(appraisal('198811,540|4]2.5| 0.21 ac | 2-car attached'), []);
    expect(cls).toBe('appraisal');
    expect(v.year_built).toBe(1988);
  });

  it("leaves the row alone when the heading's columns cannot be made, or a split is not the only one", () => {
    // One border lost with no glyph for it: a column short however the '1' is read.
    expect(read(appraisal('198811,540|4 2.5| 0.21 ac | 2-car attached'), []).v.year_built).toBe('N/A');
    // '2115,000' is 2 | 15,000 or 21 | 5,000.
    expect(read(appraisal('2115,000|4]2.5| 0.21 ac | 2-car attached'), []).v.year_built).toBe('N/A');
  });
});

describe('twelfth round, scans: an OCR page says which line each doubted word is on', () => {
  it('gives the line of every word under the confidence', async () => {
    const canvas = createCanvas(600, 400);
    const g = canvas.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, 600, 400);
    const engine: OcrEngine = {
      name: 'fixed',
      recognize: async () => ({
        text: 'Jun 1  Opening\nJun 30  Closing  $4,000.00',
        words: [
          [0.1, 0.1, 0.15, 0.15, 'Jun'],
          [0.16, 0.1, 0.2, 0.15, '1'],
          [0.3, 0.1, 0.5, 0.15, 'Opening'],
          [0.1, 0.3, 0.15, 0.35, 'Jun'],
          [0.16, 0.3, 0.2, 0.35, '30'],
          [0.3, 0.3, 0.5, 0.35, 'Closing'],
          [0.6, 0.3, 0.8, 0.35, '$4,000.00'],
        ],
        width: 600,
        height: 400,
        confidence: [97, 97, 97, 20, 97, 97, 30],
      }),
      close: async () => undefined,
    };
    const result = await readDocument(canvas.toBuffer('image/png'), engine, { maxPages: 1, maxOcrPages: 1 });
    expect(result.pages[0]!.uncertain).toEqual(['Jun', '$4,000.00']);
    expect(result.pages[0]!.uncertainLines).toEqual([1, 1]);
  });
});
