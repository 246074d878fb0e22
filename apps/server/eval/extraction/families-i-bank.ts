// HELD OUT (held-out-5), family 9 ('/i') of the bank statements, written blind (the extractor never
// opened): either a regional bank's business checking statement (PNC / TD style: 'For the period
// MM/DD/YYYY to MM/DD/YYYY' on a cycle that does not start on the 1st, a horizontal 'Balance Summary'
// row 'Beginning balance | Deposits and other additions | Checks and other deductions | Ending
// balance', average ledger and collected balances, activity detail with item counts, a daily balance
// table in two columns) or an online-banking activity printout (browser header and footer with the
// URL and print time, present and available balances as of the print date, a 'Summary for selected
// dates' block, transactions newest first with running balances).
import { addDays, bare, digits } from './families-f-util';
import { entityName, splitAmount, siteI, line } from './families-i-util';
import { iso, us, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const BANKS = [
  'Cardinal Ridge Bank',
  'Three Rivers National Bank',
  'Bluestem Bank & Trust',
  'Harborlight Bank',
];
const host = (bank: string) =>
  `www.${bank
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, '')}.com`;

type Money = { begin: number; dep: number; wd: number; finish: number };
type Account = { bank: string; holder: string; acct: string; start: Day; end: Day };

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
const mmdd = (d: Day) => us(d).slice(0, 5);

/** PNC / TD style business checking statement. */
const business = (r: Rng, a: Account, m: Money): Line[][] => {
  const addKinds = ['Deposits', 'ACH Additions', 'Mobile Deposits', 'Wire Transfers In'].slice(
    0,
    r.int(2, 4),
  );
  const depParts = splitAmount(r, m.dep, addKinds.length);
  const kinds = ['Checks', 'ACH Deductions', 'Debit Card Purchases', 'Service Charges and Fees'];
  const fee = r.int(1500, 9500) / 100;
  const wdParts = [...splitAmount(r, sum([m.wd, -fee]), kinds.length - 1), fee];
  const counts = kinds.map((_, i) => (i === 3 ? 1 : r.int(1, 9)));
  const depCounts = depParts.map(() => r.int(1, 5));
  const site = siteI(r);
  const avg = Math.round(((m.begin + m.finish) / 2 + r.int(-90000, 90000) / 100) * 100) / 100;
  const days = [
    addDays(a.start, r.int(2, 9)),
    addDays(a.start, r.int(10, 18)),
    addDays(a.start, r.int(19, 25)),
    a.end,
  ];
  const d1 = sum([m.begin, depParts[0]!, -wdParts[0]!]);
  const d2 = sum([d1, depParts[1]!, -wdParts[1]!]);
  const d3 = sum([d2, ...depParts.slice(2), -wdParts[2]!]);
  const daily = [d1, d2, d3, m.finish];
  const pretty = `${a.acct.slice(0, 2)}-${a.acct.slice(2, 6)}-${a.acct.slice(6)}`;
  return [
    [
      'Business Checking Statement',
      [a.bank, `For the period ${us(a.start)} to ${us(a.end)}`],
      [a.holder.toUpperCase(), `Primary account number: XX-XXXX-${a.acct.slice(-4)}`],
      [site.street.toUpperCase(), 'Page 1 of 2'],
      [`${site.city.toUpperCase()} ${site.st} ${site.zip}`, 'Number of enclosures: 0'],
      `For 24-hour information, sign on to ${host(a.bank)}. Business Banking 1-877-${digits(r, 3)}-${digits(r, 4)}.`,
      'Business Checking Summary',
      `Account number: ${pretty}`,
      a.holder,
      'Overdraft Protection has not been established for this account.',
      'Balance Summary',
      ...(r.next() < 0.5
        ? [
            'Beginning balance   Deposits and other additions   Checks and other deductions   Ending balance',
            `${bare(m.begin)}   ${bare(m.dep)}   ${bare(m.wd)}   ${bare(m.finish)}`,
          ]
        : [
            'Beginning Balance | Deposits & Other Credits | Withdrawals & Other Debits | Ending Balance',
            `$${bare(m.begin)} | $${bare(m.dep)} | -$${bare(m.wd)} | $${bare(m.finish)}`,
          ]),
      [
        `Average ledger balance ${bare(avg)}`,
        `Average collected balance ${bare(avg - r.int(0, 50000) / 100)}`,
      ],
      'Deposits and Other Additions',
      'Description   Items   Amount',
      ...addKinds.map((k, i) => `${k}   ${depCounts[i]}   ${bare(depParts[i]!)}`),
      `Total   ${depCounts.reduce((x, y) => x + y, 0)}   ${bare(m.dep)}`,
      'Checks and Other Deductions',
      'Description   Items   Amount',
      ...kinds.map((k, i) => `${k}   ${counts[i]}   ${bare(wdParts[i]!)}`),
      `Total   ${counts.reduce((x, y) => x + y, 0)}   ${bare(m.wd)}`,
    ],
    [
      'Daily Balance Detail',
      [`Account number: ${pretty}`, 'Page 2 of 2'],
      'Date   Ledger balance      Date   Ledger balance',
      `${mmdd(days[0]!)}   ${bare(daily[0]!)}      ${mmdd(days[1]!)}   ${bare(daily[1]!)}`,
      `${mmdd(days[2]!)}   ${bare(daily[2]!)}      ${mmdd(days[3]!)}   ${bare(daily[3]!)}`,
      'Activity Detail',
      `${mmdd(days[0]!)}  ${addKinds[0]}  ${bare(depParts[0]!)}`,
      `${mmdd(days[0]!)}  Check ${r.int(1001, 1999)}  ${bare(wdParts[0]!)}`,
      `Member FDIC. ${a.bank}, ${line(siteI(r))}.`,
    ],
  ];
};

/** Online banking 'Account activity' page printed from a browser. */
const printout = (r: Rng, a: Account, m: Money): Line[][] => {
  const printed = addDays(a.end, r.int(3, 20));
  const nCr = r.int(2, 4);
  const nDr = r.int(3, 6);
  const credits = splitAmount(r, m.dep, nCr);
  const debits = splitAmount(r, m.wd, nDr);
  const events = [
    ...credits.map((v, i) => ({ v, what: i === 0 ? 'MOBILE DEPOSIT' : `ACH CREDIT RENT ${digits(r, 6)}` })),
    ...debits.map((v, i) => ({
      v: -v,
      what:
        i === 0
          ? `CHECK ${r.int(2001, 2999)}`
          : `${r.pick(['ACH DEBIT MORTGAGE PMT', 'ONLINE TRANSFER TO SAVINGS', 'ACH DEBIT PAYROLL'])} ${digits(r, 5)}`,
    })),
  ];
  let balance = m.begin;
  const rows = events.map((e, i) => {
    balance = sum([balance, e.v]);
    const when = addDays(a.start, Math.min(27, 1 + i * 3 + r.int(0, 2)));
    return `${us(when)}  ${e.what}  ${e.v < 0 ? '-' : ''}$${bare(Math.abs(e.v))}  $${bare(balance)}`;
  });
  const later = sum([m.finish, r.int(-300000, 300000) / 100]);
  const stamp = `${us(printed)}, ${r.int(1, 11)}:${String(r.int(10, 59))} PM`;
  return [
    [
      `${stamp}   Account Activity | ${a.bank}`,
      `${a.bank} Online Banking   Signed in as ${a.holder}`,
      `Business Advantage Checking - ${a.acct.slice(-4)}`,
      [`Present balance $${bare(later)}`, `Available balance $${bare(later - r.int(0, 90000) / 100)}`],
      `Showing: ${us(a.start)} - ${us(a.end)}   Transaction type: All`,
      'Summary for selected dates',
      `Beginning balance as of ${us(a.start)}  $${bare(m.begin)}`,
      `Total credits (${nCr})  +$${bare(m.dep)}`,
      `Total debits (${nDr})  -$${bare(m.wd)}`,
      `Ending balance as of ${us(a.end)}  $${bare(m.finish)}`,
      'Date  Description  Amount  Running balance',
      ...rows.reverse(),
      `Pending transactions are not shown. Balances reflect posted items only.`,
      `https://${host(a.bank)}/accounts/activity?acct=${digits(r, 10)}   1/1`,
    ],
  ];
};

const bankI: Family = {
  id: 'bank-statement/i',
  cls: 'bank-statement',
  make: (r) => {
    // The first draw picks the layout, so the three copies show both (seeds are fixed).
    const printed = r.next() >= 0.55;
    const bank = r.pick(BANKS);
    const holder = entityName(r);
    const acct = digits(r, 10);
    const start: Day = { y: r.int(2024, 2026), m: r.int(1, 11), d: r.int(2, 26) };
    const end = addDays({ ...start, m: start.m + 1 }, -1);
    const begin = r.int(1_500_000, 40_000_000) / 100;
    const dep = r.int(800_000, 9_000_000) / 100;
    const wd = r.int(500_000, Math.round(begin * 70)) / 100;
    const finish = sum([begin, dep, -wd]);
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
    const account = { bank, holder, acct, start, end };
    const money = { begin, dep, wd, finish };
    const pages = printed ? printout(r, account, money) : business(r, account, money);
    return { truth, pages };
  },
};

export const BANK_FAMILY_I = [bankI];
