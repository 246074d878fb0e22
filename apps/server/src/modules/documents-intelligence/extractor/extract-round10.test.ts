// The extractor's tenth round (issue 23, stop 28): general readers for whole causes of misses
// family 11 showed (labels above values, labels composed of a role and a form's words, wrapped
// cells, figures to work out, schedules read whole) and safeguards that refuse a wrong value on
// any layout. Every layout here is written for the test, not taken from a family of the
// evaluation set.
import { describe, expect, it } from 'vitest';
import { checkConsistency } from './consistency';
import { extractOffline } from './extract';
import { lineAt, type Found } from './find';
import { gridPages } from './grid';

/** Pages of lines -> the recognised kind and each value by key. */
const read = (...pages: string[][]) => {
  const result = extractOffline({
    pages: pages.map((lines, i) => ({ page: i + 1, text: lines.join('\n') })),
  });
  const v = Object.fromEntries(result.values.map((x) => [x.key, x.value]));
  const why = Object.fromEntries(result.values.map((x) => [x.key, x.reason]));
  const quote = Object.fromEntries(result.values.map((x) => [x.key, x.quote]));
  return { cls: result.documentClass?.id, v, why, quote };
};

/** A value as some reader (or the learned locator) took it, then every check. */
const checked = (cls: string, lines: string[], key: string, value: string) => {
  const text = lines.join('\n');
  const found = new Map<string, Found | null>([
    [key, { value, page: 1, quote: lineAt(text, text.indexOf(value)) }],
  ]);
  checkConsistency(cls, found, [{ page: 1, text }]);
  return found.get(key)!;
};

describe('offline extractor, tenth round: labels above values', () => {
  it('reads a licence whose labels sit over their values in two columns', () => {
    const { cls, v, quote } = read([
      'Vermont',
      'USA  DRIVER LICENSE',
      '4d DL NO  9 CLASS',
      'K7720311  D',
      'FAMILY NAME  3 DOB',
      'ABERNATHY  02/14/1979',
      'GIVEN NAMES  4b EXP',
      'CORA LYNN  02/14/2029',
    ]);
    expect(cls).toBe('driver-license');
    expect(v.full_name).toBe('CORA LYNN ABERNATHY');
    expect(v.date_of_birth).toBe('02/14/1979');
    expect(v.expiration_date).toBe('02/14/2029');
    expect(v.license_number).toBe('K7720311');
    // The quote is the page's own line, as a citation highlights it.
    expect(quote.date_of_birth).toBe('ABERNATHY  02/14/1979');
  });

  it("joins a name printed in parts under a 'FIRST, MIDDLE' label", () => {
    const { v } = read([
      'Delaware',
      'DRIVER LICENSE',
      'LAST NAME  3 DOB',
      'FAIRWEATHER  11/30/1984',
      'FIRST, MIDDLE  4b EXP',
      'OTIS, BARNABY  11/30/2030',
    ]);
    expect(v.full_name).toBe('OTIS BARNABY FAIRWEATHER');
  });

  it("reads an address printed as a '|' row of labels over a row of values", () => {
    const { v } = read([
      'UNIFORM RESIDENTIAL APPRAISAL REPORT',
      'Subject Address | City | State | Zip Code',
      '41 Wren Hollow Rd | Dover | DE | 19901',
      'Appraised Value: $287,000',
    ]);
    expect(v.property_address).toBe('41 Wren Hollow Rd, Dover, DE 19901');
  });

  it('reads no label/value pairs from a header over several rows (a table)', () => {
    const text = ['Unit | Tenant | Rent', '101 | Ames | 1,200.00', '102 | Bell | 1,150.00'].join('\n');
    expect(gridPages([{ page: 1, text }])).toEqual([]);
  });
});

describe('offline extractor, tenth round: labels composed of a role and a form’s words', () => {
  it("reads the parties after 'Buyer Name(s) (please print):' and 'Seller's Name:'", () => {
    const { v } = read([
      'RESIDENTIAL REAL ESTATE PURCHASE CONTRACT',
      'Buyer Name(s) (please print): Priya Halvorsen  Seller Name(s) (please print): Gunnar',
      'Lindqvist',
      'Purchase Price: $410,000',
      "Seller's Name: Gunnar Lindqvist  Buyer's Name: Priya Halvorsen",
    ]);
    expect(v.buyer).toBe('Priya Halvorsen');
    // The one word left at the line's end wrapped; the same label further on holds the whole name.
    expect(v.seller).toBe('Gunnar Lindqvist');
  });

  it("reads a party named before its role in a numbered clause ('2.1. Buyer. X (Buyer)')", () => {
    const { v } = read([
      'CONTRACT TO BUY AND SELL REAL ESTATE',
      '2.1. Buyer. Imogen Castellanos (Buyer) will take title as joint tenants.',
      '2.3. Seller. Wendell Achterberg (Seller) is the current owner of the Property.',
      'Purchase Price: $515,000',
    ]);
    expect(v.buyer).toBe('Imogen Castellanos');
    expect(v.seller).toBe('Wendell Achterberg');
  });

  it("reads management 'reserved to' or 'exercised by' its members or managers", () => {
    const agreement = (sentence: string) =>
      read([
        'OPERATING AGREEMENT OF BRACKEN HILL HOLDINGS, LLC',
        'a Nevada limited liability company',
        `Section 4. ${sentence}`,
      ]).v.management_type;
    expect(agreement('Management of the Company is reserved to the Members.')).toBe('member-managed');
    expect(agreement('Management of the Company shall be exercised by one or more Managers.')).toBe(
      'manager-managed',
    );
  });

  it('reads an insured over its name under a box naming the name and mailing address', () => {
    const { v } = read([
      'HOMEOWNERS INSURANCE BINDER',
      'Insured Name and Mailing Address  Insured Location',
      'Marguerite Oyelaran  915 Cask Rd, Bend, OR 97701',
      'Policy Number: HO-7730215',
      'Annual Premium: $1,184.00',
    ]);
    expect(v.insured_name).toBe('Marguerite Oyelaran');
  });
});

describe('offline extractor, tenth round: insurance wording and wrapped cells', () => {
  it('reads a builder’s risk binder: the completed value, a qualified premium, a wrapped company', () => {
    const { v } = read([
      'BINDER',
      "BUILDER'S RISK",
      'Binder No.: BRX-4471-2',
      'Carrier  Heronsgate Mutual Fire Insurance',
      'Company',
      'Named Insured  Quarry Lane Developers LLC',
      'Binder Period  From 04/01/2026 To 04/01/2027',
      'Completed Value (Hard Costs)  $1,320,000',
      'Soft Costs  $140,000',
      'Premium (75% minimum earned)  $6,204.50',
      'Policy Fee  $150.00',
    ]);
    expect(v.insurer).toBe('Heronsgate Mutual Fire Insurance Company');
    expect(v.coverage_amount).toBe(1320000);
    expect(v.annual_premium).toBe(6204.5);
  });

  it("reads the company that 'issues this policy', and a term with times of day wrapped", () => {
    const { v } = read([
      'FLOOD INSURANCE DECLARATIONS',
      'Tamarack Casualty Co., a participating company, issues this policy on behalf of the program.',
      'Policy Number: 5512090871  Policy Term: 12:01 A.M. 09/05/2026 to 12:01',
      'A.M. 09/05/2027',
      'Annual Premium (includes ICC coverage)  $912.40',
      'Building | $150,000 | $1,250',
    ]);
    expect(v.insurer).toBe('Tamarack Casualty Co.');
    expect(v.effective_date).toBe('09/05/2026');
    expect(v.expiration_date).toBe('09/05/2027');
    expect(v.annual_premium).toBe(912.4);
  });
});

describe('offline extractor, tenth round: figures to work out', () => {
  it("reads a period printed as one month's days ('March 1-31, 2027')", () => {
    const { v } = read([
      'Saltmarsh Bank  Premier Checking',
      'Statement Period  March 1-31, 2027',
      'Beginning Balance  $1,000.00',
      'Deposits and Credits  $500.00',
      'Withdrawals and Debits  $200.00',
      'Ending Balance  $1,300.00',
    ]);
    expect(v.statement_period_start).toBe('Mar 1, 2027');
    expect(v.statement_period_end).toBe('Mar 31, 2027');
  });

  const categories = (ending: string) =>
    read([
      'Fernhill Community Bank',
      'Account Summary',
      'Beginning Balance on Jan 5  $ 10,000.00',
      'Counter Deposits  2  3,000.00',
      'Electronic Credits  1  1,250.50',
      'Debit Card Purchases  4  900.25-',
      'Checks Paid  2  2,100.00-',
      `Ending Balance on Feb 4, 2027  $ ${ending}`,
    ]).v;

  it('sums deposit and withdrawal categories that reconcile with the balances', () => {
    const v = categories('11,250.25');
    expect(v.total_deposits).toBe(4250.5);
    expect(v.total_withdrawals).toBe(3000.25);
  });

  it('states no category sums that do not reconcile', () => {
    const v = categories('11,999.99');
    expect(v.total_deposits).toBe('N/A');
    expect(v.total_withdrawals).toBe('N/A');
  });

  it("takes the earnest money a contract 'increases to', else the initial deposit", () => {
    const contract = (total: string) =>
      read([
        'RESIDENTIAL REAL ESTATE CONTRACT',
        'Purchase Price of $350,000 shall be paid as follows: Initial earnest money of',
        `$1,500 by wire transfer, to be increased to a total of ${total} by 05/01/2026.`,
      ]).v.earnest_money;
    expect(contract('$12,000')).toBe(12000);
    expect(contract('$__________')).toBe(1500);
  });

  it("reads an amount across a table row's empty cells, and 'Closing will occur by'", () => {
    const { v } = read([
      'CONTRACT TO BUY AND SELL REAL ESTATE',
      'Item | Amount | Amount',
      'Purchase Price | $290,000 |',
      'Earnest Money | | $6,000',
      'Closing will occur by 07/15/2026 at the title company.',
    ]);
    expect(v.earnest_money).toBe(6000);
    expect(v.closing_date).toBe('07/15/2026');
  });
});

describe('offline extractor, tenth round: schedules read whole', () => {
  it("reads a '|' schedule's totals row under a header that wraps", () => {
    const { cls, v } = read([
      'SCHEDULE OF REAL ESTATE OWNED',
      'Property | Address | Units | Purchase Price | Current Market',
      'Value | Loan Balance | Lender | Monthly Rent | Annual NOI',
      'Alder Row | 12 Alder Row, Boise, ID 83702 | 8 | $900,000 | $1,100,000 | $640,000 | First',
      'Boise Bank | $9,600 | $70,000',
      'Birch Yard | 80 Birch St, Boise, ID 83706 | 6 | $700,000 | $850,000 | $410,000 | Gem Credit |',
      '$7,200 | $52,000',
      'Total (2 properties) | | 14 | $1,600,000 | $1,950,000 | $1,050,000 | | $16,800 |',
      '$122,000',
    ]);
    expect(cls).toBe('sreo');
    expect(v.property_count).toBe(2);
    expect(v.total_market_value).toBe(1950000);
    expect(v.total_mortgage_balance).toBe(1050000);
    expect(v.total_monthly_rent).toBe(16800);
  });

  const statement = (realEstate: string) =>
    read(
      [
        'PERSONAL FINANCIAL STATEMENT',
        `Real estate owned (Schedule B, market value)  ${realEstate}`,
        'Mortgages on real estate (Schedule B)  $300,000',
      ],
      [
        'SCHEDULE B - REAL ESTATE OWNED',
        'Property 1 of 3: 14 Kestrel Way, Ogden, UT 84401',
        'Present market value: $400,000  Mortgage balance: $250,000',
        'Monthly rental income: Owner occupied',
        'Property 2 of 3: 9 Tern Ct, Ogden, UT 84403',
        'Present market value: $180,000  Mortgage balance: None',
        'Monthly rental income: $1,400',
        'Property 3 of 3: 71 Gull St, Provo, UT 84601',
        'Present market value: $220,000  Mortgage balance: $50,000',
        'Monthly rental income: $1,650',
      ],
    ).v;

  it('sums one block per property, owner-occupied and none as nothing', () => {
    const v = statement('$800,000');
    expect(v.property_count).toBe(3);
    expect(v.total_market_value).toBe(800000);
    expect(v.total_mortgage_balance).toBe(300000);
    expect(v.total_monthly_rent).toBe(3050);
  });

  it('states no block sum the balance sheet contradicts', () => {
    expect(statement('$950,000').total_market_value).toBe('N/A');
  });

  it("reads a rent roll's counts from its summary by status (every vacant status counted)", () => {
    const { v } = read([
      'Rent Roll',
      'Property: Linden Court  As Of Date: 03/01/2026',
      'Unit Status | Units | Market Rent',
      'Occupied | 7 | 8,400.00',
      'Vacant - Leased | 1 | 1,200.00',
      'Vacant - Not Leased | 2 | 2,300.00',
      'Total | 10 | 11,900.00',
    ]);
    expect(v.unit_count).toBe(10);
    expect(v.vacant_units).toBe(3);
  });

  it('reads counts in words only when occupied and vacant make the total', () => {
    const roll = (total: number) =>
      read([
        'RENT ROLL',
        'Harbor Point Plaza',
        `Occupied: 11 suites  Vacant: 2 suites  Total: ${total} suites`,
      ]).v;
    expect(roll(13).unit_count).toBe(13);
    expect(roll(13).vacant_units).toBe(2);
    expect(roll(14).unit_count).toBe('N/A');
  });
});

describe('offline extractor, tenth round: safeguards on any layout', () => {
  it("takes the number the field's own label names over a file number printed first", () => {
    const { v } = read([
      'COMMITMENT FOR TITLE INSURANCE',
      'SCHEDULE A',
      'Escrow File No.: EF-20931  Commitment No.: CM26-00417',
      'Effective Date: May 2, 2026',
    ]);
    expect(v.commitment_number).toBe('CM26-00417');
  });

  it('refuses an effective date that is the end of the term the page prints', () => {
    const lines = ['BINDER', 'Term: 10:00 A.M. 01/10/2026 through 10:00', 'A.M. 01/10/2027'];
    const f = checked('insurance-binder', lines, 'effective_date', '01/10/2027');
    expect(f.value).toBeNull();
    expect(f.reason).toMatch(/end of a span/);
  });

  it('refuses a closing date other than the one printed after closing’s own label', () => {
    const lines = [
      'Deposit to be increased by 08/01/2026.',
      '5. CLOSING: Closing shall be on 08/28/2026 or as agreed.',
    ];
    expect(checked('purchase-contract', lines, 'closing_date', '08/01/2026').value).toBeNull();
    expect(checked('purchase-contract', lines, 'closing_date', '08/28/2026').value).toBe('08/28/2026');
  });

  it('reads a middle name printed apart into the name, and refuses a name without it', () => {
    const passport = read([
      'PASSPORT',
      'Surname',
      'MARASIGAN',
      'Given Names',
      'ELENA GRACE',
      'Middle Name',
      'DE LEON',
      'Nationality  FILIPINO',
    ]);
    expect(passport.v.full_name).toBe('ELENA GRACE DE LEON MARASIGAN');
    const licence = read(['DRIVER LICENSE', 'Name: Tobias Wendt', 'Middle Name', 'ANSELM', 'DOB 04/02/1980']);
    expect(licence.v.full_name).toBe('N/A');
    expect(licence.why.full_name).toMatch(/middle name/);
  });

  it("joins names that go on under their cell after 'and', and refuses a name cut there", () => {
    const contract = (next: string) =>
      read([
        'RESIDENTIAL REAL ESTATE CONTRACT',
        'Print Buyer(s) Name(s): Ines Torvald and  Print Seller(s) Name(s): Hollis Brand',
        next,
        'Purchase Price: $240,000',
      ]);
    const joined = contract('Mirela Torvald');
    expect(joined.v.buyer).toBe('Ines Torvald and Mirela Torvald');
    expect(joined.v.seller).toBe('Hollis Brand');
    const cut = contract('Closing shall be on 06/30/2026.');
    expect(cut.v.buyer).toBe('N/A');
    expect(cut.why.buyer).toMatch(/goes on past its line/);
  });

  it("reads a passport's nationality after a field number OCR left half ('3)')", () => {
    const { v } = read([
      'PASSAPORTO / PASSPORT / PASSEPORT',
      'Cognome/Surname/Nom (1)',
      'FERRANTE',
      'Nome/Given Names/Prénoms (2)',
      'GIULIA',
      'Cittadinanza/Nationality/Nationalité 3)  ITALIANA',
    ]);
    expect(v.nationality).toBe('ITALIANA');
  });

  it("reads the appraiser's name in the block its heading opens, not a supervisor's", () => {
    const { v } = read([
      'APPRAISAL REPORT',
      'Appraised value of the subject property: $312,000 as of 03/14/2026.',
      'APPRAISER',
      'Signature ______________  Name Thaddeus Marchetti',
      'SUPERVISORY APPRAISER (ONLY IF REQUIRED)',
      'Signature ______________  Name Philippa Oduya',
    ]);
    expect(v.appraiser_name).toBe('Thaddeus Marchetti');
  });

  it("states no licence address that is the next field's label", () => {
    const { v } = read(['Ohio', 'DRIVER LICENSE', '8 ADDRESS  4a ISS', 'DOB 01/01/1970']);
    expect(v.address).not.toBe('4a ISS');
  });
});
