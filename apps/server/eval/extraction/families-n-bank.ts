// HELD OUT (held-out-10), family 14 ('/n') of the bank statements, written blind (the extractor never
// opened). A super-regional bank's business checking statement in the KeyBank 'Key Business Reward
// Checking' style: the statement date at the top instead of a period, a summary of 'Beginning
// balance 3-14-26', 'N Additions', 'N Subtractions', 'Net fees and charges' and 'Ending balance
// 4-13-26' with dates as m-d-yy and counts BEFORE the labels, then additions (deposits) and
// subtractions (paper checks, withdrawals) by date with their totals, a fees section with the
// average ledger balance, and sometimes a linked business savings account with its own summary on
// the last page. Truth: the checking account; the period's first day the day after the beginning
// balance's date; withdrawals as subtractions plus net fees and charges (the ending balance is the
// beginning balance plus additions less both).
import { cents, plusDays } from './families-j-util';
import { amtN, dashN, firmN, longN, numN, partsN, placeN, sumN, usdN } from './families-n-util';
import { iso, MONTHS, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const BANKS = ['Cuyahoga Trust Bank, N.A.', 'Lakeshore Keel Bank'];
const PRODUCTS = ['Business Reward Checking', 'Business Basic Checking', 'Business Interest Checking'];
const md = (t: Day) => `${t.m}-${t.d}`;

const statement = (r: Rng): Generated => {
  const bank = r.pick(BANKS);
  const company = `${firmN(r)}${r.pick([' LLC', ', LLC'])}`;
  const office = placeN(r);
  const acct = `${r.pick(['3591', '4790', '2231'])}${numN(r, 8)}`;
  const prior: Day = { y: r.int(2025, 2026), m: r.int(1, 11), d: r.pick([r.int(1, 27), 28]) };
  const start = plusDays(prior, 1);
  const end = plusDays({ ...prior, m: prior.m + 1 }, 0);
  const begin = r.int(350_000, 12_000_000) / 100;
  const deposits = partsN(r, r.int(300_000, 5_500_000) / 100, r.int(3, 6));
  const added = sumN(deposits, (x) => x);
  const room = begin + added;
  const checks = partsN(r, cents((room * r.int(8, 22)) / 100), r.int(2, 4));
  const withdrawals = partsN(r, cents((room * r.int(12, 40)) / 100), r.int(2, 5));
  const subtracted = cents(sumN(checks, (x) => x) + sumN(withdrawals, (x) => x));
  const fee = r.next() < 0.35 ? 0 : r.pick([15, 20, 25]);
  const finish = cents(begin + added - subtracted - fee);
  const truth: Generated['truth'] = {
    bank_name: bank,
    account_holder: company,
    account_number_last4: acct.slice(-4),
    statement_period_start: iso(start),
    statement_period_end: iso(end),
    beginning_balance: begin,
    total_deposits: added,
    total_withdrawals: cents(subtracted + fee),
    ending_balance: finish,
  };
  const product = r.pick(PRODUCTS);
  const acctShown = `${acct.slice(0, 4)} ${acct.slice(4, 8)} ${acct.slice(8)}`;
  const when = (amounts: number[]) =>
    amounts
      .map((a) => ({ a, day: plusDays(prior, r.int(1, 28)) }))
      .sort((x, y) => iso(x.day).localeCompare(iso(y.day)));
  const dep = when(deposits);
  const firstCheck = r.int(1040, 4900);
  const chk = when(checks).map((c, i) => ({ ...c, no: firstCheck + i + (i >= 2 ? 1 : 0), skip: i === 2 }));
  const wdr = when(withdrawals);
  const savings = r.next() < 0.5;
  const savBegin = r.int(1_000_000, 40_000_000) / 100;
  const savInterest = cents(savBegin * 0.0002 * r.int(1, 9));
  const savAcct = `${acct.slice(0, 4)}${numN(r, 8)}`;
  const pages = 2 + (savings ? 1 : 0);
  const top = (n: number): Line => [
    `${company.toUpperCase()}   ${product}   ${acctShown}`,
    `${longN(end)}   page ${n} of ${pages}`,
  ];
  const first: Line[] = [
    bank,
    [company.toUpperCase(), longN(end)],
    [office.street.toUpperCase(), `page 1 of ${pages}`],
    [
      `${office.city.toUpperCase()} ${office.st} ${office.zip}`,
      `${numN(r, 5)} T ${numN(r, 4)} 0${r.int(10, 99)}`,
    ],
    `Questions or comments? Call our Business Resource Center 1-888-${numN(r, 3)}-${numN(r, 4)} (1-800-539-${numN(r, 4)} TDD).`,
    `${product}   ${acctShown}`,
    `${company.toUpperCase()}`,
    [`Beginning balance ${dashN(prior)}`, usdN(begin)],
    [`${deposits.length} Additions`, `+${amtN(added)}`],
    [`${checks.length + withdrawals.length} Subtractions`, `-${amtN(subtracted)}`],
    ['Net fees and charges', fee ? `-${amtN(fee)}` : '$0.00'],
    [`Ending balance ${dashN(end)}`, usdN(finish)],
    'Additions',
    'Deposits   Date | Serial # | Source | Amount',
    ...dep.map(
      (x): Line =>
        `${md(x.day)} | ${r.pick(['', numN(r, 6)])} | ${r.pick(['Deposit Branch 0412', 'Mobile Deposit', 'ACH Stripe Transfer', 'Direct Deposit Rent Manager'])} | $${amtN(x.a)}`,
    ),
    ['Total additions', usdN(added)],
    'Subtractions',
    'Paper Checks   * check missing from sequence',
    'Check | Date | Amount | Check | Date | Amount',
    ...Array.from({ length: Math.ceil(chk.length / 2) }, (_, i): Line =>
      chk
        .slice(i * 2, i * 2 + 2)
        .map((c) => `${c.no}${c.skip ? '*' : ''} | ${md(c.day)} | ${amtN(c.a)}`)
        .join(' | '),
    ),
    ['Paper checks paid', usdN(sumN(checks, (x) => x))],
  ];
  const second: Line[] = [
    `${product}   ${acctShown}   (continued)`,
    top(2),
    'Withdrawals   Date | Serial # | Location | Amount',
    ...wdr.map(
      (x): Line =>
        `${md(x.day)} | | ${r.pick(['ACH Debit Evergy Inc', 'Online Transfer To Xxxxxx' + numN(r, 4), 'Debit Card Purchase Menards', 'ACH Debit Paychex Payroll', 'Outgoing Wire Transfer'])} | $${amtN(x.a)}`,
    ),
    ['Total subtractions', usdN(subtracted)],
    'Fees and charges   See your Account Fees and Terms for fee details.',
    'Date | Quantity | Unit charge | Amount',
    fee
      ? `${md(end)} | 1 | ${amtN(fee)} | -$${amtN(fee)}   Maintenance Fee`
      : `${md(end)} | 1 | 0.00 | $0.00   Maintenance Fee waived`,
    ['Fees and charges assessed this period', fee ? `-$${amtN(fee)}` : '$0.00'],
    ['Average ledger balance this period', usdN(cents((begin + finish) / 2 + r.int(-40000, 40000) / 100))],
    `Your minimum daily balance requirement to waive the maintenance fee is ${usdN(r.pick([2500, 5000, 10000]))}.`,
    `${MONTHS[end.m - 1]} is a great time to review your business overdraft protection options.`,
  ];
  const third: Line[] = savings
    ? [
        `Business Silver Money Market Savings   ${savAcct.slice(0, 4)} ${savAcct.slice(4, 8)} ${savAcct.slice(8)}`,
        top(3),
        [`Beginning balance ${dashN(prior)}`, usdN(savBegin)],
        ['1 Addition', `+${amtN(savInterest)}`],
        ['0 Subtractions', '-0.00'],
        [`Ending balance ${dashN(end)}`, usdN(cents(savBegin + savInterest))],
        `Interest paid this period ${usdN(savInterest)}   Annual percentage yield earned ${(r.int(5, 40) / 100).toFixed(2)}%`,
        `Interest paid year to date ${usdN(cents(savInterest * r.int(2, 9)))}`,
      ]
    : [];
  return { truth, pages: savings ? [first, second, third] : [first, second] };
};

export const BANK_FAMILY_N: Family[] = [{ id: 'bank-statement/n', cls: 'bank-statement', make: statement }];
