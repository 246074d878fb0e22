// The assistant on questions a credit analyst really asks (issue 23 item 4), beyond one topic per
// question: two or three figures at once ("rate and term?"), the newest statement ("latest
// balance") against every month ("balances by month"), comparisons ("is the appraised value above
// the purchase price?"), a ratio with its inputs ("how was DSCR computed?"), time words ("as of
// closing", "at origination"), negations ("the LTV, not the LTC") and a named document ("what does
// the title commitment say about the vesting?"). Written before the round that fixed them, asked
// once then (ANALYST: 163 questions on 4 loans, 652 asks): 46.6% right (304), 80 wrong figures, 93
// unsure, 175 missed; after the round 98.6% right (643), 0 wrong, 4 unsure, 5 missed (KNOWN below).
// Each is scored as the question bank scores: every expected figure with its source, a part the
// file does not state said to be "not in the file", and no figure stated as fact that is not one
// of the expected ones.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expected } from '../../../eval/assistant/question-bank-structured';
import { expectedFor } from '../../../eval/assistant/question-bank';
import { generateLoan, type Truth } from '../../../eval/assistant/loan-generator';
import { loans as loanRows } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { answerOffline } from './grounding';
import { headFigure, headLines, numbersIn, type Outcome } from './assistant-sets.test-helpers';

type Check =
  /** Each part answered (a topic of the bank, or one of the extra ones below), in one reply. */
  | { parts: string[] }
  /** A yes/no comparison: both figures stated, and the verdict first. */
  | {
      compare: [Operand, Operand | number];
      holds: (a: number, b: number) => boolean;
      /** "A vs B": the relation stated ("is above"), no yes or no asked. */
      stated?: boolean;
    };
type Operand = 'appraised' | 'price' | 'amount' | 'ltv' | 'ltc' | 'dscr' | 'balance@0' | 'balance@1';

const ANALYST: [string, Check][] = [
  // Two or three parts in one question.
  ['What are the rate and term?', { parts: ['interest_rate', 'term'] }],
  ['purchase price and closing date?', { parts: ['purchase_price', 'closing_date'] }],
  ['LTV and DSCR', { parts: ['ltv', 'dscr'] }],
  ['LTV & LTC?', { parts: ['ltv', 'ltc'] }],
  ["What's the loan amount and the rate?", { parts: ['loan_amount', 'interest_rate'] }],
  ['net worth and liquidity of the sponsor', { parts: ['net_worth', 'liquidity'] }],
  ['FICO and net worth on the guarantor?', { parts: ['credit_score', 'net_worth'] }],
  ['units and monthly rent?', { parts: ['units', 'monthly_rent'] }],
  ['how many units and what is the rent roll total', { parts: ['units', 'monthly_rent'] }],
  ['appraised value and purchase price?', { parts: ['appraised_value', 'purchase_price'] }],
  ['What is the purchase price, and when do we close?', { parts: ['purchase_price', 'closing_date'] }],
  ['who are the members and what are their ownership percentages', { parts: ['members', 'ownership'] }],
  ['loan amount, rate and term?', { parts: ['loan_amount', 'interest_rate', 'term'] }],
  ['LTV, LTC and DSCR please', { parts: ['ltv', 'ltc', 'dscr'] }],
  ['rate plus term', { parts: ['interest_rate', 'term'] }],
  ['closing date and loan amount?', { parts: ['closing_date', 'loan_amount'] }],
  ['credit score and liquidity for the borrower', { parts: ['credit_score', 'liquidity'] }],
  ['interest rate & loan amount', { parts: ['interest_rate', 'loan_amount'] }],
  ['what are the units and the appraised value', { parts: ['units', 'appraised_value'] }],
  ['next payment and payoff?', { parts: ['next_payment', 'payoff'] }],
  ['principal balance and days past due', { parts: ['principal_balance', 'days_past_due'] }],
  ['payoff and days past due?', { parts: ['payoff', 'days_past_due'] }],
  ['closing date & purchase px', { parts: ['closing_date', 'purchase_price'] }],
  ['members + ownership %', { parts: ['members', 'ownership'] }],
  ['{month1} and {month2} ending balances', { parts: ['balance@0', 'balance@1'] }],
  ['ending balance for {month1} and for {month2}?', { parts: ['balance@0', 'balance@1'] }],
  ["What's the sponsor's FICO, and what's the LTV?", { parts: ['credit_score', 'ltv'] }],
  ['Need the DSCR and the loan amount for the memo', { parts: ['dscr', 'loan_amount'] }],
  ['term and rate on this one?', { parts: ['term', 'interest_rate'] }],
  ['how much are they paying and how much are we lending?', { parts: ['purchase_price', 'loan_amount'] }],
  ['liquidity + FICO?', { parts: ['liquidity', 'credit_score'] }],
  ['LTC and the rate?', { parts: ['ltc', 'interest_rate'] }],
  ['units, rent roll total and appraised value', { parts: ['units', 'monthly_rent', 'appraised_value'] }],
  ['when is closing and what is the rate', { parts: ['closing_date', 'interest_rate'] }],
  ['payoff amount and next payment', { parts: ['payoff', 'next_payment'] }],
  // A ratio beside one of its inputs: the ratio's answer states the input, cited.
  ['LTC and purchase price', { parts: ['ltc', 'purchase_price'] }],
  ['DSCR and loan amount?', { parts: ['dscr', 'loan_amount'] }],
  // The newest (or oldest) statement, and every month when each is asked.
  ['What is the latest statement balance?', { parts: ['balance_latest'] }],
  ['most recent ending balance?', { parts: ['balance_latest'] }],
  ['current balance in the bank account?', { parts: ['balance_latest'] }],
  ['last statement ending balance', { parts: ['balance_latest'] }],
  ['balance on the last statement?', { parts: ['balance_latest'] }],
  ['newest bank statement: ending balance?', { parts: ['balance_latest'] }],
  ['what did the most recent statement close at', { parts: ['balance_latest'] }],
  ['latest month-end balance', { parts: ['balance_latest'] }],
  ["what's the sponsor's latest bank balance", { parts: ['balance_latest'] }],
  ['ending balance on the latest stmt', { parts: ['balance_latest'] }],
  ['most recent month ending bal?', { parts: ['balance_latest'] }],
  ['How much cash did the sponsor have at the end of the last month on file?', { parts: ['balance_latest'] }],
  ['first statement ending balance', { parts: ['balance_earliest'] }],
  ['earliest statement balance?', { parts: ['balance_earliest'] }],
  ['oldest bank statement ending balance', { parts: ['balance_earliest'] }],
  ['ending balances by month', { parts: ['balances_all'] }],
  ['balance each month?', { parts: ['balances_all'] }],
  ['month by month ending balances', { parts: ['balances_all'] }],
  ['what were the ending balances on each statement', { parts: ['balances_all'] }],
  ['all the monthly ending balances please', { parts: ['balances_all'] }],
  // Comparisons: the verdict first, then both figures with their sources.
  [
    'is the appraised value above the purchase price?',
    { compare: ['appraised', 'price'], holds: (a, b) => a > b },
  ],
  ['did it appraise above the contract price?', { compare: ['appraised', 'price'], holds: (a, b) => a > b }],
  [
    'is the purchase price higher than the appraised value?',
    { compare: ['price', 'appraised'], holds: (a, b) => a > b },
  ],
  ['Is the appraisal below the purchase price?', { compare: ['appraised', 'price'], holds: (a, b) => a < b }],
  ['is the loan amount below the purchase price?', { compare: ['amount', 'price'], holds: (a, b) => a < b }],
  [
    'is the loan amount more than the appraised value?',
    { compare: ['amount', 'appraised'], holds: (a, b) => a > b },
  ],
  ['is the LTV below 75%?', { compare: ['ltv', 75], holds: (a, b) => a < b }],
  ['is LTV over 65 percent', { compare: ['ltv', 65], holds: (a, b) => a > b }],
  ['is the DSCR above 1.25x?', { compare: ['dscr', 1.25], holds: (a, b) => a > b }],
  ['Is the DSCR under 1.0?', { compare: ['dscr', 1], holds: (a, b) => a < b }],
  ['is the LTC higher than the LTV?', { compare: ['ltc', 'ltv'], holds: (a, b) => a > b }],
  ['is the LTC under 80%?', { compare: ['ltc', 80], holds: (a, b) => a < b }],
  [
    'did the balance go up from {month1} to {month2}?',
    { compare: ['balance@1', 'balance@0'], holds: (a, b) => a > b },
  ],
  [
    'is the {month2} balance higher than {month1}?',
    { compare: ['balance@1', 'balance@0'], holds: (a, b) => a > b },
  ],
  [
    'was the {month1} ending balance lower than {month2}?',
    { compare: ['balance@0', 'balance@1'], holds: (a, b) => a < b },
  ],
  [
    'does the purchase price exceed the loan amount?',
    { compare: ['price', 'amount'], holds: (a, b) => a > b },
  ],
  [
    'is the appraised value greater than the loan amount',
    { compare: ['appraised', 'amount'], holds: (a, b) => a > b },
  ],
  ['is the appraisal lower than the price?', { compare: ['appraised', 'price'], holds: (a, b) => a < b }],
  ['LTV above 70%?', { compare: ['ltv', 70], holds: (a, b) => a > b }],
  ['is the debt service coverage at least 1.2x', { compare: ['dscr', 1.2], holds: (a, b) => a >= b }],
  // A ratio with its inputs, each cited.
  ['how was DSCR computed?', { parts: ['dscr', 'noi_input'] }],
  ['how is the LTV calculated', { parts: ['ltv', 'amount_input'] }],
  ['what inputs go into the LTC', { parts: ['ltc', 'amount_input', 'price_input'] }],
  ['show me the LTV math', { parts: ['ltv', 'amount_input'] }],
  ['DSCR formula?', { parts: ['dscr', 'noi_input'] }],
  ['break down the LTC', { parts: ['ltc', 'amount_input', 'price_input'] }],
  ['what NOI and debt service did you use for the DSCR', { parts: ['dscr', 'noi_input'] }],
  ['which value is the LTV based on?', { parts: ['ltv', 'amount_input'] }],
  ['LTV based on the appraised value and the loan amount', { parts: ['ltv', 'amount_input'] }],
  ['how did you get the DSCR', { parts: ['dscr', 'noi_input'] }],
  ['what goes into the loan to cost', { parts: ['ltc', 'amount_input', 'price_input'] }],
  ['walk me through the DSCR calc', { parts: ['dscr', 'noi_input'] }],
  ['explain the LTV', { parts: ['ltv', 'amount_input'] }],
  ['how do you get to the LTC number', { parts: ['ltc', 'amount_input', 'price_input'] }],
  ['DSCR: what numbers is it built on?', { parts: ['dscr', 'noi_input'] }],
  ['what debt service does the DSCR assume', { parts: ['dscr', 'noi_input'] }],
  // Time words: the figure the file holds, not a date.
  ['LTV at origination', { parts: ['ltv'] }],
  ['loan amount at origination?', { parts: ['loan_amount'] }],
  ['what was the purchase price as of closing', { parts: ['purchase_price'] }],
  ['rate at closing?', { parts: ['interest_rate'] }],
  ['LTV as of closing', { parts: ['ltv'] }],
  ['net worth as of the application', { parts: ['net_worth'] }],
  ['liquidity at the time of application', { parts: ['liquidity'] }],
  ['DSCR at close', { parts: ['dscr'] }],
  ['units at purchase', { parts: ['units'] }],
  ["what's the payoff as of today", { parts: ['payoff'] }],
  ['principal balance as of today', { parts: ['principal_balance'] }],
  ['balance as of {month1}', { parts: ['balance@0'] }],
  ['ending balance as of {month2} month-end', { parts: ['balance@1'] }],
  ['as of closing, what is the loan amount?', { parts: ['loan_amount'] }],
  ['at origination what was the rate', { parts: ['interest_rate'] }],
  ['at closing, how many units', { parts: ['units'] }],
  ['what will the loan amount be at closing?', { parts: ['loan_amount'] }],
  ['current LTV', { parts: ['ltv'] }],
  ['current interest rate?', { parts: ['interest_rate'] }],
  ["today's payoff", { parts: ['payoff'] }],
  ['LTC at closing', { parts: ['ltc'] }],
  ['FICO at application?', { parts: ['credit_score'] }],
  // Negations: what is asked, not what is named beside it.
  ['what is the LTV, not the LTC?', { parts: ['ltv'] }],
  ['purchase price, not the appraised value', { parts: ['purchase_price'] }],
  ['not the loan amount — what is the purchase price?', { parts: ['purchase_price'] }],
  ['the DSCR, not the NOI', { parts: ['dscr'] }],
  ['liquidity, not net worth', { parts: ['liquidity'] }],
  ['net worth (not liquidity)?', { parts: ['net_worth'] }],
  ["I don't need the LTV, just the LTC", { parts: ['ltc'] }],
  ['not the closing date, the loan amount', { parts: ['loan_amount'] }],
  ['is there no appraisal in the file?', { parts: ['appraised_value'] }],
  ['the appraised value, not the purchase price', { parts: ['appraised_value'] }],
  ["the sponsor's FICO, not the loan score", { parts: ['credit_score'] }],
  ['ending balance for {month1}, not the beginning balance', { parts: ['balance@0'] }],
  ['monthly rent, not the market rent', { parts: ['monthly_rent'] }],
  ['not the as-is value, the purchase price', { parts: ['purchase_price'] }],
  ["we don't have an appraisal yet, right?", { parts: ['appraised_value'] }],
  ["don't give me the policy, just the credit score", { parts: ['credit_score'] }],
  ['rate only, not the term', { parts: ['interest_rate'] }],
  ['units, not square footage', { parts: ['units'] }],
  ['the loan amount (not the payoff)', { parts: ['loan_amount'] }],
  ['LTC excluding nothing, not LTV', { parts: ['ltc'] }],
  // A named document.
  ['what does the title commitment say about the vesting?', { parts: ['absent'] }],
  ['what does the rent roll say the monthly rent is?', { parts: ['monthly_rent'] }],
  ['per the rent roll, total monthly rent?', { parts: ['monthly_rent'] }],
  ['what does the appraisal say the property is worth', { parts: ['appraised_value'] }],
  ['according to the appraisal, as-is value?', { parts: ['appraised_value'] }],
  ['what does the {month1} bank statement say the ending balance is', { parts: ['balance@0'] }],
  ['per the {month2} statement, ending balance?', { parts: ['balance@1'] }],
  ['what does the PFS say the net worth is?', { parts: ['pfs_net_worth'] }],
  ['net worth per the personal financial statement', { parts: ['pfs_net_worth'] }],
  ["what's the sponsor's net worth on the PFS", { parts: ['pfs_net_worth'] }],
  ['what does the survey say about encroachments', { parts: ['absent'] }],
  ['what does the insurance binder say about the premium', { parts: ['absent'] }],
  ['what does the environmental report say', { parts: ['absent'] }],
  ['what does the loan record show for the rate', { parts: ['interest_rate'] }],
  ['what does the application say the purchase price is', { parts: ['purchase_price'] }],
  ['per the borrower record, what is the credit score', { parts: ['credit_score'] }],
  ['what does the zoning letter say', { parts: ['absent'] }],
  ['what does the purchase contract say the price is', { parts: ['purchase_price'] }],
  ['per the appraisal, what is the value', { parts: ['appraised_value'] }],
  ['anything in the title commitment about easements?', { parts: ['absent'] }],
  ['what does the HOA estoppel say about dues', { parts: ['absent'] }],
  ['what does the insurance certificate list as the coverage amount', { parts: ['absent'] }],
  ['what does the rent roll show for unit count', { parts: ['units'] }],
  ['what does the application list as the members', { parts: ['members'] }],
  ['what does the servicing ledger show as the payoff', { parts: ['payoff'] }],
  ['what does the survey show for the lot size', { parts: ['absent'] }],
  ["what does the seller's disclosure say", { parts: ['absent'] }],
  ['what does the loan record say the closing date is', { parts: ['closing_date'] }],
];

/**
 * Written after the round, asked once to check the fixes hold on phrasings they were not made on:
 * 93.6% right (176 of 188), 4 wrong figures ("cash on the last bank statement" read as the
 * liquidity), 8 missed (4 "did cash go down from March to April", and 4 "A vs B" answered with the
 * relation but scored as if a yes or no were asked: the check, not the answer, was fixed). After
 * cash beside a bank statement or a month read as the statement's balance: 100%, 0 wrong.
 */
const ANALYST_2: [string, Check][] = [
  ['rate & term pls', { parts: ['interest_rate', 'term'] }],
  ['What is the loan amount and LTV?', { parts: ['loan_amount', 'ltv'] }],
  ['sponsor liquidity and FICO', { parts: ['liquidity', 'credit_score'] }],
  [
    'Give me the closing date, the purchase price and the loan amount.',
    { parts: ['closing_date', 'purchase_price', 'loan_amount'] },
  ],
  ['DSCR + LTV on the building?', { parts: ['dscr', 'ltv'] }],
  ['how many doors, and what do they rent for in total per month?', { parts: ['units', 'monthly_rent'] }],
  ['net worth plus liquidity for the guarantor', { parts: ['net_worth', 'liquidity'] }],
  ['appraised value & LTC', { parts: ['appraised_value', 'ltc'] }],
  ['upb and next pmt?', { parts: ['principal_balance', 'next_payment'] }],
  ['{month1} & {month2} balances on the statements', { parts: ['balance@0', 'balance@1'] }],
  ["what's the most recent bank balance on file", { parts: ['balance_latest'] }],
  ['newest statement ending bal?', { parts: ['balance_latest'] }],
  ['cash on the last bank statement?', { parts: ['balance_latest'] }],
  ['ending balance, most recent month', { parts: ['balance_latest'] }],
  ['the earliest ending balance we have', { parts: ['balance_earliest'] }],
  ['every statement ending balance', { parts: ['balances_all'] }],
  [
    'Did the property appraise for more than the purchase price?',
    { compare: ['appraised', 'price'], holds: (a, b) => a > b },
  ],
  [
    'is our loan amount less than the purchase price',
    { compare: ['amount', 'price'], holds: (a, b) => a < b },
  ],
  ['LTV under 70 percent?', { compare: ['ltv', 70], holds: (a, b) => a < b }],
  ['is the dscr at least 1.0x', { compare: ['dscr', 1], holds: (a, b) => a >= b }],
  ['is LTC greater than 75%', { compare: ['ltc', 75], holds: (a, b) => a > b }],
  [
    'was the {month2} ending balance above {month1}?',
    { compare: ['balance@1', 'balance@0'], holds: (a, b) => a > b },
  ],
  [
    'did cash go down from {month1} to {month2}?',
    { compare: ['balance@1', 'balance@0'], holds: (a, b) => a < b },
  ],
  ['purchase price vs loan amount', { compare: ['price', 'amount'], holds: (a, b) => a > b, stated: true }],
  ['how was the LTC calculated?', { parts: ['ltc', 'amount_input', 'price_input'] }],
  ['what loan amount and value does the LTV use', { parts: ['ltv', 'amount_input'] }],
  ['show the DSCR inputs', { parts: ['dscr', 'noi_input'] }],
  ['LTV math please', { parts: ['ltv', 'amount_input'] }],
  ['purchase price at acquisition', { parts: ['purchase_price'] }],
  ['loan amount as of funding', { parts: ['loan_amount'] }],
  ['interest rate as of closing?', { parts: ['interest_rate'] }],
  ['net worth at the time of application', { parts: ['net_worth'] }],
  ['current DSCR?', { parts: ['dscr'] }],
  ['payoff right now', { parts: ['payoff'] }],
  ['the LTC, not the LTV', { parts: ['ltc'] }],
  ['credit score (not net worth)', { parts: ['credit_score'] }],
  ['not the price, I want the loan amount', { parts: ['loan_amount'] }],
  ["don't need the rate, just the term", { parts: ['term'] }],
  ['purchase price only, not the value', { parts: ['purchase_price'] }],
  ['per the rent roll, what is the gross monthly rent?', { parts: ['monthly_rent'] }],
  ['according to the PFS, what is the net worth', { parts: ['pfs_net_worth'] }],
  ['what does the appraisal say the as-is value is', { parts: ['appraised_value'] }],
  ['what does the borrower record show for liquidity', { parts: ['liquidity'] }],
  ['what does the title commitment show for the vesting deed', { parts: ['absent'] }],
  ['what does the survey say about flood zone encroachments', { parts: ['absent'] }],
  ['what does the {month2} bank statement show as the ending balance', { parts: ['balance@1'] }],
  ['what does the insurance binder say about the deductible', { parts: ['absent'] }],
];

const money = (n: number) =>
  `$${n.toLocaleString('en-US', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
const absent: Expected = { kind: 'absent' };

/** Balances oldest first ("January 2026" ... "March 2026"). */
const byMonth = (t: Truth) =>
  [...t.balances].sort((a, b) => Date.parse(`1 ${a.month}`) - Date.parse(`1 ${b.month}`));

const ratios = (t: Truth) => ({
  ltv: (100 * t.amount) / (t.appraised?.value ?? t.purchasePrice),
  ltc: (100 * t.amount) / (t.purchasePrice + (t.rehab ?? 0)),
  dscr: t.noi ? t.noi / t.debtService.annual : null,
});

/** A part's expected answer: a bank topic, or one of the analyst's extra parts. */
const expectedPart = (part: string, t: Truth, term: number): Expected => {
  const months = byMonth(t);
  const balance = (b: (typeof months)[number] | undefined): Expected =>
    b ? { kind: 'value', must: [money(b.value)], cite: [b.month, `page ${b.page}`] } : absent;
  switch (part) {
    case 'absent':
      return absent;
    case 'term':
      return { kind: 'value', must: [String(term)], cite: ['Loan record'] };
    case 'balance@0':
    case 'balance@1':
      return balance(months[Number(part.at(-1))]);
    case 'balance_latest':
      return balance(months.at(-1));
    case 'balance_earliest':
      return balance(months[0]);
    case 'balances_all':
      return { kind: 'value', must: months.map((b) => money(b.value)), cite: months.map((b) => b.month) };
    case 'pfs_net_worth': {
      if (t.pfsNetWorth !== null) return { kind: 'value', must: [money(t.pfsNetWorth)], cite: ['pfs'] };
      // No PFS in the file: the answer says so and shows the record's figure, cited as the record's.
      const stated = t.borrowers.flatMap((b) => (b.net_worth === null ? [] : [money(b.net_worth)]));
      return stated.length
        ? { kind: 'value', must: stated, cite: ['No PFS report is in the file', 'Borrower record'] }
        : absent;
    }
    case 'noi_input':
      return t.noi ? { kind: 'value', must: [money(t.noi), money(t.amount)], cite: [] } : absent;
    case 'amount_input':
      return { kind: 'value', must: [money(t.amount)], cite: ['Loan record'] };
    case 'price_input':
      return { kind: 'value', must: [money(t.purchasePrice)], cite: [] };
    default:
      return expectedFor(part, t, 0).expected;
  }
};

/** Scores a reply: every value part stated and cited, each absent part said to be not in the file. */
const scoreParts = (parts: Expected[], text: string): Outcome => {
  const heads = headLines(text);
  const notIn = heads.filter((l) => /^not in the file/i.test(l)).length;
  const allowed = parts.flatMap((p) => (p.kind === 'value' ? p.must.flatMap(numbersIn) : []));
  const wrong = heads
    .filter((l) => !/^(not in the file|not sure)/i.test(l))
    .some((l) => numbersIn(headFigure(l)).some((n) => !allowed.some((a) => Math.abs(a - n) < 0.005)));
  if (wrong) return 'wrong';
  if (/^not sure/i.test(text)) return 'unsure';
  const lower = text.toLowerCase();
  const values = parts.filter((p) => p.kind === 'value');
  const stated = values.every(
    (p) => p.must.every((m) => text.includes(m)) && p.cite.every((c) => lower.includes(c.toLowerCase())),
  );
  const absentCount = parts.length - values.length;
  const right =
    stated && (absentCount === 0 ? values.length > 0 && !/^not in the file/i.test(text) : notIn >= 1);
  return right ? 'right' : 'miss';
};

/** Scores a comparison: 'Yes' or 'No' first, both figures stated (or a side not in the file). */
const scoreCompare = (check: Extract<Check, { compare: unknown }>, t: Truth, text: string): Outcome => {
  const r = ratios(t);
  const months = byMonth(t);
  const operand = (o: Operand | number): { n: number; shown: string } | null => {
    if (typeof o === 'number') return { n: o, shown: String(o) };
    const m = { appraised: t.appraised?.value, price: t.purchasePrice, amount: t.amount }[o as string];
    if (m !== undefined) return { n: m, shown: money(m) };
    if (o === 'appraised') return null;
    if (o === 'ltv' || o === 'ltc')
      return { n: Number(pct(r[o] / 100).slice(0, -1)), shown: pct(r[o] / 100) };
    if (o === 'dscr')
      return r.dscr === null ? null : { n: Number(r.dscr.toFixed(2)), shown: `${r.dscr.toFixed(2)}x` };
    const b = months[Number(o.at(-1))];
    return b ? { n: b.value, shown: money(b.value) } : null;
  };
  const [a, b] = check.compare.map(operand) as [ReturnType<typeof operand>, ReturnType<typeof operand>];
  const allowed = [a, b].flatMap((x) => (x ? numbersIn(x.shown) : []));
  const wrong = headLines(text)
    .filter((l) => !/^(not in the file|not sure|yes|no)\b/i.test(l))
    .some((l) => numbersIn(headFigure(l)).some((n) => !allowed.some((x) => Math.abs(x - n) < 0.005)));
  if (wrong) return 'wrong';
  if (/^not sure/i.test(text)) return 'unsure';
  if (!a || !b) return /^not in the file/im.test(text) && !/^(yes|no)\b/i.test(text) ? 'right' : 'miss';
  const relation = new RegExp(`^the .*\\) is ${check.holds(a.n, b.n) ? 'above' : 'below'} `, 'i');
  const verdict = check.stated ? relation : check.holds(a.n, b.n) ? /^yes\b/i : /^no\b/i;
  // Each side the file states is shown (a threshold the question names need not be repeated).
  const shown = [a, b]
    .filter((_, i) => typeof check.compare[i] === 'string')
    .every((x) => text.includes(x.shown));
  return verdict.test(text) && shown ? 'right' : 'miss';
};

let ctx: TestContext;
const loans: { truth: Truth; term: number }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 4; i += 1) {
    const truth = await generateLoan(ctx.db, 7_100 + i);
    const [row] = await ctx.db
      .select({ term: loanRows.duration_months })
      .from(loanRows)
      .where(eq(loanRows.id, truth.loanId));
    loans.push({ truth, term: row!.term! });
  }
});
afterAll(async () => {
  await ctx?.close();
});

/** Every question on every loan: right / wrong / unsure / missed, and the misses listed. */
const score = async (set: [string, Check][]) => {
  const tally: Record<Outcome, number> = { right: 0, wrong: 0, unsure: 0, miss: 0 };
  const misses: string[] = [];
  for (const [phrasing, check] of set)
    for (const { truth, term } of loans) {
      const months = byMonth(truth);
      const question = phrasing
        .replace('{month1}', months[0]!.month.split(' ')[0]!)
        .replace('{month2}', months[1]!.month.split(' ')[0]!);
      const reply = await answerOffline(ctx.db, { loanIds: [truth.loanId], loanId: truth.loanId, question });
      const outcome =
        'parts' in check
          ? scoreParts(
              check.parts.map((p) => expectedPart(p, truth, term)),
              reply.text,
            )
          : scoreCompare(check, truth, reply.text);
      tally[outcome] += 1;
      if (outcome !== 'right') misses.push(`${outcome} | ${question} | got ${reply.text.slice(0, 300)}`);
    }
  return { tally, misses, asked: set.length * loans.length };
};

/** Asked for by what the analyst means, still missed: "how much are they paying" reads no topic
 * (the answer is the loan amount alone), and "the end of the last month on file" lies between the
 * statement balance and the liquidity (both shown, neither stated as the answer). */
const KNOWN = [
  'miss | how much are they paying and how much are we lending?',
  'unsure | How much cash did the sponsor have at the end of the last month on file?',
  // One loan's appraisal page names "environmental": that page is quoted.
  'miss | what does the environmental report say',
];

const ask = (truth: Truth, question: string) =>
  answerOffline(ctx.db, { loanIds: [truth.loanId], loanId: truth.loanId, question });

describe('the assistant on questions a credit analyst really asks', () => {
  it('answers the analyst set (written before its fixes) with no wrong figure', async () => {
    const result = await score(ANALYST);
    console.log(`analyst set 1: ${JSON.stringify(result.tally)} of ${result.asked}`);
    expect(ANALYST.length).toBeGreaterThanOrEqual(150);
    expect(result.tally.wrong, result.misses.join('\n')).toBe(0);
    expect(result.misses.filter((m) => !KNOWN.some((k) => m.startsWith(k)))).toEqual([]);
    expect(result.tally.right / result.asked).toBeGreaterThan(0.97);
  });

  it('answers the second analyst set (written after the fixes, asked once) with no wrong figure', async () => {
    const result = await score(ANALYST_2);
    console.log(
      `analyst set 2: ${JSON.stringify(result.tally)} of ${result.asked}\n${result.misses.join('\n')}`,
    );
    expect(result.tally.wrong, result.misses.join('\n')).toBe(0);
  });

  it('answers each part of a two-part question with its own source, and "not in the file" only for the part missing', async () => {
    const { truth, term } = loans[0]!;
    const both = await ask(truth, 'What are the rate and term?');
    const heads = headLines(both.text);
    expect(heads).toEqual([
      `Interest rate: ${Number((truth.rate * 100).toFixed(3))}% — Loan record: interest rate`,
      `Term (months): ${term} — Loan record: term (months)`,
    ]);
    const bare = loans.find((l) => !l.truth.appraised)!.truth;
    const half = await ask(bare, 'appraised value and purchase price?');
    expect(headLines(half.text)).toEqual([
      'Not in the file: no source states the appraised value.',
      `Purchase price: ${money(bare.purchasePrice)} — Loan record: purchase price`,
    ]);
    // Two statement months: each its own page, numbered in one list of citations.
    const months = byMonth(truth);
    const two = await ask(
      truth,
      `${months[0]!.month.split(' ')[0]} and ${months[1]!.month.split(' ')[0]} ending balances`,
    );
    const twoHeads = headLines(two.text);
    expect(twoHeads).toHaveLength(2);
    for (const [i, b] of months.slice(0, 2).entries()) {
      expect(twoHeads[i]).toContain(`Ending balance, ${b.month}: ${money(b.value)} — `);
      expect(twoHeads[i]).toContain(`page ${b.page} [${i + 1}]`);
    }
    expect(two.citations.map((c) => c.page)).toEqual(months.slice(0, 2).map((b) => b.page));
  });

  it('gives the newest statement for "latest", the oldest for "first", and every month only when each is asked', async () => {
    const { truth } = loans[1]!;
    const months = byMonth(truth);
    expect(months.length).toBeGreaterThan(1);
    const newest = months.at(-1)!;
    const latest = await ask(truth, 'What is the latest statement balance?');
    expect(headLines(latest.text)).toEqual([expect.stringContaining(`Ending balance, ${newest.month}`)]);
    expect(latest.text).toContain(money(newest.value));
    expect(latest.citations).toHaveLength(1);
    expect(latest.citations[0]!.page).toBe(newest.page);
    const first = await ask(truth, 'oldest bank statement ending balance');
    expect(headLines(first.text)).toEqual([expect.stringContaining(money(months[0]!.value))]);
    const each = await ask(truth, 'ending balances by month');
    expect(headLines(each.text)).toEqual(
      months.map((b) => expect.stringContaining(`Ending balance, ${b.month}: ${money(b.value)}`)),
    );
  });

  it("states the named document's figure first, and what the other sources state beneath it", async () => {
    const { truth } = loans.find(
      (l) => l.truth.pfsNetWorth !== null && l.truth.borrowers[0]!.net_worth !== null,
    )!;
    const reply = await ask(truth, 'what does the PFS say the net worth is?');
    expect(headLines(reply.text)).toEqual([expect.stringContaining(`${money(truth.pfsNetWorth!)} — `)]);
    expect(headLines(reply.text)[0]).toMatch(/pfs/i);
    expect(reply.text).toContain(
      `Other source: Borrower record (${truth.borrowers[0]!.name}) states ${money(truth.borrowers[0]!.net_worth!)}`,
    );
  });

  it('compares two figures only when the file states both, the verdict first', async () => {
    const withValue = loans.find((l) => l.truth.appraised)!.truth;
    const above = await ask(withValue, 'is the appraised value above the purchase price?');
    const verdict = withValue.appraised!.value > withValue.purchasePrice ? 'Yes' : 'No';
    expect(above.text.split('\n')[0]).toContain(
      `${verdict} — the appraised value (${money(withValue.appraised!.value)})`,
    );
    expect(above.text).toContain(`Purchase price: ${money(withValue.purchasePrice)}`);
    const bare = loans.find((l) => !l.truth.appraised)!.truth;
    const none = await ask(bare, 'is the appraised value above the purchase price?');
    expect(none.text.split('\n')[0]).toBe(
      'Not in the file: no source states the appraised value, so the two cannot be compared.',
    );
    expect(none.text).not.toMatch(/^(Yes|No)\b/m);
    // Two borrowers: one verdict over both, each named with the figure it rests on.
    const two = loans.find((l) => l.truth.borrowers.filter((b) => b.net_worth !== null).length > 1)!.truth;
    const worth = await ask(two, 'is the sponsor net worth above $5,000,000?');
    const head = worth.text.split('\n')[0]!;
    expect(head).toMatch(two.borrowers.every((b) => b.net_worth! > 5_000_000) ? /^Yes — / : /^No — /);
    for (const b of two.borrowers) expect(head).toContain(`${b.name} ${money(b.net_worth!)}`);
  });
});
