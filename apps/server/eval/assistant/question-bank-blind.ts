// The assistant's blind phrasings (issue 23 item 4, stop 26): three more phrasings per topic,
// written by the lead before the synonym table's next round and never shown to whoever changes it
// (split 'held-out-2'). The first held-out phrasings were read when their misses were printed, so
// they are no longer blind. These are scored only by `npm run eval` (never in the floors test) and
// their failures are never printed nor written to the report.
import type { Truth } from './loan-generator';
import { expectedFor, type BankQuestion } from './question-bank';

const BLIND_PHRASINGS: Record<string, [string, string, string]> = {
  net_worth: [
    "What's the guarantor's net worth per our records?",
    'Total net worth on the borrower side?',
    'How much is the borrower worth after debts?',
  ],
  liquidity: [
    'How much liquid cash does the borrower have available?',
    "What's the sponsor's liquidity position?",
    'Verified liquid assets for the guarantor?',
  ],
  credit_score: [
    'What FICO did the borrower pull?',
    "What's the guarantor's credit score?",
    'Borrower credit score, please',
  ],
  ltv: ["What's our loan-to-value here?", 'LTV ratio for this file?', 'What loan to value are we at?'],
  ltc: ["What's the loan-to-cost on this deal?", 'LTC ratio?', "What's our loan to cost including rehab?"],
  dscr: [
    "What's the debt service coverage on this one?",
    'DSCR for the subject?',
    'What coverage ratio does the property produce on our debt service?',
  ],
  units: [
    "What's the unit count?",
    'How many rental units are in the property?',
    'Number of units in the subject property?',
  ],
  monthly_rent: [
    "What's the monthly rental income?",
    'Total rent per month from the rent roll?',
    "What is the property's monthly gross rent?",
  ],
  appraised_value: [
    "What's the appraised value of the property?",
    'What did the appraiser value it at?',
    'Appraisal value?',
  ],
  balance: [
    'What was the account balance at the end of {month}?',
    'Ending balance on the {month} statement?',
    '{month} closing balance in the bank account?',
  ],
  members: [
    "Who are the LLC's members?",
    'Which individuals make up the borrowing entity?',
    'Members of the borrower entity?',
  ],
  ownership: [
    'What percent does each member own?',
    'What are the ownership percentages in the LLC?',
    'How much of the entity does each member hold?',
  ],
  purchase_price: [
    "What's the purchase price on the contract?",
    'How much is the property being bought for?',
    'Price in the purchase agreement?',
  ],
  closing_date: ["What's the target closing date?", "When's closing?", 'When is the loan expected to close?'],
  findings: [
    'Were there any findings in the third-party reports?',
    'What red flags came up?',
    'Any issues flagged by the reports?',
  ],
  summary: [
    'Can you summarize the appraisal report?',
    'Give me the appraisal summary',
    'What are the key takeaways from the appraisal?',
  ],
  loan_amount: [
    "What's the requested loan amount?",
    'How much is the borrower asking for?',
    'What size loan is this?',
  ],
  interest_rate: [
    "What's the rate on this loan?",
    'What interest rate was quoted?',
    "What's the note's interest rate?",
  ],
  policy_credit: [
    'Does the FICO meet our credit policy minimum?',
    "Is the borrower's credit score within our guidelines?",
    "Does the guarantor's score clear the policy minimum?",
  ],
  principal_balance: [
    "What's the current principal balance?",
    'How much principal is outstanding?',
    "What's the UPB on this loan?",
  ],
  next_payment: [
    "When's the next payment and how much is it?",
    "What's the next installment due?",
    'Upcoming payment amount and due date?',
  ],
  payoff: [
    "What's today's payoff?",
    'How much would the borrower need to pay the loan off today?',
    'Payoff amount as of today?',
  ],
  days_past_due: [
    'Is this loan delinquent?',
    'How many days late is the borrower?',
    "What's the delinquency status, days past due?",
  ],
};

/** Every topic on every loan in a blind phrasing, rotating; the expected answer as the bank's. */
export const buildBlindBank = (loans: Truth[]): (BankQuestion & { loanId: string })[] =>
  loans.flatMap((t, li) =>
    Object.entries(BLIND_PHRASINGS).map(([topic, phrasings], ti) => {
      const { expected, month } = expectedFor(topic, t, li);
      return {
        loanId: t.loanId,
        topic,
        question: phrasings[(li + ti) % phrasings.length]!.replace('{month}', month ?? ''),
        split: 'held-out-2' as const,
        expected,
      };
    }),
  );
