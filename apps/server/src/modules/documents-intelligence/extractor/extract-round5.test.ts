// The extractor's fifth round (issue 23 item 2): general rules for real-world wording and layout
// (sales agreements, dates that name themselves, member tables with other cells, '|' tables whose
// rows wrap, labels above values ending in colons, coverages tables with a deductible after the
// amount, the signer's printed name) and the refusals that keep a doubtful value N/A.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';

const read = (lines: string[]) => {
  const result = extractOffline({ pages: [{ page: 1, text: lines.join('\n') }] });
  return { cls: result.documentClass?.id, v: Object.fromEntries(result.values.map((x) => [x.key, x])) };
};

describe('offline extractor, fifth round', () => {
  it('reads a property sales agreement whose parties are named at the start of a clause', () => {
    const { cls, v } = read([
      'PROPERTY SALES AGREEMENT',
      '1. PARTIES. Marisol Dunbar ("Seller") agrees to sell and Keystone Holdings LLC ("Buyer") agrees to buy.',
      '2. PROPERTY. The land located at 41 Alder Row, Boise, ID 83702, with all fixtures.',
      'Purchase Price: $410,000.00',
      'Escrow Deposit (to be held by the closing attorney named below): $12,000.00',
      'Closing will take place on or before March 3, 2026 at the title office.',
    ]);
    expect(cls).toBe('purchase-contract');
    expect(v.seller!.value).toBe('Marisol Dunbar');
    expect(v.buyer!.value).toBe('Keystone Holdings LLC');
    expect(v.property_address!.value).toBe('41 Alder Row, Boise, ID 83702');
    expect(v.purchase_price!.value).toBe(410000);
    expect(v.earnest_money!.value).toBe(12000);
    expect(v.closing_date!.value).toBe('March 3, 2026');
  });

  it('reads a closing date that names itself in the sentence', () => {
    const { v } = read([
      'AGREEMENT FOR THE SALE OF REAL PROPERTY',
      'The sale shall close no later than 06/30/2026 (the "Closing Date") unless extended.',
    ]);
    expect(v.closing_date!.value).toBe('06/30/2026');
  });

  it('reads members from a table with an address cell, and refuses shares that do not add up', () => {
    const table = (last: string) => [
      'OPERATING AGREEMENT OF BIRCH LANE LLC',
      'Member  Address  Contribution  Interest',
      'Priya Natarajan  18 Quarry St  $40,000.00  60.00%',
      `Tomas Ferreira  902 Ash Ct  $20,000.00  ${last}`,
    ];
    const ok = read(table('40.00%')).v;
    expect(ok.members!.value).toEqual(['Priya Natarajan', 'Tomas Ferreira']);
    expect(ok.ownership_percentages!.value).toEqual([60, 40]);
    const bad = read(table('30.00%')).v;
    expect(bad.members!.value).toBe('N/A');
    expect(bad.ownership_percentages!.reason).toMatch(/add up to 90%/);
  });

  it("reads a '|' schedule whose header and rows wrap, checking the totals against the rows", () => {
    const schedule = (total: string) => [
      'SCHEDULE OF REAL ESTATE OWNED',
      'Address | Type | Market Value | Mortgage Balance & Other',
      'Liens | Monthly Payment | Monthly Gross Rent',
      '10 Pine St, Tulsa, OK 74103 | SFR | $300,000 | $100,000 | $900 |',
      '$2,000',
      '22 Oak Ave, Tulsa, OK 74104 | Duplex | $200,000 | $50,000 | $400 | $1,500',
      `TOTAL | | ${total} | $150,000 | $1,300 | $3,500`,
    ];
    const { v } = read(schedule('$500,000'));
    expect(v.property_count!.value).toBe(2);
    expect(v.total_market_value!.value).toBe(500000);
    expect(v.total_mortgage_balance!.value).toBe(150000);
    expect(v.total_monthly_rent!.value).toBe(3500);
    const wrong = read(schedule('$550,000')).v;
    expect(wrong.total_market_value!.value).toBe('N/A');
    expect(wrong.total_market_value!.reason).toMatch(/add up to 500000/);
  });

  it('reads labels above their values ending in colons, and the amount column before the deductible', () => {
    const { cls, v } = read([
      'EVIDENCE OF COMMERCIAL PROPERTY INSURANCE',
      'PRODUCER:  INSURER:',
      'Harbor Risk Advisors  Northfield Casualty Company',
      'NAMED INSURED AND MAILING ADDRESS:  POLICY NUMBER: PRP-5512093',
      'Delia Okafor  EFFECTIVE DATE: 01/15/2026',
      'EXPIRATION DATE: 01/15/2027',
      'CAUSES OF LOSS  LIMIT  DEDUCTIBLE',
      'Building  $875,000  $2,500',
      'Business Income  $60,000',
    ]);
    expect(cls).toBe('insurance-binder');
    expect(v.insured_name!.value).toBe('Delia Okafor');
    expect(v.insurer!.value).toBe('Northfield Casualty Company');
    expect(v.coverage_amount!.value).toBe(875000);
  });

  it("reads the appraiser's printed name on the signature line, never one of two signers", () => {
    const report = (second: string[]) => [
      'APPRAISAL REPORT',
      'Subject: 5 Lake View Dr, Eugene, OR 97401',
      'Finished Living Area: 2,140 sq. ft.',
      'Final Opinion of Market Value: $640,000',
      'Signature: ____________  Name: Rosalind Achebe',
      ...second,
    ];
    const one = read(report([])).v;
    expect(one.appraiser_name!.value).toBe('Rosalind Achebe');
    expect(one.gross_living_area!.value).toBe(2140);
    const two = read(report(['Signature: ____________  Name: Viktor Salo'])).v;
    expect(two.appraiser_name!.value).toBe('N/A');
  });

  it('states OCR figures it doubted when they reconcile with one another, never alone', () => {
    const summary = (ending: string) => [
      'PRAIRIE STATE BANK',
      'Statement Period: 04/01/2026 - 04/30/2026',
      'Beginning Balance $5,000.00',
      'Deposits and Credits $1,250.00',
      'Withdrawals and Debits $750.00',
      `Ending Balance ${ending}`,
    ];
    const page = (ending: string) => [{ page: 1, text: summary(ending).join('\n'), uncertain: [ending] }];
    const ok = extractOffline({ pages: page('$5,500.00') }).values;
    expect(ok.find((v) => v.key === 'ending_balance')!.value).toBe(5500);
    const off = extractOffline({ pages: page('$5,800.00') }).values;
    expect(off.find((v) => v.key === 'ending_balance')!.value).toBe('N/A');
  });

  it("refuses an OCR'd licence number without its state's shape, not a typed one", () => {
    const card = ['TEXAS', "DRIVER'S LICENSE", 'DL 2770-029-340  CLASS C', 'DOB 04/02/1990'].join('\n');
    const scanned = extractOffline({ pages: [{ page: 1, text: card, uncertain: [] }] }).values;
    expect(scanned.find((v) => v.key === 'license_number')!.reason).toMatch(
      /shape of a Texas licence number/,
    );
    const typed = extractOffline({ pages: [{ page: 1, text: card }] }).values;
    expect(typed.find((v) => v.key === 'license_number')!.value).toBe('2770-029-340');
  });

  it('reads an OCR page whose column gaps closed: the insured before the next label, a calendar month', () => {
    const binder = [
      'EVIDENCE OF PROPERTY INSURANCE',
      'NAMED INSURED AND ADDRESS: POLICY NUMBER: HPX-771203',
      'Lucia Ferrante EFFECTIVE DATE: 02/01/2026',
      'COVERAGE / PERILS / FORMS AMOUNT OF INSURANCE DEDUCTIBLE',
      'Building $640,000 $2,500',
    ];
    const ins = extractOffline({ pages: [{ page: 1, text: binder.join('\n'), uncertain: [] }] }).values;
    expect(ins.find((v) => v.key === 'insured_name')!.value).toBe('Lucia Ferrante');
    expect(ins.find((v) => v.key === 'coverage_amount')!.value).toBe(640000);
    const statement = (end: string) =>
      [
        'HARBOR POINT BANK',
        `NOAH BRANDT - Statement Period 6/1/26 thru ${end}`,
        '77 Elm St Apt 2',
        'Checking Account 4410-2231',
        'Ending Balance $1,200.00',
      ].join('\n');
    const month = extractOffline({
      pages: [{ page: 1, text: statement('6/30/26'), uncertain: ['6/30/26'] }],
    });
    const get = (r: typeof month, key: string) => r.values.find((v) => v.key === key)!.value;
    expect(get(month, 'statement_period_end')).toBe('6/30/26');
    expect(get(month, 'account_holder')).toBe('NOAH BRANDT');
    const odd = extractOffline({ pages: [{ page: 1, text: statement('6/29/26'), uncertain: ['6/29/26'] }] });
    expect(get(odd, 'statement_period_end')).toBe('N/A');
  });

  it('knows more of the labels real forms print', () => {
    const contract = read([
      'REAL ESTATE PURCHASE AGREEMENT',
      'Contract Price: $275,000.00',
      'Good Faith Deposit: $5,000.00',
    ]).v;
    expect(contract.purchase_price!.value).toBe(275000);
    expect(contract.earnest_money!.value).toBe(5000);
    const statement = read([
      'CEDAR VALLEY BANK',
      'Checking Account Statement',
      'Account Number: ****7781',
      'Statement Period: 02/01/2026 - 02/28/2026',
      'Balance Last Statement $2,000.00',
      'Total Deposits $500.00',
      'Total Withdrawals $300.00',
      'Balance This Statement $2,200.00',
    ]).v;
    expect(statement.beginning_balance!.value).toBe(2000);
    expect(statement.ending_balance!.value).toBe(2200);
  });

  it("reads a passport's nationality from a row of labels over a row of values", () => {
    const page = [
      'PASSPORT',
      'Surname',
      'OSEI',
      'Nationality  Sex  Date of Birth',
      'GHANAIAN  F  03/02/1990',
    ];
    expect(read(page).v.nationality!.value).toBe('GHANAIAN');
    // Cells that do not line up (OCR closed a gap) state nothing.
    expect(read([...page.slice(0, 4), 'GHANAIAN F  03/02/1990']).v.nationality!.value).toBe('N/A');
  });
});
