// The extractor's eighth round (issue 23, stop 26): general readers for layouts family 9 showed
// the extractor could not read (reports named otherwise, names and amounts wrapped over lines,
// values to the right of or under their labels, header-named columns, prose). Every layout here
// is written for the test, not taken from a family of the evaluation set.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';

/** Pages of lines -> the recognised kind and each value by key. */
const read = (...pages: string[][]) => {
  const result = extractOffline({
    pages: pages.map((lines, i) => ({ page: i + 1, text: lines.join('\n') })),
  });
  const v = Object.fromEntries(result.values.map((x) => [x.key, x.value]));
  return { cls: result.documentClass?.id, v };
};

describe('offline extractor, eighth round: title reports', () => {
  it('reads a preliminary report as a title commitment, its amount and owner wrapped over lines', () => {
    const { cls, v } = read([
      'PRELIMINARY REPORT',
      'Order No.  77-310442',
      'Property Address  19 Quarry Rd, Fresno, CA 93711',
      'Dated as of March 3, 2026 at 8:00 A.M.',
      'CLTA Standard Coverage Policy  Proposed Insured: the Buyer  Amount: $910,000.00',
      'ALTA Loan Policy  Proposed Insured: Sierra Pines Bank  Amount:',
      '$728,000.00',
      '2. Title to said estate is vested in: BRIGHTWATER ORCHARD HOLDINGS,',
      'LLC, A CALIFORNIA LIMITED LIABILITY COMPANY',
    ]);
    expect(cls).toBe('title-commitment');
    expect(v.commitment_number).toBe('77-310442');
    expect(v.effective_date).toBe('March 3, 2026');
    expect(v.policy_amount).toBe(728000);
    expect(v.vested_owner).toBe('BRIGHTWATER ORCHARD HOLDINGS, LLC');
  });

  it("takes a 'Mortgage:' proposed insured's amount as the loan policy's, and a title number past dot leaders", () => {
    const { v } = read([
      'ABSTRACT AND TITLE REPORT',
      'Title Number . . TX-88-20417',
      'Proposed Insured and Amounts',
      'Fee: the purchaser  Amount: $2,400,000.00',
      'Mortgage: Hudson Quay Savings, its successors and/or assigns  Amount: $1,800,000.00',
      'Title is vested in: Marrow Lane Partners, LLC, ANEW JERSEY LIMITED LIABILITY COMPANY,',
      'who acquired title by deed dated 01/04/2018.',
      '3. Mortgage made by Marrow Lane Partners, LLC in the amount of $900,000.00, to be satisfied.',
    ]);
    expect(v.commitment_number).toBe('TX-88-20417');
    expect(v.policy_amount).toBe(1800000);
    expect(v.vested_owner).toBe('Marrow Lane Partners, LLC');
  });
});

describe('offline extractor, eighth round: labels over their values', () => {
  it("reads an appraisal's date of value and value in the cells under their labels", () => {
    const { v } = read([
      'APPRAISAL OF REAL PROPERTY',
      'Inspection Date  Effective Date  Report Date',
      '03/02/2026  03/04/2026  03/20/2026',
      'Land Value  Appraised Value',
      '$200,000  $940,000',
    ]);
    expect(v.effective_date).toBe('03/04/2026');
    expect(v.appraised_value).toBe(940000);
  });

  it("reads a contract's price, deposit and closing date in the cells under their labels", () => {
    const { cls, v } = read([
      'PURCHASE AGREEMENT',
      'Seller: Vale Row Holdings, LLC',
      'Buyer: Ines Marr',
      'Purchase Price  Earnest Money  Closing Date',
      '$515,000.00  $15,000.00  09/30/2026',
    ]);
    expect(cls).toBe('purchase-contract');
    expect([v.purchase_price, v.earnest_money, v.closing_date]).toEqual([515000, 15000, '09/30/2026']);
  });
});

describe('offline extractor, eighth round: label synonyms real forms use', () => {
  it("reads a Texas 'GF No.', a 'Lender's Policy' and an 'owner of record' on a commitment", () => {
    const { cls, v } = read([
      'COMMITMENT FOR TITLE INSURANCE',
      'GF No.: 2026-44817',
      "Owner's Policy  Proposed Insured: Ana Ruiz  $450,000.00",
      "Lender's Policy  Proposed Insured: Lone Oak Bank  $360,000.00",
      'Owner of record: Cinder Flats, LLC',
    ]);
    expect(cls).toBe('title-commitment');
    expect(v.commitment_number).toBe('2026-44817');
    expect(v.policy_amount).toBe(360000);
    expect(v.vested_owner).toBe('Cinder Flats, LLC');
  });

  it("counts a schedule's properties from its summary's 'Number of properties owned'", () => {
    const { v } = read([
      'REAL ESTATE OWNED',
      'Number of properties owned  4',
      'Total market value  $2,000,000',
    ]);
    expect(v.property_count).toBe(4);
  });
});

describe('offline extractor, eighth round: bank statements', () => {
  it('reads a balance summary row under its headings, not the breakdown lines below it', () => {
    const { cls, v } = read([
      'Commercial Checking Statement',
      'Juniper Falls Bank  For the period 03/09/2025 to 04/08/2025',
      'QUARRY STONE PARTNERS, LLC  Primary account number: 44-7781-0192',
      '42 ALDER WAY',
      'SALEM OR 97301',
      'Opening balance  Ending balance  Credits and other additions  Debits and other deductions',
      '10,000.00  12,500.00  4,000.00  1,500.00',
      'Deposits and Other Additions',
      'Deposits  2  1,000.00',
      'Wire Additions  1  3,000.00',
    ]);
    expect(cls).toBe('bank-statement');
    expect([v.beginning_balance, v.total_deposits, v.total_withdrawals, v.ending_balance]).toEqual([
      10000, 4000, 1500, 12500,
    ]);
    expect(v.account_holder).toBe('QUARRY STONE PARTNERS, LLC');
  });

  it('states no summary from a row of headings whose figures do not add up', () => {
    const { v } = read([
      'Statement period 03/09/2025 - 04/08/2025',
      'Beginning balance | Deposits | Withdrawals | Ending balance',
      '$10,000.00 | $4,000.00 | $1,500.00 | $12,000.00',
    ]);
    expect(v.beginning_balance).toBe('N/A');
    expect(v.ending_balance).toBe('N/A');
  });

  it("reads an online-banking printout: the bank in its title bar, the account by its product's last digits, a '+' credit", () => {
    const { v } = read([
      '2/03/2025, 9:14 AM  Transactions | Marlowe County Bank',
      'Marlowe County Bank Online Banking  Signed in as R. Okafor',
      'Business Checking - 2024 Statement',
      'Premier Business Checking - 7731',
      'Summary for selected dates',
      'Beginning balance as of 01/01/2025 $5,000.00',
      'Total credits (2) +$1,250.00',
      'Total debits (1) -$250.00',
      'Ending balance as of 01/31/2025 $6,000.00',
    ]);
    expect(v.bank_name).toBe('Marlowe County Bank');
    expect(v.account_number_last4).toBe('****7731');
    expect(v.total_deposits).toBe(1250);
    expect(v.total_withdrawals).toBe(250);
  });

  it("reads 'Checks and other deductions' and 'Total additions' as the summary's debits and credits", () => {
    const { v } = read([
      'Statement period 06/01/2025 - 06/30/2025',
      'Beginning balance  $8,000.00',
      'Total additions  $2,500.00',
      'Checks and other deductions  $1,200.00',
      'Ending balance  $9,300.00',
    ]);
    expect([v.total_deposits, v.total_withdrawals]).toEqual([2500, 1200]);
  });

  it("reads the bank named after 'Member FDIC.' in a statement's footer", () => {
    const { v } = read(
      ['Statement period 03/01/2025 - 03/31/2025', 'Beginning balance $1,000.00', 'Ending balance $900.00'],
      ['Member FDIC. Cobalt Ridge Savings Bank, 9 Mill St, Dover, DE 19901.'],
    );
    expect(v.bank_name).toBe('Cobalt Ridge Savings Bank');
  });
});

describe('offline extractor, eighth round: schedules of real estate owned', () => {
  it("reads a portfolio summary's aggregates as the totals, never its debt service", () => {
    const { cls, v } = read([
      'SCHEDULE OF REAL ESTATE OWNED',
      'PORTFOLIO SUMMARY',
      'Aggregate monthly debt service  $4,100',
      'Aggregate market value  $1,200,000',
      'Aggregate mortgage debt  $640,000',
      'Aggregate gross monthly rents  $9,800',
    ]);
    expect(cls).toBe('sreo');
    expect([v.total_market_value, v.total_mortgage_balance, v.total_monthly_rent]).toEqual([
      1200000, 640000, 9800,
    ]);
  });

  it('reads a wide schedule by its money columns in header order, each total confirmed by its column, over two pages', () => {
    const header = [
      'Address Units Acquired Original Cost Current Value Lender Mortgage',
      'Balance Rate Monthly Payments Gross Monthly Rent Net Cash Flow',
    ];
    const { v } = read(
      [
        'SCHEDULE OF REAL ESTATE OWNED',
        ...header,
        '1. 10 Kiln Rd, Akron, OH 44301 4 3/2015 $200,000 $260,000 Summit',
        'Bank $150,000 6.10% $1,100 $3,000 $900',
        '2. 22 Mast St, Akron, OH 44302 6 5/2018 $310,000 $400,000 Ohio',
        'Savings $220,000 5.90% $1,500 $4,200 $1,400',
        '2nd lien: Private note $20,000 9.00%',
      ],
      [
        ...header,
        '3. 7 Loom Ave, Kent, OH 44240 2 1/2020 $120,000 $140,000 None $0 - $0 $1,500 $1,200',
        'TOTALS 12 $630,000 $800,000 $390,000 $2,600 $8,700',
      ],
    );
    expect(v.property_count).toBe(3);
    expect(v.total_market_value).toBe(800000);
    expect(v.total_monthly_rent).toBe(8700);
    // The second lien makes the printed 390,000 more than the rows' 370,000: not stated.
    expect(v.total_mortgage_balance).toBe('N/A');
  });

  it("keeps a '|' table row's wrapped cells when the continuation opens with a cell border", () => {
    const { v } = read([
      'SCHEDULE OF REAL ESTATE OWNED',
      'Property Address | Title Held In | Market Value | Mortgage Balance | Lender | Monthly Rent',
      '12 Elm St, Troy, NY 12180 | Individual | $300,000 | $100,000 | Hudson Bank | $2,000',
      '40 Oak Ave, Troy, NY 12180 | Individual | $500,000',
      '| $0 | Free & clear | $3,500',
      'TOTAL | | $800,000 | $100,000 | | $5,500',
    ]);
    expect(v.property_count).toBe(2);
    expect(v.total_market_value).toBe(800000);
    expect(v.total_monthly_rent).toBe(5500);
  });
});

describe('offline extractor, eighth round: tables read by their header cells', () => {
  it("reads each named column's amount in its own cell when the header has a heading the reader does not know", () => {
    const { v } = read([
      'SCHEDULE OF REAL ESTATE OWNED',
      'Property  Market Value  Equity  Mortgage Balance  Monthly Rent',
      '12 Elm St, Troy, NY 12180  $300,000  $200,000  $100,000  $2,000',
      '40 Oak Ave, Troy, NY 12180  $500,000  $350,000  $150,000  $3,500',
      'Totals  $800,000  $550,000  $250,000  $5,500',
    ]);
    expect(v.property_count).toBe(2);
    expect([v.total_market_value, v.total_mortgage_balance, v.total_monthly_rent]).toEqual([
      800000, 250000, 5500,
    ]);
  });
});

describe('offline extractor, eighth round: operating agreements', () => {
  it("reads one block per member, the share labelled in the block, an LLC among the members; 'will not have managers'", () => {
    const { cls, v } = read(
      [
        'LIMITED LIABILITY COMPANY AGREEMENT OF CEDAR KNOLL, LLC',
        'The Company will not have managers. Its Members manage its business.',
        'MEMBER: ____________ Dara Feld',
        'MEMBER: ____________ Tarn Holdings, LLC',
      ],
      [
        'SCHEDULE 1',
        'Member: Dara Feld',
        'Address: 4 Pine Rd, Ames, IA 50010',
        'Contribution: $40,000.00  Percentage Interest: 55.0%',
        'Member: Tarn Holdings, LLC',
        'Address: 9 Elm St, Ames, IA 50010',
        'Contribution: $32,000.00  Percentage Interest: 45.0%',
      ],
    );
    expect(cls).toBe('operating-agreement');
    expect(v.members).toEqual(['Dara Feld', 'Tarn Holdings, LLC']);
    expect(v.ownership_percentages).toEqual([55, 45]);
    expect(v.management_type).toBe('member-managed');
  });

  it("reads a '|' members table by its header's columns, the share first and the address after the name", () => {
    const { v } = read([
      'OPERATING AGREEMENT OF BIRCH ROW, LLC',
      'Ownership % | Member Name and Address | Capital Contribution',
      '70.00% | Oren Blau, 1 Main St, Erie, PA 16501 | $70,000.00',
      '30.00% | Ilse Varga, 2 Main St, Erie, PA 16501 | $30,000.00',
      '100.00% | TOTAL | $100,000.00',
    ]);
    expect(v.members).toEqual(['Oren Blau', 'Ilse Varga']);
    expect(v.ownership_percentages).toEqual([70, 30]);
  });
});

describe('offline extractor, eighth round: rent rolls', () => {
  it("counts 'No active lease' rows as vacant units, the property from its labelled line, not the manager's", () => {
    const { cls, v } = read([
      'Rent roll',
      'Prepared by Harlow Property Management, 80 Bay St, Erie, PA 16501',
      'Property: Larch Court, 12 Larch Ct, Erie, PA 16505',
      'Unit | Tenants | Lease end | Rent | Deposits held',
      '1A | Moreau, Anya | 09/30/2026 | $900.00 | $900.00',
      '1B | No active lease | - | - | -',
      '2A | Pryce, Tobin | 01/31/2027 | $950.00 | $950.00',
      'Occupied 2 / Vacant 1 / Total 3 units',
      'Total monthly rent: $1,850.00',
    ]);
    expect(cls).toBe('rent-roll');
    expect(v.property_address).toBe('12 Larch Ct, Erie, PA 16505');
    expect([v.unit_count, v.vacant_units, v.total_monthly_rent]).toEqual([3, 1, 1850]);
    expect(v.tenants).toEqual(['Moreau, Anya', 'Pryce, Tobin']);
  });

  it('reads the rent under a header whose last heading wrapped onto the next line, a status word before the tenant', () => {
    const { v } = read([
      'Rent Roll',
      'Unit Plan SQFT Status Tenant Market Rent Lease Rent Deposit',
      'Balance',
      '10 S1 500 Occupied Moreau, Anya 800.00 780.00 780.00 0.00',
      '11 S1 500 Vacant VACANT 800.00 0.00 0.00 0.00',
      '12 S1 500 Occupied Pryce, Tobin 800.00 800.00 800.00 25.00',
      'Total 3 1,600.00 1,580.00',
    ]);
    expect([v.unit_count, v.vacant_units, v.total_monthly_rent]).toEqual([3, 1, 1580]);
    expect(v.tenants).toEqual(['Moreau, Anya', 'Pryce, Tobin']);
  });
});

describe('offline extractor, eighth round: appraisals', () => {
  it('reads a narrative report: the as-is value in words and figures, the date of value over the inspection date, paired labels', () => {
    const { cls, v } = read([
      'APPRAISAL REPORT',
      'Prepared by: Okafor Valuation Group, LLC  File No. 12-88',
      'Our opinion of the Prospective Market Value upon completion is: ONE MILLION DOLLARS ($1,000,000).',
      'Our opinion of the "As Is" Market Value of the leased fee interest, as of May 2, 2026, is:',
      'EIGHT HUNDRED FIFTY THOUSAND DOLLARS ($850,000).',
      'Year Built / Renovated  1988 / 2011',
      'Gross Building Area (GBA)  18,240 SF',
      'Date of Inspection  April 28, 2026',
      'Effective Date of Value  May 2, 2026',
      'Ines Kowal, MAI',
      'Certified General Real Estate Appraiser',
    ]);
    expect(cls).toBe('appraisal');
    expect(v.appraised_value).toBe(850000);
    expect(v.effective_date).toBe('May 2, 2026');
    expect(v.year_built).toBe(1988);
    expect(v.gross_living_area).toBe(18240);
    expect(v.appraiser_name).toBe('Ines Kowal');
  });

  it("reads a redesigned URAR: the value's 'as of' effective date, the finished area above grade, the appraiser's box", () => {
    const { v } = read([
      'Uniform Residential Appraisal Report',
      'Finished Area Above Grade  1,880 sq ft',
      'Finished Area Below Grade  400 sq ft',
      'Opinion of Market Value $412,000 as of 07/09/2026, the effective date of this appraisal.',
      'Appraiser',
      'Name  Wendell Ashby',
      'Signature Date  07/12/2026',
    ]);
    expect(v.appraised_value).toBe(412000);
    expect(v.effective_date).toBe('07/09/2026');
    expect(v.gross_living_area).toBe(1880);
    expect(v.appraiser_name).toBe('Wendell Ashby');
  });
});

describe('offline extractor, eighth round: insurance', () => {
  it('reads labels in one column and values in the next, never the next label as a value', () => {
    const { cls, v } = read([
      'BINDER OF INSURANCE',
      'Binder No.: EX-5512-09',
      'Named Insured  Pell Street Lofts, LLC',
      'Mailing Address  14 Pell St, Mobile, AL 36602',
      'Insurance Company  Brackwater Specialty Insurance Inc.',
      'Policy Period  05/01/2027 to 05/01/2028',
      'Coverage | Limit | Deductible',
      'Building | $2,200,000 | $25,000',
      'Premium  $18,400.00',
    ]);
    expect(cls).toBe('insurance-binder');
    expect(v.insured_name).toBe('Pell Street Lofts, LLC');
    expect(v.insurer).toBe('Brackwater Specialty Insurance Inc.');
    expect(v.coverage_amount).toBe(2200000);
  });

  it("passes over a label whose right-hand cell is no name ('Insured  Limit') and reads the insured's own line", () => {
    const { v } = read([
      'INSURANCE BINDER',
      'Insured  Limit',
      'Named Insured  Corbel Yard Partners, LLC',
      'Binder No.: QB-2290-1',
    ]);
    expect(v.insured_name).toBe('Corbel Yard Partners, LLC');
  });

  it("reads an evidence form: the insured over its address, a 'POLICY' box wrapped before 'NUMBER', the amount of insurance", () => {
    const { v } = read([
      'EVIDENCE OF COMMERCIAL PROPERTY INSURANCE',
      'NAMED INSURED AND ADDRESS  LOAN NUMBER 4410028 POLICY',
      ': NUMBER FP 2231907',
      'Harbor Nine Realty, LLC, 7 Dock St, Mobile, AL 36602  EFFECTIVE DATE 03/01/2026',
      'EXPIRATION DATE 03/01/2027',
      'COMMERCIAL PROPERTY COVERAGE AMOUNT OF INSURANCE: $ 1,250,000 DED: 10,000',
    ]);
    expect(v.insured_name).toBe('Harbor Nine Realty, LLC');
    expect(v.policy_number).toBe('FP 2231907');
    expect(v.coverage_amount).toBe(1250000);
  });
});

describe('offline extractor, eighth round: purchase contracts in prose', () => {
  it("reads a commercial offer: the address spread over a sentence, the deposit its sentence names, parties' signature lines", () => {
    const { cls, v } = read(
      [
        'STANDARD OFFER AND ESCROW INSTRUCTIONS',
        'FOR PURCHASE OF REAL ESTATE',
        '1. Pine Hollow Capital, LLC ("Buyer") offers to purchase the Property from its owner ("Seller").',
        '2. The Property is commonly known by the street address of 88 Tanner Rd, is located in the City of',
        'Reno, County of Washoe, State of Nevada, with zip code 89502.',
        '3. (a) Cash down payment, including the Deposit: $400,000.00',
        '(h) Total Purchase Price: $1,600,000.00',
        '4. Buyer has delivered a check in the sum of $50,000.00, payable to Escrow Holder, within 3',
        'business days after both Parties have signed (the "Deposit").',
      ],
      [
        'BUYER: Pine Hollow Capital, LLC  Date: 02/02/2026',
        'SELLER: Tanner Road Owner, LLC Date: 02/04/2026',
      ],
    );
    expect(cls).toBe('purchase-contract');
    expect(v.property_address).toBe('88 Tanner Rd, Reno, NV 89502');
    expect(v.purchase_price).toBe(1600000);
    expect(v.earnest_money).toBe(50000);
    expect(v.seller).toBe('Tanner Road Owner, LLC');
  });

  it('reads a deposit paid as such, the deed delivery day as the closing, the premises known as and numbered', () => {
    const { v } = read([
      'PURCHASE AND SALE AGREEMENT',
      '1. PARTIES: Ada Quill, of 5 Fern St, Lowell, MA 01852, hereinafter called the SELLER, and Bo Hart,',
      'of 9 Gate Rd, Lynn, MA 01901, hereinafter called the BUYER.',
      '2. DESCRIPTION: the land with the buildings thereon known as and numbered 40 Birch',
      'Ln, Salem, MA 01970.',
      '6. PURCHASE PRICE: The agreed purchase price for said premises is Five Hundred Thousand and',
      '00/100 Dollars ($500,000.00), of which',
      '$ 25,000.00 have been paid as a deposit this day and',
      '$ 475,000.00 are to be paid at the time of delivery of the Deed.',
      "7. Such deed is to be delivered at 10:00 o'clock A.M. on the 3rd day of June, 2026, at the Registry.",
      'SELLER: Ada Quill  BUYER: Bo Hart',
    ]);
    expect(v.property_address).toBe('40 Birch Ln, Salem, MA 01970');
    expect(v.earnest_money).toBe(25000);
    expect(v.closing_date).toBe('2026-06-03');
  });

  it('reads parties printed to the right of their labels, no colon between', () => {
    const { v } = read([
      'REAL ESTATE PURCHASE AGREEMENT',
      'Seller  Harrow Mill Properties, LLC',
      'Buyer  Tess Okoro',
      'Purchase Price  $720,000.00',
    ]);
    expect(v.seller).toBe('Harrow Mill Properties, LLC');
    expect(v.buyer).toBe('Tess Okoro');
  });

  it("states no address when the only one-line address is a party's and the property's wraps unlabelled", () => {
    const { v } = read([
      'PURCHASE AND SALE AGREEMENT',
      'Ada Quill',
      '5 Fern St, Lowell, MA 01852',
      'The land and buildings at 40 Birch',
      'Ln, Salem, MA 01970 are sold for $500,000.00.',
    ]);
    expect(v.property_address).toBe('N/A');
  });
});

describe('offline extractor, eighth round: identity documents', () => {
  it("reads a data page's names under labels carrying a field number and another language's word first", () => {
    const { cls, v } = read([
      'PASAPORTE / PASSPORT',
      'Tipo/Type P  Pasaporte No./Passport No. X1234567',
      '1. Apellidos/Surname',
      'ARANDA',
      '2. Nombres/Given names',
      'LUCIA MAR',
      '3. Nacionalidad/Nationality',
      'PERUANA a.',
      '4. Fecha de nacimiento/Date of birth',
      '02 MAR 1990',
    ]);
    expect(cls).toBe('passport');
    expect(v.full_name).toBe('LUCIA MAR ARANDA');
    expect(v.nationality).toBe('PERUANA');
  });

  it("reads an AAMVA licence number followed by the next field's number, and names after numbered fields with specks", () => {
    const { cls, v } = read([
      'Nevada USA DRIVER LICENSE',
      '4d DL 1502938841 9 CLASS C 4a ISS 01/02/2024',
      '3 DOB 05/06/1980 4b EXP 05/06/2032',
      '1QUILLON oo a.',
      '2 MARA JEAN',
      '8 12 ASH ST',
    ]);
    expect(cls).toBe('driver-license');
    expect(v.license_number).toBe('1502938841');
    expect(v.full_name).toBe('MARA JEAN QUILLON');
  });

  it("reads AAMVA's name block by its field numbers when the family name's number was lost", () => {
    const { v } = read([
      'Ohio USA DRIVER LICENSE',
      '4d DLN SB123456 9 CLASS D',
      '3 DOB 02/03/1970 4b EXP 02/03/2030',
      'ka WESTBROOK',
      '2 NOAH ELI',
      '8 310 FERRY ST',
      'AKRON, OH 44301',
    ]);
    expect(v.full_name).toBe('NOAH ELI WESTBROOK');
  });
});
