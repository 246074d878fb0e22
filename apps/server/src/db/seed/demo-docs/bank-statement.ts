// Monthly business checking statements of the borrowing entity (issue 23 item 1): summary,
// then every transaction with a running balance; each month begins where the last one ended,
// and the last ending balance is a share of the borrower's stated liquidity.
import { fullName, rngOf, type DemoFacts } from './facts';
import { cents, days, mdy, monthBounds, monthYear, plain, usd } from './format';
import { fields, letterhead, renderPdf, sectionTitle, table } from './layout';

type Labels = { begin: string; deposits: string; withdrawals: string; end: string };
const BANKS: Array<{ name: string; color: string; address: string; labels: Labels }> = [
  {
    name: 'Summit National Bank',
    color: '#1d4e89',
    address: '200 Commerce Plaza, Charlotte, NC 28202',
    labels: {
      begin: 'Beginning Balance',
      deposits: 'Deposits and Other Credits',
      withdrawals: 'Withdrawals and Other Debits',
      end: 'Ending Balance',
    },
  },
  {
    name: 'Harborview Bank',
    color: '#0f6b5c',
    address: '55 Water Street, Boston, MA 02109',
    labels: {
      begin: 'Previous Balance',
      deposits: 'Total Deposits',
      withdrawals: 'Total Withdrawals',
      end: 'New Balance',
    },
  },
  {
    name: 'Pioneer Trust Bank',
    color: '#7a3b12',
    address: '1200 Main Street, Kansas City, MO 64105',
    labels: {
      begin: 'Opening Balance',
      deposits: 'Credits',
      withdrawals: 'Debits',
      end: 'Closing Balance',
    },
  },
];

type Transaction = { epoch: number; description: string; amount: number };
type StatementMonth = {
  start: number;
  end: number;
  beginning: number;
  deposits: number;
  withdrawals: number;
  ending: number;
  transactions: Transaction[];
};
export type StatementFacts = {
  bank: string;
  accountNumber: string;
  holder: string;
  months: StatementMonth[];
};

/** The statements' figures: `count` consecutive months ending with the last complete one. */
export const statementFacts = (facts: DemoFacts, count = 3): StatementFacts => {
  const rng = rngOf(facts, 'bank');
  const bank = rng.pick(BANKS);
  const accountNumber = `${rng.int(1000, 9899)}-${rng.int(1000, 9999)}-${rng.int(10, 99)}`;
  const liquidity = Math.max(60_000, facts.borrowers[0]!.liquidity);
  const target = cents(liquidity * (0.2 + rng.next() * 0.25));
  let balance = cents(target * (0.82 + rng.next() * 0.12));
  const monthlyRent = facts.property.units * (facts.property.rentPerUnit ?? 0) * 0.93;
  const months: StatementMonth[] = [];
  for (let back = count; back >= 1; back--) {
    const { start, end } = monthBounds(facts.asOfEpoch, back);
    const on = (day: number) => start + days(Math.min(day, 28) - 1);
    const credits: Transaction[] = [
      {
        epoch: on(3),
        description: 'WIRE TRANSFER IN - CAPITAL CONTRIBUTION',
        amount: rng.round(8_000, 30_000, 50),
      },
      { epoch: on(rng.int(12, 20)), description: 'INTEREST CREDIT', amount: cents(balance * 0.0008) },
    ];
    if (monthlyRent > 0)
      credits.push(
        { epoch: on(2), description: 'DEPOSIT - TENANT RENTS', amount: cents(monthlyRent * 0.7) },
        { epoch: on(6), description: 'ACH CREDIT - TENANT RENT PORTAL', amount: cents(monthlyRent * 0.3) },
      );
    const creditTotal = credits.reduce((sum, t) => sum + t.amount, 0);
    // The last month lands on the target; earlier months drift up or down a little.
    const wanted = back === 1 ? target : balance + creditTotal * (rng.next() * 0.3 - 0.1);
    const debitTotal = Math.max(creditTotal * 0.2, balance + creditTotal - wanted);
    const shares: Array<[string, number]> = [
      ['ACH DEBIT - MORTGAGE PAYMENT', 0.34],
      ['ACH DEBIT - PROPERTY TAX ESCROW', 0.12],
      ['CHECK - CONTRACTOR DRAW', 0.22],
      ['ACH DEBIT - INSURANCE PREMIUM', 0.06],
      ['ONLINE TRANSFER - PROPERTY MANAGEMENT', 0.14],
      ['ACH DEBIT - UTILITIES', 0.05],
      ['CARD PURCHASE - HOME DEPOT', 0.07],
    ];
    const debits = shares.map(([description, share], i) => ({
      epoch: on(4 + i * 3 + rng.int(0, 2)),
      description,
      amount: -cents(debitTotal * share),
    }));
    const transactions = [...credits, ...debits].sort((a, b) => a.epoch - b.epoch);
    const deposits = cents(credits.reduce((sum, t) => sum + t.amount, 0));
    const withdrawals = cents(-debits.reduce((sum, t) => sum + t.amount, 0));
    const ending = cents(balance + deposits - withdrawals);
    months.push({ start, end, beginning: balance, deposits, withdrawals, ending, transactions });
    balance = ending;
  }
  return { bank: bank.name, accountNumber, holder: facts.entity.name, months };
};

/** One month's statement (`index` into statementFacts().months) as a text PDF. */
export const bankStatementPdf = (facts: DemoFacts, index = 0): Promise<Buffer> => {
  const s = statementFacts(facts);
  const month = s.months[Math.min(index, s.months.length - 1)]!;
  const bank = BANKS.find((b) => b.name === s.bank)!;
  const l = bank.labels;
  return renderPdf({ title: `${s.bank} statement ${monthYear(month.end)}`, footer: s.bank }, (doc) => {
    letterhead(
      doc,
      { name: s.bank, color: bank.color, lines: [bank.address, 'Member FDIC  |  1-800-555-0142'] },
      'Business Checking Statement',
      `Statement Period: ${mdy(month.start)} - ${mdy(month.end)}`,
    );
    fields(
      doc,
      [
        ['Account Holder', s.holder],
        ['Account Number', s.accountNumber],
        ['Authorized Signer', fullName(facts.borrowers[0]!)],
        ['Statement Date', mdy(month.end)],
      ],
      2,
    );
    sectionTitle(doc, 'Account Summary');
    fields(doc, [
      [l.begin, usd(month.beginning)],
      [l.deposits, usd(month.deposits)],
      [l.withdrawals, usd(month.withdrawals)],
      [l.end, usd(month.ending)],
      ['Average Daily Balance', usd(cents((month.beginning + month.ending) / 2))],
    ]);
    sectionTitle(doc, 'Transaction Detail');
    let running = month.beginning;
    const rows = month.transactions.map((t) => {
      running = cents(running + t.amount);
      return [
        mdy(t.epoch).slice(0, 5),
        t.description,
        t.amount > 0 ? plain(t.amount) : '',
        t.amount < 0 ? plain(-t.amount) : '',
        plain(running),
      ];
    });
    table(
      doc,
      [
        { header: 'Date', width: 45 },
        { header: 'Description', width: 230 },
        { header: 'Credits', width: 80, align: 'right' },
        { header: 'Debits', width: 80, align: 'right' },
        { header: 'Balance', width: 85, align: 'right' },
      ],
      rows,
    );
    sectionTitle(doc, 'Important Information');
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        'In case of errors or questions about your electronic transfers, call us at the number above or write to us ' +
          'no later than 60 days after we sent you the first statement on which the problem appeared.',
      );
  });
};
