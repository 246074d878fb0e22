// The extractor's ninth round (issue 23, stop 27): general readers for layouts family 10 showed
// the extractor could not read (addresses in labelled boxes, defined terms in quotes, a
// signature block in two columns, '|' tables whose rows wrap, labels real forms use). Every
// layout here is written for the test, not taken from a family of the evaluation set.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';

/** Pages of lines -> the recognised kind and each value by key. */
const read = (...pages: string[][]) => {
  const result = extractOffline({
    pages: pages.map((lines, i) => ({ page: i + 1, text: lines.join('\n') })),
  });
  const v = Object.fromEntries(result.values.map((x) => [x.key, x.value]));
  const why = Object.fromEntries(result.values.map((x) => [x.key, x.reason]));
  return { cls: result.documentClass?.id, v, why };
};

describe('offline extractor, ninth round: purchase contracts', () => {
  it("reads an 'offer to purchase' with its terms defined in quotes and its address in boxes", () => {
    const { cls, v } = read([
      'OFFER TO PURCHASE REAL PROPERTY',
      '1. "Purchaser": Dana Whitcombe',
      '2. "Vendor": Orchard Gate Homes, Inc.',
      '3. Street Address: 77 Larkspur Ct  City: Greenville  Zip: 29601',
      'County: Pickens, South Carolina',
      '4. "Purchase Price": $318,000.00 payable as follows:',
      '$4,000.00 by earnest money deposit to the escrow agent within three days;',
      '$314,000.00 balance at closing.',
      '5. "Closing Date": June 12, 2026',
    ]);
    expect(cls).toBe('purchase-contract');
    expect(v.buyer).toBe('Dana Whitcombe');
    expect(v.seller).toBe('Orchard Gate Homes, Inc.');
    expect(v.property_address).toBe('77 Larkspur Ct, Greenville, SC 29601');
    expect(v.purchase_price).toBe(318000);
    expect(v.earnest_money).toBe(4000);
    expect(v.closing_date).toBe('June 12, 2026');
  });

  it('states no address whose spelled state lies outside its ZIP code’s region', () => {
    const { v } = read([
      'REAL ESTATE PURCHASE AGREEMENT',
      'Street Address: 77 Larkspur Ct  City: Greenville  Zip: 29601',
      'County: Hunt, Texas',
      'Purchase Price: $318,000.00',
    ]);
    expect(v.property_address).toBe('N/A');
  });

  it('takes the parties from a two-column signature block by the roles heading its columns', () => {
    const { v } = read([
      'RESIDENTIAL PURCHASE AGREEMENT',
      'Property: Lot 4, Fenwick Acres. Purchase Price: $205,000.00',
      "Seller's signature ________________  Buyer's signature ________________",
      'Printed Name: Rosalind Achebe  Printed Name: Tobias Greaves',
    ]);
    expect(v.seller).toBe('Rosalind Achebe');
    expect(v.buyer).toBe('Tobias Greaves');
  });
});

describe('offline extractor, ninth round: rent rolls', () => {
  it("reads a '|' rent roll whose rows and header wrap, the rent in its own cell beside a market rent", () => {
    const { v } = read([
      'RENT ROLL  Larch Street Flats',
      'Property Address: 310 Larch St  City, State, Zip: Boise, ID 83702',
      'Unit | Tenant | Sq Ft | Market Rent | Lease Rent |',
      'Deposit | Balance',
      '1A | Nadia Ferrante | 650 | 1,100.00 | 1,050.00 | 500.00 |',
      '0.00',
      '1B | VACANT | 700 | 1,150.00 | 0.00 | 0.00 | 0.00',
      '2A | Colm Okafor | 650 | 1,100.00 | 1,075.00 |',
      '600.00 | 25.00',
      'Totals | 3 units | 2,000 | 3,350.00 | 2,125.00 | 1,100.00 | 25.00',
    ]);
    expect(v.property_address).toBe('310 Larch St, Boise, ID 83702');
    expect(v.unit_count).toBe(3);
    expect(v.vacant_units).toBe(1);
    expect(v.total_monthly_rent).toBe(2125);
  });

  it("reads the rent under 'Contract Rent' when other money columns have no known heading", () => {
    const { v } = read([
      'RENT ROLL',
      'Unit | Resident | Contract Rent | Resident Share | Subsidy | Deposit',
      '10 | Ivo Brandt | $900.00 | $300.00 | $600.00 | $400.00',
      '11 | Lena Ostrova | $950.00 | $950.00 | $0.00 | $500.00',
      'Total Contract Rent: $1,850.00',
      'Total Units: 2',
    ]);
    expect(v.unit_count).toBe(2);
    expect(v.total_monthly_rent).toBe(1850);
    expect(v.tenants).toEqual(['Ivo Brandt', 'Lena Ostrova']);
  });

  it('states no total whose rows, read by their cells, do not add up to it', () => {
    const { v, why } = read([
      'RENT ROLL',
      'Unit | Resident | Contract Rent | Resident Share | Subsidy | Deposit',
      '10 | Ivo Brandt | $900.00 | $300.00 | $600.00 | $400.00',
      '11 | Lena Ostrova | $950.00 | $950.00 | $0.00 | $500.00',
      'Total Contract Rent: $1,900.00',
    ]);
    expect(v.total_monthly_rent).toBe('N/A');
    expect(why.total_monthly_rent).toMatch(/add up to 1850/);
  });
});

describe('offline extractor, ninth round: title commitments', () => {
  it("reads a title guaranty commitment: the lender's certificate, the owner under 'vested in:', a spelled state", () => {
    const { cls, v } = read([
      'TITLE GUARANTY DIVISION',
      'Commitment Number: TGD-20931  Effective Date: 11/02/2026',
      "Lender's Certificate  Amount: $212,500.00",
      "Owner's Certificate  Amount: $250,000.00",
      'Fee simple title is vested in:',
      'Harlan Voss and Mira Voss, husband and wife',
      'The land: Lot 7, Prairie Rose Addition, commonly known as 415 Sumac Dr, Ankeny,',
      'lowa 50021.',
    ]);
    expect(cls).toBe('title-commitment');
    expect(v.commitment_number).toBe('TGD-20931');
    expect(v.policy_amount).toBe(212500);
    expect(v.vested_owner).toBe('Harlan Voss and Mira Voss');
    expect(v.property_address).toBe('415 Sumac Dr, Ankeny, IA 50021');
  });

  it('states no spelled-out address whose ZIP code belongs to another region', () => {
    const { v } = read([
      'COMMITMENT FOR TITLE INSURANCE',
      'Commitment No.: 88-1200',
      'Title is vested in: Dorrit Lane',
      'commonly known as 415 Sumac Dr, Ankeny, Iowa 90021.',
    ]);
    expect(v.property_address).toBe('N/A');
  });
});

describe('offline extractor, ninth round: insurance evidence', () => {
  it('reads the insurer and the insured from the sentence that binds the coverage, and a grouped policy number', () => {
    const { cls, v } = read([
      'Larkin & Boyd Agency',
      'Re: evidence of insurance, 18 Ash Ct, Tulsa, OK 74103',
      'Please accept this binder: Cedar Plains Casualty Company has issued a policy to Amara',
      'Lindqvist for the dwelling at 18 Ash Ct, Tulsa, OK 74103. Policy No. HO5 2231 0974.',
      'Coverage A - Dwelling $410,000',
      'Annual premium: $1,640.00',
    ]);
    expect(cls).toBe('insurance-binder');
    expect(v.insurer).toBe('Cedar Plains Casualty Company');
    expect(v.insured_name).toBe('Amara Lindqvist');
    expect(v.policy_number).toBe('HO5 2231 0974');
  });

  it('reads the insured alone on its line above the mailing street, under a label line holding other boxes', () => {
    const { v } = read([
      'DWELLING FIRE DECLARATIONS  Insurance binder',
      'Insured and Address  Producer: Ridgeway Insurance Services  Phone',
      '(405) 555-0100',
      'Paloma Estrada',
      '902 Quince Ave, Norman, OK 73069',
      'Dwelling coverage $260,000',
    ]);
    expect(v.insured_name).toBe('Paloma Estrada');
  });

  it("keeps an amount whose OCR doubt was about another line's figure printed inside it", () => {
    const result = extractOffline({
      pages: [
        {
          page: 1,
          text: [
            'INSURANCE BINDER',
            'Dwelling (Coverage A) $380,000',
            'Other Structures (Coverage B) $38,000',
            'Deductible $25,000',
          ].join('\n'),
          uncertain: ['$38,000', '$25,000'],
        },
      ],
    });
    const coverage = result.values.find((x) => x.key === 'coverage_amount');
    expect(coverage?.value).toBe(380000);
  });

  it('still refuses an amount whose own word the OCR was not sure of', () => {
    const result = extractOffline({
      pages: [
        {
          page: 1,
          text: ['INSURANCE BINDER', 'Dwelling (Coverage A) $380,000', 'Deductible $38,000'].join('\n'),
          uncertain: ['$380,000'],
        },
      ],
    });
    const coverage = result.values.find((x) => x.key === 'coverage_amount');
    expect(coverage?.value).toBe('N/A');
    expect(coverage?.reason).toMatch(/not sure/);
  });
});

describe('offline extractor, ninth round: bank statements', () => {
  it("reads 'Money in / Money out' summary headings whose column gaps a scan closed", () => {
    const { v } = read([
      'Fernhill Savings Bank | Small Business Account',
      'Statement period Feb 1, 2026 - Feb 28, 2026',
      'Opening balance Money in Money out Closing balance',
      '$5,000.00 +$2,500.00 -$1,250.00 $6,250.00',
    ]);
    expect([v.beginning_balance, v.total_deposits, v.total_withdrawals, v.ending_balance]).toEqual([
      5000, 2500, 1250, 6250,
    ]);
    expect(v.bank_name).toBe('Fernhill Savings Bank');
  });

  it("cuts a footer sentence's words off the bank's name, and reads the holder over an 'Attn:' line", () => {
    const { v } = read(
      [
        'Business Checking Statement  Statement period 04/01/2026 - 04/30/2026',
        'ORCHARD LANE HOLDINGS LLC  Account ending in 7781',
        'Attn: Priya Raman',
        '55 Kestrel Way',
        'Beginning balance $1,000.00',
        'Ending balance $1,500.00',
      ],
      ['Deposit accounts offered by Millbrook Valley Bank, Member FDIC.'],
    );
    expect(v.bank_name).toBe('Millbrook Valley Bank');
    expect(v.account_holder).toBe('ORCHARD LANE HOLDINGS LLC');
  });
});

describe('offline extractor, ninth round: addresses', () => {
  it("takes no date's year for a street number when the street wraps under it", () => {
    const { v } = read([
      'RENT ROLL',
      'Property: 88 - rent roll as of March 4, 2026',
      'Birch Ave, Dayton, OH 45402',
      'Unit Tenant Rent',
      '1 Ola Berg $900.00',
      'Total $900.00',
    ]);
    expect(v.property_address).toBe('N/A');
  });
});

describe('offline extractor, ninth round: operating agreements', () => {
  it('reads members whose shares are stated in prose, and management by one or more managers over a line break', () => {
    const { v } = read([
      'LIMITED LIABILITY COMPANY AGREEMENT OF ALDER BEND VENTURES, LLC',
      'Section 4. The Company is managed by one or more',
      'Managers appointed by the Members.',
      'Section 6. Tomas Reyes has contributed $40,000 and holds a Membership Interest of sixty',
      'percent (60%). Hana Ito shall own a Membership Interest of 40%.',
    ]);
    expect(v.management_type).toBe('manager-managed');
    expect(v.members).toEqual(['Tomas Reyes', 'Hana Ito']);
    expect(v.ownership_percentages).toEqual([60, 40]);
  });

  it("reads members from signature blocks: 'Name:' over the member's percentage interest", () => {
    const { v } = read([
      'OPERATING AGREEMENT OF WREN POINT LLC',
      'SIGNATURES OF THE MEMBERS',
      'Name: Abel Moreno',
      'Units: 500  Percentage Interest: 50%',
      'Name: Clara Moreno',
      'Units: 500  Percentage Interest: 50%',
    ]);
    expect(v.members).toEqual(['Abel Moreno', 'Clara Moreno']);
    expect(v.ownership_percentages).toEqual([50, 50]);
  });
});

describe('offline extractor, ninth round: identity documents', () => {
  it('reads a licence holder printed surname first with a middle name, and a number whose letter is set off by a dash', () => {
    const { v } = read([
      'OREGON  DRIVER LICENSE',
      'DL NO K-204-118-903',
      'DOB 04/09/1988  EXP 04/09/2030',
      'WINTERS, JOSEPHINE ALMA',
      '22 FERN HOLLOW RD',
      'SALEM OR 97301',
    ]);
    expect(v.full_name).toBe('JOSEPHINE ALMA WINTERS');
    expect(v.license_number).toBe('K-204-118-903');
  });

  it('reads given names over the surname above the street line', () => {
    const { v } = read([
      'IDAHO DRIVER LICENSE',
      'DOB 11/30/1979  EXP 11/30/2029',
      'MARCO ANDRES',
      'SOLIS',
      '410 BIRCH LN',
      'BOISE ID 83702',
    ]);
    expect(v.full_name).toBe('MARCO ANDRES SOLIS');
  });

  it("reads a bilingual nationality in its label's order and dates whose month is printed in two languages", () => {
    const { v } = read([
      'PASSPORT / PASSEPORT',
      'Passport No./No de passeport  QK118204',
      'Nationalité/Nationality',
      'FRANÇAISE/FRENCH',
      'Date of birth/Date de naissance  07 AOÛT/AUG 1990',
      'Date of expiry/Date d’expiration  02 FEB /FÉVR 2033',
    ]);
    expect(v.nationality).toBe('FRENCH');
    expect(v.date_of_birth).toBe('07 AUG 1990');
    expect(v.expiration_date).toBe('02 FEB 2033');
  });

  it('takes the English part of a nationality whose two parts are both plain letters by the label', () => {
    const { v } = read([
      'PASSPORT / PASSEPORT',
      'Passport No./No de passeport  QK118204',
      'Nationality/Nationalité',
      'BELGIAN/BELGE',
    ]);
    expect(v.nationality).toBe('BELGIAN');
  });
});

describe('offline extractor, ninth round: schedules of real estate', () => {
  it("reads an investor's schedule of properties currently owned whose scanned borders OCR misread", () => {
    const { cls, v } = read([
      'REAL ESTATE SCHEDULE',
      'A. PROPERTIES CURRENTLY OWNED',
      '# | Address | Purchase Price | Current Value | Loan Balance |',
      'Monthly Rent | Occupancy',
      '1] 12 Tern Ct, Erie, PA 16501 | $150,000 [$210,000 | $98,000 |',
      '$1,500 | Leased',
      '2 | 40 Gull St, Erie, PA 16502 | $120,000 | $190,000 || $71,000 |',
      '$1,250 | Leased',
      'T TOTAL OWNED (2) | | $270,000 | $400,000 | $169,000 | $2,750 |',
    ]);
    expect(cls).toBe('sreo');
    expect(v.property_count).toBe(2);
    expect([v.total_market_value, v.total_mortgage_balance, v.total_monthly_rent]).toEqual([
      400000, 169000, 2750,
    ]);
  });
});

describe('offline extractor, ninth round: appraisals', () => {
  it("reads a condominium form's address boxes with the unit, and the appraiser's name before a scan's speck and the supervisor's 'Name'", () => {
    const { v } = read([
      'Condominium Unit Appraisal Report',
      'Property Address 18 Quay St  Unit # 4B',
      'City Portland  State ME  Zip Code 04101',
      'APPRAISER  SUPERVISORY APPRAISER',
      'Signature  Signature',
      'Name Ruth Okonkwo . ” Name Ellis Varga',
    ]);
    expect(v.property_address).toBe('18 Quay St Unit 4B, Portland, ME 04101');
    expect(v.appraiser_name).toBe('Ruth Okonkwo');
  });
});

describe('offline extractor, ninth round: names of companies', () => {
  it("states no insured that is only a company's kind ('Insurance Co.' from the next box's line)", () => {
    const { v, why } = read([
      'EVIDENCE OF PROPERTY INSURANCE  binder',
      'INSURED  INSURER A : Northgate Fire & Marine',
      'Insurance Co.  40112',
    ]);
    expect(v.insured_name).toBe('N/A');
    expect(why.insured_name).toMatch(/names no company of its own/);
  });
});

describe('offline extractor, ninth round: a scan’s stray quote mark', () => {
  it("reads the vested owner on the line under 'vested in:' after a stray quote mark", () => {
    const { v } = read([
      'COMMITMENT FOR TITLE INSURANCE',
      'Commitment No.: 55-2210',
      'Title to the fee simple estate is vested in:',
      '“Saltmarsh Row Partners LLC, a Delaware limited liability company',
    ]);
    expect(v.vested_owner).toBe('Saltmarsh Row Partners LLC');
  });
});
