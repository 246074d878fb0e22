// HELD OUT, family 5 ('/e') of the money documents: bank statement, operating agreement, schedule of
// real estate owned. Written after families 1-4 and BEFORE any further tuning of the extractor,
// from the layouts of real published forms (a large US bank's statement summary, an LLC
// agreement's exhibit, the SBA personal financial statement's real estate section). Own
// generators, own value ranges, own wordings; only the truth keys are shared with families 1-4.
import type { Family, Generated, Line } from './types';
import { day, iso, lastDay, long, personName, place, us, usd, type Day, type Rng } from './rng';

const ORD = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const bare = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');

/** Bank-of-America-like summary: 'Beginning balance on <date>', signed debits, distractor figures. */
const bankE: Family = {
  id: 'bank-statement/e',
  cls: 'bank-statement',
  make: (r) => {
    const bank = r.pick([
      'Lone Star Bank, N.A.',
      'Great Lakes Savings Bank',
      'Evergreen State Bank',
      'Copper Canyon Credit Union',
    ]);
    const holder = personName(r);
    const where = place(r);
    const start: Day = { ...day(r, 2023, 2026), d: 1 };
    const end = lastDay(start);
    const account = digits(r, 12);
    const begin = r.money(500, 420_000);
    const deposits = r.money(0, 150_000);
    const checks = r.money(0, Math.min(begin + deposits, 40_000) / 2);
    const other = r.money(0, Math.min(begin + deposits - checks, 60_000) / 2);
    const fees = r.pick([0, 0, 12, 25]);
    const withdrawals = Math.round((checks + other + fees) * 100) / 100;
    const finish = Math.round((begin + deposits - withdrawals) * 100) / 100;
    const average = Math.round(((begin + finish) / 2 + r.money(-300, 300)) * 100) / 100;
    const truth: Generated['truth'] = {
      bank_name: bank,
      account_holder: holder,
      account_number_last4: account.slice(-4),
      statement_period_start: iso(start),
      statement_period_end: iso(end),
      beginning_balance: begin,
      total_deposits: deposits,
      total_withdrawals: withdrawals,
      ending_balance: finish,
    };
    const grouped = `${account.slice(0, 4)} ${account.slice(4, 8)} ${account.slice(8)}`;
    const pages: Line[][] = [
      [
        bank,
        [`P.O. Box ${r.int(1000, 29999)}`, `Customer service: 1.800.${digits(r, 3)}.${digits(r, 4)}`],
        [holder.toUpperCase(), `Your checking account`],
        [where.street.toUpperCase(), `for ${long(start)} to ${long(end)}`],
        [`${where.city.toUpperCase()} ${where.st} ${where.zip}`, `Account number: ${grouped}`],
        '',
        'Account summary',
        `Beginning balance on ${long(start)} $${bare(begin)}`,
        `Deposits and other credits ${bare(deposits)}`,
        `Withdrawals and other debits -${bare(other)}`,
        `Checks -${bare(checks)}`,
        `Service fees -${bare(fees)}`,
        `Ending balance on ${long(end)} $${bare(finish)}`,
        '',
        `Average ledger balance: $${bare(average)}   # of deposits/credits: ${r.int(1, 40)}   # of withdrawals/debits: ${r.int(1, 80)}`,
        `Annual Percentage Yield Earned this statement period: 0.0${r.int(1, 9)}%`,
      ],
      [
        'Deposits and other credits',
        'Date Description Amount',
        `${String(start.m).padStart(2, '0')}/0${r.int(2, 9)}/${String(start.y).slice(2)} Counter Credit ${bare(r.money(50, 5000))}`,
        'Withdrawals and other debits',
        `${String(start.m).padStart(2, '0')}/1${r.int(0, 9)}/${String(start.y).slice(2)} Online Banking transfer Conf# ${digits(r, 8)} -${bare(r.money(50, 5000))}`,
        'Total withdrawals and other debits shown on this page may exclude checks; see the account summary.',
        `Member FDIC. Equal Housing Lender. Page 2 of 2  ${digits(r, 6)}`,
      ],
    ];
    return { truth, pages };
  },
};

const COMPANY = ['Tall Pines', 'Riverbend', 'Copperleaf', 'Stonebridge', 'Prairie Wind', 'Harbor Point'];

/** An LLC agreement dated in words, an exhibit with addresses and capital between name and share. */
const oaE: Family = {
  id: 'operating-agreement/e',
  cls: 'operating-agreement',
  make: (r) => {
    const company = `${r.pick(COMPANY)} ${r.pick(['Real Estate', 'Investments', 'Residential', 'Equity'])} LLC`;
    const state = r.pick(['Nevada', 'Wyoming', 'Tennessee', 'North Carolina', 'Ohio', 'Delaware']);
    const date = day(r, 2012, 2025);
    const split = r.pick([[51, 49], [100], [25, 25, 25, 25], [70, 30], [45, 30, 25], [80, 20]]);
    const members = split.map(() => personName(r)).filter((n, i, all) => all.indexOf(n) === i);
    const shares = split.slice(0, members.length);
    if (members.length < split.length)
      shares[0] = shares[0]! + split.slice(members.length).reduce((s, n) => s + n, 0);
    const managed = r.next() < 0.5;
    const truth: Generated['truth'] = {
      company_name: company,
      state_of_formation: state,
      effective_date: iso(date),
      members,
      ownership_percentages: shares,
      management_type: managed ? 'manager-managed' : 'member-managed',
    };
    const pages: Line[][] = [
      [
        'LIMITED LIABILITY COMPANY OPERATING AGREEMENT',
        `FOR ${company.toUpperCase()}`,
        '',
        `THIS OPERATING AGREEMENT (this "Agreement") is entered into as of the ${ORD(date.d)} day of`,
        `${long(date).split(' ')[0]}, ${date.y} (the "Effective Date"), by and among the persons whose names are set forth`,
        `on Exhibit A. The parties formed the Company under the ${state} Limited Liability Company Act`,
        `by filing Articles of Organization with the ${state} Secretary of State on ${us({ ...date, d: Math.max(1, date.d - 1) })}.`,
        '',
        'ARTICLE IV - MANAGEMENT',
        managed
          ? '4.1 Management of the Company is vested in one or more Managers appointed by a Majority in Interest.'
          : '4.1 Management of the Company is vested in its Members; no manager shall be appointed.',
        '4.2 Major Decisions require the consent of Members holding more than 66% of the Percentage Interests.',
        '',
        'ARTICLE V - CAPITAL',
        `5.1 Each Member has made the Capital Contribution shown on Exhibit A. No Member shall be required to contribute more than ${usd(r.int(1, 9) * 10000, false)}.`,
      ],
      [
        'EXHIBIT A',
        'MEMBERS, CAPITAL CONTRIBUTIONS AND PERCENTAGE INTERESTS',
        'Name and Address Capital Contribution Percentage Interest',
        ...members.flatMap((m, i) => {
          const p = place(r);
          return [
            `${m}, ${p.street}, ${p.city}, ${p.st} ${p.zip} ${usd(shares[i]! * r.int(500, 4000), false)} ${shares[i]}.0%`,
          ];
        }),
        `TOTAL 100.0%`,
        '',
        'IN WITNESS WHEREOF, the undersigned have executed this Agreement as of the Effective Date.',
        ...members.map((m) => `By: ______________________  Name: ${m}  Title: Member`),
      ],
    ];
    return { truth, pages };
  },
};

/** SBA-413-like personal financial statement: properties as columns, rows per item, a Total column. */
const sreoE: Family = {
  id: 'sreo/e',
  cls: 'sreo',
  make: (r) => {
    const owner = personName(r);
    const n = r.int(2, 3);
    const props = Array.from({ length: n }, () => {
      const p = place(r);
      const value = r.int(9, 160) * 10000;
      const free = r.next() < 0.25;
      const balance = free ? 0 : Math.round(value * (0.2 + r.next() * 0.5));
      return {
        p,
        value,
        balance,
        rent: r.int(8, 120) * 25,
        cost: Math.round(value * 0.7),
        year: r.int(1998, 2022),
      };
    });
    const sum = (k: 'value' | 'balance' | 'rent') => props.reduce((s, x) => s + x[k], 0);
    const truth: Generated['truth'] = {
      property_count: n,
      total_market_value: sum('value'),
      total_mortgage_balance: sum('balance'),
      total_monthly_rent: sum('rent'),
    };
    const letters = ['A', 'B', 'C'].slice(0, n);
    const row = (label: string, cells: string[], total?: string) =>
      `${label} ${cells.join(' ')}${total ? ` ${total}` : ''}`;
    const pages: Line[][] = [
      [
        'PERSONAL FINANCIAL STATEMENT',
        [`Name: ${owner}`, `As of ${long(day(r, 2025, 2026))}`],
        'Section 4. Real Estate Owned. (List each parcel separately. Use attachment if necessary.)',
        row(
          '',
          letters.map((l) => `Property ${l}`),
          'Total',
        ),
        row(
          'Type of Real Estate',
          props.map(() => r.pick(['Residence', 'Rental', '2-4 Unit', 'Mixed Use'])),
        ),
        row(
          'Address',
          props.map((x) => `${x.p.street}, ${x.p.city}, ${x.p.st}`),
        ),
        row(
          'Date Purchased',
          props.map((x) => `${r.int(1, 12)}/${x.year}`),
        ),
        row(
          'Original Cost',
          props.map((x) => usd(x.cost, false)),
        ),
        row(
          'Present Market Value',
          props.map((x) => usd(x.value, false)),
          usd(sum('value'), false),
        ),
        row(
          'Mortgage Account Number',
          props.map((x) => (x.balance ? digits(r, 8) : 'n/a')),
        ),
        row(
          'Mortgage Balance',
          props.map((x) => (x.balance ? usd(x.balance, false) : '-')),
          usd(sum('balance'), false),
        ),
        row(
          'Amount of Payment per Month',
          props.map((x) => usd(Math.round(x.balance / 170), false)),
        ),
        row(
          'Gross Monthly Rental Income',
          props.map((x) => usd(x.rent, false)),
          usd(sum('rent'), false),
        ),
        row(
          'Status of Mortgage',
          props.map((x) => (x.balance ? 'Current' : 'Free and clear')),
        ),
        '',
        'I certify the above and the statements contained in the attachments are true and accurate as of the stated date.',
      ],
    ];
    return { truth, pages };
  },
};

export const MONEY_FAMILIES_E = [bankE, oaE, sreoE];
