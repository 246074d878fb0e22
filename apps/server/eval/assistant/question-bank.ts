// The underwriting question bank (issue 23 item 4): per topic, eight phrasings — the first six
// were used while building the synonym table (split 'tune'), the last two never were (split
// 'held-out', a quarter) — and the expected answer computed from the generated loan's truth.
import { formatStatedDate } from '@lending/domain';
import type { EvalSplit } from '../types';
import type { Truth } from './loan-generator';
import { STRUCTURED_PHRASINGS, structuredExpected, type Expected } from './question-bank-structured';

export type BankQuestion = { topic: string; question: string; split: EvalSplit; expected: Expected };

const TUNED = 6;
const PHRASINGS: Record<string, string[]> = {
  net_worth: [
    "What is the borrower's net worth?",
    'Net worth?',
    'How much is the sponsor worth (net worth)?',
    'Tell me the net worth of the borrower',
    'What net worth does the borrower have?',
    "Borrower's NW",
    'How wealthy is the guarantor on paper?',
    'What does the sponsor have in total equity after liabilities, i.e. networth?',
  ],
  liquidity: [
    "What is the borrower's liquidity?",
    'How much liquidity does the sponsor have?',
    'Liquid assets of the borrower?',
    'Liquidity',
    'How much cash on hand does the borrower have?',
    'What cash reserves does the borrower hold?',
    'How liquid is the guarantor?',
    'What are the post-closing liquidity figures for the sponsor?',
  ],
  credit_score: [
    "What is the borrower's credit score?",
    'FICO?',
    'Credit score of the sponsor',
    'What credit rating does the borrower have?',
    "How is the borrower's credit?",
    'Tell me the FICO score',
    'What did the borrower score on credit?',
    'Mid credit score for the guarantor?',
  ],
  ltv: [
    'What is the LTV?',
    'Loan to value?',
    'What is the loan-to-value ratio?',
    'Calculate the LTV',
    'LTV on this deal',
    'What is the leverage on value?',
    'How much are we lending against the property value, as a percent?',
    'Give me the loan to value percentage',
  ],
  ltc: [
    'What is the LTC?',
    'Loan to cost?',
    'What is the loan-to-cost ratio?',
    'Calculate LTC',
    'LTC for this loan',
    'loan-to-cost please',
    'How much of the total cost are we financing (LTC)?',
    'What percent of project cost does the loan cover, loan to cost?',
  ],
  dscr: [
    'What is the DSCR?',
    'Debt service coverage ratio?',
    'Calculate the debt service coverage',
    'DSCR on this property',
    'What is the coverage ratio?',
    'How is the debt-service coverage?',
    'Does the NOI cover debt service? Give the DSCR',
    'What is the debt coverage ratio, DSCR?',
  ],
  units: [
    'How many units does the property have?',
    'Number of units?',
    'Unit count',
    'How many doors?',
    'How many apartments are there?',
    'Units in the building',
    'How many residential units is the collateral?',
    'What is the total unit count of the subject property?',
  ],
  monthly_rent: [
    'What are the rents?',
    'What is the total monthly rent?',
    'Rental income per month?',
    'What does the rent roll show for rent?',
    'Monthly rent?',
    'How much rent does the property collect?',
    'What is the gross rent collected each month?',
    'How much rental income comes in monthly?',
  ],
  appraised_value: [
    'What is the appraised value?',
    'What did the appraisal come in at?',
    'Valuation of the property?',
    'What is the as-is value?',
    'What is the property worth per the appraisal?',
    'Appraised value',
    'What value did the appraiser conclude?',
    'What is the collateral appraised at?',
  ],
  balance: [
    '{month} ending balance',
    'What was the ending balance in {month}?',
    'Closing balance for {month}?',
    'What was the balance at the end of {month}?',
    'Bank balance {month}',
    'What is the {month} statement balance?',
    'How much was in the account at {month} month-end?',
    'Show me the account balance as of {month}',
  ],
  members: [
    'Who are the members of the entity?',
    'Who owns the LLC?',
    'List the members',
    'Who are the owners of the borrowing entity?',
    'Entity members?',
    'Who are the partners?',
    'Which people are members in the borrower LLC?',
    'Name the members of the borrowing company',
  ],
  ownership: [
    'What is the ownership split?',
    'Ownership percentages of the members?',
    'What stake does each member hold?',
    'Ownership of the entity',
    'What percentage does each member own?',
    'How is ownership split among the members?',
    'Who holds what share of the LLC, in percent?',
    'Break down the ownership stakes',
  ],
  purchase_price: [
    'What is the purchase price?',
    'Contract price?',
    'What is the sale price?',
    'Purchase price of the property',
    'What is the acquisition price?',
    'What are they paying for it?',
    'What is the buyer paying under the purchase contract?',
    'How much is the acquisition cost?',
  ],
  closing_date: [
    'When is the closing date?',
    'When does the loan close?',
    'Closing date?',
    'When are we closing?',
    'Expected closing',
    'What is the scheduled closing?',
    'What date is closing set for?',
    'When will this deal close?',
  ],
  findings: [
    'What are the report findings?',
    'Any red flags?',
    'Show the insights',
    'What findings do the reports have?',
    'List the flags',
    'What insights are there?',
    'Did the reports find any red flags or findings?',
    'What did the outside reports flag as findings?',
  ],
  summary: [
    'Summarise the appraisal',
    'Summary of the appraisal',
    'Give me an overview of the appraisal',
    'Summarize the valuation',
    'Key points of the appraisal',
    'Walk me through the appraisal',
    'Brief me on the appraisal report',
    'What are the highlights of the valuation report?',
  ],
  loan_amount: [
    'What is the loan amount?',
    'Loan size?',
    'How much are we lending?',
    'What is the amount requested?',
    'Loan amount',
    'How much does the borrower want to borrow?',
    'What is the requested loan amount on this file?',
    'How big is the loan?',
  ],
  interest_rate: [
    'What is the interest rate?',
    'Rate?',
    'What rate is the loan at?',
    'Interest rate on the loan',
    'What is the coupon?',
    'What rate are we charging?',
    'What is the note rate?',
    'What interest does the loan carry?',
  ],
  ...STRUCTURED_PHRASINGS,
};

const TOPICS = Object.keys(PHRASINGS);

const money = (n: number) =>
  `$${n.toLocaleString('en-US', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
const absent: Expected = { kind: 'absent' };
const value = (must: string[], cite: string[] = []): Expected =>
  must.length ? { kind: 'value', must, cite } : absent;

const perBorrower = (t: Truth, key: 'net_worth' | 'liquidity' | 'credit_score') =>
  value(
    t.borrowers.flatMap((b) =>
      b[key] === null ? [] : [key === 'credit_score' ? String(b[key]) : money(b[key]!)],
    ),
    ['Borrower record'],
  );

/** The expected answer of a topic on a loan; `variant` picks the month a balance question asks. */
export const expectedFor = (
  topic: string,
  t: Truth,
  variant: number,
): { expected: Expected; month?: string } => {
  switch (topic) {
    case 'net_worth':
    case 'liquidity':
    case 'credit_score':
      return { expected: perBorrower(t, topic) };
    case 'ltv': {
      const base = t.appraised?.value ?? t.purchasePrice;
      return { expected: value([pct(t.amount / base)]) };
    }
    case 'ltc':
      return { expected: value([pct(t.amount / (t.purchasePrice + (t.rehab ?? 0)))]) };
    case 'dscr':
      return { expected: t.noi ? value([`${(t.noi / t.debtService.annual).toFixed(2)}x`]) : absent };
    case 'units':
      return { expected: value([String(t.units)], ['Property record']) };
    case 'monthly_rent':
      // No rent roll: the property record's rent per unit is what the file states of the rents.
      return {
        expected: t.monthlyRent
          ? value([money(t.monthlyRent)], ['Rent roll'])
          : value([money(t.rentPerUnit)], ['Property record']),
      };
    case 'appraised_value':
    case 'summary':
      return {
        expected: t.appraised
          ? value(
              [money(t.appraised.value)],
              [t.appraised.via === 'document' ? `page ${t.appraised.page}` : 'report'],
            )
          : absent,
      };
    case 'balance': {
      if (variant % 4 === 3) {
        const taken = new Set(t.balances.map((b) => b.month.split(' ')[0]));
        const month = ['January', 'June', 'December', 'August'].find((m) => !taken.has(m))!;
        return { expected: absent, month };
      }
      const b = t.balances[variant % t.balances.length]!;
      return {
        expected: value([money(b.value)], [b.month, `page ${b.page}`]),
        month: b.month.split(' ')[0]!,
      };
    }
    case 'members':
      return {
        expected: t.members
          ? value(
              t.members.map((m) => m.name),
              ['Application'],
            )
          : absent,
      };
    case 'ownership':
      return {
        expected: t.members
          ? value(
              t.members.map((m) => `${m.name} ${m.pct}%`),
              ['Application'],
            )
          : absent,
      };
    case 'purchase_price':
      return { expected: value([money(t.purchasePrice)]) };
    case 'closing_date':
      // As every screen shows a date (the truth keeps it ISO, as the API does).
      return { expected: value([formatStatedDate(t.closing)], ['Loan record']) };
    case 'findings':
      return { expected: value(t.findings) };
    case 'loan_amount':
      return { expected: value([money(t.amount)], ['Loan record']) };
    case 'interest_rate':
      return { expected: value([`${Number((t.rate * 100).toFixed(3))}%`], ['Loan record']) };
    default:
      return { expected: structuredExpected(topic, t) };
  }
};

/** The bank over the generated loans: every topic on every loan, the phrasing rotating. */
export const buildBank = (loans: Truth[]): (BankQuestion & { loanId: string })[] =>
  loans.flatMap((t, li) =>
    TOPICS.map((topic, ti) => {
      const index = (li * 3 + ti) % PHRASINGS[topic]!.length;
      const { expected, month } = expectedFor(topic, t, li);
      return {
        loanId: t.loanId,
        topic,
        question: PHRASINGS[topic]![index]!.replace('{month}', month ?? ''),
        split: index < TUNED ? ('tune' as const) : ('held-out' as const),
        expected,
      };
    }),
  );
