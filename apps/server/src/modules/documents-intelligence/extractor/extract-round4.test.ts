// The extractor's fourth round (issue 23 item 2): several accounts on one statement, a bank named
// only in its footer, members listed in prose, certificates of insurance, and the ambiguities
// that must be N/A with a reason rather than a confident wrong value.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';

const read = (lines: string[]) => {
  const result = extractOffline({ pages: [{ page: 1, text: lines.join('\n') }] });
  return { cls: result.documentClass?.id, v: Object.fromEntries(result.values.map((x) => [x.key, x])) };
};

const STATEMENT = (checking: string[], savings: string[]) => [
  'Lakeside Community Credit Union',
  'Statement Period 03/01/2026 thru 03/31/2026',
  ...savings,
  ...checking,
];
const CHECKING = [
  'PERSONAL CHECKING - ACCOUNT NO. 55012345',
  'Previous balance 10,000.00',
  'Deposits and other credits 2,500.00',
  'Withdrawals and other debits -1,500.00',
  'New balance 11,000.00',
];
const SAVINGS = ['SHARE SAVINGS - ACCOUNT NO. 55019876', 'Previous balance 4,000.00', 'New balance 4,000.40'];

describe('offline extractor, fourth round', () => {
  it("reads the checking account's figures when a savings account comes first", () => {
    const { cls, v } = read(STATEMENT(CHECKING, SAVINGS));
    expect(cls).toBe('bank-statement');
    expect(v.account_number_last4!.value).toBe('****2345');
    expect(v.beginning_balance!.value).toBe(10000);
    expect(v.total_deposits!.value).toBe(2500);
    expect(v.total_withdrawals!.value).toBe(1500);
    expect(v.ending_balance!.value).toBe(11000);
  });

  it('states no balance when several accounts are printed and none is a checking account', () => {
    const other = SAVINGS.map((l) => l.replace('SHARE SAVINGS', 'MONEY MARKET').replace('9876', '4444'));
    const { v } = read(STATEMENT(other, SAVINGS));
    expect(v.ending_balance!.value).toBe('N/A');
    expect(v.ending_balance!.reason).toMatch(/2 accounts/);
    expect(v.account_number_last4!.value).toBe('N/A');
  });

  it('finds a bank named only in its footer, a sign set apart from its amount, a balance "on 7/1"', () => {
    const { v } = read([
      'Business Checking',
      'Statement period activity summary  Account number: 1234509876',
      'Beginning balance on 7/1 $1,000.00',
      'Deposits/Credits 500.00',
      'Withdrawals/Debits - 200.00',
      'Ending balance on 7/31 $1,300.00',
      'Average ledger balance $500.00 $1,150.00',
      '(c) 2026 Harbor Point Bank. All rights reserved. Member FDIC.',
    ]);
    expect(v.bank_name!.value).toBe('Harbor Point Bank');
    expect(v.beginning_balance!.value).toBe(1000);
    expect(v.total_withdrawals!.value).toBe(200);
    expect(v.ending_balance!.value).toBe(1300);
    // Two amounts beside one label (minimum required and actual): N/A, not the first.
    expect(v.average_daily_balance!.value).toBe('N/A');
    expect(v.average_daily_balance!.reason).toMatch(/Several amounts/);
  });

  it('reads members listed in prose with their percentages in words and figures', () => {
    const { cls, v } = read([
      'OPERATING AGREEMENT OF BRIGHTWATER HOMES, LLC',
      'The Company is organized under the laws of the State of Oregon, effective as of May 2, 2024.',
      '3.1 Members. The Members and their Percentage Interests are:',
      '(a) Lena Ortiz, Sixty percent (60%);',
      '(b) Paul Ortiz, Forty percent (40%).',
      '5.1 Management. The business of the Company shall be managed by its Manager.',
      '5.3 Officers. The Manager may appoint officers.',
    ]);
    expect(cls).toBe('operating-agreement');
    expect(v.members!.value).toEqual(['Lena Ortiz', 'Paul Ortiz']);
    expect(v.ownership_percentages!.value).toEqual([60, 40]);
    expect(v.management_type!.value).toBe('manager-managed');
    // 'Officers. The Manager' is no manager's name.
    expect(v.managers!.value).toBe('N/A');
  });

  it("reads a certificate of insurance's property policy row, not the liability policies", () => {
    const { cls, v } = read([
      'CERTIFICATE OF LIABILITY INSURANCE',
      'INSURED  INSURER A : Granite Mutual Casualty Co',
      'Alder Street Holdings LLC  INSURER B : Westfield Fire Company',
      'A X COMMERCIAL GENERAL LIABILITY GL1234567 05/16/2026 05/16/2027 EACH OCCURRENCE $ 1,000,000',
      'A PROPERTY CP 8906999-85 05/16/2026 05/16/2027 BUILDING $ 3,150,000 SPECIAL FORM',
    ]);
    expect(cls).toBe('insurance-binder');
    expect(v.insured_name!.value).toBe('Alder Street Holdings LLC');
    expect(v.insurer!.value).toBe('Granite Mutual Casualty Co');
    expect(v.policy_number!.value).toBe('CP 8906999-85');
    expect(v.effective_date!.value).toBe('05/16/2026');
    expect(v.coverage_amount!.value).toBe(3150000);
  });

  it('reads no table from a sentence that names columns, and counts numbered property lines', () => {
    const { v } = read([
      'SCHEDULE OF REAL ESTATE OWNED',
      'List every property owned through an entity. Show the full loan balance and rent even',
      'where ownership is partial.',
      '1. 12 Alder St, Salem, OR 97301 SFR 1 $300,000 $150,000',
      'Lender $1,200 $2,000',
      '2. 40 Birch Ave, Salem, OR 97302 SFR 1 $400,000 $200,000',
      'Lender $1,500 $2,400',
    ]);
    expect(v.property_count!.value).toBe(2);
  });

  it('counts a vacant unit that prints no amount, and checks the units against "N of M units"', () => {
    const roll = (summary: string) =>
      read([
        'RENT ROLL',
        'Property: 12 Alder St, Salem, OR 97301',
        'Unit Resident Lease To Monthly Rent Deposit',
        '101 Lena Ortiz 06/30/2026 $1,200.00 $1,200.00',
        '102 VACANT - - -',
        '103 Paul Ortiz 05/31/2026 $1,300.00 $1,300.00',
        summary,
        'Total Monthly Rent: $2,500.00',
      ]).v;
    const right = roll('Occupied: 2 of 3 units');
    expect(right.unit_count!.value).toBe(3);
    expect(right.vacant_units!.value).toBe(1);
    // A page that says 4 units while 3 rows were read: the counts are N/A with the reason.
    const wrong = roll('Occupied: 2 of 4 units');
    expect(wrong.unit_count!.value).toBe('N/A');
    expect(wrong.unit_count!.reason).toMatch(/3 unit rows were read but the page states 4/);
  });

  it('reads a table drawn with pipes by its cells, and a wide table by the place of each money column', () => {
    const pipes = read([
      'SCHEDULE OF REAL ESTATE OWNED',
      'Address | Market Value | Mortgage Balance | Payment | Gross Rent | Net Income',
      '12 Alder St, Salem, OR 97301 | $300,000 | $150,000 | $1,100 | $2,000 | $900',
      '40 Birch Ave, Salem, OR 97302 | $400,000 | $200,000 | $1,400 | $2,400 | $1,000',
      'TOTALS | $700,000 | $350,000 | $2,500 | $4,400 | $1,900',
    ]).v;
    expect(pipes.property_count!.value).toBe(2);
    expect(pipes.total_market_value!.value).toBe(700000);
    expect(pipes.total_mortgage_balance!.value).toBe(350000);
    expect(pipes.total_monthly_rent!.value).toBe(4400);
    const wide = read([
      'SCHEDULE OF REAL ESTATE OWNED',
      'Address Market Value Mortgage Balance Gross Rent Mortgage Payment Net Cash Flow',
      '12 Alder St $300,000 $150,000 $2,000 $1,100 $900',
      '40 Birch Ave $400,000 $200,000 $2,400 $1,400 $1,000',
      'Totals $700,000 $350,000 $4,400 $2,500 $1,900',
    ]).v;
    // The last three amounts are payment and cash flow, not value, debt and rent.
    expect(wide.total_monthly_rent!.value).toBe(4400);
    expect(wide.total_market_value!.value).toBe(700000);
  });

  it("reads the loan policy's amount from the line under its name", () => {
    const { v } = read([
      'COMMITMENT FOR TITLE INSURANCE',
      'SCHEDULE A',
      "(a) OWNER'S POLICY OF TITLE INSURANCE (Form T-1)",
      'Policy Amount: $900,000.00',
      '(b) LOAN POLICY OF TITLE INSURANCE (Form T-2)',
      'Policy Amount: $720,000.00',
    ]);
    expect(v.policy_amount!.value).toBe(720000);
  });

  it("reads an appraiser's name signed with credentials, and none when two names sign so", () => {
    const lines = [
      'APPRAISAL REPORT',
      'Subject: 12 Alder St, Salem, OR 97301',
      'Market Value As Is: $1,250,000',
      'Lena Ortiz, MAI',
      'Certified General Real Estate Appraiser, Oregon Certificate # C001234',
    ];
    expect(read(lines).v.appraiser_name!.value).toBe('Lena Ortiz');
    expect(read([...lines, 'Paul Ortiz, MAI, SRA']).v.appraiser_name!.value).toBe('N/A');
  });

  it('joins a rent roll row whose last amounts wrapped onto the next line, and drops the status after a name', () => {
    const { v } = read([
      'Rent Roll',
      'Unit Tenant Status Sqft Market Rent Rent Deposit Lease From Lease To Past Due',
      '101 Lena Ortiz Current 800 1,350.00 1,275.00 600.00 10/15/2025 10/15/2026',
      '0.00',
      '102 Vacant-Unrented 774 1,100.00',
      '103 Paul Ortiz Notice-Unrented 900 1,200.00 1,125.00 500.00 01/24/2025 01/24/2026',
      '05/01/2024 0.00',
      'Total 3 Units, 66.7% Occupied 3,650.00 2,400.00 1,100.00 0.00',
    ]);
    expect(v.unit_count!.value).toBe(3);
    expect(v.vacant_units!.value).toBe(1);
    expect(v.total_monthly_rent!.value).toBe(2400);
    expect(v.tenants!.value).toEqual(['Lena Ortiz', 'Paul Ortiz']);
  });
});
