// The extractor's eleventh round (issue 23, stop 29): general readers for the causes of misses
// family 12 showed (labels under values, '|' tables read by their header, sections' subtotals,
// figures worked out from a summary row, amounts in words and figures, a numbered item's one date)
// and safeguards that refuse a wrong value on any layout. Every layout here is written for the
// test, not taken from a family of the evaluation set.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';
import { wordsToNumber } from './words-figures';

/** Pages of lines -> the recognised kind and each value by key. */
const read = (pages: string[][], uncertain?: string[]) => {
  const result = extractOffline({
    pages: pages.map((lines, i) => ({ page: i + 1, text: lines.join('\n'), uncertain })),
  });
  const v = Object.fromEntries(result.values.map((x) => [x.key, x.value]));
  const why = Object.fromEntries(result.values.map((x) => [x.key, x.reason]));
  const quote = Object.fromEntries(result.values.map((x) => [x.key, x.quote]));
  return { cls: result.documentClass?.id, v, why, quote };
};

describe('offline extractor, eleventh round: identity cards', () => {
  it('reads a card whose labels sit under their values, rows alternating', () => {
    const { v } = read([
      [
        'MONTANA',
        'DRIVER LICENSE  USA',
        'B4471930  11/02/2031',
        '4d DL NO  4b EXP',
        'ASHWORTH  11/02/1980',
        '1 FAMILY NAME  3 DOB',
        'LENORE MAY  10/15/2023',
        '2 GIVEN NAMES  4a ISS',
        '22 HOLLOW OAK RD BOZEMAN MT 59715  D',
        '8 ADDRESS  9 CLASS',
      ],
    ]);
    expect(v.expiration_date).toBe('11/02/2031');
    expect(v.date_of_birth).toBe('11/02/1980');
    expect(v.full_name).toBe('LENORE MAY ASHWORTH');
    expect(v.license_number).toBe('B4471930');
  });

  it('reads dates printed with hyphens and a one-line name above the street', () => {
    const { v } = read([
      [
        'TENNESSEE',
        'DRIVER LICENSE',
        'DL NO 071234567',
        'ROSALIND GRACE HOLLOWAY',
        '480 MAGNOLIA ST',
        'MEMPHIS, TN 38103',
        'DOB 07-22-1975  EXP 07-22-2030',
        'CLASS D',
      ],
    ]);
    expect(v.date_of_birth).toBe('1975-07-22');
    expect(v.expiration_date).toBe('2030-07-22');
    expect(v.full_name).toBe('ROSALIND GRACE HOLLOWAY');
  });

  it('refuses an OCR-read licence number that begins with 0 (the letter O read as zero)', () => {
    const { v, why } = read(
      [['OHIO', 'DRIVER LICENSE', 'LIC NO 034-551-208', 'DOB 01/02/1970  EXP 01/02/2030']],
      [],
    );
    expect(v.license_number).toBe('N/A');
    expect(why.license_number).toMatch(/begins with 0/);
  });

  it("states a passport number mixing O and digits when the zone's check digit confirms it", () => {
    // 'CO1234567' in the zone: O counts 24 in the check, 0 counts 0, so the check tells them apart.
    const zone = 'CO12345674CAN8001014F3001019<<<<<<<<<<<<<<02';
    const digit = zone[9];
    const { v } = read([
      [
        'CANADA',
        'PASSPORT',
        'Passport No. CO1234567',
        'Surname  TREMBLAY',
        'Given names  ELODIE',
        'Nationality  CANADIAN',
        'Date of birth  01 JAN 1980',
        'Date of expiry  01 JAN 2030',
        'P<CANTREMBLAY<<ELODIE<<<<<<<<<<<<<<<<<<<<<<<',
        zone,
      ],
    ]);
    expect(digit).toBe('4');
    expect(v.passport_number).toBe('CO1234567');
  });
});

describe('offline extractor, eleventh round: figures worked out and tables read whole', () => {
  it('reads a statement summary whose header wraps, fees and interest counted by what reconciles', () => {
    const { v } = read([
      [
        'PRAIRIE HOLLOW SAVINGS BANK',
        'Statement Period 03/01/26 thru 03/31/26',
        'Opening Balance | Credits | Debits | Fees | Dividends | Closing',
        'Balance',
        '02/28/26 5,000.00 | 3 2,000.00 | 5 1,500.00 | 25.00 | 3.50 | 5,478.50',
      ],
    ]);
    expect(v.beginning_balance).toBe(5000);
    expect(v.ending_balance).toBe(5478.5);
    expect(v.total_deposits).toBe(2003.5);
    expect(v.total_withdrawals).toBe(1525);
  });

  it("reads a schedule's grand total when its sections' subtotals add up to it", () => {
    const { v } = read([
      [
        'SCHEDULE OF REAL ESTATE OWNED',
        'Owned homes',
        'Property | Use | Market Value | Mortgage Balance | Monthly Rent',
        '11 Birch Ln, Salem, OR 97301 | Home | $300,000 | $120,000 | -',
        'Subtotal owned homes (1) | | $300,000 | $120,000 | $0',
        'Rentals',
        'Property | Use | Market Value | Mortgage Balance | Monthly Rent',
        '40 Cedar Ct, Salem, OR 97302 | Duplex | $410,000 | $250,000 | $2,900',
        '52 Cedar Ct, Salem, OR 97302 | Duplex | $390,000 | $240,000 | $2,700',
        'Subtotal rentals (2) | | $800,000 | $490,000 | $5,600',
        'Grand Total (3 properties) | | $1,100,000 | $610,000 |',
        '$5,600',
      ],
    ]);
    expect(v.total_market_value).toBe(1100000);
    expect(v.total_mortgage_balance).toBe(610000);
    expect(v.total_monthly_rent).toBe(5600);
    expect(v.property_count).toBe(3);
  });

  it("reads the loan policy's amount from a '|' table of policies, never its premium", () => {
    const { v } = read([
      [
        'Cascade Crest Title Company',
        'PRELIMINARY TITLE REPORT',
        'Order No.:  55-20931',
        'Effective date: March 3, 2026',
        'Coverage | Liability | Premium',
        "ALTA Homeowner's Policy | $610,000.00 | $1,930.00",
        'ALTA Lender Extended Coverage | $488,000.00 | $725.00',
        'Title to said land is vested in:',
        'Grantee: Wendell Ashby, a married man',
      ],
    ]);
    expect(v.policy_amount).toBe(488000);
    expect(v.vested_owner).toBe('Wendell Ashby');
  });

  it("reads a loan policy's amount past the form's edition in brackets", () => {
    const { v } = read([
      [
        'COMMITMENT FOR TITLE INSURANCE',
        'Commitment Number:  88123',
        "(a) ALTA Owner's Policy (06/17/2006)",
        'Proposed Amount of Insurance: $700,000.00',
        '(b) ALTA Loan Policy (06/17/2006)',
        'Proposed Insured: Lakeside Bank, its successors and/or assigns',
        'Proposed Amount of Insurance: $560,000.00',
      ],
    ]);
    expect(v.policy_amount).toBe(560000);
  });

  it("reads an appraisal's date of value from its table of conclusions and a wrapped sentence", () => {
    const table = read([
      [
        'APPRAISAL REPORT SUMMARY',
        'Property Address  12 Quarry Rd, Barre, VT 05641',
        'Conclusion | Rights | Date of Value | Amount',
        'Prospective Value Upon Completion | Fee Simple | 09/01/2027 | $2,400,000',
        'Market Value As-Is | Fee Simple | 04/12/2026 | $1,950,000',
        'Date of Inspection  04/10/2026',
      ],
    ]);
    expect(table.v.effective_date).toBe('04/12/2026');
    const prose = read([
      [
        'Uniform Residential Appraisal Report',
        'Property Address 9 Fern St  City Keene  State NH  Zip Code 03431',
        'my (our) opinion of the market value of the subject is $ 310,000, as of 02/02/2026, which is the date of inspection and the',
        'effective date of this appraisal.',
      ],
    ]);
    expect(prose.v.effective_date).toBe('02/02/2026');
  });

  it('reads a policy period whose time is named and whose end wraps, and a name before its address', () => {
    const { v } = read([
      [
        'HOMEOWNERS INSURANCE BINDER',
        'Granite State Mutual Insurance Company',
        'Policy Number  HO-7781-22',
        'Policy Period  12:01 A.M. local time 05/01/2026 to',
        '05/01/2027',
        'Named Insured and Address:  Odessa Whitfield, 14 Larch Ln,',
        'Concord, NH 03301',
      ],
    ]);
    expect(v.effective_date).toBe('05/01/2026');
    expect(v.expiration_date).toBe('05/01/2027');
    expect(v.insured_name).toBe('Odessa Whitfield');
  });
});

describe('offline extractor, eleventh round: agreements and contracts', () => {
  it("reads an agreement's date of agreement and members listed with their units", () => {
    const { v } = read([
      [
        'OPERATING AGREEMENT OF SILVER FIR HOLDINGS, LLC',
        'an Idaho limited liability company',
        'Date of this Agreement:  02/14/2024',
        'The Members and their Units are:',
        '• Harriet Lindqvist - 750 Units (75%)',
        '• Ottoline Marsh - 250 Units (25%)',
      ],
    ]);
    expect(v.effective_date).toBe('02/14/2024');
    expect(v.members).toEqual(['Harriet Lindqvist', 'Ottoline Marsh']);
    expect(v.ownership_percentages).toEqual([75, 25]);
  });

  it('reads amounts in words and figures only when both name the same sum', () => {
    expect(wordsToNumber('Two Hundred Forty-One Thousand Three Hundred')).toBe(241300);
    const { v } = read([
      [
        'PURCHASE AGREEMENT',
        '1. BUYER: Quillon Ridge Partners LLC (hereinafter "Buyer")',
        '2. The earnest money shall be Seven Thousand Five Hundred Dollars ($7,500)',
        '3. The price for the property is Two Hundred Forty-One Thousand Three Hundred Dollars ($241,300),',
        '4. Street Address: 77 Bramble Way',
        '5. City of Dover, County of Kent, State of Delaware, Zip Code 19901',
        '6. CLOSING: Closing shall take place on a day the parties agree, but no later than 06/30/2026.',
        '7. POSSESSION: at closing.',
      ],
    ]);
    expect(v.earnest_money).toBe(7500);
    expect(v.purchase_price).toBe(241300);
    expect(v.buyer).toBe('Quillon Ridge Partners LLC');
    expect(v.property_address).toBe('77 Bramble Way, Dover, DE 19901');
    expect(v.closing_date).toBe('06/30/2026');
    const wrong = read([
      ['PURCHASE AGREEMENT', '3. The price for the property is Two Hundred Thousand Dollars ($241,300),'],
    ]);
    expect(wrong.v.purchase_price).toBe('N/A');
  });

  it("reads a party whose legal suffix wraps, and a printed name before the other column's label", () => {
    const { v } = read([
      [
        'REAL ESTATE PURCHASE CONTRACT',
        'Property: 5 Elm St, Hilo, HI 96720  Purchase Price: $500,000',
        'Buyer Signature ________ Date 01/02/2026  Buyer: Tern Harbor Realty',
        'LLC',
        'Accepted by Seller and Buyer:',
        "(Seller's Printed Name) Malachi Osei  (Buyer's Printed Name) Tern Harbor Realty LLC",
      ],
    ]);
    expect(v.buyer).toBe('Tern Harbor Realty LLC');
    expect(v.seller).toBe('Malachi Osei');
  });
});

describe('offline extractor, eleventh round: rent rolls', () => {
  it('reads units named by letters, counted by the printed total', () => {
    const { v } = read([
      [
        'RENT ROLL',
        'Property Address  19 Heron Way',
        'City/State/Zip  Bend, OR 97701',
        'Unit | Resident | Current Rent | Market Rent | Deposit',
        'A | Imogen Blake | $1,200 | $1,300 | $500',
        'B | VACANT | | $1,250 |',
        'C | Rupert Vance | $1,100 | $1,250 | $500',
        'TOTALS | | $2,300 | $3,800 | $1,000',
      ],
    ]);
    expect(v.unit_count).toBe(3);
    expect(v.vacant_units).toBe(1);
    expect(v.total_monthly_rent).toBe(2300);
    expect(v.property_address).toBe('19 Heron Way, Bend, OR 97701');
  });

  it('reads a mixed-use roll by each section header and its total named with a note', () => {
    const { v } = read([
      [
        'RENT ROLL',
        '8 Wharf St, Bath, ME 04530',
        'Suite | Tenant | Base Rent | CAM',
        '1 | Brine Bakery | $2,000.00 | $300.00',
        '2 | Keel Optics | $1,500.00 | $250.00',
        'Apt | Tenant | Market Rent | Actual Rent',
        '3 | Noor Haddad | $1,100.00 | $1,050.00',
        'PROPERTY TOTAL: 3 units  Occupied 3  Vacant 0',
        'Total monthly rent (base + actual): $4,550.00',
      ],
    ]);
    expect(v.total_monthly_rent).toBe(4550);
    expect(v.unit_count).toBe(3);
    expect(v.vacant_units).toBe(0);
  });
});

describe('offline extractor, eleventh round: more shapes and safeguards', () => {
  it("reads a '|' table of labels and values, one pair a row, and dates with ordinals", () => {
    const { v } = read([
      [
        'INSURANCE BINDER',
        'Insurer | Larkspur Mutual Insurance Company',
        'Named Insured | Fenwick Row Partners LLC',
        'Binder Number | LM-88120',
        'Effective Date | February 3rd, 2026',
        'Expiration Date | 3rd February 2027',
      ],
    ]);
    expect(v.insurer).toBe('Larkspur Mutual Insurance Company');
    expect(v.insured_name).toBe('Fenwick Row Partners LLC');
    expect(v.effective_date).toBe('2026-02-03');
    expect(v.expiration_date).toBe('2027-02-03');
  });

  it("refuses a card's expiry read decades ago (another date was read)", () => {
    const { v, why } = read([['OREGON', 'DRIVER LICENSE', 'DL 5512093', 'DOB 03/09/1961', 'EXP 03/09/1979']]);
    expect(v.expiration_date).toBe('N/A');
    expect(why.expiration_date).toMatch(/20 years ago/);
  });

  it('joins a rent roll whose header and rows wrap after a separator, a rate per foot apart', () => {
    const { v } = read([
      [
        'RENT ROLL',
        '90 Mill St, Lowell, MA 01852',
        'Suite | Tenant | SF | Lease End | Monthly Rent |',
        'Rent/SF | CAM | Notes',
        '1 | A&B Printing | 1,000 | 12/31/2028 | $2,000.00 |',
        '$24.00 | $300.00 | Renewal option',
        '2 | Cole Yoga #3 | 1,500 | 06/30/2029 | $2,500.00 |',
        '$20.00 | $400.00 | -',
        'Total Monthly Rent: $4,500.00',
        'Occupied: 2 suites  Vacant: 0 suites  Total: 2 suites',
      ],
    ]);
    expect(v.total_monthly_rent).toBe(4500);
    expect(v.tenants).toEqual(['A&B Printing', 'Cole Yoga #3']);
  });

  it("counts a schedule's rows when its totals row, cut by the scan, still equals their sums", () => {
    const { v } = read([
      [
        'SCHEDULE OF REAL ESTATE OWNED',
        'Address | Market Value | Loan Balance | Lender | Monthly Rent',
        '1 Ash St, Troy, NY 12180 | $200,000 | $100,000 | Troy Savings Bank | $1,500',
        '2 Oak St, Troy, NY 12180 | $300,000 | $150,000 | Hudson Credit Union | $2,000',
        // The scan closed the empty lender cell ('||' read as one '|').
        'TOTAL | $500,000 | $250,000 || $3,500',
      ],
    ]);
    expect(v.property_count).toBe(2);
    expect(v.total_market_value).toBe(500000);
  });
});

describe('offline extractor, eleventh round: kinds recognised by the names real documents use', () => {
  const kind = (...lines: string[]) => read([lines]).cls;
  it("recognises a 'Company Agreement', a 'Schedule of Real Estate', a summary of salient facts and a rent schedule", () => {
    expect(kind('COMPANY AGREEMENT OF PINE KNOLL, LLC', 'a Texas limited liability company')).toBe(
      'operating-agreement',
    );
    expect(
      kind('Schedule of Real Estate', 'Address  Value  Liens', '3 Bay Rd, Erie, PA 16501  $200,000  $90,000'),
    ).toBe('sreo');
    expect(
      kind(
        'SUMMARY OF SALIENT FACTS',
        'Property: 3 Bay Rd, Erie, PA 16501',
        'Final Opinion of Market Value  $400,000',
      ),
    ).toBe('appraisal');
    expect(kind('RENT SCHEDULE', 'Unit  Tenant  Rent', '1  Ada Moss  $900')).toBe('rent-roll');
  });
});

describe('offline extractor, eleventh round: a plural mark and a date counted from', () => {
  it("reads a label with its plural mark ('Named Insured(s):')", () => {
    const { v } = read([
      [
        'HOMEOWNERS INSURANCE BINDER',
        'Insurer: Lakeshore Fire & Casualty Co.',
        'Named Insured(s): Ada Moss and Ben Cruz',
        'Binder Period: 04/15/2026 to 04/15/2027',
      ],
    ]);
    expect(v.insured_name).toBe('Ada Moss and Ben Cruz');
  });

  it('refuses a closing date that is the date the closing is counted from', () => {
    const { v } = read([
      [
        'PURCHASE AGREEMENT',
        '1. BUYER: Ada Moss',
        '2. Purchase Price: $300,000',
        '6. CLOSING: Closing shall occur 30 days after the acceptance date of 05/01/2026.',
        '7. POSSESSION: at closing.',
      ],
    ]);
    expect(v.closing_date).toBe('N/A');
  });
});

describe('offline extractor, eleventh round: shares worked out and a period in two labelled dates', () => {
  it("works members' shares out of their units when the units add up to the total row", () => {
    const { v } = read([
      [
        'OPERATING AGREEMENT OF LARCH LANE, LLC',
        'a Vermont limited liability company',
        'Member | Notice Address | Units',
        'Odette Crane | 3 Pine St, Burlington, VT 05401 | 750',
        'Silas Crane | 3 Pine St, Burlington, VT 05401 | 250',
        'Total | | 1,000',
      ],
    ]);
    expect(v.members).toEqual(['Odette Crane', 'Silas Crane']);
    expect(v.ownership_percentages).toEqual([75, 25]);
    const third = read([
      [
        'OPERATING AGREEMENT OF LARCH LANE, LLC',
        'Member | Units',
        'Odette Crane | 100',
        'Silas Crane | 200',
        'Total | 300',
      ],
    ]);
    // 33.33% is no exact share of 100 of 300 units: not rounded into one.
    expect(third.v.ownership_percentages).toBe('N/A');
  });

  it('reads shares written in words on each member line', () => {
    const { v } = read([
      [
        'OPERATING AGREEMENT OF LARCH LANE, LLC',
        'Member               Capital        Interest',
        'Odette Crane         $30,000        Seventy percent',
        'Silas Crane          $10,000        Thirty percent',
      ],
    ]);
    expect(v.ownership_percentages).toEqual([70, 30]);
  });

  it("reads a statement period printed as a 'Beginning Date' and an 'Ending Date'", () => {
    const { v } = read([
      [
        'Quarry Hill Savings Bank',
        'Beginning Date: 07/01/2026    Ending Date: 07/31/2026',
        'Beginning Balance  $5,000.00',
        'Total Deposits  $1,000.00',
        'Total Withdrawals  $500.00',
        'Ending Balance  $5,500.00',
      ],
    ]);
    expect(v.statement_period_start).toBe('07/01/2026');
    expect(v.statement_period_end).toBe('07/31/2026');
  });
});

describe('offline extractor, eleventh round: shared label boxes, descriptors and numbered blocks', () => {
  it("reads a label sharing its box ('Applicant/Named Insured:')", () => {
    const { v } = read([
      [
        'INSURANCE BINDER',
        'Company: Cascade Indemnity Company',
        'Applicant/Named Insured: Tern Harbor Realty LLC',
      ],
    ]);
    expect(v.insured_name).toBe('Tern Harbor Realty LLC');
  });

  it('reads a party introduced with its descriptor before its role, and a deposit in words and figures', () => {
    const { v } = read([
      [
        'REAL ESTATE PURCHASE AND SALE AGREEMENT',
        'THIS AGREEMENT is made as of May 4, 2026 by and between QUAYSIDE LLC, a Maine limited liability company ("Seller"), and Odette Crane ("Purchaser").',
        '2. Purchase Price. The purchase price is $410,000.',
        '3. Deposit. Within three days Purchaser shall deposit Twenty Thousand Dollars ($20,000) with the Escrow Agent.',
      ],
    ]);
    expect(v.seller).toBe('QUAYSIDE LLC');
    expect(v.earnest_money).toBe(20000);
  });

  it("sums a schedule's blocks headed 'Property No. 1', 'Property No. 2'", () => {
    const { v } = read([
      [
        'SCHEDULE OF REAL ESTATE OWNED',
        'Property No. 1',
        'Address: 5 Gull Rd, Erie, PA 16501',
        'Current Market Value: $210,000',
        'Unpaid Mortgage Balance: $90,000',
        'Gross Monthly Rental Income: $1,500',
        'Property No. 2',
        'Address: 7 Gull Rd, Erie, PA 16501',
        'Current Market Value: $190,000',
        'Unpaid Mortgage Balance: $80,000',
        'Gross Monthly Rental Income: $1,400',
      ],
    ]);
    expect(v.total_market_value).toBe(400000);
    expect(v.total_mortgage_balance).toBe(170000);
    expect(v.total_monthly_rent).toBe(2900);
  });
});

describe('offline extractor, eleventh round: owners by other names, occupancy as a fraction', () => {
  it("reads the vested owner after 'Vestee', 'Record Title Holder' or 'Current Owner'", () => {
    const owner = (line: string) =>
      read([['TITLE COMMITMENT', 'Commitment No.: 71-20', 'Effective Date: 01/05/2026', line]]).v
        .vested_owner;
    expect(owner('Vestee: QUAYSIDE LLC, a Maine limited liability company')).toBe('QUAYSIDE LLC');
    expect(owner('Record Title Holder | Odette Crane')).toBe('Odette Crane');
    expect(owner('Current Owner: Silas Crane')).toBe('Silas Crane');
  });

  it("counts a roll's units from 'Occupancy: 8/10 = 80%' when the rows cannot be confirmed", () => {
    const roll = (pct: string) =>
      read([
        [
          'RENT ROLL',
          'Unit | Tenant | Current Rent',
          '1 | Ada Moss | $1,000',
          '2 | VACANT | ',
          `Occupancy: 1/2 = ${pct}`,
        ],
      ]).v;
    expect(roll('50%').unit_count).toBe(2);
    expect(roll('50%').vacant_units).toBe(1);
    expect(roll('75%').unit_count).toBe('N/A');
  });
});
