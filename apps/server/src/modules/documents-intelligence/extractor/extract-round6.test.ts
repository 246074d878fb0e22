// The extractor's sixth round (issue 23 item 1): general rules for wording the demo's own
// documents share with real ones (an agreement dated in its opening sentence, a statement summary
// labelled 'Credits:' and 'Debits:', a house whose one unit is 'Main', a rent roll whose bare
// 'Total' row starts with the square feet) and the refusals that keep a doubtful value N/A.
import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract';

const read = (lines: string[], documentName?: string) => {
  const result = extractOffline({ pages: [{ page: 1, text: lines.join('\n') }], documentName });
  return { cls: result.documentClass?.id, v: Object.fromEntries(result.values.map((x) => [x.key, x])) };
};

describe('offline extractor, sixth round', () => {
  it("reads an agreement's date from its opening sentence, in the ways contracts word it", () => {
    const cases: Array<[string, string]> = [
      [
        'This Purchase and Sale Agreement (the "Agreement") is made as of July 31, 2026 (the "Effective Date") between',
        'July 31, 2026',
      ],
      [
        'THIS AGREEMENT is made and entered into on 03/02/2026 by and between Rowan Trust ("Seller") and',
        '03/02/2026',
      ],
      ['This Contract is entered into this 5th day of March, 2026, by Seller and Buyer.', '2026-03-05'],
      ['Seller and Buyer sign this agreement on January 9, 2026 (the “Effective Date”).', 'January 9, 2026'],
    ];
    for (const [opening, date] of cases) {
      const { cls, v } = read([
        'REAL ESTATE PURCHASE AND SALE AGREEMENT',
        opening,
        'Property Address: 41 Alder Row, Boise, ID 83702',
        'Purchase Price: $410,000.00',
        // After every contract date above (a closing before the contract is refused, consistency.ts).
        'Closing Date: September 30, 2026',
      ]);
      expect(cls).toBe('purchase-contract');
      expect(v.contract_date!.value, opening).toBe(date);
      expect(v.contract_date!.quote).toContain(opening.slice(0, 20));
      expect(v.closing_date!.value).toBe('September 30, 2026');
    }
  });

  it('never takes a payment or closing date for the contract date', () => {
    const { v } = read([
      'REAL ESTATE PURCHASE AND SALE AGREEMENT',
      'Seller agrees to sell and Buyer agrees to buy the property below.',
      'Property Address: 41 Alder Row, Boise, ID 83702',
      'Purchase Price: $410,000.00',
      'The deposit shall be delivered to the escrow agent by May 2, 2026.',
      'Closing shall occur on or before June 30, 2026 (the "Closing Date").',
    ]);
    expect(v.contract_date!.value).toBe('N/A');
    expect(v.closing_date!.value).toBe('June 30, 2026');
  });

  it("reads a statement summary labelled 'Credits:' and 'Debits:', not the transaction columns", () => {
    const { cls, v } = read([
      'Pioneer Trust Bank',
      'Business Checking Statement',
      'Statement Period: 06/01/2026 - 06/30/2026',
      'Account Holder:  Lakeview Ventures LLC  Account Number:  9070-2785-89',
      'ACCOUNT SUMMARY',
      'Opening Balance:  $114,047.77',
      'Credits:  $33,965.24',
      'Debits:  $32,450.72',
      'Closing Balance:  $115,562.29',
      'TRANSACTION DETAIL',
      'Date  Description  Credits  Debits  Balance',
      '06/02  DEPOSIT - TENANT RENTS  10,936.80  124,984.57',
      '06/16  INTEREST CREDIT  91.24  125,075.81',
    ]);
    expect(cls).toBe('bank-statement');
    expect(v.beginning_balance!.value).toBe(114047.77);
    expect(v.total_deposits!.value).toBe(33965.24);
    expect(v.total_withdrawals!.value).toBe(32450.72);
    expect(v.ending_balance!.value).toBe(115562.29);
  });

  it("refuses 'Credits:' and 'Debits:' figures that do not reconcile with the balances", () => {
    const { v } = read([
      'Pioneer Trust Bank',
      'Business Checking Statement',
      'Statement Period: 06/01/2026 - 06/30/2026',
      'Opening Balance:  $114,047.77',
      'Credits:  $33,965.24',
      'Debits:  $32,450.72',
      'Closing Balance:  $125,562.29',
    ]);
    expect(v.total_deposits!.value).toBe('N/A');
    expect(v.total_deposits!.reason).toMatch(/do not reconcile/);
  });

  it("reads a house's one unit named 'Main' and the rent total, not the square feet of the Total row", () => {
    const { cls, v } = read([
      'Keystone Property Management',
      'Rent Roll',
      'Property:  113 Lakeview Dr, Springfield, TX 78704',
      'Property Type:  Single Family',
      'Total Units:  1',
      'Unit  Tenant  Bed/Bath  Sq Ft  Lease Start  Lease End  Monthly Rent',
      'Main  Emily Davis  3/2  1,840  04/04/2026  04/04/2027  1,525.00',
      'Total  1,840  1,525.00',
      'Occupancy:  100%',
      'Total Monthly Rent:  $1,525.00',
    ]);
    expect(cls).toBe('rent-roll');
    expect(v.unit_count!.value).toBe(1);
    expect(v.vacant_units!.value).toBe(0);
    expect(v.tenants!.value).toEqual(['Emily Davis']);
    expect(v.total_monthly_rent!.value).toBe(1525);
  });

  it("states a 'Main' unit only when a printed count or total confirms it", () => {
    const { v } = read([
      'Rent Roll',
      'Property:  113 Lakeview Dr, Springfield, TX 78704',
      'Total Units:  2',
      'Unit  Tenant  Bed/Bath  Sq Ft  Lease Start  Lease End  Monthly Rent',
      'Main  Emily Davis  3/2  1,840  04/04/2026  04/04/2027  1,525.00',
      'Total Monthly Rent:  $2,725.00',
    ]);
    expect(v.unit_count!.value).toBe('N/A');
    expect(v.tenants!.value).toBe('N/A');
    expect(v.total_monthly_rent!.value).toBe('N/A');
  });

  it("reads an operating agreement's date wrapped onto the next line of its opening sentence", () => {
    const { cls, v } = read([
      'OPERATING AGREEMENT',
      'OF OAK HOLDINGS LLC',
      'A Texas Limited Liability Company',
      'This Operating Agreement (the "Agreement") of Oak Holdings LLC (the "Company") is made and entered into effective',
      'as of June 4, 2022 by and among the persons listed on Schedule A as members (each a "Member").',
      'IN WITNESS WHEREOF, the Members have executed this Agreement as of the date first written above.',
      'Member  Membership Interest',
      'Karen Hernandez  80%',
      'Carlos Perez  20%',
    ]);
    expect(cls).toBe('operating-agreement');
    expect(v.effective_date!.value).toBe('June 4, 2022');
  });

  it("reads a licence's 'NAME SURNAME, GIVEN' line as the given name then the surname", () => {
    const { cls, v } = read([
      'PENNSYLVANIA DRIVER LICENSE',
      'DL NO 62933212',
      'NAME HARRIS, CARLOS',
      'DOB 05/03/1976',
      'ISS 08/02/2024 EXP 08/02/2032',
      'CLASS C RESTRICTIONS NONE',
      'ADDRESS 20 OAK ST',
    ]);
    expect(cls).toBe('driver-license');
    expect(v.full_name!.value).toBe('CARLOS HARRIS');
    expect(v.license_number!.value).toBe('62933212');
    // A scan's comma read as a period.
    const scanned = read([
      'MISSOURI DRIVER LICENSE',
      'DL NO H276369493',
      'NAME HARRIS. CARLOS',
      'DOB 02/21/1980',
    ]);
    expect(scanned.v.full_name!.value).toBe('CARLOS HARRIS');
  });

  it('reads a passport data page whose values sit under their labels, a blank line between (OCR blocks)', () => {
    const { cls, v } = read([
      'PASSPORT UNITED STATES OF AMERICA',
      '',
      'Passport No',
      '',
      '581907541',
      '',
      'Surname',
      '',
      'WALKER',
      '',
      'Given Names.',
      '',
      'DAVID',
      '',
      'Date of birth',
      '',
      '10/28/1979',
      '',
      'Date of expiration',
      '',
      '08/13/2035',
      'P<USAWALKER<<DAVID<<<<<<<<<<<<<<<<<<<<<<<<<<',
      '5819075418USA7910281M3508138<<<<<<<<<<<<<<<2',
    ]);
    expect(cls).toBe('passport');
    expect(v.full_name!.value).toBe('DAVID WALKER');
    expect(v.passport_number!.value).toBe('581907541');
    expect(v.date_of_birth!.value).toBe('10/28/1979');
    expect(v.expiration_date!.value).toBe('08/13/2035');
  });

  it('refuses a passport number printed under its label that the machine-readable zone contradicts', () => {
    const { v } = read([
      'PASSPORT UNITED STATES OF AMERICA',
      'Passport No.',
      '',
      '581907547',
      'P<USAWALKER<<DAVID<<<<<<<<<<<<<<<<<<<<<<<<<<',
      '5819075418USA7910281M3508138<<<<<<<<<<<<<<<2',
    ]);
    expect(v.passport_number!.value).toBe('N/A');
    expect(v.passport_number!.reason).toMatch(/disagree/);
  });

  it('reads a rent roll of vacant land as no units and no tenants, occupancy not stated', () => {
    const { cls, v } = read([
      'Rent Roll',
      'Property:  100 Lakeview Dr, Springfield, PA 19103',
      'Property Type:  Land',
      'Total Units:  0',
      'The property is vacant land: there are no units and no leases in place.',
      'Total Monthly Rent:  $0.00',
    ]);
    expect(cls).toBe('rent-roll');
    expect(v.unit_count!.value).toBe(0);
    expect(v.vacant_units!.value).toBe(0);
    expect(v.tenants!.value).toEqual([]);
    expect(v.occupancy_rate!.value).toBe('N/A');
  });

  it('does not take a printed unit count for the units when no unit row could be read', () => {
    const { v } = read([
      'Rent Roll',
      'Property:  100 Lakeview Dr, Springfield, PA 19103',
      'Total Units:  12',
      'Total Monthly Rent:  $14,400.00',
    ]);
    expect(v.unit_count!.value).toBe('N/A');
    expect(v.tenants!.value).toBe('N/A');
  });

  it('reads an operating agreement formed in the District of Columbia', () => {
    const { cls, v } = read([
      'OPERATING AGREEMENT',
      'OF CAPITOL ROW HOLDINGS LLC',
      'A District of Columbia Limited Liability Company',
      'This Operating Agreement of Capitol Row Holdings LLC is made and entered into effective as of May 2, 2023.',
      'The Company was organized under the laws of the District of Columbia.',
      'Member  Membership Interest',
      'Karen Hernandez  100%',
    ]);
    expect(cls).toBe('operating-agreement');
    expect(v.state_of_formation!.value).toBe('District of Columbia');
    expect(v.effective_date!.value).toBe('May 2, 2023');
  });

  it('confirms an unsure zone name only when the data page prints the same words alone on their lines', () => {
    const zone = 'P<USAHERNANDEZ<<KAREN<<<<<<<<<c<cccssccecsss';
    const scan = (lines: string[]) =>
      Object.fromEntries(
        extractOffline({ pages: [{ page: 1, text: lines.join('\n'), uncertain: [zone] }] }).values.map(
          (x) => [x.key, x],
        ),
      );
    // The labels are unreadable ('Suman', 'Gventames'), the values are not.
    const both = scan([
      'PASSPORT UNITED STATES OF AMERICA',
      'Suman',
      '',
      'HERNANDEZ',
      'Gventames',
      '',
      'KAREN',
      zone,
    ]);
    expect(both.full_name!.value).toBe('KAREN HERNANDEZ');
    const zoneOnly = scan([
      'PASSPORT UNITED STATES OF AMERICA',
      'Suman',
      '',
      'HERNANDEZ',
      'Gventames',
      '',
      'KARFN',
      zone,
    ]);
    expect(zoneOnly.full_name!.value).toBe('N/A');
    expect(zoneOnly.full_name!.reason).toMatch(/not sure/);
  });
});
