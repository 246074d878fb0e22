// The assistant's third blind phrasings (issue 23 item 4, stop 29; split 'held-out-4'): five new
// phrasings per topic, written without opening the assistant (nothing under apps/server/src/), blind
// set 2 or any eval report, as people type them: an underwriter, a credit committee member, a
// servicer, a broker, a borrower's asset manager (terse, long-winded, typos, shorthand, the question
// inside a sentence, a statement month or a document named, two facts where the bank scores two
// parts), and a topic `not_in_file` of twenty things a generated loan file does not hold. The
// expected answers are the bank's, computed from each loan's truth (`expectedFor`). Scored only by
// `npm run eval`; their misses are never listed nor written to the report. Whoever changes the
// assistant never opens this file.
import type { Truth } from './loan-generator';
import { expectedFor, type BankQuestion } from './question-bank';

// {month}: the statement month the bank's rule picks (e.g. 'March'), {mon}: its first three letters,
// {year}: the statements' year. A month the loan has no statement for is expected "not in the file".
const PHRASINGS: Record<string, string[]> = {
  net_worth: [
    'whats the sponsors NW looking like',
    "For the memo, what's the guarantor's net worth, since committee will ask?",
    'net wroth of the borrower',
    'Can you pull up what the borrower is worth on a net basis, assets less liabilities?',
    "Sponsor's total net worth please, for the credit write-up",
  ],
  liquidity: [
    'how much does the sponsor have liquid',
    "Committee wants comfort the guarantor can carry the deal - what's his liquidity?",
    'liquidty of borrower?',
    "What's the borrower got in liquid reserves?",
    "quick one for the recap: the sponsor's liquid position",
  ],
  credit_score: [
    "wht's the guarantor's fico",
    'Did we get a credit score on the sponsor? What is it?',
    'Sponsor FICO pls',
    'For the committee deck I need the borrower credit score, can you grab it',
    'what kind of credit are we looking at on this borrower, score-wise',
  ],
  ltv: [
    'ltv pls',
    'Where does our leverage land as a percentage of value?',
    'whats the loan to val',
    'Broker here - what LTV is the deal sitting at?',
    "I'm writing up the risk section, what's the loan-to-value on the subject?",
  ],
  ltc: [
    'ltc on the deal?',
    'loan to cost - where are we at',
    'What share of total cost, purchase plus rehab, is the loan?',
    "committee's going to ask about leverage on cost, what's the LTC",
    'LTC ratio on this file, reno budget included?',
  ],
  dscr: [
    'debt svc coverage?',
    'How many times does the NOI cover the interest payments on our loan?',
    'For the memo, the DSCR at our note rate please',
    'debt service covrage ratio for the asset',
    'What does coverage on debt service look like for committee?',
  ],
  units: [
    'how many units is the building',
    'unit cnt on the collateral',
    'The asset manager asked how many apartments are in the building, do we know?',
    '# of units in the collateral?',
    'Is this a big building? How many units does it have?',
  ],
  monthly_rent: [
    "what's the property bringing in per month in rent",
    'Rent roll total per month?',
    'monthly gross rents on the rent roll pls',
    "For my cash flow model, what's the monthly rent collected at the property?",
    'what r the rents monthly',
  ],
  appraised_value: [
    "what'd it appraise at",
    'Appraised val on the subject?',
    'What did the appraisal say the property is worth as is?',
    'For the credit committee deck, what value did the appraiser put on the building?',
    "What's the appraisal number?",
  ],
  balance: [
    'what was the ending bal on the {mon} stmt',
    'How much was sitting in the account at the end of {month}?',
    '{month} {year} bank statement - closing balance?',
    'For the file, can you tell me what the {month} statement closed at?',
    'end of {mon} balance?',
  ],
  members: [
    "who's in the LLC",
    "Who are the LLC's principals?",
    'Can you list out the members of the borrower LLC for KYC',
    'which folks are members of the borrower?',
    'I need the names of everyone in the borrowing entity',
  ],
  ownership: [
    'whats the ownership breakdown of the LLC',
    'Who owns how much of the borrower entity?',
    '% ownership by member?',
    "For the guaranty structure, what's each member's percentage interest in the LLC?",
    'Members and their ownership percentages, please',
  ],
  purchase_price: [
    'PP on the deal?',
    'how much is the buyer paying for the building',
    'What did the sponsor agree to pay for the property?',
    'purchace price of the asset',
    "Before I run the LTC, what's the acquisition price we're underwriting?",
  ],
  closing_date: [
    'when do we close on this one',
    "What's the expected close date?",
    'closing scheduled for when?',
    'Broker asking - is there a target date to close, and what is it?',
    "When's the anticipated closing?",
  ],
  findings: [
    'anything scary in the third party reports?',
    'What issues did diligence turn up?',
    'List any flags I should mention at committee',
    'were there any concerns raised in the reports',
    'Broker wants to know if there are open issues or findings on the loan',
  ],
  summary: [
    'give me the gist of the appraisal',
    'Quick recap of the appraisal report for committee?',
    'what does the appraisal say, in a nutshell',
    'Can you sum up the valuation report',
    'tl;dr on the appraisal',
  ],
  loan_amount: [
    "what's the loan sized at",
    'How much are we being asked to lend?',
    'total loan request?',
    "What's the size of the loan the borrower requested?",
    "What's the note amount?",
  ],
  interest_rate: [
    'rate on this one?',
    "What's the borrower paying in interest, percentage-wise?",
    'int rate?',
    'what rate did we price this loan at',
    "What's the interest rate per annum on this loan?",
  ],
  policy_credit: [
    "does the sponsor's fico clear our min?",
    "Is the guarantor's credit score in policy?",
    "credit policy: pass or fail on the borrower's score?",
    "What's our FICO minimum and does this borrower meet it?",
    'Committee will ask whether the credit score is an exception to policy - is it?',
  ],
  principal_balance: [
    'upb as of today',
    'How much principal is left on the loan?',
    "what's the outstanding balance on the note right now",
    'Servicing question: remaining principal owed?',
    'What does the borrower still owe in principal?',
  ],
  next_payment: [
    "so when's his next payment due, and for how much?",
    'next pmt amt and date?',
    "What's the borrower's next installment, how much and what date?",
    'Servicing: upcoming due date and amount?',
    'How much is due on the next bill and when?',
  ],
  payoff: [
    "what's the payoff on this one",
    "Borrower's asking for a payoff figure good through today, what is it?",
    "pls send payoff amt, today's date",
    'How much would it take to close out the loan today?',
    "Need a payoff number for the asset manager - what's today's figure?",
  ],
  days_past_due: [
    'is he current',
    'Borrower paying on time? current or not?',
    'dpd?',
    'Any delinquency on the loan right now?',
    'Has the borrower missed any payments, how many days late?',
  ],
};

/** Twenty things a generated loan file never states: the right answer is "not in the file". */
const NOT_IN_FILE = [
  'Who did the appraisal - which appraiser or firm?',
  'is there a prepay penalty on this loan',
  'What origination fee or points are we charging?',
  "What's the sponsor's exit strategy, sell or refi?",
  "who's the GC on the rehab",
  'Who is the largest tenant at the property?',
  'When do the leases expire?',
  'Has the guarantor ever filed for bankruptcy?',
  "What's the LLC's EIN?",
  'What state is the borrowing LLC formed in?',
  'whats the ARV once the reno is done',
  'Is the loan full recourse or non-recourse?',
  'what lien position are we in',
  "guarantor's cell or email?",
  'Is the borrower a US citizen or a foreign national?',
  "Who's the broker on the deal and what's their fee?",
  'When was the roof last replaced?',
  'Is there an ALTA survey in the file?',
  "What's the guarantor's marital status?",
  'Who pays the utilities at the property, tenants or landlord?',
];

type Question = BankQuestion & { loanId: string };

const fill = (phrasing: string, month: string | undefined, t: Truth) =>
  phrasing
    .replace('{month}', month ?? '')
    .replace('{mon}', (month ?? '').slice(0, 3))
    .replace('{year}', t.balances[0]?.month.split(' ')[1] ?? '');

/** Every topic on every loan, the phrasing rotating (with 10 loans each is asked twice, once on a
 * boarded loan and once on one that is not); the balance asks another month than the bank does; and
 * two of the twenty things not in the file per loan. */
export const buildBlindBank3 = (loans: Truth[]): Question[] =>
  loans.flatMap((t, li) => [
    ...Object.entries(PHRASINGS).map(([topic, phrasings], ti): Question => {
      const { expected, month } = expectedFor(topic, t, li + 2);
      return {
        loanId: t.loanId,
        topic,
        question: fill(phrasings[(li + ti) % phrasings.length]!, month, t),
        split: 'held-out-4',
        expected,
      };
    }),
    ...[0, 1].map((k): Question => ({
      loanId: t.loanId,
      topic: 'not_in_file',
      question: NOT_IN_FILE[(li * 2 + k) % NOT_IN_FILE.length]!,
      split: 'held-out-4',
      expected: { kind: 'absent' },
    })),
  ]);
