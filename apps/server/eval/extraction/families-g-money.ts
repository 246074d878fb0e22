// HELD OUT (held-out-3), family 7 ('/g') of the money documents, written for issue 23's fourth
// round BEFORE the extractor's rules were read or changed (only the ground-truth keys were looked
// up): a credit union's member statement (several share accounts, 'Previous balance' / 'New
// balance' or a summary table whose headers carry counts), an LLC agreement with its members in a
// Schedule A table (capital contribution beside the membership interest), and a lender's SREO
// form whose columns come in another order with a 'TOTALS' row.
import { bare, digits, inWords, title } from './families-f-util';
import { iso, lastDay, long, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const PEOPLE_G = ['Anselm Rourke', 'Brigid Tollefson', 'Cormac Ellery', 'Delphine Marsh', 'Ezra Kittredge'];
const PEOPLE_H = ['Farrah Lindgren', 'Gideon Plaskett', 'Honora Vance', 'Ignatius Boyle', 'Juno Radcliffe'];
export const personG = (r: Rng) => r.pick(PEOPLE_G);
export const personH = (r: Rng) => r.pick(PEOPLE_H);
const UNIONS = ['Tri-County Federal Credit Union', 'Prairie Lakes Credit Union', 'Summit Ridge FCU'];
const LANES = ['Orchard Bend', 'Tamarack Way', 'Foxglove Ct', 'Saddle Creek Rd', 'Ironwood Pl'];
const PLACES: [string, string, string][] = [
  ['Boise', 'ID', 'Idaho'],
  ['Omaha', 'NE', 'Nebraska'],
  ['Madison', 'WI', 'Wisconsin'],
  ['Reno', 'NV', 'Nevada'],
  ['Louisville', 'KY', 'Kentucky'],
];
export const addressG = (r: Rng) => {
  const [city, st, state] = r.pick(PLACES);
  return { street: `${r.int(10, 999)} ${r.pick(LANES)}`, city, st, state, zip: String(r.int(40000, 89999)) };
};
const mdy = (t: Day) => `${t.m}/${t.d}/${String(t.y).slice(2)}`;

/** Credit union member statement: a checking account (the truth) and a share savings beside it. */
const bankG: Family = {
  id: 'bank-statement/g',
  cls: 'bank-statement',
  make: (r) => {
    const cu = r.pick(UNIONS);
    const holder = personG(r);
    const start: Day = { y: r.int(2024, 2026), m: r.int(1, 12), d: 1 };
    const end = lastDay(start);
    const acct = digits(r, 8);
    const begin = r.int(300_000, 9_000_000) / 100;
    const nDep = r.int(2, 6);
    const nWd = r.int(3, 12);
    const dep = r.int(100_000, 4_000_000) / 100;
    const wd = r.int(50_000, Math.round(begin * 60)) / 100;
    const finish = Math.round((begin + dep - wd) * 100) / 100;
    const savings = r.int(2_500, 900_000) / 100;
    const truth: Generated['truth'] = {
      bank_name: cu,
      account_holder: holder,
      account_number_last4: acct.slice(-4),
      statement_period_start: iso(start),
      statement_period_end: iso(end),
      beginning_balance: begin,
      total_deposits: dep,
      total_withdrawals: wd,
      ending_balance: finish,
    };
    const table = r.next() < 0.5;
    const checking: Line[] = table
      ? [
          `SHARE DRAFT CHECKING  Account ${acct}`,
          `Previous Balance   Deposits & Credits (${nDep})   Withdrawals & Debits (${nWd})   New Balance`,
          `${bare(begin)}   ${bare(dep)}   ${bare(wd)}   ${bare(finish)}`,
        ]
      : [
          `SHARE DRAFT CHECKING - ACCOUNT NO. ${acct}`,
          `Previous balance ........ ${bare(begin)}`,
          `${nDep} Deposits and other credits ........ +${bare(dep)}`,
          `${nWd} Withdrawals and other debits ........ -${bare(wd)}`,
          `New balance ........ ${bare(finish)}`,
        ];
    const savingsBlock: Line[] = [
      `REGULAR SHARE SAVINGS - ${digits(r, 8)}`,
      `Previous balance ${bare(savings)}   Dividends +${bare(0.42)}   New balance ${bare(savings + 0.42)}`,
      `Dividend rate 0.150%   Annual percentage yield earned 0.15%`,
    ];
    const pages: Line[][] = [
      [
        cu,
        [`${holder.toUpperCase()}`, `Statement Period ${mdy(start)} thru ${mdy(end)}`],
        [`${r.int(100, 9999)} ${r.pick(LANES)}`, `Member Number ${digits(r, 6)}`],
        ['', `Page 1 of 2`],
        'MEMBER STATEMENT OF ACCOUNTS',
        ...(r.next() < 0.5 ? [...savingsBlock, ...checking] : [...checking, ...savingsBlock]),
        `Date  Description  Amount  Balance`,
        `${mdy({ ...start, d: r.int(2, 12) })}  ACH DEPOSIT PAYROLL  ${bare(dep / 2)}`,
        `${mdy({ ...start, d: r.int(13, 26) })}  SHARE DRAFT #${r.int(100, 999)}  -${bare(wd / 3)}`,
      ],
      [
        'YEAR-TO-DATE SUMMARY',
        `Dividends paid year to date ${bare(r.int(100, 9000) / 100)}`,
        `Questions? Call ${cu} at 1-888-${digits(r, 3)}-${digits(r, 4)}. Federally insured by NCUA.`,
        `Page 2 of 2`,
      ],
    ];
    return { truth, pages };
  },
};

const STATES_G = ['Ohio', 'Nevada', 'Wisconsin', 'Kentucky', 'Idaho', 'Delaware'];

/** LLC agreement: members and their interests in a Schedule A table at the end. */
const oaG: Family = {
  id: 'operating-agreement/g',
  cls: 'operating-agreement',
  make: (r) => {
    const state = r.pick(STATES_G);
    const company = `${r.pick(['Tamarack', 'Foxglove', 'Ironwood', 'Saddle Creek'])} ${r.pick(['Holdings', 'Property Group', 'Ventures'])} LLC`;
    const date: Day = { y: r.int(2015, 2025), m: r.int(1, 12), d: r.int(1, 28) };
    const split = r.pick([[70, 30], [34, 33, 33], [100], [55, 45], [25, 25, 50]]);
    const people = [...PEOPLE_G, ...PEOPLE_H];
    const members = split.map((_, i) => people[(r.int(0, 4) + i * 3) % people.length]!);
    const unique = members.every((m, i) => members.indexOf(m) === i);
    const names = unique ? members : members.map((_, i) => people[i]!);
    const managed = r.next() < 0.5;
    const truth: Generated['truth'] = {
      company_name: company,
      state_of_formation: state,
      effective_date: iso(date),
      members: names,
      ownership_percentages: split,
      management_type: managed ? 'manager-managed' : 'member-managed',
    };
    const pages: Line[][] = [
      [
        `LIMITED LIABILITY COMPANY AGREEMENT`,
        `OF`,
        company.toUpperCase(),
        `This Limited Liability Company Agreement (this "Agreement") of ${company} (the "Company") is made and entered into as of ${long(date)}, by and among the persons listed on Schedule A attached hereto.`,
        `Section 1. Organization. The Company has been organized as a limited liability company under the laws of the State of ${state}.`,
        `Section 2. Capital. Each Member has contributed the amount set opposite its name on Schedule A.`,
        managed
          ? `Section 3. Management. The Company shall be a manager-managed limited liability company. ${personH(r)} is appointed as the sole Manager.`
          : `Section 3. Management. Management of the Company is vested in the Members. No Member shall be designated a Manager.`,
        `Section 4. Distributions. Distributions shall be made to the Members pro rata in accordance with their Membership Interests, provided that ${title(inWords(r.pick([10, 15, 20])))} Percent of available cash may be reserved.`,
      ],
      [
        'SCHEDULE A',
        'Members, Capital Contributions and Membership Interests',
        'Name of Member   Address   Capital Contribution   Membership Interest',
        ...names.map(
          (m, i) =>
            `${m}   ${r.int(10, 999)} ${r.pick(LANES)}   $${bare(split[i]! * r.int(500, 5000))}   ${split[i]}.00%`,
        ),
        `Total      100.00%`,
      ],
    ];
    return { truth, pages };
  },
};

/** SREO: address, type, acquired, present market value, mortgage balance, payment, gross rent, net. */
const sreoG: Family = {
  id: 'sreo/g',
  cls: 'sreo',
  make: (r) => {
    const count = r.int(2, 6);
    const rows = Array.from({ length: count }, () => {
      const a = addressG(r);
      const value = r.int(18, 260) * 5000;
      const debt = r.next() < 0.25 ? 0 : Math.round(value * r.int(30, 75)) / 100;
      const rent = r.int(12, 140) * 50;
      const payment = Math.round(debt * 0.0065);
      return { a, value, debt: Math.round(debt), rent, payment };
    });
    const sum = (f: (x: (typeof rows)[number]) => number) => rows.reduce((s, x) => s + f(x), 0);
    const truth: Generated['truth'] = {
      property_count: count,
      total_market_value: sum((x) => x.value),
      total_mortgage_balance: sum((x) => x.debt),
      total_monthly_rent: sum((x) => x.rent),
    };
    const money = (n: number) => `$${n.toLocaleString('en-US')}`;
    const pages: Line[][] = [
      [
        'REAL ESTATE OWNED SCHEDULE',
        `Borrower/Guarantor: ${personG(r)}    As of ${long({ y: 2026, m: r.int(1, 9), d: r.int(1, 28) })}`,
        'Property Address | Property Type | Date Acquired | Present Market Value | Amount of Mortgages & Liens | Mortgage Payments | Gross Rental Income | Net Rental Income',
        ...rows.map(
          (x) =>
            `${x.a.street}, ${x.a.city}, ${x.a.st} ${x.a.zip} | ${r.pick(['SFR', '2-4 Unit', 'Multifamily', 'Mixed Use'])} | ${r.int(1, 12)}/${r.int(2005, 2024)} | ${money(x.value)} | ${money(x.debt)} | ${money(x.payment)} | ${money(x.rent)} | ${money(x.rent - x.payment)}`,
        ),
        `TOTALS | | | ${money(truth.total_market_value as number)} | ${money(truth.total_mortgage_balance as number)} | ${money(sum((x) => x.payment))} | ${money(truth.total_monthly_rent as number)} | ${money(sum((x) => x.rent - x.payment))}`,
        'I certify that the above schedule is true and complete.',
      ],
    ];
    return { truth, pages };
  },
};

export const MONEY_FAMILIES_G = [bankG, oaG, sreoG];
