// Bank statements from four generator families: label wording, order, tables versus lines,
// counts in parentheses, several accounts on one statement, two-column headers.
import type { Family, Generated, Line } from './types';
import { day, lastDay, long, num, personName, place, addressLine, us, usd, iso, type Rng } from './rng';

const BANKS = [
  'First Republic Bank',
  'Summit National Bank',
  'Harbor Trust Bank',
  'Pioneer Community Bank',
  'Cascade Federal Credit Union',
  'BlueRidge Savings Bank',
];

const figures = (r: Rng) => {
  const begin = r.money(2_000, 180_000);
  const deposits = r.money(1_000, 90_000);
  const withdrawals = r.money(500, Math.min(begin + deposits - 100, 80_000));
  const end = Math.round((begin + deposits - withdrawals) * 100) / 100;
  return { begin, deposits, withdrawals, end, nIn: r.int(2, 30), nOut: r.int(3, 60) };
};

const base = (r: Rng) => {
  const start = { ...day(r, 2024, 2026), d: 1 };
  const digits = Array.from({ length: 10 }, () => r.int(0, 9)).join('');
  return { bank: r.pick(BANKS), holder: personName(r), start, end: lastDay(start), digits, where: place(r) };
};

const truthOf = (b: ReturnType<typeof base>, f: ReturnType<typeof figures>): Generated['truth'] => ({
  bank_name: b.bank,
  account_holder: b.holder,
  account_number_last4: b.digits.slice(-4),
  statement_period_start: iso(b.start),
  statement_period_end: iso(b.end),
  beginning_balance: f.begin,
  total_deposits: f.deposits,
  total_withdrawals: f.withdrawals,
  ending_balance: f.end,
});

const transactions = (r: Rng, b: ReturnType<typeof base>, n: number): Line[] =>
  Array.from({ length: n }, () => {
    const what = r.pick([
      'ACH Credit Rent',
      'Wire Transfer In',
      'Check',
      'Card Purchase',
      'Online Transfer',
      'Mobile Deposit',
    ]);
    return `${String(b.start.m).padStart(2, '0')}/${String(r.int(1, 28)).padStart(2, '0')} ${what} ${num(r.money(20, 9000))}`;
  });

/** Classic: one summary block of 'Label $amount' lines. */
const a: Family = {
  id: 'bank-statement/a',
  cls: 'bank-statement',
  make: (r) => {
    const b = base(r);
    const f = figures(r);
    const pages: Line[][] = [
      [
        b.bank.toUpperCase(),
        'Business Checking Statement',
        `Account Holder: ${b.holder}`,
        `Account Number: ****${b.digits.slice(-4)}`,
        `Statement Period: ${us(b.start)} - ${us(b.end)}`,
        '',
        'ACCOUNT SUMMARY',
        `Beginning Balance ${usd(f.begin)}`,
        `Deposits and Credits ${usd(f.deposits)}`,
        `Withdrawals and Debits ${usd(f.withdrawals)}`,
        `Ending Balance ${usd(f.end)}`,
        '',
        'TRANSACTIONS',
        ...transactions(r, b, 6),
      ],
    ];
    return { truth: truthOf(b, f), pages };
  },
};

/** Two-column header, counts in parentheses beside amounts, 'Previous'/'New balance'. */
const b: Family = {
  id: 'bank-statement/b',
  cls: 'bank-statement',
  make: (r) => {
    const s = base(r);
    const f = figures(r);
    const acct = `${s.digits.slice(0, 4)}-${s.digits.slice(4, 8)}-${s.digits.slice(8)}`;
    const pages: Line[][] = [
      [
        [s.bank, `Statement period: ${long(s.start)} through ${long(s.end)}`],
        [s.holder.toUpperCase(), `Account ${acct}`],
        [addressLine(s.where), 'Page 1 of 2'],
        '',
        'Summary of your account',
        `Previous balance ${usd(f.begin)}`,
        `Deposits (${f.nIn}) ${usd(f.deposits)}`,
        `Withdrawals (${f.nOut}) ${usd(f.withdrawals)}`,
        `New balance ${usd(f.end)}`,
      ],
      ['Activity detail', ...transactions(r, s, 10)],
    ];
    return { truth: truthOf(s, f), pages };
  },
};

/** Combined statement: two accounts in a table, the primary (checking) first. */
const c: Family = {
  id: 'bank-statement/c',
  cls: 'bank-statement',
  make: (r) => {
    const s = base(r);
    const f = figures(r);
    const g = figures(r);
    const other = Array.from({ length: 4 }, () => r.int(0, 9)).join('');
    const pages: Line[][] = [
      [
        `${s.bank} - Combined Statement`,
        `Prepared for: ${s.holder}`,
        `For the period ${us(s.start)} to ${us(s.end)}`,
        '',
        'Relationship summary',
        'Account Type Opening balance Total credits Total debits Closing balance',
        `Checking XXXXXX${s.digits.slice(-4)} ${usd(f.begin)} ${usd(f.deposits)} ${usd(f.withdrawals)} ${usd(f.end)}`,
        `Savings XXXXXX${other} ${usd(g.begin)} ${usd(g.deposits)} ${usd(g.withdrawals)} ${usd(g.end)}`,
        '',
        `Checking account XXXXXX${s.digits.slice(-4)}`,
        ...transactions(r, s, 5),
        `Savings account XXXXXX${other}`,
        ...transactions(r, s, 3),
      ],
    ];
    return { truth: truthOf(s, f), pages };
  },
};

/** HELD OUT. Column headers over one row of figures; 'account ending in'. */
const d: Family = {
  id: 'bank-statement/d',
  cls: 'bank-statement',
  make: (r) => {
    const s = base(r);
    const f = figures(r);
    const pages: Line[][] = [
      [
        s.bank,
        `Statement for: ${s.holder}`,
        addressLine(s.where),
        `Account ending in ${s.digits.slice(-4)}`,
        `Statement Period ${iso(s.start)} - ${iso(s.end)}`,
        '',
        'Beginning Balance Deposits Withdrawals Ending Balance',
        `${usd(f.begin)} ${usd(f.deposits)} ${usd(f.withdrawals)} ${usd(f.end)}`,
        '',
        'Daily activity',
        ...transactions(r, s, 7),
      ],
    ];
    return { truth: truthOf(s, f), pages };
  },
};

export const BANK_FAMILIES = [a, b, c, d];
