// HELD OUT (held-out-9), family 13 ('/m') of the bank statements, written blind (the extractor never
// opened). Either a super-regional bank's small-business checking statement (Truist 'Business
// Value' style) or a money-centre bank's business checking statement (Citibank 'CitiBusiness'
// style, a running-balance ledger). Truth: the period's first day the day after the previous
// balance date (or with the year of the period's end); withdrawals as checks plus other
// withdrawals.
import { cents, plusDays } from './families-j-util';
import { amtM, firmM, firstLayoutM, mdyM, numM, placeM, sumM, usdM } from './families-m-util';
import { iso, MONTHS, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const BANKS = ['Piedmont Crescent Bank', 'Blue Ridge Trust Bank'];
const PRODUCTS = ['BUSINESS VALUE 500 CHECKING', 'SIMPLE BUSINESS CHECKING', 'COMMUNITY CHECKING'];

/** Splits `total` into `n` positive amounts in cents. */
const parts = (r: Rng, total: number, n: number): number[] => {
  const weights = Array.from({ length: n }, () => 1 + r.next() * 3);
  const all = weights.reduce((s, w) => s + w, 0);
  const out = weights.map((w) => Math.floor((total * 100 * w) / all) / 100);
  out[n - 1] = cents(total - out.slice(0, -1).reduce((s, p) => s + p, 0));
  return out;
};
const two = (n: number) => String(n).padStart(2, '0');
const mmdd = (t: Day) => `${two(t.m)}/${two(t.d)}`;
const spread = (r: Rng, from: Day, amounts: number[]) =>
  amounts
    .map((a) => ({ day: plusDays(from, r.int(1, 28)), a }))
    .sort((x, y) => iso(x.day).localeCompare(iso(y.day)));

const statement = (r: Rng): Generated => {
  const bank = r.pick(BANKS);
  const company = `${firmM(r)} LLC`;
  const office = placeM(r);
  const acct = `${r.pick(['1100', '0000', '5270'])}${numM(r, 9)}`;
  const previous: Day = { y: r.int(2025, 2026), m: r.int(1, 10), d: 0 };
  const prevDay = plusDays({ ...previous, m: previous.m + 1, d: 1 }, -1);
  const end = plusDays({ y: prevDay.y, m: prevDay.m + 2, d: 1 }, -1);
  const begin = r.int(400_000, 9_000_000) / 100;
  const deposits = parts(r, r.int(250_000, 4_500_000) / 100, r.int(3, 6));
  const deposited = sumM(deposits, (x) => x);
  const room = begin + deposited;
  const checks = parts(r, cents((room * r.int(8, 25)) / 100), r.int(2, 5));
  const fee = r.pick([0, 10, 15]);
  const others = [...parts(r, cents((room * r.int(10, 35)) / 100), r.int(2, 4)), ...(fee ? [fee] : [])];
  const checked = sumM(checks, (x) => x);
  const other = sumM(others, (x) => x);
  const finish = cents(begin + deposited - checked - other);
  const truth: Generated['truth'] = {
    bank_name: bank,
    account_holder: company,
    account_number_last4: acct.slice(-4),
    statement_period_start: iso(plusDays(prevDay, 1)),
    statement_period_end: iso(end),
    beginning_balance: begin,
    total_deposits: deposited,
    total_withdrawals: cents(checked + other),
    ending_balance: finish,
  };
  const product = r.pick(PRODUCTS);
  const phone = `1-844-${numM(r, 3)}-${numM(r, 4)}`;
  const footer = (n: number): Line =>
    `PAGE ${n} OF 3   ${numM(r, 5)}   MEMBER FDIC   ${bank.toUpperCase()} IS A REGISTERED SERVICE MARK`;
  const base = 2200 + r.int(1, 80);
  const ckDays = spread(r, prevDay, checks).map((x, i) => ({
    ...x,
    no: base + i + (i >= 2 ? 1 : 0),
    skip: i === 2,
  }));
  const outDays = spread(r, prevDay, others);
  const inDays = spread(r, prevDay, deposits);
  const pages: Line[][] = [
    [
      bank.toUpperCase(),
      [company.toUpperCase(), 'Your account statement'],
      [office.street.toUpperCase(), `For ${mdyM(end)}`],
      [`${office.city.toUpperCase()} ${office.st} ${office.zip}`, `Contact us   ${phone}`],
      'Important news about your account: beginning next month, wire transfer fees change. See the enclosed notice.',
      `${product}   ${acct}`,
      'Account summary',
      [`Your previous balance as of ${mdyM(prevDay)}`, usdM(begin)],
      ['Checks', `- ${amtM(checked)}`],
      ['Other withdrawals, debits and service charges', `- ${amtM(other)}`],
      ['Deposits, credits and interest', `+ ${amtM(deposited)}`],
      [`Your new balance as of ${mdyM(end)}`, `= ${usdM(finish)}`],
      'Checks',
      'DATE | CHECK # | AMOUNT($) | DATE | CHECK # | AMOUNT($)',
      ...Array.from({ length: Math.ceil(ckDays.length / 2) }, (_, i): Line =>
        ckDays
          .slice(i * 2, i * 2 + 2)
          .map((c) => `${mmdd(c.day)} | ${c.no}${c.skip ? '*' : ''} | ${amtM(c.a)}`)
          .join(' | '),
      ),
      '* indicates a skip in sequential check numbers above this item',
      ['Total checks', `= ${usdM(checked)}`],
      footer(1),
    ],
    [
      `${product}   ${acct}   (continued)`,
      'Other withdrawals, debits and service charges',
      'DATE | DESCRIPTION | AMOUNT($)',
      ...outDays.map(
        (x): Line =>
          `${mmdd(x.day)} | ${x.a === fee ? 'MAINTENANCE FEE' : r.pick(['ACH CORP DEBIT PAYROLL ADP', 'DEBIT CARD PURCHASE LOWES', 'ACH CORP DEBIT DUKE ENERGY', 'ONLINE TRANSFER TO CHK 7781'])} | ${amtM(x.a)}`,
      ),
      ['Total other withdrawals, debits and service charges', `= ${usdM(other)}`],
      'Deposits, credits and interest',
      'DATE | DESCRIPTION | AMOUNT($)',
      ...inDays.map(
        (x): Line =>
          `${mmdd(x.day)} | ${r.pick(['DEPOSIT', 'MOBILE DEPOSIT', 'ACH CORP CREDIT STRIPE TRANSFER', 'ZELLE FROM TENANT'])} | ${amtM(x.a)}`,
      ),
      ['Total deposits, credits and interest', `= ${usdM(deposited)}`],
      footer(2),
    ],
    [
      `${product}   ${acct}   (continued)`,
      'Daily balance summary',
      'DATE | BALANCE($) | DATE | BALANCE($)',
      `${mmdd(prevDay)} | ${amtM(begin)} | ${mmdd(end)} | ${amtM(finish)}`,
      [
        'Average collected balance this statement period',
        usdM(cents((begin + finish) / 2 + r.int(-5000, 5000) / 100)),
      ],
      ['Total fees charged year to date', usdM(fee * r.int(2, 9))],
      'Questions, comments or errors? For questions about your account or to report an error, call the number above or write to us at the address on your statement. Tell us no later than 60 days after we sent you the FIRST statement on which the error or problem appeared.',
      footer(3),
    ],
  ];
  return { truth, pages };
};

const mon = (t: Day) => `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}`;

const ledger = (r: Rng): Generated => {
  const bank = r.pick(['Harborview National Bank', 'Citadel Square Bank, N.A.']);
  const company = `${firmM(r)}, L.L.C.`;
  const office = placeM(r);
  const acct = numM(r, 10);
  const start: Day = { y: r.int(2025, 2026), m: r.int(1, 12), d: r.int(2, 12) };
  const end = plusDays({ ...start, m: start.m + 1 }, -1);
  const begin = r.int(600_000, 15_000_000) / 100;
  const credits = parts(r, r.int(400_000, 6_000_000) / 100, r.int(3, 5));
  const credited = sumM(credits, (x) => x);
  const debits = parts(r, cents((begin * r.int(30, 90)) / 100), r.int(4, 7));
  const debited = sumM(debits, (x) => x);
  const finish = cents(begin + credited - debited);
  const truth: Generated['truth'] = {
    bank_name: bank,
    account_holder: company,
    account_number_last4: acct.slice(-4),
    statement_period_start: iso(start),
    statement_period_end: iso(end),
    beginning_balance: begin,
    total_deposits: credited,
    total_withdrawals: debited,
    ending_balance: finish,
  };
  const moves = [
    ...credits.map((a) => ({ a, credit: true, day: plusDays(start, r.int(0, 26)) })),
    ...debits.map((a) => ({ a, credit: false, day: plusDays(start, r.int(0, 26)) })),
  ].sort((x, y) => iso(x.day).localeCompare(iso(y.day)) || Number(y.credit) - Number(x.credit));
  let balance = begin;
  const rows = moves.map((x): Line => {
    balance = cents(balance + (x.credit ? x.a : -x.a));
    const what = x.credit
      ? r.pick(['DEPOSIT', 'ACH CREDIT APPFOLIO RENT', 'INCOMING WIRE REF 0412'])
      : r.pick([
          'CHECK NO. 1' + numM(r, 3),
          'ACH DEBIT IRS USATAXPYMT',
          'ACH DEBIT TRUCKEE INS PREM',
          'OUTGOING WIRE',
        ]);
    return `${mon(x.day)} | ${what} | ${x.credit ? '' : amtM(x.a)} | ${x.credit ? amtM(x.a) : ''} | ${amtM(balance)}`;
  });
  const period = `${mon(start)}${start.y === end.y ? '' : `, ${start.y}`} - ${mon(end)}, ${end.y}`;
  const pages: Line[][] = [
    [
      bank,
      [company, `Account ${acct}`],
      [office.street, `Statement Period ${period}`],
      [`${office.city}, ${office.st} ${office.zip}`, `Page 1 of 2`],
      'Business Streamlined Checking',
      'Beginning Balance | Deposits/Credits | Checks/Debits | Ending Balance',
      `${usdM(begin)} | ${usdM(credited)} | ${usdM(debited)} | ${usdM(finish)}`,
      [`Number of deposits/credits: ${credits.length}`, `Number of checks/debits: ${debits.length}`],
      ['Average daily collected balance', usdM(cents((begin + finish) / 2 - r.int(0, 90000) / 100))],
      'CHECKING ACTIVITY',
      'Date | Description | Debits | Credits | Balance',
      `${mon(start)} | Beginning Balance | | | ${amtM(begin)}`,
      ...rows,
      `Total Debits/Credits | | ${amtM(debited)} | ${amtM(credited)} |`,
      `${mon(end)} | Ending Balance | | | ${amtM(finish)}`,
    ],
    [
      `${company}   Account ${acct}   Statement Period ${period}   Page 2 of 2`,
      'FEE SUMMARY',
      'Monthly service fee: $0.00 (waived: average balance of $5,000 maintained)',
      'Customer Service: 1-877-' +
        numM(r, 3) +
        '-' +
        numM(r, 4) +
        '   Products and services are offered by ' +
        bank +
        `${bank.endsWith('.') ? '' : '.'} Member FDIC.`,
    ],
  ];
  return { truth, pages };
};

export const BANK_FAMILY_M: Family[] = [
  {
    id: 'bank-statement/m',
    cls: 'bank-statement',
    make: (r) => (firstLayoutM(r) ? statement(r) : ledger(r)),
  },
];
