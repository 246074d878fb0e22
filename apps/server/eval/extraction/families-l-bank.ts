// HELD OUT (held-out-8), family 12 ('/l') of the bank statements, written blind (the extractor never
// opened). Either a money-centre bank's small-business statement (Bank of America 'Business
// Advantage' style: 'for May 1, 2026 to May 31, 2026', the account number in groups of four, an
// 'Account summary' with 'Beginning balance on', 'Deposits and other credits', 'Withdrawals and
// other debits', 'Checks' and 'Service fees' as NEGATIVE amounts with a leading minus, '# of
// deposits/credits', '# of days in cycle', average ledger balance; then each category's detail with
// its own total and daily ledger balances) or a community bank's interest checking statement (Jack
// Henry core style: 'Statement Dates 4/16/26 thru 5/15/26' with two-digit years, a horizontal
// summary whose LABELS sit on one row and VALUES on the next: Previous Balance with its date,
// Deposits/Credits and Checks/Debits each with an item count before the amount, Service Charge,
// Interest Paid, Current Balance; interest year to date, checks in number order three to a row,
// other debits, daily balances). Truth: withdrawals as the sum of withdrawals, checks and service
// fees; a community bank's deposits as deposits/credits plus interest paid and its withdrawals as
// checks/debits plus the service charge; the period's first day the day after the previous
// statement date.
import { cents, plusDays } from './families-j-util';
import {
  amtL,
  firmL,
  firstLayoutL,
  fullL,
  longL,
  numL,
  personL,
  placeL,
  shortL,
  sumL,
  usdL,
} from './families-l-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const BIG = ['Keel & Compass Bank, N.A.', 'Northstar Commonwealth Bank'];
const COMMUNITY = [
  'Red River Valley State Bank',
  'Kenai Peninsula Community Bank',
  'Bluegrass Heritage Bank',
];

/** Splits `total` into `n` positive amounts in cents. */
const parts = (r: Rng, total: number, n: number): number[] => {
  const weights = Array.from({ length: n }, () => 1 + r.next() * 3);
  const all = weights.reduce((s, w) => s + w, 0);
  const out = weights.map((w) => Math.floor((total * 100 * w) / all) / 100);
  out[n - 1] = cents(total - out.slice(0, -1).reduce((s, p) => s + p, 0));
  return out;
};
const dated = (r: Rng, start: Day, amounts: number[]) =>
  amounts
    .map((a) => ({ day: plusDays(start, r.int(0, 27)), a }))
    .sort((x, y) => iso(x.day).localeCompare(iso(y.day)));
const mmdd = (t: Day) =>
  `${String(t.m).padStart(2, '0')}/${String(t.d).padStart(2, '0')}/${String(t.y).slice(2)}`;

const business = (r: Rng): Generated => {
  const bank = r.pick(BIG);
  const company = `${firmL(r)}${r.pick([' LLC', ', LLC'])}`;
  const office = placeL(r);
  const acct = `${numL(r, 4)} ${numL(r, 4)} ${numL(r, 4)}`;
  const start: Day = { y: r.int(2025, 2026), m: r.int(1, 11), d: r.pick([1, 1, 8]) };
  const end = plusDays({ ...start, m: start.m + 1 }, -1);
  const begin = r.int(500_000, 12_000_000) / 100;
  const deposits = r.int(300_000, 6_000_000) / 100;
  const room = begin + deposits;
  const debits = cents((room * r.int(15, 45)) / 100 + r.int(0, 99) / 100);
  const checks = cents((room * r.int(5, 20)) / 100 + r.int(0, 99) / 100);
  const fees = r.pick([0, 16, 29.95, 45]);
  const withdrawals = cents(debits + checks + fees);
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
  const ins = dated(r, start, parts(r, deposits, r.int(3, 6)));
  const outs = dated(r, start, parts(r, debits, r.int(3, 6)));
  const cks = dated(r, start, parts(r, checks, r.int(2, 4)));
  const days =
    Math.round((Date.UTC(end.y, end.m - 1, end.d) - Date.UTC(start.y, start.m - 1, start.d)) / 864e5) + 1;
  const pages: Line[][] = [
    [
      bank,
      [`${company.toUpperCase()}`, `Your Business Fundamentals Checking`],
      [office.street.toUpperCase(), `for ${longL(start)} to ${longL(end)}`],
      [`${office.city.toUpperCase()}, ${office.st} ${office.zip}`, `Account number: ${acct}`],
      `Customer service information: 1.888.${numL(r, 3)}.${numL(r, 4)}   Online and mobile banking available 24/7`,
      'Account summary',
      ['Beginning balance on ' + longL(start), usdL(begin)],
      ['Deposits and other credits', amtL(deposits)],
      ['Withdrawals and other debits', `-${amtL(debits)}`],
      ['Checks', `-${amtL(checks)}`],
      ['Service fees', fees ? `-${amtL(fees)}` : '0.00'],
      ['Ending balance on ' + longL(end), usdL(finish)],
      [`# of deposits/credits: ${ins.length}`, `# of withdrawals/debits: ${outs.length + cks.length}`],
      [
        `# of days in cycle: ${days}`,
        `Average ledger balance: ${usdL(cents((begin + finish) / 2 + r.int(-9000, 9000) / 100))}`,
      ],
      'Deposits and other credits',
      'Date | Description | Amount',
      ...ins.map(
        (x): Line =>
          `${mmdd(x.day)} | ${r.pick(['Counter Credit', 'SQUARE INC DES:SQ260', 'Online Banking transfer from SAV 4471', 'Mobile Check Deposit'])} | ${amtL(x.a)}`,
      ),
      `Total deposits and other credits | | ${usdL(deposits)}`,
    ],
    [
      `${company.toUpperCase()} | Account # ${acct} | ${longL(start)} to ${longL(end)}`,
      'Withdrawals and other debits',
      'Date | Description | Amount',
      ...outs.map(
        (x): Line =>
          `${mmdd(x.day)} | ${r.pick(['GUSTO DES:NET', 'CHECKCARD 0412 HOME DEPOT', 'AMERICAN EXPRESS DES:ACH PMT', 'WIRE TYPE:WIRE OUT'])} | -${amtL(x.a)}`,
      ),
      `Total withdrawals and other debits | | -${usdL(debits)}`,
      'Checks',
      'Date | Check # | Amount',
      ...cks.map((x): Line => `${mmdd(x.day)} | ${r.int(1040, 1190)} | -${amtL(x.a)}`),
      `Total checks | | -${usdL(checks)}`,
      'Service fees',
      fees
        ? `${mmdd(end)} | Monthly Fee Business Fundamentals | -${amtL(fees)}`
        : 'Your Monthly Fee was waived this statement period.',
      `Total service fees | | ${fees ? `-${usdL(fees)}` : '$0.00'}`,
      'Daily ledger balances',
      `Date | Balance ($) | Date | Balance ($)`,
      `${mmdd(start)} | ${amtL(begin)} | ${mmdd(end)} | ${amtL(finish)}`,
    ],
  ];
  return { truth, pages };
};

const community = (r: Rng): Generated => {
  const bank = r.pick(COMMUNITY);
  const person = personL(r);
  const holder = r.next() < 0.5 ? fullL(person) : `${firmL(r)} LLC`;
  const home = placeL(r);
  const acct = numL(r, 7 + r.int(0, 2));
  const previous: Day = { y: r.int(2025, 2026), m: r.int(1, 11), d: r.pick([10, 15, 20, 25]) };
  const start = plusDays(previous, 1);
  const end = { ...previous, m: previous.m + 1 };
  const begin = r.int(80_000, 4_000_000) / 100;
  const credits = parts(r, r.int(60_000, 2_000_000) / 100, r.int(2, 5));
  const credited = sumL(credits, (x) => x);
  const interest = cents((begin * r.int(8, 30)) / 100000 + 0.01);
  const room = begin + credited;
  const checkList = parts(r, cents((room * r.int(10, 30)) / 100), r.int(3, 7));
  const otherList = parts(r, cents((room * r.int(5, 25)) / 100), r.int(2, 4));
  const debited = cents(sumL(checkList, (x) => x) + sumL(otherList, (x) => x));
  const charge = r.pick([0, 6, 10, 12.5]);
  const deposits = cents(credited + interest);
  const withdrawals = cents(debited + charge);
  const finish = cents(begin + deposits - withdrawals);
  const truth: Generated['truth'] = {
    bank_name: bank,
    account_holder: holder,
    account_number_last4: acct.slice(-4),
    statement_period_start: iso(start),
    statement_period_end: iso(end),
    beginning_balance: begin,
    total_deposits: deposits,
    total_withdrawals: withdrawals,
    ending_balance: finish,
  };
  const count = checkList.length + otherList.length;
  const first = 3100 + r.int(0, 40);
  const checks = dated(r, start, checkList).map((x, i) => ({ ...x, no: first + i + (i > 1 ? 1 : 0) }));
  const rows: Line[] = [];
  for (let i = 0; i < checks.length; i += 3)
    rows.push(
      checks
        .slice(i, i + 3)
        .map((c) => `${shortL(c.day)}   ${c.no}   ${amtL(c.a)}`)
        .join('   |   '),
    );
  const days =
    Math.round((Date.UTC(end.y, end.m - 1, end.d) - Date.UTC(start.y, start.m - 1, start.d)) / 864e5) + 1;
  const pages: Line[][] = [
    [
      bank.toUpperCase(),
      [`P O BOX ${r.int(100, 990)}`, `Statement Date ${shortL(end)}`],
      [`${home.city.toUpperCase()} ${home.st} ${home.zip}`, `Page 1 of 2`],
      [holder.toUpperCase(), `Account Number ${acct}`],
      [home.street.toUpperCase(), `Statement Dates ${shortL(start)} thru ${shortL(end)}`],
      `${home.city.toUpperCase()} ${home.st} ${home.zip}`,
      'INTEREST CHECKING',
      'Previous Balance | Deposits/Credits | Checks/Debits | Service Charge | Interest Paid | Current Balance',
      `${shortL(previous)} ${amtL(begin)} | ${credits.length} ${amtL(credited)} | ${count} ${amtL(debited)} | ${amtL(charge)} | ${amtL(interest)} | ${amtL(finish)}`,
      [
        `Number of Days This Statement Period ${days}`,
        `Average Ledger Balance ${amtL(cents((begin + finish) / 2))}`,
      ],
      [
        `Annual Percentage Yield Earned ${(r.int(5, 45) / 100).toFixed(2)}%`,
        `Interest Paid Year To Date ${amtL(cents(interest * r.int(3, 10)))}`,
      ],
      'DEPOSITS AND OTHER CREDITS',
      'Date | Description | Amount',
      ...dated(r, start, credits).map(
        (x): Line =>
          `${shortL(x.day)} | ${r.pick(['DEPOSIT', 'PAYROLL DIRECT DEP', 'TRANSFER FROM SAVINGS', 'MOBILE DEPOSIT'])} | ${amtL(x.a)}`,
      ),
      `${shortL(end)} | INTEREST PAID | ${amtL(interest)}`,
      'CHECKS IN NUMBER ORDER',
      'Date   Check No   Amount',
      ...rows,
      '* Indicates a skip in sequential check numbers',
    ],
    [
      `${bank.toUpperCase()}   ${holder.toUpperCase()}   Account Number ${acct}   Page 2 of 2`,
      'OTHER DEBITS',
      'Date | Description | Amount',
      ...dated(r, start, otherList).map(
        (x): Line =>
          `${shortL(x.day)} | ${r.pick(['POS PURCHASE FLEET FARM', 'ACH DEBIT XCEL ENERGY', 'ATM WITHDRAWAL', 'ACH DEBIT STATE FARM'])} | ${amtL(x.a)}`,
      ),
      ...(charge ? [`${shortL(end)} | SERVICE CHARGE | ${amtL(charge)}`] : []),
      'DAILY BALANCE INFORMATION',
      `Date   Balance   Date   Balance`,
      `${shortL(previous)}   ${amtL(begin)}   ${shortL(end)}   ${amtL(finish)}`,
      `Overdraft / Returned Item fees total for this period $0.00; total year-to-date $${r.pick(['0.00', '35.00'])}.`,
    ],
  ];
  return { truth, pages };
};

export const BANK_FAMILY_L: Family[] = [
  {
    id: 'bank-statement/l',
    cls: 'bank-statement',
    make: (r) => (firstLayoutL(r) ? business(r) : community(r)),
  },
];
