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
