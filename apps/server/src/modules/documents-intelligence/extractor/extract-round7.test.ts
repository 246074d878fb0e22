// The extractor's seventh round (issue 23, stop 25): the safeguards that keep a figure from being
// read under another figure's label (N/A rather than a confident wrong value), and the general
// readers added for layouts nobody had tuned on. Every layout here is written for the test.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';

const read = (pages: string[][]) => {
  const result = extractOffline({
    pages: pages.map((lines, i) => ({ page: i + 1, text: lines.join('\n') })),
  });
  return { cls: result.documentClass?.id, v: Object.fromEntries(result.values.map((x) => [x.key, x])) };
};

describe('offline extractor, seventh round: a value belongs to its own label', () => {
  it("never takes a premium table's 'Loan Policy $X' for the loan policy's amount of insurance", () => {
    const { cls, v } = read([
      [
        'COMMITMENT FOR TITLE INSURANCE',
        'SCHEDULE A',
        'Commitment Number: 88-41207',
        '1. Commitment Date: June 2, 2026 at 8:00 a.m.',
        '2. Policy to be issued:',
        "(a) ALTA Owner's Policy  Proposed Insured: Wren Halvorsen  Proposed Amount of",
        'Insurance: $640,000',
        '(b) ALTA Loan Policy  Proposed Insured: Alder Savings Bank, its successors and/or',
        'assigns  Proposed Amount of Insurance: $512,000',
        '4. The Title is, at the Commitment Date, vested in: Ines Castellano',
        'TITLE PREMIUMS',
        "Owner's Policy  $2,310",
        'Loan Policy  $375',
      ],
    ]);
    expect(cls).toBe('title-commitment');
    expect(v.policy_amount!.value).toBe(512000);
  });

  it('states no policy amount when the only loan-policy figure sits under a premiums heading', () => {
    const { v } = read([
      [
        'COMMITMENT FOR TITLE INSURANCE',
        'SCHEDULE A',
        'Commitment Number: 88-41208',
        '4. The Title is vested in: Ines Castellano',
        'CHARGES AND PREMIUMS',
        'Loan Policy  $375',
      ],
    ]);
    expect(v.policy_amount!.value).toBe('N/A');
  });

  it("refuses an amount whose label is followed by another figure's label", () => {
    const { cls, v } = read([
      [
        'RESIDENTIAL PURCHASE AGREEMENT',
        'Buyer: Tomasz Lindqvist',
        'Seller: Priya Okafor',
        'Property Address: 77 Quill St, Fargo, ND 58102',
        'Purchase Price  List Price: $405,000',
      ],
    ]);
    expect(cls).toBe('purchase-contract');
    expect(v.purchase_price!.value).toBe('N/A');
    // A label qualified by a word naming another figure is that figure's ('Prior Sale Price').
    const prior = read([
      [
        'RESIDENTIAL PURCHASE AGREEMENT',
        'Buyer: Tomasz Lindqvist',
        'Seller: Priya Okafor',
        'Prior Sale Price: $288,000 (2019)',
        'Sales Price: $405,000',
      ],
    ]);
    expect(prior.v.purchase_price!.value).toBe(405000);
  });

  it('never reads a header of the form (CERTIFICATION AND SIGNATURES) as the appraiser', () => {
    const { cls, v } = read([
      [
        'Summary Appraisal Report',
        'Appraised Value $610,000',
        'APPRAISER CERTIFICATION AND SIGNATURES',
        'APPRAISER  SUPERVISORY APPRAISER',
        'Name Oskar Lindgren : . Name Mirela Dobos',
      ],
    ]);
    expect(cls).toBe('appraisal');
    expect(v.appraiser_name!.value).toBe('Oskar Lindgren');
  });

  it("reads the building's living area, never one unit's", () => {
    const withTotal = read([
      [
        'Small Residential Income Property Appraisal Report',
        'Appraised Value $505,000',
        'Unit 1  Rooms 4  Bedrooms 2  820 Square Feet of Gross Living Area',
        'Unit 2  Rooms 4  Bedrooms 2  790 Square Feet of Gross Living Area',
        'Total Gross Living Area of all units 1,610 sq. ft.',
      ],
    ]);
    expect(withTotal.v.gross_living_area!.value).toBe(1610);
    const unitsOnly = read([
      [
        'Small Residential Income Property Appraisal Report',
        'Appraised Value $505,000',
        'Unit 1  Rooms 4  Bedrooms 2  820 Square Feet of Gross Living Area',
        'Unit 2  Rooms 4  Bedrooms 2  790 Square Feet of Gross Living Area',
      ],
    ]);
    expect(unitsOnly.v.gross_living_area!.value).toBe('N/A');
  });

  it("takes 'Agreement of Purchase and Sale' for a contract, not the rent roll it mentions", () => {
    const { cls, v } = read([
      [
        'AGREEMENT OF PURCHASE AND SALE',
        'This Agreement is made between Halvard Jensen ("Seller") and Mirela Dobos ("Purchaser").',
        'The 8-unit building at 19 Tamarack Ct, Helena, MT 59601 is sold with its rent roll and leases.',
        'The purchase price for the Property shall be One Million and No/100 Dollars ($1,000,000).',
        'Purchaser shall deposit the sum of $25,000 (the "Earnest',
        'Money") with the escrow agent.',
      ],
    ]);
    expect(cls).toBe('purchase-contract');
    expect(v.purchase_price!.value).toBe(1000000);
    expect(v.earnest_money!.value).toBe(25000);
  });
});

describe('offline extractor, seventh round: layouts read in general ways', () => {
  it("reads an amount whose '$' ends the line above it", () => {
    const { v } = read([
      [
        'Appraisal Report',
        'my opinion of the market value of the subject property is $',
        '455,000, as of 03/14/2026, which is the effective date of this appraisal.',
      ],
    ]);
    expect(v.appraised_value!.value).toBe(455000);
    // A '$' left blank at a line's end owns no numbered heading below it.
    const blank = read([
      ['Appraisal Report', 'Appraised Value $', '3. RECONCILIATION', 'Appraiser: Oskar Lindgren'],
    ]);
    expect(blank.v.appraised_value!.value).toBe('N/A');
  });

  it("reads a statement's balances labelled by the period's start and end", () => {
    const { v } = read([
      [
        'Cobalt Valley Credit Union',
        'Share Draft Account Statement',
        'Statement Period: 04/01/2026 - 04/30/2026',
        'Balance at beginning of period  $8,000.00',
        'Total Deposits  $2,000.00',
        'Total Withdrawals  $1,500.00',
        'Balance at end of period  $8,500.00',
      ],
    ]);
    expect(v.beginning_balance!.value).toBe(8000);
    expect(v.ending_balance!.value).toBe(8500);
  });

  it('reads a label over its amount, never one of a row of labels over a row of amounts', () => {
    const stacked = read([
      [
        'Quarry Lake Bank',
        'Statement Period: 04/01/2026 - 04/30/2026',
        'Beginning Balance',
        '$2,000.00',
        'Ending Balance:',
        '$2,750.00',
      ],
    ]);
    expect(stacked.v.beginning_balance!.value).toBe(2000);
    expect(stacked.v.ending_balance!.value).toBe(2750);
    const row = read([
      [
        'Quarry Lake Bank',
        'Statement Period: 04/01/2026 - 04/30/2026',
        'Opening Balance  Closing Balance',
        '$2,000.00  $2,750.00',
      ],
    ]);
    expect(row.cls).toBe('bank-statement');
    expect(row.v.ending_balance!.value).not.toBe(2000);
  });

  it("reads a licence's numbered name fields when a scan glues the number to the surname", () => {
    const { cls, v } = read([
      [
        'OREGON',
        'DRIVER LICENSE',
        '4d DL 7731902',
        '1HALVORSEN : ;',
        '2 INGRID MAE',
        '3 DOB 02/11/1979',
        '4b EXP 02/11/2031',
      ],
    ]);
    expect(cls).toBe('driver-license');
    expect(v.full_name!.value).toBe('INGRID MAE HALVORSEN');
  });

  it('reads a date alone under its label alone', () => {
    const { cls, v } = read([
      [
        'INSURANCE BINDER',
        'Insurer: Larchmont Mutual Insurance Company',
        'Effective Date',
        '07/01/2026',
        'Expiration Date:',
        '07/01/2027',
      ],
    ]);
    expect(cls).toBe('insurance-binder');
    expect(v.effective_date!.value).toBe('07/01/2026');
    expect(v.expiration_date!.value).toBe('07/01/2027');
  });

  it("reads the mailing block's name when a scan's specks sit between it and the next column", () => {
    const { v } = read([
      [
        'Quarry Lake Bank',
        'Statement Period: 04/01/2026 - 04/30/2026',
        'ODALYS FERREIRA : . Account Number: 5521-0098',
        '14 JUNIPER WAY',
        'Beginning Balance  $1,000.00',
        'Ending Balance  $1,000.00',
      ],
    ]);
    expect(v.account_holder!.value).toBe('ODALYS FERREIRA');
  });

  it('reads no value for a label left blank before the next label, and looks elsewhere', () => {
    const { v } = read([
      [
        'Cobalt Valley Credit Union',
        'Share Draft Account Statement',
        'Account Holder:     Account Number: 5521-0098',
        'ODALYS FERREIRA',
        '14 Juniper Way',
        'Statement Period: 04/01/2026 - 04/30/2026',
        'Beginning Balance  $1,000.00',
        'Ending Balance  $1,000.00',
      ],
    ]);
    expect(v.account_holder!.value).toBe('ODALYS FERREIRA');
  });

  it('reads a summary whose count column stands between the label and the amount', () => {
    const { cls, v } = read([
      [
        'Harbor Point Bank, N.A.',
        'Statement Period: 05/01/2026 - 05/31/2026',
        'ACCOUNT SUMMARY  COUNT  AMOUNT',
        'Opening Balance  $3,000.00',
        'Deposits and Credits  4  1,250.50',
        'Withdrawals and Debits  7  -750.25',
        'Closing Balance  $3,500.25',
      ],
    ]);
    expect(cls).toBe('bank-statement');
    expect(v.bank_name!.value).toBe('Harbor Point Bank, N.A.');
    expect(v.total_deposits!.value).toBe(1250.5);
    expect(v.total_withdrawals!.value).toBe(750.25);
  });

  it("reads a '|' coverages table by the header naming the limit column, and the insurer's letterhead", () => {
    const { cls, v } = read([
      [
        'HOMEOWNERS POLICY DECLARATIONS',
        'Larchmont Mutual Insurance Company',
        'Policy No.: HO 4471023-01',
        'Named Insured: Bianca Ferreira',
        'Coverage | Premium | Amount of Insurance | Deductible',
        'Dwelling | $1,210 | $385,000 | $2,500',
        'Other Structures | $90 | $38,500 | $2,500',
      ],
    ]);
    expect(cls).toBe('insurance-binder');
    expect(v.insurer!.value).toBe('Larchmont Mutual Insurance Company');
    expect(v.policy_number!.value).toBe('HO 4471023-01');
    expect(v.coverage_amount!.value).toBe(385000);
  });

  it("reads a '|' schedule whose property address prints over each row, checked by its totals", () => {
    const header = 'Property | Market Value | Liens | Gross Rent | Payments';
    const rows = ['12 Birch Rd, Ames, IA 50010', 'Duplex | $300,000 | $120,000 | $2,000 | $900'];
    const more = ['40 Cedar Ln, Ames, IA 50014', 'SFR | $200,000 | $0 | $1,100 | $0'];
    const good = read([
      [
        'SCHEDULE OF REAL ESTATE OWNED',
        header,
        ...rows,
        ...more,
        'Totals | $500,000 | $120,000 | $3,100 | $900',
      ],
    ]);
    expect(good.v.property_count!.value).toBe(2);
    expect(good.v.total_market_value!.value).toBe(500000);
    // A totals row the rows do not add up to: nothing is stated.
    const bad = read([
      [
        'SCHEDULE OF REAL ESTATE OWNED',
        header,
        ...rows,
        ...more,
        'Totals | $550,000 | $120,000 | $3,100 | $900',
      ],
    ]);
    expect(bad.v.total_market_value!.value).toBe('N/A');
  });

  it("sums the 2021 URLA's Section 3 property blocks when the form prints no totals", () => {
    const block = (street: string, value: string, rent: string, loan: string) => [
      `Address Street ${street}  City Fargo  State ND  ZIP 58102`,
      `Property Value ${value}  Status: Retained  Intended Occupancy: Investment`,
      `Monthly Rental Income ${rent}`,
      'Mortgage Loans on this Property  Creditor Name | Account Number | Monthly Mortgage Payment | Unpaid Balance | Type',
      loan,
    ];
    const { cls, v } = read([
      [
        'Uniform Residential Loan Application',
        'Section 3: Financial Information - Real Estate',
        '3a. Property You Own',
        ...block('8 Elm St', '$250,000', '$0', '(none)'),
        '3b. Additional Property',
        ...block('90 Oak Ave', '$310,000', '$1,900', 'North Bank | 5512 | $1,200 | $180,250 | Conventional'),
      ],
    ]);
    expect(cls).toBe('sreo');
    expect(v.property_count!.value).toBe(2);
    expect(v.total_market_value!.value).toBe(560000);
    expect(v.total_mortgage_balance!.value).toBe(180250);
    expect(v.total_monthly_rent!.value).toBe(1900);
  });

  it("reads a rent roll with lease charges by each unit's 'rent' code, over a page break", () => {
    const { cls, v } = read([
      [
        'Rent Roll with Lease Charges - Page 1',
        'Unit  Type  Resident  Market Rent  Charge Code  Amount  Deposit',
        '1A  2x1  Noor Haddad  1,200.00  rent  1,150.00  500.00',
        'pet  25.00',
        'total  1,175.00',
        '1B  2x1  VACANT  1,200.00  (no charges)',
      ],
      [
        'Rent Roll with Lease Charges - Page 2',
        '2A  1x1  Pavel Novak  980.00  rent  975.00  400.00',
        'Summary of Charges by Charge Code',
        'rent  Rent  2,125.00',
        'pet  Pet Fee  25.00',
      ],
    ]);
    expect(cls).toBe('rent-roll');
    expect(v.total_monthly_rent!.value).toBe(2125);
    expect(v.unit_count!.value).toBe(3);
    expect(v.vacant_units!.value).toBe(1);
  });

  it('reads member tables with capital and units before the share, and a two-language nationality', () => {
    const llc = read([
      [
        'OPERATING AGREEMENT OF KESTREL FLATS, LLC',
        'Member  Capital Contribution  Units  Percentage Interest',
        'Hana Mori, 4 Pine St  $30,000.00  300  30.00%',
        'Luca Bianchi, 9 Ash Rd  $70,000.00  700  70.00%',
      ],
    ]);
    expect(llc.v.members!.value).toEqual(['Hana Mori', 'Luca Bianchi']);
    expect(llc.v.ownership_percentages!.value).toEqual([30, 70]);
    const passport = (value: string) =>
      read([['PASSPORT', 'Surname  VARGA', 'Given names  ZSOFIA', `Nationality/Nationalité (3)`, value]]).v
        .nationality!.value;
    expect(passport('MAGYAR/HUNGARIAN')).toBe('N/A');
    expect(passport('ÍSLENSK/ICELANDIC')).toBe('ICELANDIC');
    expect(passport('HUNGARIAN')).toBe('HUNGARIAN');
  });
});
