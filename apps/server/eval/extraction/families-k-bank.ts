// HELD OUT (held-out-7), family 11 ('/k') of the bank statements, written blind (the extractor never
// opened). Either a large regional bank's small-business statement (U.S. Bank 'Silver Business
// Checking' style: the account number in groups, 'Statement Period' over a cycle that starts on any
// day, an 'Account Summary' of categories with their item counts and amounts, debits with a
// TRAILING minus, 'Beginning Balance on Mar 4' without the year, deposits split into Customer
// Deposits and Other Deposits, withdrawals into Card Withdrawals, Other Withdrawals and Checks Paid,
// each category's detail with its own total, a balance summary and an average balance) or a
// brokerage bank's investor checking statement (Schwab Bank style: 'Statement Period' as 'April
// 1-30, 2026', an activity summary with 'This Period' beside 'Year to Date', withdrawals in
// parentheses, the interest paid as a memo, a linked brokerage account with its own number and value,
// ATM fee rebates among the credits). Truth: deposits and withdrawals are the sums of their
// categories (the first layout prints the categories only), the period as printed.
import { cents, plusDays } from './families-j-util';
import {
  amtK,
  firmK,
  firstLayoutK,
  fullK,
  monDayK,
  numK,
  personK,
  placeK,
  sumK,
  usdK,
} from './families-k-util';
import { MONTHS, iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const DEBITS: [string, string][] = [
  ['Visa Debit', 'WHOLE FOODS MKT #10233'],
  ['ATM', 'ATM WITHDRAWAL 7-ELEVEN'],
  ['Bill Pay', 'CITY UTILITIES'],
  ['Check', ''],
  ['Transfer', 'VENMO PAYMENT'],
];
const REGIONAL = ['Northern Plains Bank, N.A.', 'Granite Crossing Bank', 'Bluestem National Bank'];
const BROKERAGE = ['Harborline Bank', 'Meridian Trust Bank, SSB'];

/** Splits `total` into `n` positive amounts in cents. */
const parts = (r: Rng, total: number, n: number): number[] => {
  const weights = Array.from({ length: n }, () => 1 + r.next() * 3);
  const all = weights.reduce((s, w) => s + w, 0);
  const out = weights.map((w) => Math.floor((total * 100 * w) / all) / 100);
  out[n - 1] = cents(total - out.slice(0, -1).reduce((s, p) => s + p, 0));
  return out;
};

const cycle = (r: Rng, days: number[]) => {
  const start: Day = { y: r.int(2025, 2026), m: r.int(2, 11), d: r.pick(days) };
  const end = plusDays({ ...start, m: start.m + 1 }, -1);
  return { start, end };
};
const within = (r: Rng, start: Day) => plusDays(start, r.int(0, 27));

const regional = (r: Rng): Generated => {
  const bank = r.pick(REGIONAL);
  const company = `${firmK(r)} LLC`;
  const office = placeK(r);
  const acct = `1 ${numK(r, 3)} ${numK(r, 4)} ${numK(r, 4)}`;
  const { start, end } = cycle(r, [1, 4, 11, 19]);
  const begin = r.int(300_000, 9_000_000) / 100;
  const customer = r.int(150_000, 4_000_000) / 100;
  const other = r.int(50_000, 2_500_000) / 100;
  const available = begin + customer + other;
  const share = (lo: number, hi: number) => cents((available * r.int(lo, hi)) / 100 + r.int(0, 99) / 100);
  const card = share(3, 15);
  const checks = share(5, 25);
  const otherOut = share(10, 40);
  const deposits = cents(customer + other);
  const withdrawals = cents(card + checks + otherOut);
  const finish = cents(begin + deposits - withdrawals);
  const truth: Generated['truth'] = {
    bank_name: bank,
    account_holder: company,
    account_number_last4: acct.slice(-4),
    statement_period_start: iso(start),
    statement_period_end: iso(end),
    beginning_balance: begin,
    total_deposits: deposits,
    total_withdrawals: withdrawals,
    ending_balance: finish,
  };
  const cust = parts(r, customer, r.int(2, 4));
  const oth = parts(r, other, r.int(1, 3));
  const cards = parts(r, card, r.int(3, 6));
  const outs = parts(r, otherOut, r.int(2, 4));
  const cks = parts(r, checks, r.int(2, 4));
  const counted = (label: string, n: number, amount: number, minus: boolean): Line =>
    `${label}   ${n}   ${amtK(amount)}${minus ? '-' : ''}`;
  const detail = (amounts: number[], text: (i: number) => string, minus: boolean) =>
    amounts
      .map((a, i) => ({ day: within(r, start), a, i }))
      .sort((x, y) => iso(x.day).localeCompare(iso(y.day)))
      .map((x): Line => `${monDayK(x.day)}   ${text(x.i)}   ${amtK(x.a)}${minus ? '-' : ''}`);
  const average = cents((begin + finish) / 2 + r.int(-50_000, 50_000) / 100);
  const pages: Line[][] = [
    [
      bank,
      [`P.O. Box ${r.int(1100, 6400)}`, 'Business Statement'],
      [company.toUpperCase(), `Account Number: ${acct}`],
      [
        office.street.toUpperCase(),
        `Statement Period: ${monDayK(start)}, ${start.y} through ${monDayK(end)}, ${end.y}`,
      ],
      [`${office.city.toUpperCase()} ${office.st} ${office.zip}-${numK(r, 4)}`, 'Page 1 of 2'],
      'SILVER BUSINESS CHECKING',
      `Member FDIC   Account Number ${acct}`,
      'Account Summary',
      '   # Items',
      `Beginning Balance on ${monDayK(start)}   $ ${amtK(begin)}`,
      counted('Customer Deposits', cust.length, customer, false),
      counted('Other Deposits', oth.length, other, false),
      counted('Card Withdrawals', cards.length, card, true),
      counted('Other Withdrawals', outs.length, otherOut, true),
      counted('Checks Paid', cks.length, checks, true),
      `Ending Balance on ${monDayK(end)}, ${end.y}   $ ${amtK(finish)}`,
      'Customer Deposits',
      'Date   Ref Number   Amount',
      ...detail(cust, () => `${numK(r, 10)}`, false),
      `Total Customer Deposits   $ ${amtK(customer)}`,
      'Other Deposits',
      ...detail(
        oth,
        () => `Electronic Deposit From ${r.pick(['SQUARE INC', 'STRIPE', 'INTUIT PYMT SOLN'])}`,
        false,
      ),
      `Total Other Deposits   $ ${amtK(other)}`,
    ],
    [
      `${company.toUpperCase()}   Account Number ${acct}   Page 2 of 2`,
      'Card Withdrawals',
      ...detail(
        cards,
        () =>
          `Debit Purchase - VISA On ${numK(r, 6)} ${r.pick(['GRAINGER', 'COSTCO WHSE', 'SHELL OIL', 'AMZN MKTP'])}`,
        true,
      ),
      `Total Card Withdrawals   $ ${amtK(card)}-`,
      'Other Withdrawals',
      ...detail(
        outs,
        () =>
          `Electronic Withdrawal To ${r.pick(['IRS USATAXPYMT', 'ADP PAYROLL', 'XCEL ENERGY', 'CINTAS'])}`,
        true,
      ),
      `Total Other Withdrawals   $ ${amtK(otherOut)}-`,
      'Checks Presented Conventionally',
      'Check   Date   Ref Number   Amount',
      ...cks.map(
        (a): Line => `${r.int(2200, 2400)}   ${monDayK(within(r, start))}   ${numK(r, 10)}   ${amtK(a)}`,
      ),
      `Conventional Checks Paid (${cks.length})   $ ${amtK(checks)}-`,
      'Balance Summary',
      `Date   Ending Balance   Date   Ending Balance`,
      `${monDayK(plusDays(start, 6))}   ${amtK(cents(begin + cust[0]! - cards[0]!))}   ${monDayK(plusDays(start, 14))}   ${amtK(cents(begin + customer - card))}`,
      `Average Account Balance   $ ${amtK(average)}   Balances only appear for days reflecting change.`,
      'Analysis Service Charge Detail: Account Analysis Activity for the period is available on your analysis statement.',
    ],
  ];
  return { truth, pages };
};

const period = (start: Day, end: Day) =>
  start.d === 1 && end.m === start.m
    ? `${MONTHS[start.m - 1]} 1-${end.d}, ${end.y}`
    : `${MONTHS[start.m - 1]} ${start.d} - ${MONTHS[end.m - 1]} ${end.d}, ${end.y}`;

const brokerage = (r: Rng): Generated => {
  const bank = r.pick(BROKERAGE);
  const holder = personK(r);
  const home = placeK(r);
  const acct = `${numK(r, 4)}-${numK(r, 4)}`;
  const linked = `${numK(r, 4)}-${numK(r, 4)}`;
  const { start, end } = cycle(r, [1, 1, 16]);
  const begin = r.int(120_000, 4_500_000) / 100;
  const interest = cents(begin * 0.0001 * r.int(1, 4));
  const credits = parts(r, r.int(100_000, 1_800_000) / 100, r.int(2, 4));
  const rebate = r.pick([0, 2.5, 5, 7.5]);
  const deposits = cents(sumK(credits, (x) => x) + rebate + interest);
  const withdrawals = r.int(80_000, Math.round((begin + deposits) * 80)) / 100;
  const finish = cents(begin + deposits - withdrawals);
  const debits = parts(r, withdrawals, r.int(3, 7));
  const truth: Generated['truth'] = {
    bank_name: bank,
    account_holder: fullK(holder),
    account_number_last4: acct.slice(-4),
    statement_period_start: iso(start),
    statement_period_end: iso(end),
    beginning_balance: begin,
    total_deposits: deposits,
    total_withdrawals: withdrawals,
    ending_balance: finish,
  };
  const ytdIn = cents(deposits + r.int(200_000, 3_000_000) / 100);
  const ytdOut = cents(withdrawals + (ytdIn - deposits) + r.int(-100_000, 400_000) / 100);
  const yearStart = cents(finish - ytdIn + ytdOut);
  type Row = { day: Day; kind: string; text: string; amount: number };
  const rows: Row[] = [
    ...credits.map((a) => ({
      day: within(r, start),
      kind: 'Deposit',
      text: r.pick(['Funds Transfer from Brokerage', 'Mobile Deposit', 'ACH Credit EMPLOYER PAYROLL']),
      amount: a,
    })),
    ...(rebate ? [{ day: end, kind: 'Credit', text: 'ATM Fee Rebate', amount: rebate }] : []),
    { day: end, kind: 'Interest', text: 'Interest Paid', amount: interest },
    ...debits.map((a) => {
      const [kind, text] = r.pick(DEBITS);
      return {
        day: within(r, start),
        kind,
        text: kind === 'Check' ? `CHECK ${r.int(1100, 1290)}` : text,
        amount: -a,
      };
    }),
  ].sort((a, b) => iso(a.day).localeCompare(iso(b.day)));
  let balance = begin;
  const ledger = rows.map((x): Line => {
    balance = cents(balance + x.amount);
    const out = x.amount < 0 ? `(${amtK(-x.amount)})` : '';
    const inn = x.amount > 0 ? amtK(x.amount) : '';
    return `${mdy2(x.day)} | ${x.kind} | ${x.text} | ${out} | ${inn} | ${amtK(balance)}`;
  });
  const half = Math.ceil(ledger.length / 2);
  const pages: Line[][] = [
    [
      `${bank}  Investor Checking`,
      ['Statement Period', period(start, end)],
      [fullK(holder).toUpperCase(), `Account Number ${acct}`],
      [home.street.toUpperCase(), `Questions? Call 1-888-${numK(r, 3)}-${numK(r, 4)}`],
      `${home.city.toUpperCase()} ${home.st} ${home.zip}`,
      'Activity Summary | This Period | Year to Date',
      `Starting Balance | ${usdK(begin)} | ${usdK(yearStart)}`,
      `Deposits and Credits | ${amtK(deposits)} | ${amtK(ytdIn)}`,
      `Withdrawals and Debits | (${amtK(withdrawals)}) | (${amtK(ytdOut)})`,
      `Ending Balance | ${usdK(finish)} | ${usdK(finish)}`,
      `Interest Paid this period ${usdK(interest)} (included in Deposits and Credits)   Annual Percentage Yield Earned 0.${r.int(10, 45)}%   Days in Period ${Math.round((Date.UTC(end.y, end.m - 1, end.d) - Date.UTC(start.y, start.m - 1, start.d)) / 864e5) + 1}`,
      `Linked Brokerage Account ${linked}   Account Value ${usdK(r.int(2_000_000, 90_000_000) / 100)}`,
      'Transaction Detail',
      'Date | Category | Description | Withdrawals | Deposits | Balance',
      `${mdy2(start)} | | Starting Balance | | | ${amtK(begin)}`,
      ...ledger.slice(0, half),
    ],
    [
      `Transaction Detail (continued)   Account Number ${acct}   ${period(start, end)}`,
      'Date | Category | Description | Withdrawals | Deposits | Balance',
      ...ledger.slice(half),
      `${mdy2(end)} | | Ending Balance | | | ${amtK(finish)}`,
      `Total Withdrawals and Debits (${amtK(withdrawals)})   Total Deposits and Credits ${amtK(deposits)}`,
      `Deposit accounts are offered by ${bank}, Member FDIC. Brokerage products are not FDIC insured.`,
    ],
  ];
  return { truth, pages };
};

/** 04/03 (the ledger's date, without the year) */
const mdy2 = (t: Day) => `${String(t.m).padStart(2, '0')}/${String(t.d).padStart(2, '0')}`;

export const BANK_FAMILY_K: Family[] = [
  {
    id: 'bank-statement/k',
    cls: 'bank-statement',
    make: (r) => (firstLayoutK(r) ? regional(r) : brokerage(r)),
  },
];
