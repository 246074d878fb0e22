// HELD OUT (held-out-4), family 8 ('/h') of the money documents, written blind (the extractor and its
// rules never opened): a large US bank's consumer checking statement (a 'Checking summary' with
// instances and amounts, or a 'Summary of your account' box) with a transaction ledger and daily
// ending balances, average and last-year distractors; a Delaware LLC agreement whose Schedule I
// gives each member's capital contribution, units and percentage interest; and the Fannie Mae
// Form 1003 real estate schedule (the 2021 URLA Section 3 blocks, or the classic table with Totals).
import { bare, digits, inWords, title } from './families-f-util';
import {
  cents,
  dayIn,
  lineH,
  mdyH,
  monthName,
  plain,
  round2,
  siteH,
  someoneH,
  surname,
  whole,
} from './families-h-util';
import { iso, lastDay, type Day } from './rng';
import type { Family, Generated, Line } from './types';

const BANKS = ['Keystone Federal Bank, N.A.', 'Harborline Bank', 'Cascade Commonwealth Bank'];

const bankH: Family = {
  id: 'bank-statement/h',
  cls: 'bank-statement',
  make: (r) => {
    const bank = r.pick(BANKS);
    const holder = r.next() < 0.7 ? someoneH(r) : `${surname(r)} Residential Partners LLC`;
    const home = siteH(r);
    const start: Day = { y: r.int(2025, 2026), m: r.int(1, 12), d: 1 };
    const end = lastDay(start);
    const acct = digits(r, 12);
    const begin = cents(r, 4_000, 95_000);
    const credits = Array.from({ length: r.int(2, 5) }, () => cents(r, 400, 9_000));
    const debits = Array.from({ length: r.int(4, 9) }, () => cents(r, 25, begin / 12));
    const dep = round2(credits.reduce((s, x) => s + x, 0));
    const wd = round2(debits.reduce((s, x) => s + x, 0));
    const finish = round2(begin + dep - wd);
    const truth: Generated['truth'] = {
      bank_name: bank,
      account_holder: holder,
      account_number_last4: acct.slice(-4),
      statement_period_start: iso(start),
      statement_period_end: iso(end),
      beginning_balance: begin,
      total_deposits: dep,
      total_withdrawals: wd,
      ending_balance: finish,
    };
    const moves = [
      ...credits.map((x) => ({ x, kind: 'DEPOSIT' })),
      ...debits.map((x) => ({ x: -x, kind: 'DEBIT' })),
    ]
      .map((m) => ({ ...m, d: r.int(2, end.d) }))
      .sort((a, b) => a.d - b.d);
    let running = begin;
    const ledger: Line[] = moves.map((m) => {
      running = round2(running + m.x);
      const what =
        m.x > 0
          ? r.pick(['Online Transfer From Sav', 'Payroll Direct Dep', 'Remote Online Deposit'])
          : r.pick([
              'Card Purchase',
              'Zelle Payment To',
              'Electric Co Autopay',
              'Check # ' + r.int(1001, 1200),
            ]);
      return `${String(start.m).padStart(2, '0')}/${String(m.d).padStart(2, '0')}  ${what}  ${m.x > 0 ? bare(m.x) : `-${bare(-m.x)}`}  ${bare(running)}`;
    });
    const period = `${monthName(start)} ${String(start.d).padStart(2, '0')}, ${start.y} through ${monthName(end)} ${end.d}, ${end.y}`;
    const average = round2((begin + finish) / 2 + r.int(-500, 500));
    const chaseLike = r.next() < 0.5;
    const summary: Line[] = chaseLike
      ? [
          'CHECKING SUMMARY    Premier Plus Checking',
          ['', 'INSTANCES     AMOUNT'],
          ['Beginning Balance', `$${bare(begin)}`],
          ['Deposits and Additions', `${credits.length}     ${bare(dep)}`],
          ['Electronic Withdrawals', `${debits.length}     -${bare(wd)}`],
          ['Ending Balance', `${credits.length + debits.length}     $${bare(finish)}`],
          `Annual Percentage Yield Earned This Period 0.01%   Interest Paid Year-to-Date $${bare(cents(r, 0, 9))}`,
        ]
      : [
          'Summary of your account',
          [
            `Balance last statement ${mdyH(lastDay({ ...start, m: start.m === 1 ? 12 : start.m - 1, y: start.m === 1 ? start.y - 1 : start.y }))}`,
            `$${bare(begin)}`,
          ],
          ['Deposits and other credits', `+ ${bare(dep)}`],
          ['Withdrawals and other debits', `- ${bare(wd)}`],
          [`Balance this statement ${mdyH(end)}`, `$${bare(finish)}`],
          [`Average ledger balance`, `$${bare(average)}`],
          [`Balance on this date last year`, `$${bare(cents(r, 2_000, 60_000))}`],
        ];
    const pages: Line[][] = [
      [
        bank,
        [`P O Box ${r.int(1000, 99999)}`, period],
        [holder.toUpperCase(), `Account Number: ${r.next() < 0.5 ? acct : `XXXXXXXX${acct.slice(-4)}`}`],
        [home.street.toUpperCase(), `Web site: www.${bank.split(' ')[0]!.toLowerCase()}.com`],
        [
          `${home.city.toUpperCase()} ${home.st} ${home.zip}`,
          `Service Center: 1-800-${digits(r, 3)}-${digits(r, 4)}`,
        ],
        ...summary,
        'TRANSACTION DETAIL',
        'DATE  DESCRIPTION  AMOUNT  BALANCE',
        `    Beginning Balance    $${bare(begin)}`,
        ...ledger.slice(0, 7),
      ],
      [
        `${bank} - Page 2 of 2`,
        ...ledger.slice(7),
        `    Ending Balance    $${bare(finish)}`,
        'DAILY ENDING BALANCE',
        ...moves
          .filter((m, i) => moves[i + 1]?.d !== m.d)
          .map(
            (m) =>
              `${String(start.m).padStart(2, '0')}/${String(m.d).padStart(2, '0')}  ${bare(moves.filter((x) => x.d <= m.d).reduce((s, x) => round2(s + x.x), begin))}`,
          ),
        `OVERDRAFT AND RETURNED ITEM FEES  Total for this period $0.00  Total year-to-date $${bare(r.pick([0, 34, 68]))}`,
        `Deposit products offered by ${bank} Member FDIC.`,
      ],
    ];
    return { truth, pages };
  },
};

const SPLITS: number[][] = [[60, 25, 15], [51, 49], [40, 40, 20], [100], [37.5, 37.5, 25]];
const FIRMS = ['Brightwater', 'Copper Kettle', 'Northmoor', 'Stillwater Bay'];

const oaH: Family = {
  id: 'operating-agreement/h',
  cls: 'operating-agreement',
  make: (r) => {
    const company = `${r.pick(FIRMS)} ${r.pick(['Residential', 'Income Fund', 'Realty'])}, LLC`;
    const state = r.next() < 0.8 ? 'Delaware' : 'Wyoming';
    const formed = dayIn(r, 2016, 2024);
    const dated: Day = { ...formed, y: formed.y + r.int(0, 1), m: Math.min(12, formed.m + r.int(0, 2)) };
    const split = r.pick(SPLITS);
    const names: string[] = [];
    while (names.length < split.length) {
      const n = names.length === 1 && r.next() < 0.4 ? `${surname(r)} Family Trust` : someoneH(r);
      if (!names.includes(n)) names.push(n);
    }
    const managed = r.next() < 0.5;
    const manager = managed ? `${surname(r)} Asset Management, LLC` : '';
    const units = split.map((p) => Math.round(p * 100));
    const capital = split.map((p) => Math.round(p * r.int(2, 40) * 100));
    const truth: Generated['truth'] = {
      company_name: company,
      state_of_formation: state,
      effective_date: iso(dated),
      members: names,
      ownership_percentages: split,
      management_type: managed ? 'manager-managed' : 'member-managed',
    };
    const act =
      state === 'Delaware'
        ? 'Delaware Limited Liability Company Act, 6 Del. C. Section 18-101, et seq.'
        : 'Wyoming Limited Liability Company Act, W.S. 17-29-101 et seq.';
    const office = siteH(r);
    const pages: Line[][] = [
      [
        'LIMITED LIABILITY COMPANY AGREEMENT',
        `OF ${company.toUpperCase()}`,
        `(a ${state} limited liability company)`,
        `THIS LIMITED LIABILITY COMPANY AGREEMENT (this "Agreement") of ${company} (the "Company") is entered into and shall be effective as of ${monthName(dated)} ${dated.d}, ${dated.y} (the "Effective Date"), by and among the Persons executing this Agreement as Members.`,
        `WHEREAS, the Company was formed by the filing of ${state === 'Delaware' ? 'a Certificate of Formation' : 'Articles of Organization'} with the Secretary of State of the State of ${state} on ${mdyH(formed)} pursuant to the ${act} (the "Act");`,
        `ARTICLE I - FORMATION. 1.1 Name. The name of the Company is ${company}. 1.2 Principal Office. The principal office of the Company shall be ${lineH(office)}, or such other place as the ${managed ? 'Manager' : 'Members'} may determine.`,
        `ARTICLE II - UNITS. 2.1 The limited liability company interests of the Company shall be divided into Common Units. ${title(inWords(units.reduce((s, u) => s + u, 0)))} (${plain(units.reduce((s, u) => s + u, 0))}) Common Units are issued and outstanding, held as set forth on Schedule I.`,
        `2.2 Capital Contributions. Each Member has contributed to the Company the amount set forth opposite such Member's name on Schedule I. No Member shall be required to make any additional Capital Contribution; provided that a call for up to ${r.pick([10, 15, 25])}% of the aggregate Capital Contributions may be made with the consent of a Majority in Interest.`,
      ],
      [
        `ARTICLE V - MANAGEMENT`,
        managed
          ? `5.1 Management by Manager. The business and affairs of the Company shall be managed exclusively by ${manager} (the "Manager"), which need not be a Member. The Members, in their capacity as such, shall have no authority to bind the Company.`
          : `5.1 Management by Members. The business and affairs of the Company shall be managed by the Members acting by a Majority in Interest; the Company shall have no manager.`,
        `5.2 Major Decisions. The sale of all or substantially all of the Company's assets requires the approval of Members holding at least ${r.pick([66.67, 75, 80])}% of the Units.`,
        `ARTICLE VIII - DISTRIBUTIONS. Distributable Cash shall be distributed to the Members pro rata in accordance with their Units.`,
        'IN WITNESS WHEREOF, the undersigned have executed this Agreement as of the Effective Date.',
        'MEMBERS:',
        ...names.map((n) => `______________________________  ${n}`),
        ...(managed
          ? ['MANAGER:', `${manager}  By: ______________  Name: ${someoneH(r)}  Title: Managing Director`]
          : []),
      ],
      [
        'SCHEDULE I',
        'MEMBERS, CAPITAL CONTRIBUTIONS AND UNITS',
        `As of ${mdyH(dated)}`,
        'Member / Notice Address          Capital Contribution     Common Units     Percentage Interest',
        ...names.map(
          (n, i) =>
            `${n}, ${siteH(r).street}     $${bare(capital[i]!)}     ${plain(units[i]!)}     ${split[i]!.toFixed(2)}%`,
        ),
        `TOTAL     $${bare(capital.reduce((s, x) => s + x, 0))}     ${plain(units.reduce((s, u) => s + u, 0))}     100.00%`,
      ],
    ];
    return { truth, pages };
  },
};

const sreoH: Family = {
  id: 'sreo/h',
  cls: 'sreo',
  make: (r) => {
    const borrower = someoneH(r);
    const count = r.int(2, 5);
    const props = Array.from({ length: count }, (_, i) => {
      const s = siteH(r);
      const value = r.int(30, 190) * 5000;
      const first = r.next() < 0.2 ? 0 : Math.round((value * r.int(35, 70)) / 100);
      const heloc = i > 0 && r.next() < 0.35 ? r.int(5, 40) * 1000 : 0;
      const rent = i === 0 ? 0 : r.int(16, 90) * 50;
      const payment = Math.round(first * 0.0068);
      const costs = r.int(15, 90) * 10;
      return {
        s,
        value,
        first,
        heloc,
        rent,
        payment,
        costs,
        limit: heloc ? heloc + r.int(10, 50) * 1000 : 0,
      };
    });
    const sum = (f: (p: (typeof props)[number]) => number) => props.reduce((t, p) => t + f(p), 0);
    const truth: Generated['truth'] = {
      property_count: count,
      total_market_value: sum((p) => p.value),
      total_mortgage_balance: sum((p) => p.first + p.heloc),
      total_monthly_rent: sum((p) => p.rent),
    };
    const urla = r.next() < 0.5;
    if (urla) {
      const block = (p: (typeof props)[number], i: number): Line[] => [
        i === 0
          ? '3a. Property You Own   [ ] I do not own any real estate'
          : `3${String.fromCharCode(98 + Math.min(i - 1, 1))}. IF APPLICABLE, Complete Information for Additional Property`,
        `Address  Street ${p.s.street}   Unit # ____   City ${p.s.city}   State ${p.s.st}   ZIP ${p.s.zip}`,
        `Property Value ${whole(p.value)}   Status: ${i === 0 ? 'Retained' : 'Retained'}   Intended Occupancy: ${i === 0 ? 'Primary Residence' : 'Investment'}   Monthly Insurance, Taxes, Association Dues, etc. ${whole(p.costs)}`,
        `For 2-4 Unit Primary or Investment Property: Monthly Rental Income ${p.rent ? whole(p.rent) : '$0'}   For LENDER to calculate: Net Monthly Rental Income ________`,
        'Mortgage Loans on this Property   Creditor Name | Account Number | Monthly Mortgage Payment | Unpaid Balance | Type | Credit Limit',
        ...(p.first
          ? [
              `${r.pick(['Pennant Home Loans', 'Cobalt Mortgage Co', 'Lakeland Savings'])} | ${digits(r, 10)} | ${whole(p.payment)} | ${whole(p.first)} | Conventional |`,
            ]
          : ['(none)']),
        ...(p.heloc
          ? [
              `${r.pick(['Harborline Bank', 'Summitview CU'])} HELOC | ${digits(r, 10)} | ${whole(p.heloc * 0.01)} | ${whole(p.heloc)} | Other | ${whole(p.limit)}`,
            ]
          : []),
      ];
      return {
        truth,
        pages: [
          [
            'Uniform Residential Loan Application',
            `Borrower Name: ${borrower}`,
            'Section 3: Financial Information - Real Estate. This section asks you to list all properties you currently own and what you owe on them.',
            ...block(props[0]!, 0),
            ...(props[1] ? block(props[1], 1) : []),
          ],
          ...(count > 2
            ? [
                [
                  'Uniform Residential Loan Application - Section 3 (continued)',
                  ...props.slice(2).flatMap((p, i) => block(p, i + 2)),
                ],
              ]
            : []),
        ],
      };
    }
    return {
      truth,
      pages: [
        [
          'SCHEDULE OF REAL ESTATE OWNED',
          `Borrower: ${borrower}    (If additional properties are owned, use continuation sheet.)`,
          'Property Address (enter S if sold, PS if pending sale or R if rental being held for income)',
          'Type of Property | Present Market Value | Amount of Mortgages & Liens | Gross Rental Income | Mortgage Payments | Insurance, Maintenance, Taxes & Misc. | Net Rental Income',
          ...props.flatMap((p, i): Line[] => [
            `${lineH(p.s)}   ${i === 0 ? '' : 'R'}`,
            `${i === 0 ? 'SFR' : r.pick(['2-4 Family', 'Condo', 'SFR'])} | ${whole(p.value)} | ${whole(p.first + p.heloc)} | ${whole(p.rent)} | ${whole(p.payment)} | ${whole(p.costs)} | ${whole(p.rent ? p.rent - p.payment - p.costs : 0)}`,
          ]),
          `Totals | ${whole(truth.total_market_value as number)} | ${whole(truth.total_mortgage_balance as number)} | ${whole(truth.total_monthly_rent as number)} | ${whole(sum((p) => p.payment))} | ${whole(sum((p) => p.costs))} | ${whole(sum((p) => (p.rent ? p.rent - p.payment - p.costs : 0)))}`,
          'Continuation sheet: none. Totals include every property listed above.',
        ],
      ],
    };
  },
};

export const MONEY_FAMILIES_H = [bankH, oaH, sreoH];
