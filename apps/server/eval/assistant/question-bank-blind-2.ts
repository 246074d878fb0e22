// The assistant's second blind phrasings (issue 23 item 4): the first blind set (split 'held-out-2')
// has been read, so it is no longer blind. These were written without opening the assistant (nothing
// under apps/server/src/ and no eval report was read): four or five phrasings per topic as an
// underwriter, a credit committee member or a broker types them (abbreviations, typos, the document
// or the month named, the question inside a sentence, the borrower called the sponsor or the
// guarantor and the property the building or the asset), none copying the bank's or the first blind
// set's; and questions whose honest answer is "not in the file" (things a loan file does not hold).
// Split 'held-out-3': scored only by `npm run eval`, never in the floors test, and their failures are
// never printed nor written to the report (not even with revealBlind). Whoever changes the synonym
// table never opens this file.
import type { Truth } from './loan-generator';
import { expectedFor, type BankQuestion } from './question-bank';

const PHRASINGS: Record<string, string[]> = {
  net_worth: [
    "whats the sponsor's networth",
    'Guarantor NW per the file?',
    "For the committee memo I need the borrower's net worth on record, what is it?",
    'How much is the guarantor worth net of liabilities?',
  ],
  liquidity: [
    'sponsor liquidty?',
    'How much liquidity does the guarantor show on this deal?',
    "Broker says the sponsor is liquid, what's the borrower's liquidity per our records?",
    'What liquid assets does the guarantor have on record?',
  ],
  credit_score: [
    "whats the sponsor's fico",
    "What's the guarantor's mid FICO?",
    'Before I send this to committee, what credit score does the borrower have?',
    'credit scr for the borrower?',
  ],
  ltv: [
    "What's the LTV on the building?",
    'whats the ltv',
    'Committee will ask about leverage, where are we on loan-to-value for this deal?',
    'LTV on the asset?',
  ],
  ltc: [
    "What's our LTC incl. the rehab budget?",
    'ltc on the deal?',
    'Where is the loan to cost landing on this one?',
    'The sponsor wants more proceeds, what is the loan-to-cost right now?',
  ],
  dscr: [
    "What's the DCR on this deal?",
    'dscr?',
    'How many times does the NOI cover the annual debt service on the building?',
    "I'm sizing this loan, what debt service coverage does the asset show at our note rate?",
  ],
  units: [
    'How many units is the building?',
    'How many doors does the asset have?',
    'unit cnt for the subject?',
    'Appraiser called it a small multifamily, how many units are there exactly?',
  ],
  monthly_rent: [
    "What's the in-place monthly rent per the rent roll?",
    'Gross monthly rents on the building?',
    'mthly rent roll total?',
    'How much does the building bring in in rent each month?',
  ],
  appraised_value: [
    'What did the building appraise for?',
    'As-is value per the appraisal?',
    'wht did the asset appraise at',
    "The broker keeps quoting a higher number, what's the actual appraised value?",
  ],
  balance: [
    'What did the {month} statement close at?',
    '{month} bank stmt ending bal?',
    "How much was in the sponsor's account at the end of {month}?",
    "Looking at the {month} statement, what's the closing balance?",
    "What's the ending balance on the borrower's {month} bank statement?",
  ],
  members: [
    'Who are the principals of the borrowing LLC?',
    "Who's in the LLC?",
    'List the LLC members from the application',
    "KYC check: who's behind the borrowing entity, which members?",
  ],
  ownership: [
    'What % does each member of the LLC hold?',
    'ownership breakdown by member, in %?',
    "How's the LLC split between the members percentage-wise?",
    'For the guaranty I need who owns how much of the borrowing entity (percentages)',
  ],
  purchase_price: [
    "What's the sponsor paying for the building?",
    "What's the contract price on the acquisition?",
    'purch price?',
    'What did the borrower agree to buy the asset for?',
  ],
  closing_date: [
    "What's the COE date?",
    "When's this deal scheduled to close?",
    'est closing date?',
    'Broker is pushing for a quick close, what date is the loan supposed to close on?',
  ],
  findings: [
    'What risks did the reports call out on this deal?',
    'Anything concerning in the findings?',
    'any flags i should know about before committee?',
    'What came up in diligence, red flags or findings?',
  ],
  summary: [
    'Quick summary of the appraisal for committee?',
    'Can you give me the gist of the appraisal?',
    'tl;dr on the appraisal',
    'What does the appraisal say about the building overall?',
  ],
  loan_amount: [
    "What's the loan amt?",
    'How much is the sponsor borrowing?',
    "What's the total loan request on this deal?",
    'The broker is asking about sizing, how much are we being asked to lend on the building?',
  ],
  interest_rate: [
    'What rate did we price this deal at?',
    'int rate on the loan?',
    "What's the sponsor paying in interest, rate-wise?",
    'Whats the interest rate on this one',
  ],
  policy_credit: [
    "Does the borrower's FICO pass our investment policy?",
    'credit score vs policy min, pass or fail?',
    "Is the sponsor's credit within our lending guidelines, and what's the floor?",
    'Are we within policy on credit for this deal?',
  ],
  principal_balance: [
    'Current unpaid bal on the note?',
    "What's the sponsor's remaining principal on this loan as of today?",
    'whats the outstanding principal on the deal rn',
    'For the watchlist report, how much principal is left on this loan?',
  ],
  next_payment: [
    'next pmt due?',
    "What's the amount of the borrower's next scheduled payment and its due date?",
    'When does the sponsor owe us the next payment, and what amount?',
    'When is the next debt service payment due on the note, and for how much?',
  ],
  payoff: [
    'payof amount today?',
    'What would the payoff be if the borrower refinanced out today?',
    'Sponsor wants to sell the building, need a payoff good through today, what is it?',
    'How much does the borrower owe to close out the loan today, incl. accrued interest?',
  ],
  days_past_due: [
    'Is the sponsor current on the loan?',
    'dpd?',
    'Has the borrower missed any payments, how many days past due are we?',
    'Any delinquency on this note? how many days?',
  ],
};

/** Things a loan file does not hold (nor this one: see loan-generator.ts): the honest answer is
 * "not in the file", and any figure stated is a wrong one. */
const NOT_IN_FILE = [
  "What's the sponsor's annual W-2 income?",
  "Who's the title company on this deal?",
  'What are the annual property taxes on the building?',
  "What's the hazard insurance premium on the property?",
  "What's the guarantor's date of birth?",
  'Who is the seller on the purchase contract?',
  "What's the zoning designation for the subject?",
  'How many parking spaces does the building have?',
  'Who does the borrower work for, which employer?',
  'What are the monthly HOA dues on the property?',
  'Which environmental consultant did the Phase I?',
  "Who's the property manager for the building?",
];

/** Every topic on every loan in a second-blind phrasing, rotating (another month than the first
 * sets ask), the expected answer as the bank's; and two "not in the file" questions per loan. */
export const buildBlindBank2 = (loans: Truth[]): (BankQuestion & { loanId: string })[] =>
  loans.flatMap((t, li) => [
    ...Object.entries(PHRASINGS).map(([topic, phrasings], ti) => {
      const { expected, month } = expectedFor(topic, t, li + 2);
      return {
        loanId: t.loanId,
        topic,
        question: phrasings[(li + ti) % phrasings.length]!.replace('{month}', month ?? ''),
        split: 'held-out-3' as const,
        expected,
      };
    }),
    ...[0, 1].map((k) => ({
      loanId: t.loanId,
      topic: 'not_in_file',
      question: NOT_IN_FILE[(li * 2 + k) % NOT_IN_FILE.length]!,
      split: 'held-out-3' as const,
      expected: { kind: 'absent' as const },
    })),
  ]);
