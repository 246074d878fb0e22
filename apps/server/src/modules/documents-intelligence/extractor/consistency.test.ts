// The checks that catch a wrong value whatever the layout (consistency.ts), each on a small layout
// written for the test: the value a reader took from it becomes N/A with a reason an analyst can
// act on, and a consistent value beside it stays stated.
import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '@lending/domain';
import { checkConsistency } from './consistency';
import { extractOffline } from './extract';
import { lineAt, type Found } from './find';

/** The fields as a reader took them from `text`: each value with the line it was read from. */
const checked = (
  cls: string,
  text: string,
  values: Record<string, readonly [value: unknown, quoteFrom?: string]>,
) => {
  const found = new Map<string, Found | null>();
  for (const [key, [value, from]] of Object.entries(values)) {
    const at = text.indexOf(from ?? String(value));
    found.set(key, { value, page: 1, quote: at >= 0 ? lineAt(text, at) : null });
  }
  checkConsistency(cls, found, [{ page: 1, text }]);
  return {
    value: (key: string) => found.get(key)?.value,
    reason: (key: string) => found.get(key)?.reason ?? null,
  };
};

const extracted = (text: string) => {
  const { values } = extractOffline({ pages: [{ page: 1, text }] });
  return (key: string) => values.find((v) => v.key === key);
};

describe('figures that must add up', () => {
  const statement = (summary: string) =>
    `Business Checking Statement\nBalance Summary\nBeginning balance  Deposits  Ending balance\n${summary}\nDeposits  2  1,500.00\nMobile Deposits  1  3,500.00\nTotal  3  5,000.00\n`;

  it('refuses three balances that would need negative withdrawals', () => {
    const text = statement('12,000.00  5,000.00  14,000.00');
    // The reader took the deposits from an itemised line: 12,000 + 1,500 - 14,000 < 0.
    const r = checked('bank-statement', text, {
      beginning_balance: [12000, '12,000.00'],
      total_deposits: [1500, 'Deposits  2'],
      ending_balance: [14000, '14,000.00'],
    });
    for (const key of ['beginning_balance', 'total_deposits', 'ending_balance']) {
      expect(r.value(key)).toBeNull();
      expect(r.reason(key)).toMatch(/do not reconcile.*withdrawals of -\$500/);
    }
  });

  it('keeps three balances whose implied fourth figure is printed, refuses them when it is not', () => {
    const values = {
      beginning_balance: [12000, '12,000.00'],
      total_deposits: [5000, '5,000.00'],
      ending_balance: [14000, '14,000.00'],
    } as const;
    const printed = checked(
      'bank-statement',
      `${statement('12,000.00  5,000.00  14,000.00')}Checks  3,000.00\n`,
      {
        ...values,
      },
    );
    expect(printed.value('ending_balance')).toBe(14000);
    const unprinted = checked('bank-statement', statement('12,000.00  5,000.00  14,000.00'), { ...values });
    expect(unprinted.value('ending_balance')).toBeNull();
    expect(unprinted.reason('ending_balance')).toMatch(
      /imply withdrawals of \$3,000, which the statement does not print/,
    );
  });

  it("refuses a rent roll's counts and rent that cannot be true together", () => {
    const text = 'Total Units 10\nVacant 12\nOccupancy 95%\nTotal Rent $450.00\n';
    const r = checked('rent-roll', text, {
      unit_count: [10, 'Total Units'],
      vacant_units: [12, 'Vacant'],
      total_monthly_rent: [450, 'Total Rent'],
    });
    expect(r.reason('vacant_units')).toBe('12 vacant units were read for 10 units');
    expect(r.reason('total_monthly_rent')).toMatch(/\$45 a month per occupied unit: not plausible/);
    const occupancy = checked('rent-roll', 'Units 20  Vacant 2  Occupancy 50%\n', {
      unit_count: [20, 'Units'],
      vacant_units: [2, 'Vacant'],
      occupancy_rate: [50, 'Occupancy'],
    });
    expect(occupancy.reason('occupancy_rate')).toBe(
      'An occupancy of 50% does not match 20 units with 2 vacant (90%)',
    );
  });

  it('refuses parts larger than their whole and figures outside their field', () => {
    const contract = checked('purchase-contract', 'Purchase Price $1,000,000\nEarnest Money $600,000\n', {
      purchase_price: [1000000, 'Purchase Price'],
      earnest_money: [600000, 'Earnest Money'],
    });
    expect(contract.value('purchase_price')).toBe(1000000);
    expect(contract.reason('earnest_money')).toMatch(/more than half the price \$1,000,000/);
    const title = checked('title-commitment', 'Loan Policy  Amount $250\n', {
      policy_amount: [250, 'Amount'],
    });
    expect(title.reason('policy_amount')).toBe(
      'The policy amount read is not plausible: $250 is outside the plausible range $1,000 to $1,000,000,000',
    );
    const appraisal = checked('appraisal', 'Year Built 2185\nGross Building Area 9,800\n', {
      year_built: [2185, 'Year Built'],
      gross_living_area: [9800, 'Gross Building Area'],
    });
    expect(appraisal.reason('year_built')).toMatch(
      /^The year built read is not plausible: 2185 is outside the plausible range 1800 to/,
    );
    expect(appraisal.value('gross_living_area')).toBe(9800);
    const sreo = checked('sreo', 'Number of properties: 3\n', {
      property_count: [3, 'Number of properties'],
      properties: [['1 Elm St', '2 Oak St'], 'Number of properties'],
    });
    expect(sreo.value('property_count')).toBe(3);
    expect(sreo.reason('properties')).toBe(
      '3 properties were counted but 2 listed: a row may be missing or misread',
    );
  });
});

describe('dates that must be in order', () => {
  it("refuses a licence issued before its holder's birth or for a term no state grants", () => {
    const text = 'DOB 04/02/1990\nISS 01/10/1985\nEXP 01/10/2031\n';
    const r = checked('driver-license', text, {
      date_of_birth: ['04/02/1990'],
      issue_date: ['01/10/1985'],
      expiration_date: ['01/10/2031'],
    });
    expect(r.reason('issue_date')).toBe('The date of birth read is after the issue date: check both dates');
    const long = checked('driver-license', 'DOB 04/02/1990\nISS 01/10/2012\nEXP 01/10/2031\nTexas\n', {
      date_of_birth: ['04/02/1990'],
      issue_date: ['01/10/2012'],
      expiration_date: ['01/10/2031'],
      issuing_state: ['Texas'],
    });
    expect(long.reason('expiration_date')).toBe(
      'The expiry date is more than 15 years after the issue date: check both dates',
    );
    // Arizona licences run to the holder's 65th birthday.
    const arizona = checked('driver-license', 'DOB 04/02/1990\nISS 01/10/2012\nEXP 04/02/2055\nArizona\n', {
      date_of_birth: ['04/02/1990'],
      issue_date: ['01/10/2012'],
      expiration_date: ['04/02/2055'],
      issuing_state: ['Arizona'],
    });
    expect(arizona.value('expiration_date')).toBe('04/02/2055');
  });

  it('refuses a policy that ends before it starts and a statement period of years', () => {
    const policy = checked('insurance-binder', 'Policy Period 06/01/2026 to 06/01/2025\n', {
      effective_date: ['06/01/2026'],
      expiration_date: ['06/01/2025'],
    });
    expect(policy.reason('effective_date')).toMatch(/effective date read is after the expiry date/);
    const statement = checked('bank-statement', 'Statement period 01/01/2022 to 03/31/2025\n', {
      statement_period_start: ['01/01/2022'],
      statement_period_end: ['03/31/2025'],
    });
    expect(statement.reason('statement_period_end')).toMatch(/more than 1.1 years after the period start/);
  });

  it('refuses a date read beside a label that names another event', () => {
    const appraisal = extracted(
      'APPRAISAL REPORT\nSubject Property: 77 Quill Rd, Dayton, OH 45402\nDate of Inspection  February 3, 2026\nMarket Value As Is: $1,250,000\nYear Built 1984\n',
    );
    expect(appraisal('effective_date')).toMatchObject({
      value: NOT_AVAILABLE,
      reason: 'Read beside "Date of Inspection", which names another date than the effective date',
    });
    expect(appraisal('appraised_value')?.value).toBe(1250000);
    // A label naming the field itself is its own, whatever else it says.
    const own = checked('appraisal', 'Effective Date of Appraisal Report  05/10/2026\n', {
      effective_date: ['05/10/2026'],
    });
    expect(own.value('effective_date')).toBe('05/10/2026');
    // A card whose birth date the reader missed, taking the issue date on its line instead.
    const licence = checked('driver-license', 'Name  JO AVERY  4a ISS 06/14/1988\n', {
      date_of_birth: ['06/14/1988'],
    });
    expect(licence.reason('date_of_birth')).toBe(
      'Read beside "4a ISS", which names another date than the date of birth',
    );
  });
});

describe('amounts read beside another figure or on one unit', () => {
  it("refuses an appraised value beside 'Assessed Value' and a building's area on a unit's line", () => {
    const text = 'Assessed Value $410,000\nUnit # 1  Rooms 3  710 Square Feet\n';
    const r = checked('appraisal', text, {
      appraised_value: [410000, 'Assessed Value'],
      gross_living_area: [710, 'Unit # 1'],
    });
    expect(r.reason('appraised_value')).toBe(
      '$410,000 is printed beside "Assessed Value": it may be the assessed value, not the appraised value',
    );
    expect(r.reason('gross_living_area')).toMatch(/^Read on one unit's line/);
  });

  it("refuses earnest money beside 'Cash Down Payment' and keeps it beside 'Deposit'", () => {
    const r = checked('purchase-contract', 'Cash Down Payment $500,000\nPurchase Price $2,000,000\n', {
      earnest_money: [500000, 'Cash Down Payment'],
      purchase_price: [2000000, 'Purchase Price'],
    });
    expect(r.reason('earnest_money')).toMatch(/may be the down payment, not the earnest money/);
    expect(r.value('purchase_price')).toBe(2000000);
    const deposit = checked('purchase-contract', 'Initial Deposit $50,000\n', {
      earnest_money: [50000, 'Initial'],
    });
    expect(deposit.value('earnest_money')).toBe(50000);
  });
});

describe('identifiers read beside another number', () => {
  it("refuses a policy number beside 'Loan No.' and keeps a commitment's 'File No.'", () => {
    const policy = checked('insurance-binder', 'Policy No. CP-448120  Loan No. 7781-22\n', {
      policy_number: ['7781-22'],
    });
    expect(policy.reason('policy_number')).toBe(
      '"7781-22" is printed beside "Loan No.": it may be the loan number, not the policy number',
    );
    const title = checked('title-commitment', 'Issuing Office File No. TC-55012\n', {
      commitment_number: ['TC-55012'],
    });
    expect(title.value('commitment_number')).toBe('TC-55012');
  });
});

describe('names that are not names, addresses that are a party', () => {
  it('refuses an insured read as the same name as the insurer', () => {
    const r = checked('insurance-binder', 'Insurer: Prairie Mutual Insurance Company\n', {
      insured_name: ['Prairie Mutual Insurance Company'],
      insurer: ['Prairie Mutual Insurance Company'],
    });
    expect(r.reason('insured_name')).toBe('The insured name and the insurer read as the same name');
    expect(r.value('insurer')).toBeNull();
  });

  it("refuses a form's label read as the insured and a firm read as the appraiser", () => {
    const insured = checked(
      'insurance-binder',
      'Named Insured\nMailing Address  418 Sable Ct, Dayton, OH\n',
      {
        insured_name: ['Mailing Address'],
        insurer: ['Addison Street Mutual', 'Named'],
      },
    );
    expect(insured.reason('insured_name')).toBe('"Mailing Address" is a label of the form, not a name');
    expect(insured.value('insurer')).toBe('Addison Street Mutual');
    const appraiser = checked('appraisal', 'Prepared by: Harrow Valuation Group, LLC\n', {
      appraiser_name: ['Harrow Valuation Group', 'Prepared by'],
    });
    expect(appraiser.reason('appraiser_name')).toBe('"Harrow Valuation Group" names a firm, not a person');
  });

  it('refuses a name that runs into its description', () => {
    const r = checked(
      'title-commitment',
      'Title is vested in: Larkmoor Homes, LLC, A OHIO LIMITED LIABILITY COMPANY\n',
      {
        vested_owner: ['Larkmoor Homes, LLC, A OHIO LIMITED LIABILITY COMPANY'],
      },
    );
    expect(r.reason('vested_owner')).toMatch(/runs into the party's description/);
  });

  it("refuses a property address read on the manager's or the buyer's line", () => {
    const roll = extracted(
      'RENT ROLL\nPrepared by Oakmere Property Management, 12 Lark St, Dayton, OH 45402\nUnit  Tenant  Rent\n101  Ada Brook  $1,200.00\n',
    );
    expect(roll('property_address')).toMatchObject({
      value: NOT_AVAILABLE,
      reason:
        'Read on a line naming another party ("Prepared by"): it may be that party\'s address, not the property\'s',
    });
    const kept = checked(
      'rent-roll',
      'Property: 12 Lark St, Dayton, OH 45402 (Oakmere Property Management)\n',
      {
        property_address: ['12 Lark St, Dayton, OH 45402'],
      },
    );
    expect(kept.value('property_address')).toBe('12 Lark St, Dayton, OH 45402');
  });
});

describe('a label printed twice with two values', () => {
  it('refuses the value with both in the reason, and keeps a label repeated with the same value', () => {
    const twice = 'Commitment Date: 03/02/2026\nSchedule A\nCommitment Date: 04/15/2026\n';
    const r = checked('title-commitment', twice, { effective_date: ['03/02/2026'] });
    expect(r.reason('effective_date')).toBe(
      '"Commitment Date" is printed with two values (03/02/2026 and 04/15/2026): check which one applies',
    );
    const same = checked('title-commitment', 'Commitment Date: 03/02/2026\nCommitment Date: 03/02/2026\n', {
      effective_date: ['03/02/2026'],
    });
    expect(same.value('effective_date')).toBe('03/02/2026');
  });
});
