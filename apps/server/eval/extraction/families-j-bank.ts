// HELD OUT (held-out-6), family 10 ('/j') of the bank statements, written blind (the extractor never
// opened). Either a fintech business account statement (Mercury / Relay style: the bank named in the
// header and the FDIC footer, 'Statement period' over a cycle that may start mid-month, 'Account
// ending in', 'Beginning balance on <date>', 'Money in (N transactions)', 'Money out', 'Ending
// balance on <date>', an average daily balance, a ledger with money-in and money-out columns and a
// running balance over two pages, an 'Attn:' person beside the company) or a credit union member
// statement of a core system (Symitar style: member account number, a summary table by suffix -
// S01 PRIMARY SAVINGS with dividends, S09 SHARE DRAFT CHECKING, L50 AUTO LOAN with its principal -
// 'Deposits/Dividends' and 'Withdrawals/Fees' columns, then the share draft's detail with its own
// beginning and ending rows and dividends year to date). The share draft is the truth.
import {
  firstLayoutJ,
  cents,
  amtJ,
  digitsJ,
  firmJ,
  fullJ,
  mdyJ,
  monJ,
  personJ,
  placeJ,
  plusDays,
  usdJ,
} from './families-j-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const FINTECH = ['Ledgerstone Bank', 'Pinecrest Commerce Bank', 'Bluewater Mercantile Bank'];
const UNIONS = [
  'Penobscot Valley Federal Credit Union',
  'Ozark Highlands Credit Union',
  'Bayou Teche Community FCU',
];
const PAYEES_IN = [
  'Stripe transfer',
  'ACH CREDIT SQUARE INC',
  'Deposit - mobile check',
  'Wire in LUMEN SUPPLY CO',
];
const PAYEES_OUT = [
  'Gusto payroll',
  'AMEX EPAYMENT',
  'ACH DEBIT EVERSOURCE',
  'Card 4417 HOME DEPOT',
  'Check #',
];

/** Splits `total` into `n` positive amounts in cents. */
const split = (r: Rng, total: number, n: number): number[] => {
  const weights = Array.from({ length: n }, () => 1 + r.next() * 4);
  const sum = weights.reduce((s, w) => s + w, 0);
  const parts = weights.map((w) => Math.floor((total * 100 * w) / sum) / 100);
  parts[n - 1] = cents(total - parts.slice(0, -1).reduce((s, p) => s + p, 0));
  return parts;
};

type Move = { day: Day; text: string; amount: number };

/** A ledger of every deposit and withdrawal, in date order, with the running balance. */
const ledger = (r: Rng, start: Day, length: number, begin: number, deps: number[], wds: number[]) => {
  const moves: Move[] = [
    ...deps.map((amount) => ({ day: plusDays(start, r.int(0, length)), text: r.pick(PAYEES_IN), amount })),
    ...wds.map((amount) => ({
      day: plusDays(start, r.int(0, length)),
      text: r.pick(PAYEES_OUT),
      amount: -amount,
    })),
  ].sort((a, b) => iso(a.day).localeCompare(iso(b.day)));
  let balance = begin;
  return moves.map((m) => {
    balance = cents(balance + m.amount);
    const text = m.text === 'Check #' ? `Check #${r.int(1040, 1390)}` : m.text;
    return { ...m, text, balance };
  });
};

const cycle = (r: Rng) => {
  const start: Day = { y: r.int(2025, 2026), m: r.int(1, 10), d: r.pick([1, 6, 16, 21]) };
  const next = { ...start, m: start.m + 1 };
  const end = plusDays(next, -1);
  return {
    start,
    end,
    length: Math.round((Date.UTC(end.y, end.m - 1, end.d) - Date.UTC(start.y, start.m - 1, start.d)) / 864e5),
  };
};

const fintech = (r: Rng): Generated => {
  const bank = r.pick(FINTECH);
  const company = `${firmJ(r)} LLC`;
  const contact = personJ(r);
  const office = placeJ(r);
  const acct = digitsJ(r, 10);
  const { start, end, length } = cycle(r);
  const begin = r.int(1_500_000, 38_000_000) / 100;
  const dep = r.int(900_000, 26_000_000) / 100;
  const wd = r.int(600_000, Math.round(begin * 100 + dep * 80)) / 100;
  const finish = cents(begin + dep - wd);
  const deps = split(r, dep, r.int(3, 6));
  const wds = split(r, wd, r.int(4, 8));
  const rows = ledger(r, start, length, begin, deps, wds);
  const truth: Generated['truth'] = {
    bank_name: bank,
    account_holder: company,
    account_number_last4: acct.slice(-4),
    statement_period_start: iso(start),
    statement_period_end: iso(end),
    beginning_balance: begin,
    total_deposits: dep,
    total_withdrawals: wd,
    ending_balance: finish,
  };
  const row = (m: (typeof rows)[number]): Line =>
    `${monJ(m.day).replace(/, \d{4}$/, '')}   ${m.text}   ${m.amount > 0 ? usdJ(m.amount) : ''}   ${m.amount < 0 ? `-${usdJ(-m.amount)}` : ''}   ${usdJ(m.balance)}`;
  const summaryAsTable = r.next() < 0.5;
  const summary: Line[] = summaryAsTable
    ? [
        'Beginning balance   Money in   Money out   Ending balance',
        `${usdJ(begin)}   +${usdJ(dep)}   -${usdJ(wd)}   ${usdJ(finish)}`,
      ]
    : [
        [`Beginning balance on ${monJ(start)}`, usdJ(begin)],
        [`Money in (${deps.length} transactions)`, `+${usdJ(dep)}`],
        [`Money out (${wds.length} transactions)`, `-${usdJ(wd)}`],
        [`Ending balance on ${monJ(end)}`, usdJ(finish)],
      ];
  const half = Math.ceil(rows.length / 2);
  const pages: Line[][] = [
    [
      `${bank}  |  Business Checking`,
      [company.toUpperCase(), 'Statement period'],
      [`Attn: ${fullJ(contact)}`, `${monJ(start)} - ${monJ(end)}`],
      [office.street, `Account ending in ${acct.slice(-4)}`],
      [`${office.city}, ${office.st} ${office.zip}`, `Routing number ${digitsJ(r, 9)}`],
      'Account summary',
      ...summary,
      `Average daily balance ${usdJ(cents((begin + finish) / 2 + r.int(-90000, 90000) / 100))}    Annual percentage yield earned 0.00%`,
      'Transactions',
      'Date   Description   Money in   Money out   Balance',
      ...rows.slice(0, half).map(row),
    ],
    [
      `Transactions (continued)   ${company}   Account ending in ${acct.slice(-4)}`,
      'Date   Description   Money in   Money out   Balance',
      ...rows.slice(half).map(row),
      `Total   ${usdJ(dep)}   -${usdJ(wd)}`,
      `Banking services provided by ${bank}, Member FDIC. Deposits are insured up to $250,000 per depositor.`,
      'Page 2 of 2',
    ],
  ];
  return { truth, pages };
};

const creditUnion = (r: Rng): Generated => {
  const cu = r.pick(UNIONS);
  const member = personJ(r);
  const home = placeJ(r);
  const acct = digitsJ(r, 8);
  const { start, end, length } = cycle(r);
  const begin = r.int(80_000, 2_400_000) / 100;
  const dep = r.int(250_000, 1_400_000) / 100;
  const wd = r.int(150_000, Math.round(begin * 60 + dep * 90)) / 100;
  const finish = cents(begin + dep - wd);
  const deps = split(r, dep, r.int(2, 4));
  const wds = split(r, wd, r.int(4, 9));
  const rows = ledger(r, start, length, begin, deps, wds);
  const savings = r.int(50_000, 3_000_000) / 100;
  const dividend = cents(savings * 0.0001 * r.int(2, 9));
  const loan = r.int(400_000, 3_100_000) / 100;
  const truth: Generated['truth'] = {
    bank_name: cu,
    account_holder: fullJ(member),
    account_number_last4: acct.slice(-4),
    statement_period_start: iso(start),
    statement_period_end: iso(end),
    beginning_balance: begin,
    total_deposits: dep,
    total_withdrawals: wd,
    ending_balance: finish,
  };
  const table = r.next() < 0.5;
  const summary: Line[] = table
    ? [
        'Suffix   Account Description   Beginning Balance   Deposits/Dividends   Withdrawals/Fees   Ending Balance',
        `S01   PRIMARY SAVINGS   ${amtJ(savings)}   ${amtJ(dividend)}   0.00   ${amtJ(savings + dividend)}`,
        `S09   SHARE DRAFT CHECKING   ${amtJ(begin)}   ${amtJ(dep)}   ${amtJ(wd)}   ${amtJ(finish)}`,
        `L50   AUTO LOAN   Principal Balance ${amtJ(loan)}   Next Payment Due ${mdyJ(plusDays(end, 12))}`,
      ]
    : [
        `S01 PRIMARY SAVINGS: Beginning ${amtJ(savings)}, Dividends ${amtJ(dividend)}, Ending ${amtJ(savings + dividend)}`,
        `S09 SHARE DRAFT CHECKING: Beginning ${amtJ(begin)}, Deposits ${amtJ(dep)}, Withdrawals ${amtJ(wd)}, Ending ${amtJ(finish)}`,
        `L50 AUTO LOAN: Principal Balance ${amtJ(loan)}, Rate 6.240% APR`,
      ];
  const pages: Line[][] = [
    [
      cu,
      ['MEMBER STATEMENT', `Statement Period: ${mdyJ(start)} - ${mdyJ(end)}`],
      [`${member.first} ${member.last}`.toUpperCase(), `Account Number: ****${acct.slice(-4)}`],
      [home.street.toUpperCase(), `Statement Date: ${mdyJ(end)}`],
      [`${home.city.toUpperCase()} ${home.st} ${home.zip}`, 'Page 1 of 2'],
      'ACCOUNT SUMMARY',
      ...summary,
      `Dividends Earned Year-to-Date: ${amtJ(cents(dividend * r.int(3, 9)))}   Annual Percentage Yield Earned: 0.10%`,
    ],
    [
      `S09 SHARE DRAFT CHECKING   Member ****${acct.slice(-4)}`,
      'Eff. Date   Transaction Description   Amount   Balance',
      `${mdyJ(start)}   Beginning Balance      ${amtJ(begin)}`,
      ...rows.map(
        (m): Line =>
          `${mdyJ(m.day)}   ${m.text}   ${m.amount < 0 ? '-' : ''}${amtJ(Math.abs(m.amount))}   ${amtJ(m.balance)}`,
      ),
      `${mdyJ(end)}   Ending Balance      ${amtJ(finish)}`,
      `Total Deposits ${amtJ(dep)}   Total Withdrawals ${amtJ(wd)}`,
      `Federally insured by NCUA. ${cu} - Page 2 of 2`,
    ],
  ];
  return { truth, pages };
};

export const BANK_FAMILY_J: Family[] = [
  {
    id: 'bank-statement/j',
    cls: 'bank-statement',
    make: (r) => (firstLayoutJ(r) ? fintech(r) : creditUnion(r)),
  },
];
