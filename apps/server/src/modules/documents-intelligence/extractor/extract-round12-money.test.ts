// The extractor's twelfth round for the money documents (issue 23, stop 30): bank statements,
// schedules of real estate owned and rent rolls read by the meaning of their labels and column
// headings, not the wording the evaluation families were tuned on, and a figure of another meaning
// (available balance, first mortgage alone, floor-plan averages) never stated as the asked one.
// Every layout here is written for the test, not taken from a family of the evaluation set.
import { describe, expect, it } from 'vitest';
import { readOffline as read } from './offline-read.test-helpers';

describe('offline extractor, twelfth round: bank statements by meaning', () => {
  it('reads a statement that names its balances brought and carried forward', () => {
    const { cls, v } = read([
      [
        'WILLOW CREEK SAVINGS BANK',
        'Statement Cycle: 04/01/2026 - 04/30/2026',
        'Acct No. XXXX-XX-4471',
        'ROSALIND HARTE',
        '12 Juniper Way',
        'Balance Brought Forward  $5,210.40',
        'Additions  $2,400.00',
        'Subtractions  $1,115.25',
        'Balance Carried Forward  $6,495.15',
      ],
    ]);
    expect(cls).toBe('bank-statement');
    expect(v.beginning_balance).toBe(5210.4);
    expect(v.total_deposits).toBe(2400);
    expect(v.total_withdrawals).toBe(1115.25);
    expect(v.ending_balance).toBe(6495.15);
    expect(v.account_number_last4).toBe('****4471');
    expect(v.statement_period_start).toBe('04/01/2026');
  });

  it('takes the ledger balance, never the available one, and reads abbreviations', () => {
    const { cls, v } = read([
      [
        'Harbor Point Bank',
        'Period Covered 09/01/2026 through 09/30/2026',
        'Acct # ********8812',
        'Ending Available Balance  $3,050.00',
        'Beginning Bal.  $1,000.00',
        'Total Credits  $2,500.00',
        'Total Debits  $400.00',
        'Ending Ledger Bal.  $3,100.00',
      ],
    ]);
    expect(cls).toBe('bank-statement');
    expect(v.ending_balance).toBe(3100);
    expect(v.beginning_balance).toBe(1000);
  });

  it("reads the account's whole number printed after its product's name", () => {
    const { v } = read([
      [
        'Summit Ridge Bank',
        'Statement Period 02/01/2026 to 02/28/2026',
        'PREMIER BUSINESS CHECKING  000012345678',
        'Beginning Balance $900.00',
        'Deposits $100.00',
        'Withdrawals $50.00',
        'Ending Balance $950.00',
      ],
    ]);
    expect(v.account_number_last4).toBe('****5678');
  });
});

describe('offline extractor, twelfth round: schedules of real estate owned by meaning', () => {
  it("reads a personal financial statement's real estate holdings with a grand total", () => {
    const { cls, v } = read([
      [
        'PERSONAL FINANCIAL STATEMENT',
        'Schedule B - Real Estate Holdings',
        'Address  Fair Market Value  Unpaid Balance  Rental Income',
        '12 Elm St, Dayton, OH 45402  $250,000  $120,000  $1,800',
        '40 Birch Rd, Dayton, OH 45403  $310,000  $0  $2,250',
        'Grand Total  $560,000  $120,000  $4,050',
      ],
    ]);
    expect(cls).toBe('sreo');
    expect(v.property_count).toBe(2);
    expect(v.total_market_value).toBe(560000);
    expect(v.total_mortgage_balance).toBe(120000);
    expect(v.total_monthly_rent).toBe(4050);
  });

  it("reads a 'Free & Clear' cell as no mortgage and leaves an entity's subtotal out of the count", () => {
    const { v } = read([
      [
        'SCHEDULE OF REAL ESTATE OWNED',
        'Address | Value | Loan Balance | Monthly Rent',
        '9 Fir Ct, Boise, ID 83702 | $400,000 | $210,000 | $2,900',
        '17 Ash Ln, Boise, ID 83704 | $350,000 | Free & Clear | $2,600',
        'Subtotal Fir Holdings LLC (2) | $750,000 | $210,000 | $5,500',
        '5 Oak Pl, Nampa, ID 83651 | $300,000 | $150,000 | $2,100',
        'TOTAL | $1,050,000 | $360,000 | $7,600',
      ],
    ]);
    expect(v.property_count).toBe(3);
    expect(v.total_mortgage_balance).toBe(360000);
    expect(v.total_market_value).toBe(1050000);
  });

  it('takes the liens named as the total over the first mortgage alone, and states none without it', () => {
    const sheet = (total: boolean) =>
      read([
        [
          'SCHEDULE OF REAL ESTATE OWNED',
          'Item | Property 1 | Property 2 | Total',
          'Market Value | $500,000 | $300,000 | $800,000',
          'First Mortgage Balance | $200,000 | $100,000 | $300,000',
          'Second Lien Balance | $0 | $40,000 | $40,000',
          ...(total ? ['Total Mortgages & Liens | $200,000 | $140,000 | $340,000'] : []),
          'Monthly Rental Income | $3,000 | $2,000 | $5,000',
        ],
      ]);
    expect(sheet(true).v.total_mortgage_balance).toBe(340000);
    expect(sheet(false).v.total_mortgage_balance).toBe('N/A');
    expect(sheet(false).v.total_market_value).toBe(800000);
  });
});

describe('offline extractor, twelfth round: rent rolls by meaning', () => {
  it("reads units printed with 'Apt' before their number, counted by 'Total # of Units'", () => {
    const { cls, v } = read([
      [
        'Maple Court Apartments',
        'Property: 310 Orchard Ln, Fresno, CA 93704',
        'Total # of Units 3',
        'Apt  Occupant  Lease Rent',
        'Apt 1A  Dana Whitley  $1,150.00',
        'Apt 1B  VACANT',
        'Apt 2A  Luis Ortega  $1,275.00',
        'Total Lease Rent  $2,425.00',
      ],
    ]);
    expect(cls).toBe('rent-roll');
    expect(v.unit_count).toBe(3);
    expect(v.vacant_units).toBe(1);
    expect(v.total_monthly_rent).toBe(2425);
  });

  it("reads the rent under 'Rent Amount' beside a 'Market Rate' column", () => {
    const { v } = read([
      [
        'RENT ROLL',
        'Property: 88 Cedar Row, Eugene, OR 97401',
        'Unit  Lessee  Market Rate  Rent Amount  Deposit',
        '101  Priya Nandan  1,300.00  1,250.00  600.00',
        '102  Owen Falk  1,300.00  1,275.00  600.00',
        '103  VACANT  1,300.00  0.00  0.00',
        'Total  3,900.00  2,525.00  1,200.00',
      ],
    ]);
    expect(v.total_monthly_rent).toBe(2525);
    expect(v.unit_count).toBe(3);
    expect(v.vacant_units).toBe(1);
  });

  it("does not count a unit-mix summary's floor plans as units", () => {
    const { v } = read([
      [
        'RENT ROLL',
        'Property: 75 Quarry St, Ogden, UT 84401',
        'Unit | Floor Plan | Tenant | Current Rent | Market Rent',
        '1 | 1x1 | Ana Ruiz | $900 | $950',
        '2 | 2x1 | Ben Cole | $1,100 | $1,150',
        'TOTAL | 2 Units | | $2,000 | $2,100',
        'UNIT MIX',
        'Unit Type | # of Units | Avg Current Rent | Avg Market Rent',
        '1 Bd | 1 | $900 | $950',
        '2 Bd | 1 | $1,100 | $1,150',
      ],
    ]);
    expect(v.unit_count).toBe(2);
    expect(v.total_monthly_rent).toBe(2000);
  });
});
