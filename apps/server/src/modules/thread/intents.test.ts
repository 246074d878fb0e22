// The offline reading on phrasings written for this test (issue 23 item 4), none of them in the
// question bank: what an analyst types ("what's", "per our records", "on this deal", UPB, FICO,
// NW...) is placed on its topic; a question between two topics is 'unsure' with both named; a
// question with only a shared word ("amount", "balance") is not placed at all.
import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './answer';
import { closestTopics, subjectWords, understand, type Intent } from './intents';
import { monthAsked } from './intents-text';

const readingOf = (intent: Intent | null): string => {
  if (!intent) return 'none';
  switch (intent.type) {
    case 'fact':
    case 'derived':
      return intent.key;
    case 'summary':
      return `summary:${intent.target}`;
    case 'policy':
      return `policy:${intent.field ?? 'all'}${intent.failing ? ':failing' : ''}`;
    case 'unsure':
      return `unsure:${intent.candidates.map((c) => readingOf(c.intent)).join('|')}`;
    default:
      return intent.type;
  }
};

/** Per topic, phrasings the bank does not have. */
const PHRASINGS: Record<string, string[]> = {
  net_worth: [
    "What's the sponsor's NW per our records?",
    'Guarantor net worth on this deal, please',
    'How much is the borrower worth?',
    'Net assets of the guarantor?',
  ],
  liquidity: [
    "What's the guarantor's liquidity?",
    'How much cash does the sponsor have?',
    'Liquid reserves on this one?',
    'How much does the borrower have in the bank?',
  ],
  credit_score: [
    "What's the sponsor's FICO?",
    'Credit on the guarantor?',
    'What score did the borrower pull?',
    "What's their credit like?",
    "What's the applicant's score?",
  ],
  ltv: [
    "What's the LTV on this one?",
    'Loan-to-value, please',
    'How levered is the deal against the appraisal?',
    "What's the loan as a percent of value?",
  ],
  ltc: [
    "What's the LTC on this deal?",
    'Loan to cost ratio per our records',
    'What share of total cost is the loan?',
  ],
  dscr: [
    "What's the DSCR on this deal?",
    'Does the NOI cover the debt service?',
    "What's the coverage on the loan?",
    'Debt service coverage, please',
  ],
  units: [
    "What's the unit count on this one?",
    'How many doors is the property?',
    'Number of apartments per our records',
  ],
  monthly_rent: [
    "What's the monthly rental income?",
    'How much does the property rent for?',
    'What does the building bring in each month in rent?',
  ],
  appraised_value: [
    "What's the as-is value per the appraisal?",
    'What did it appraise for?',
    'What is the property valued at?',
    "What's the collateral worth?",
  ],
  ending_balance: [
    "What's the March ending balance?",
    'Ending bank balance for March, please',
    'How much was in the account at the end of March?',
  ],
  members: [
    "Who are the LLC's members?",
    'Who is in the borrowing entity?',
    'Who are the principals of the LLC?',
    'What people make up the borrower LLC?',
  ],
  ownership: [
    "What's the ownership breakdown?",
    'How much of the LLC does each member own?',
    'Membership percentages?',
    'Who owns what percent of the entity?',
  ],
  purchase_price: [
    "What's the contract price on this deal?",
    'What did they pay for the property?',
    'What is the property being bought for?',
  ],
  closing_date: ["When's the target closing?", "What's the close date?", 'When do we expect to close?'],
  loan_amount: [
    'How much is the borrower asking for?',
    'What size is the loan?',
    "What's the loan amount on this one?",
    'How much are we being asked to lend?',
  ],
  interest_rate: [
    'What rate was quoted?',
    "What's the interest rate on this deal, please?",
    "What's the note's coupon?",
  ],
  findings: [
    'Any concerns in the reports?',
    'What did the background check flag?',
    'What are the key risks?',
  ],
  'summary:appraisal': [
    'Key takeaways from the appraisal?',
    'Give me the gist of the appraisal',
    'What does the appraisal say?',
    'Appraisal summary, please',
  ],
  principal_balance: [
    "What's the UPB on this one?",
    "What's the current loan balance?",
    'How much does the borrower owe?',
    'Remaining balance on the note?',
  ],
  next_payment: [
    "When's the next payment due?",
    "What's the upcoming installment?",
    'How much is the monthly payment?',
  ],
  payoff_amount: [
    "What's the payoff as of today?",
    'How much would it take to retire the note?',
    'Payoff figure, please',
  ],
  days_past_due: [
    'Is the borrower late?',
    'Are they behind?',
    'Is this loan delinquent?',
    'Is the loan current?',
  ],
  'policy:credit_score': [
    "Does the sponsor's FICO clear our minimum?",
    'Is the credit score within guidelines?',
    "Does the guarantor's credit pass?",
    "Is the sponsor's score above the policy floor?",
  ],
};

describe('the offline reading of phrasings the bank does not have', () => {
  for (const [topic, questions] of Object.entries(PHRASINGS))
    it(`places ${topic}`, () => {
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.map((q) => [q, readingOf(understand(q))])).toEqual(questions.map((q) => [q, topic]));
    });

  it('names both topics, with no figure chosen, when a question points to two equally', () => {
    expect(readingOf(understand('How much is the loan?'))).toBe('unsure:principal_balance|loan_amount');
    expect(readingOf(understand("What's the value on the loan?"))).toBe('unsure:ltv|appraised_value');
    expect(readingOf(understand("What's the loan balance and the payoff?"))).toBe(
      'unsure:payoff_amount|principal_balance',
    );
  });

  it('does not place a question whose only cue is a shared word, or one asking for a figure per unit', () => {
    // A figure per unit or square foot is none of the amounts the question also names.
    for (const q of [
      "What's the amount?",
      'Balance?',
      'Score?',
      'zebra amount',
      'Purchase price per unit?',
      "What's the rent per square foot?",
    ])
      expect([q, readingOf(understand(q))]).toEqual([q, 'none']);
  });

  it('does not place a question on a topic whose figure cannot answer it (a name, a date, another premise)', () => {
    for (const q of [
      'Who is the appraiser?',
      'What is the appraisal date?',
      "What's the after-repair value?",
      'How many units are vacant?',
      'How much cash is the sponsor bringing to closing?',
      "What's the year-over-year rent growth?",
      "What's the earnest money deposit?",
    ])
      expect([q, readingOf(understand(q))]).toEqual([q, 'none']);
  });

  it("reads a boarded loan's terms, dates, fees and holdbacks on the servicing ledger's keys", () => {
    for (const [q, key] of [
      ['What is the maturity date?', 'maturity_date'],
      ['when is the balloon due', 'maturity_date'],
      ['What is the interest reserve?', 'interest_reserve'],
      ['zebra holdback amount', 'construction_holdback'],
      ['how much has been drawn so far?', 'draws_funded'],
      ['when was the last payment received?', 'last_payment'],
      ['when is the first payment due', 'first_payment_date'],
      ['what is the late fee?', 'late_fee'],
      ['any late fees assessed?', 'late_fees_outstanding'],
      ['how many days grace before a late fee', 'grace_period'],
      ['how much interest has accrued?', 'accrued_interest'],
      ['default interest rate on the note', 'default_rate'],
      ['is the loan in default?', 'default_status'],
      ['is it interest only?', 'amortization'],
      ['when did the loan fund?', 'funded_date'],
      ['how many extensions are left?', 'extensions'],
      ['how much are they paying a month', 'next_payment'],
      ['how many keys?', 'units'],
      ['is it a 1-4 family?', 'units'],
    ])
      expect([q, readingOf(understand(q!))]).toEqual([q, key]);
  });

  it('never reads a different topic from a bank statement month or a member question', () => {
    expect(readingOf(understand('What did the account close March at?'))).not.toBe('closing_date');
    expect(readingOf(understand('deposits and credits'))).toBe('total_deposits');
    expect(understand('March ending balance')).toMatchObject({ key: 'ending_balance', month: 'March' });
  });
});

describe('a question placed on no topic', () => {
  it('names the topics its shared word points to, states no figure, and still quotes the passages', () => {
    expect(closestTopics('Score?')).toEqual(['credit score', 'loan score']);
    const none = [
      ...offlineAnswer({ question: 'Score?', passages: [], values: [], closest: closestTopics('Score?') }),
    ];
    expect(none.join('')).toBe(
      "Not sure what is asked — did you mean the credit score or the loan score? Ask for one by name. No passage of this loan's documents matches the question either.",
    );
    const passage = {
      content_id: 'p1',
      document_id: 'd1',
      loan_id: 'l1',
      doc_name: 'Escrow Agreement',
      page: 2,
      text: 'Holdback amount $77,000.00',
      score: 1,
    };
    const quoted = [
      ...offlineAnswer({
        question: 'holdback amount',
        passages: [passage],
        values: [],
        closest: ['loan amount'],
      }),
    ].join('');
    expect(quoted.split('\n')).toEqual([
      'Not sure what is asked — did you mean the loan amount? Ask for it by name.',
      'What the documents say:',
      '[1] Escrow Agreement, page 2: "Holdback amount $77,000.00"',
      '',
    ]);
    expect(closestTopics('zebra')).toEqual([]);
  });
});

describe('what analysts type around the words the table reads', () => {
  it('mends a slip in a word of the table, and never turns a real word into one', () => {
    expect(readingOf(understand('liqudity on the gurantor'))).toBe('liquidity');
    expect(readingOf(understand('what did the apprasial come in at'))).toBe('appraised_value');
    // "borrowed" is a word of its own, not a slip of "borrower".
    expect(readingOf(understand('How much is borrowed?'))).not.toBe('borrower_name');
    // A five-letter slip of a short topic word ('wroth'), never of a word a real one is near.
    expect(readingOf(understand("guarantor's net wroth?"))).toBe('net_worth');
    expect(readingOf(understand('what is the prime rate on this one?'))).not.toBe('purchase_price');
    expect(readingOf(understand('which store is the anchor tenant?'))).not.toBe('credit_score');
  });

  it('reads a clause ahead of the question as context: the figure asked is the one after it', () => {
    expect(readingOf(understand('Once we close the file, what is the purchase price?'))).toBe(
      'purchase_price',
    );
    expect(readingOf(understand('Before I size the DSCR, what rate are we charging?'))).toBe('interest_rate');
    // The clause alone names what is asked when the rest names nothing.
    expect(readingOf(understand('Before I run the LTC, what do you have?'))).toBe('ltc');
  });

  it('reads a purpose after the question as context: the figure asked is the one before it', () => {
    for (const [q, reading] of [
      ['unit count so we can work out the rent per door', 'units'],
      ['what did the appraisal come in at, so that I can check the LTV', 'appraised_value'],
      ['purchase price in order to run the LTC', 'purchase_price'],
      ['what is the rent per unit so I can size the loan', 'rent_per_unit'],
    ])
      expect([q, readingOf(understand(q!))]).toEqual([q, reading]);
  });

  it('reads a statement month however it is named, and "may" only as a month beside one', () => {
    expect(monthAsked('what did the May bank stmt end at?')).toBe('May');
    expect(monthAsked('How much was in the account at the end of May?')).toBe('May');
    expect(monthAsked('balance on the 3/31 statement')).toBe('March');
    expect(monthAsked('ending balance 03/28/2026')).toBe('March 2026');
    expect(monthAsked('May I see the ending balance?')).toBeNull();
    expect(monthAsked('May I see the bank balance for March?')).toBe('March');
    expect(understand('what did the April statement close at')).toMatchObject({
      key: 'ending_balance',
      month: 'April',
    });
    // Cash at a month's end is the statement's balance, not the sponsor's liquidity.
    expect(readingOf(understand('How much did the sponsor have in the bank at the end of May?'))).toBe(
      'ending_balance',
    );
  });

  it('places nothing on a question about a subject no topic states, and names that subject', () => {
    for (const q of [
      'lot size of the property?',
      'who does the guarantor work for',
      "what's the insurance premium on the building",
      'annual property taxes?',
      "who's the guarantor's spouse?",
    ])
      expect([q, readingOf(understand(q))]).toEqual([q, 'none']);
    expect(subjectWords("what's the borrower's W-2 income")).toEqual(['w-2']);
    expect(subjectWords('HOA fees per month?')).toEqual(['hoa', 'fee']);
  });

  it('reads the weak topics however they are put (coverage of the interest, member interests, funding ahead, APR)', () => {
    for (const [q, reading] of [
      ['Balance at 3/31?', 'ending_balance'],
      ['How many times does NOI cover the interest?', 'dscr'],
      ['Member interests?', 'ownership'],
      ["Sponsor's % in the LLC", 'ownership'],
      ['When do we fund?', 'closing_date'],
      ["Sponsor's liquid net worth", 'liquidity'],
      ['APR?', 'interest_rate'],
      ['What was the Apr balance?', 'ending_balance'],
    ])
      expect([q, readingOf(understand(q!))]).toEqual([q, reading]);
  });

  it('answers a ratio named beside one of its inputs with the ratio', () => {
    expect(readingOf(understand('DSCR at the note rate?'))).toBe('dscr');
    expect(readingOf(understand("What's our leverage against the appraised value?"))).toBe('ltv');
  });
});
