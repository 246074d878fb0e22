// The assistant on phrasings the way underwriters, committee members and brokers type them (issue 23
// item 4), none of them in a question bank: abbreviations ("stmt", "apts", "PP", "DCR"), typos
// ("liqudity", "gurantor"), the subject named otherwise (sponsor, guarantor, the deal, the asset, the
// building), a statement's month or a document named, context before the question, and things a loan
// file does not hold (the title company, zoning, HOA dues, the sponsor's employer...). Each is asked
// over generated loans through the offline assistant's own path and scored as the question bank is:
// exactly right, and no figure stated as fact that is not the expected one.
//   FIRST: written before the round that read them (their misses shaped the fixes, never one phrasing).
//   SECOND: written after it, asked once to check the fixes held (one miss, a ratio named beside its
//   input, "DSCR at the note rate", fixed for every ratio).
//   THIRD and FOURTH: written after that, each before the round that read it (THIRD 95.7% and 10
//   wrong figures, FOURTH 94.9% and 16: an exception question on one metric answered "none fails
//   (1 checked)", "NOI / debt service" read as the NOI, a purpose read as the question).
//   FIFTH: written after those fixes, before its own round (98.7%, 0 wrong: "whos" without its
//   apostrophe, "ending cash May").
//   SIXTH: every topic, written last (99.0%, 0 wrong, 5 unsure: "how is the LLC owned between the
//   members" between the ownership and the members).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../../eval/assistant/assistant-eval';
import { generateLoan, type Truth } from '../../../eval/assistant/loan-generator';
import { addDocument } from '../../../eval/assistant/generated-documents';
import { expectedFor } from '../../../eval/assistant/question-bank';
import { createTestContext, type TestContext } from '../../test/context';
import { answerOffline } from './grounding';

const FIRST: Record<string, string[]> = {
  net_worth: [
    'sponsor NW?',
    'whats the guarantors net worth',
    "guarantor's networth, quick",
    'nw of the gurantor',
    'Before committee: what is the sponsor net worth?',
    'How much is the guy worth on paper?',
    'Total net worth of the borrower per our file?',
  ],
  liquidity: [
    'sponsor liquidity?',
    'how much liquid cash does the guarantor have',
    'post-close liquidity for the borrower',
    "what are the guarantor's liquid assets",
    'liqudity on the guarantor',
    'Committee wants to know: how much liquidity does the sponsor show?',
    'cash on hand for the guarantor?',
  ],
  credit_score: [
    'guarantor fico?',
    'whats the sponsors credit score',
    'mid score on the borrower',
    "What did the sponsor's credit come back at?",
    'FICO of the borrower pls',
    'credit scores on the guarantors?',
    'Quick one - what is the sponsor FICO',
  ],
  ltv: [
    'ltv?',
    "what's the loan to value on the deal",
    'LTV on the asset',
    'loan/value?',
    'What LTV are we at on the building?',
    "What's our leverage against the appraised value?",
    'Prepping for IC tomorrow. What is the LTV on this one?',
  ],
  ltc: [
    'LTC on the deal?',
    'loan to cost on this one',
    "what's the loan/cost",
    'How much of the all-in cost are we funding?',
    'ltc incl. rehab?',
    'whats our LTC',
  ],
  dscr: [
    'dscr?',
    "What's the debt service coverage on the building?",
    'Does the asset cover its debt service?',
    'What does the DSCR come in at',
    'debt svc coverage?',
    'How many times does NOI cover debt service?',
    'coverage on the deal?',
    'DSCR on the asset per our numbers?',
  ],
  units: [
    'how many units in the building',
    'unit count on the asset?',
    '# of units',
    'how many doors is this',
    'total units at the property?',
    'how many apts?',
  ],
  monthly_rent: [
    'monthly rents on the building?',
    "what's the rent roll total",
    'gross monthly rent per the rent roll',
    'how much rent does the asset generate a month',
    'in-place rents?',
    'total rent/mo?',
  ],
  appraised_value: [
    'appraised val?',
    'What did the building appraise at?',
    'as-is value of the asset',
    "what's the appraisal value",
    "What's the asset worth per the appraiser?",
    'appraisal came in at what?',
  ],
  balance: [
    'what did the {month} statement close at',
    '{month} stmt ending bal',
    'ending bal for {mon}',
    'How much did the sponsor have in the bank at the end of {month}?',
    '{month} month-end balance on the operating account',
    'what was the balance on the {month} bank statement',
    'cash in the account at end of {month}?',
    '{mon}. ending balance',
    'What was the closing balance on the {month} statement?',
    'what did the {mon} bank stmt end at?',
  ],
  members: [
    'who are the members of the borrowing LLC',
    "who's on the LLC",
    'members of the borrower entity?',
    'Who owns the borrowing entity?',
    'who are the principals behind the deal',
    "who's behind the LLC?",
    'list the LLC members pls',
  ],
  ownership: [
    'ownership %?',
    'who owns what % of the LLC',
    'what % does each member hold',
    'ownership breakdown of the borrowing entity',
    "how's the LLC split between the members",
    "each member's percentage interest?",
    '% ownership by member',
  ],
  purchase_price: [
    'purchase px?',
    'what are they buying the building for',
    "What's the sponsor paying for the asset?",
    'contract price per the PSA?',
    'price on the deal?',
    'whats the purchase price on the building',
  ],
  closing_date: [
    'when do we close',
    "what's the closing dt",
    'target close?',
    'When is this deal scheduled to close?',
    "When's closing",
    'expected closing date on the loan?',
  ],
  findings: [
    'any red flags on the deal',
    'what issues came up in the reports',
    'anything concerning in the third party reports?',
    'what did diligence flag',
    'any risks I should know about before committee?',
  ],
  summary: [
    'summarize the appraisal pls',
    'give me a rundown of the appraisal report',
    'tl;dr of the appraisal',
    'appraisal highlights?',
    'quick recap of the valuation',
  ],
  loan_amount: [
    'loan amt?',
    'how much are we lending on this one',
    "what's the loan size",
    'how much is the sponsor asking for',
    'requested loan amount?',
    'how much debt is the borrower requesting',
  ],
  interest_rate: [
    'rate on the loan?',
    "what's the note rate",
    'interest rate we quoted',
    'what rate are we pricing this at',
    'int rate?',
    'what interest rate is the deal at',
  ],
  policy_credit: [
    "does the guarantor's fico meet our min?",
    "is the sponsor's credit score within policy",
    'Credit score vs. our guideline?',
    'does the borrower clear the credit floor',
    'fico ok per policy?',
    'Does the sponsor FICO meet the credit box?',
  ],
  principal_balance: [
    'UPB?',
    "what's the outstanding principal on the note",
    'how much principal is left',
    'current balance of the loan',
    'what does the borrower owe us',
    'unpaid principal on this loan?',
  ],
  next_payment: [
    'next pmt?',
    "when's the next payment due and how much",
    "what's the next installment",
    'upcoming payment on the loan?',
    'next due date?',
  ],
  payoff: [
    'payoff?',
    "what's the payoff today",
    'payoff amt as of today',
    'How much to pay the loan off?',
    'give me a payoff quote',
  ],
  days_past_due: [
    'dpd?',
    'is the loan current',
    'is the borrower behind on payments',
    'how many days late is the loan',
    'any delinquency on the note',
    'is this loan in arrears?',
  ],
  not_in_file: [
    "who's the title company",
    "what's the zoning on the property",
    'how many parking spaces does the building have',
    'what are the HOA dues',
    'who does the guarantor work for',
    "what's the borrower's W-2 income",
    'annual property taxes?',
    "what's the insurance premium on the building",
    'Who is the seller?',
    "What's the guarantor's DOB?",
    'who is the property manager',
    'who did the Phase I',
    "sponsor's employer?",
    "what's the prepayment penalty",
    'what are the origination points',
    'lot size of the property?',
    'who is the escrow agent',
    "what's the borrower's SSN",
    'how much are the taxes on the building',
    'HOA fees per month?',
    'what is the annual insurance cost',
    'Who is the lender attorney?',
    "what's the guarantor's annual salary",
    'what is the zoning classification',
  ],
};

const SECOND: Record<string, string[]> = {
  net_worth: [
    'IC is asking about the guarantor: net worth?',
    'what does the sponsor show for NW on the PFS',
    'guarantor networth',
    'How much is the sponsor worth?',
  ],
  liquidity: [
    'what liquidity is the guarantor showing',
    'sponsor cash reserves?',
    'how liquid is the sponsor',
    'Verified liquidity for the guarantor?',
  ],
  credit_score: [
    'sponsor FICO pls',
    "what's the guarantor's credit score come in at",
    'borrower credit scores?',
    'fico for the sponsor on this deal',
  ],
  ltv: [
    "what's the LTV at",
    'leverage on the deal?',
    'loan to value ratio for this asset',
    'LTV off the as-is value?',
  ],
  ltc: [
    'loan-to-cost?',
    'whats LTC come out to',
    "What's our loan to cost on the building?",
    'what percent of cost are we financing',
  ],
  dscr: [
    "what's the DCR",
    'debt coverage ratio on the building?',
    'does NOI cover the debt?',
    'DSCR at the note rate?',
  ],
  units: [
    'unit count?',
    'how many units is the building',
    'number of doors on the asset',
    'how many rental units does the property have',
  ],
  monthly_rent: [
    'rent roll monthly total?',
    "what's the building's gross rent",
    'monthly rental income on the asset',
    'what does the rent roll say the rents are',
  ],
  appraised_value: [
    'as-is appraised value?',
    'what did the appraiser value it at',
    'appraisal value on the building',
    "what's the building appraised at",
  ],
  balance: [
    "what's the {month} ending balance on the bank statement",
    'ending balance per the {mon} stmt',
    'How much was in the sponsor account at the end of {month}?',
    'month-end balance {month}?',
    'what did the {month} statement show for the ending balance',
    'balance in checking at {month} end',
  ],
  members: [
    'who are the LLC members',
    'members of the borrowing llc?',
    'Who is in the LLC?',
    'names of the members in the entity',
  ],
  ownership: [
    'who owns how much of the LLC',
    'ownership % by member',
    'what are the membership interests in the LLC',
    "what's each member's ownership",
    'equity split in the borrowing entity?',
  ],
  purchase_price: [
    "what's the purchase price",
    'what is the sponsor acquiring the building for',
    'PP on the deal?',
    'contract price?',
  ],
  closing_date: [
    'closing date?',
    'when are we targeting to close',
    "what's the expected close date on this deal",
    'when is the deal closing',
  ],
  findings: [
    'any flags on this file?',
    'what risks did the reports flag',
    'any red flags I should know about',
    'findings on the file?',
  ],
  summary: [
    'can you summarize the appraisal for me',
    'overview of the appraisal',
    "what's the gist of the appraisal report",
  ],
  loan_amount: [
    'what is the loan amount on this deal',
    'how big is the loan',
    'loan size on this one?',
    'how much are they asking to borrow',
  ],
  interest_rate: [
    'what rate did we quote the sponsor',
    "what's the rate on the note",
    'interest rate?',
    'what are we charging on this loan',
  ],
  policy_credit: [
    "does the sponsor's credit meet policy?",
    'is the FICO above our minimum',
    'credit score vs policy min?',
    'does the guarantor qualify on credit score under our box',
  ],
  principal_balance: [
    "what's the principal balance today",
    'how much is outstanding on the loan',
    'UPB on the note?',
    "what's still owed on this loan",
  ],
  next_payment: [
    'when is the next pmt due',
    'next installment amount?',
    "what's the next payment on the note",
    'how much is due next',
  ],
  payoff: [
    'payoff figure today?',
    'what would it cost to pay off the note today',
    'payoff amount on the loan',
    'how much to pay this loan in full',
  ],
  days_past_due: [
    'how many days past due',
    'is the loan delinquent',
    'any missed payments?',
    'is the borrower current on the loan',
  ],
  not_in_file: [
    "what's the name of the title co",
    'is the property zoned for multifamily',
    'how much parking is there',
    'monthly HOA?',
    'where does the sponsor work',
    "sponsor's W2 wages?",
    'what are the RE taxes',
    'hazard insurance premium?',
    'who is selling the property',
    'when was the guarantor born',
    'who manages the building',
    'which firm did the environmental',
    "what's the guarantor's occupation",
    'how many parking spots per unit',
    'what is the annual tax bill',
    "who's the listing broker",
    'what flood insurance does the building carry',
    'any prepayment penalty on the loan?',
  ],
};

/** Weak topics pressed harder (a month's close, NOI / debt service, exceptions). */
const THIRD: Record<string, string[]> = {
  balance: [
    'Looking at the bank statements - what was the ending balance for {month}?',
    '{month} closing bal?',
    'what was the acct balance at {month} month end',
    'how much cash did the borrower end {month} with',
    'end of {month} balance in the operating acct',
    'per the {month} statement, what is the ending balance',
    'ending balance as of {month}',
    'bal at end of {mon}',
    'what was in checking end of {month}',
    "what's the balance for {month}",
  ],
  dscr: [
    'debt service coverage ratio?',
    'what is the DSCR on the property',
    "what's the coverage look like",
    'NOI / debt service?',
    'does the building cash flow enough to cover the loan payments',
    'DSCR for the asset',
    'whats the dscr',
  ],
  ownership: [
    'who holds what % in the entity',
    'ownership interests of the LLC members?',
    "what's the sponsor's stake in the LLC",
    'how much of the entity does each partner own',
    'percent owned by each member?',
    'ownership structure of the borrower LLC',
    'cap table?',
  ],
  closing_date: [
    'COE?',
    'when does this close',
    'target closing date?',
    'when is closing scheduled for',
    "what's the anticipated closing",
    'closing timeline - what date?',
  ],
  interest_rate: [
    'note rate?',
    "what's the coupon on this",
    'interest rate on the deal',
    'what % rate is the loan',
    'rate we are charging the borrower?',
    'whats the int rate',
  ],
  liquidity: [
    'liquid assets for the sponsor?',
    'how much liquidity does the guarantor have post close',
    'cash reserves of the borrower',
    'sponsor liquidity per the file',
    'what does the guarantor have in liquid funds',
  ],
  payoff: [
    'payoff as of today?',
    'what would it take to pay the note off',
    'payoff quote for the loan',
    'how much to retire the loan',
    "what's the amount needed to pay off the loan in full today",
  ],
  purchase_price: [
    'what did the sponsor agree to pay for the building',
    'purchase price per the contract?',
    'sale price on the deal',
    "what's the acquisition price",
    'what are they paying for the asset',
  ],
  policy_credit: [
    "is the sponsor's FICO within our guidelines",
    'does the borrower meet our minimum credit score',
    'FICO vs policy floor?',
    'any credit score exception on this one?',
    'Credit: does the guarantor clear the policy minimum?',
  ],
  not_in_file: [
    'who is the appraiser',
    "what's the cap rate",
    'what year was the roof replaced',
    "what's the occupancy",
    'who is the loan officer',
    "what's the borrower's phone number",
    "what's the guarantor's email",
    'is there a prepay penalty',
    'what are the origination fees',
    'who is the insurance carrier',
    "what's the property's zoning designation",
    'who is the general contractor',
    'how many parking spaces',
    'what is the tax assessed value',
  ],
};

/** The question inside a sentence, with a purpose around it ("for the LTC calc I need ..."). */
const FOURTH: Record<string, string[]> = {
  balance: [
    "I'm putting the memo together and need the {month} ending balance from the bank statements.",
    'Can you pull the {month} statement balance for me?',
    'For the liquidity section: what did the sponsor have in the account at the end of {month}?',
    'Need the ending bal on the {month} stmt',
    'Sponsor says the account had more in {month} - what does the statement show as the ending balance?',
    'what was the {month} eom balance',
    '{month} balance per bank stmt?',
  ],
  dscr: [
    "I'm writing up the deal for committee and need the DSCR.",
    'Can you calc the debt service coverage for the asset?',
    'Underwriting wants the DSCR on this one - what is it?',
    'Broker claims the building covers its debt service easily; what is the actual DSCR?',
    'pls confirm DSCR',
  ],
  ownership: [
    'For the KYC section I need the ownership percentages of the borrowing entity.',
    'Can you list each member and their % of the LLC?',
    'Who owns the LLC and in what percentages?',
    "What's the breakdown of ownership among the sponsors?",
    'Need ownership % for each guarantor in the entity',
  ],
  liquidity: [
    "Committee will ask about reserves - what's the sponsor's liquidity?",
    'Need the guarantor liquidity figure for the memo',
    'Can you pull the liquid assets for the sponsor?',
    'How much liquidity is the sponsor bringing to the table?',
  ],
  closing_date: [
    'Broker is pushing to close fast - what is the target closing date?',
    'Please confirm the closing date; the broker says end of month.',
    'Need the expected close date for the pipeline report',
    "what's the est. closing date",
  ],
  interest_rate: [
    'Sponsor is asking about pricing - what rate did we give them?',
    'For the term sheet recap: what is the interest rate?',
    'Need the note rate for the memo',
    'what rate is this deal at',
  ],
  payoff: [
    'Borrower wants to refinance out - what is the payoff today?',
    'Need a payoff figure as of today for the borrower',
    'Can you pull the payoff on this loan?',
    'what is the current payoff on the note',
  ],
  purchase_price: [
    'For the LTC calc I need the purchase price - what is it?',
    'Broker says the building is under contract; at what price?',
    'what is the contract purchase price for the asset',
    "Need the sponsor's purchase price on the building",
  ],
  policy_credit: [
    'Before committee: does the sponsor FICO pass our policy?',
    'Can you check the guarantor credit score against our policy minimum?',
    'Is the credit score an exception to policy?',
    "Does the sponsor's credit score fall below our minimum?",
  ],
  credit_score: [
    'For the memo I need the guarantor FICO.',
    'Can you pull the sponsor credit score?',
    'Committee asked about credit - what are the guarantor scores?',
  ],
  net_worth: [
    'For the guarantor analysis I need the net worth.',
    'Can you pull the sponsor net worth from the file?',
    "What's the guarantor's NW per the file?",
  ],
  appraised_value: [
    'For the LTV I need the appraised value of the building - what is it?',
    'Can you pull the as-is value from the appraisal?',
    'what did the appraisal come back at for the asset',
  ],
  loan_amount: [
    "What's the requested amount on this deal?",
    'Need the loan amount for the memo',
    'how much is the sponsor borrowing',
  ],
  not_in_file: [
    'For the memo I need the title company name.',
    'Can you pull the zoning for the building?',
    'Need the HOA dues for the expense analysis',
    "Committee will ask: what is the guarantor's employer?",
    "Can you pull the sponsor's W-2 income?",
    'Need the property tax amount for the DSCR',
    'What is the annual insurance premium on the asset?',
    'Who is the seller on this deal?',
    "What's the sponsor's date of birth?",
    'How many parking spaces does the asset have?',
    'Who prepared the Phase I ESA?',
    'Who is the property management company?',
  ],
};

/** Terse and misspelt, as typed in a hurry ("whos got what % of the llc", "purchse price"). */
const FIFTH: Record<string, string[]> = {
  balance: [
    'whats the ending balnce for {month}',
    '{month} statment ending balance?',
    'acct bal end of {mon}?',
    'what did the bank show at the close of {month}',
    'ending cash {month} per the bank statement',
    "sponsor's {month} closing balance",
  ],
  dscr: [
    'dscr pls',
    'debt service coverge ratio',
    'whats the debt coverage',
    'is the DSCR above 1.25x?',
    'how is the coverage on this asset',
  ],
  ownership: [
    'ownrship split?',
    'whos got what % of the llc',
    'who has the majority stake in the LLC',
    'ownership of the borrowing entity by percentage',
    'what are the members ownership percentages',
  ],
  not_in_file: [
    'whats the zoning',
    'parking ratio?',
    'HOA?',
    'title co?',
    'RE taxes?',
    'ins premium?',
    'who is the sponsors employer',
    'guarantor W2?',
    'seller name?',
    'guarantor DOB',
    'property mgmt co?',
    'Phase 1 done by?',
    'what does the sponsor do for a living',
    'how much does the guarantor make a year',
    'what is the guarantors salary',
    'who is the survey company',
  ],
  closing_date: ['closing?', 'when r we closing', 'est closing date', 'when is the close'],
  interest_rate: ['intrest rate?', 'what is the rate', 'rate?', 'whats the note rate on this'],
  liquidity: [
    'liquidty?',
    'sponsor cash position?',
    'how much cash does the guarantor have',
    'what are the sponsors reserves',
  ],
  payoff: [
    'pay off amount?',
    'payoff amt',
    'what is the payoff as of today for this loan',
    'amount to pay off',
  ],
  purchase_price: [
    'purchase price?',
    'purchse price',
    'what was the price',
    'how much is the building selling for',
  ],
  policy_credit: [
    'FICO meet min?',
    'does the credit score pass',
    'credit score within policy?',
    'is the sponsor FICO an exception',
  ],
  members: ['members?', 'LLC members', 'who r the members', 'who are the owners of the llc'],
  units: ['units?', 'unit cnt', 'how many units', '# units in the bldg'],
  next_payment: ['next payment?', 'when is the next pmt', 'next payment amt and date', "what's due next"],
  principal_balance: ['principal bal?', 'UPB', 'outstanding bal on the loan', 'current principal'],
  days_past_due: ['past due?', 'days delinquent?', 'any late payments', 'how far behind is the loan'],
};

/** Every topic once more, the last set written (before any fix it caused). */
const SIXTH: Record<string, string[]> = {
  net_worth: [
    'whats the combined net worth of the guarantors',
    'sponsor net worth (per our records)?',
    'Guarantor NW - need it for the memo',
  ],
  liquidity: [
    'sponsor post-closing liquidity',
    'guarantor liquid assets per the file?',
    'cash on hand - sponsor',
  ],
  credit_score: ["what's the guarantor's mid FICO", 'credit score on the sponsor(s)?', 'sponsor fico score'],
  ltv: ['As-is LTV?', 'ltv on this loan', 'where does LTV land'],
  ltc: ['ltc?', 'what is loan to cost incl rehab', 'LTC on the project'],
  dscr: ['What DSCR does this asset support?', 'DSCR - interest only basis?', 'coverage ratio on the asset?'],
  units: ['unit count for the building?', 'how many units does the asset have', 'total # of units'],
  monthly_rent: [
    'whats the monthly gross rent',
    'total monthly rents on the rent roll',
    'what does the building rent for monthly',
  ],
  appraised_value: [
    'as is value?',
    'what did the building appraise for',
    "what's the appraised value of the asset",
  ],
  balance: [
    '{month} ending balance?',
    'what was the balance at end of {month} per the statement',
    'ending bal {month} stmt',
    'how much was in the acct end of {month}',
  ],
  members: [
    'who are the LLC members?',
    'which individuals are in the borrowing LLC',
    'members of the entity pls',
  ],
  ownership: [
    'ownership percentages for the LLC?',
    'how is the LLC owned between the members',
    "each member's % of the entity",
  ],
  purchase_price: [
    'what is the building under contract for',
    'purchase price of the asset?',
    'how much are they paying for the building',
  ],
  closing_date: [
    'what is the target close date',
    'when are we scheduled to close this one',
    'closing date on the deal?',
  ],
  findings: ['any issues flagged in diligence?', 'red flags?', 'what did the reports flag on this deal'],
  summary: ['summarize the appraisal', 'appraisal overview pls', 'key points from the appraisal report?'],
  loan_amount: ['loan amount requested?', 'how much are we being asked to lend on this', 'size of the loan?'],
  interest_rate: ['rate on this one?', 'what interest rate did we price', 'note rate for the memo'],
  policy_credit: [
    'is the guarantor FICO within policy?',
    'FICO vs our minimum?',
    'does the credit score meet the policy floor',
  ],
  principal_balance: [
    'outstanding principal?',
    'how much principal is still outstanding',
    'current UPB on this loan',
  ],
  next_payment: ['next payment due date and amount?', 'when is the next installment due', 'upcoming pmt?'],
  payoff: ['payoff quote as of today', 'how much to pay off this loan', 'payoff?'],
  days_past_due: ['is the loan past due', 'days late?', 'is the sponsor behind on payments'],
  not_in_file: [
    'what is the zoning of the property',
    'name of the title company?',
    'how many parking spots does the building have',
    'HOA dues per month?',
    "what is the guarantor's employer",
    'sponsor W-2 income?',
    'what are the annual property taxes on the building',
    'annual insurance premium?',
    'who is the seller',
    'date of birth of the guarantor?',
    'who did the Phase I environmental',
    'who manages the property',
  ],
};

let ctx: TestContext;
const loans: Truth[] = [];
let titleBefore = '';

beforeAll(async () => {
  ctx = await createTestContext();
  // Four loans: two boarded (servicing answers), two not; statements of different months.
  for (let i = 0; i < 4; i += 1) loans.push(await generateLoan(ctx.db, 7_000 + i));
  // A fifth loan whose file gains a title commitment and an environmental report in the last test.
  loans.push(await generateLoan(ctx.db, 7_004));
  titleBefore = (await ask(loans[4]!, "who's the title company?")).text;
});
afterAll(async () => {
  await ctx?.close();
});

const ask = (loan: Truth, question: string) =>
  answerOffline(ctx.db, { loanIds: [loan.loanId], loanId: loan.loanId, question });

/** Every phrasing on every loan: the misses (question, expected, answer) and the wrong figures. */
const score = async (phrasings: Record<string, string[]>) => {
  const misses: string[] = [];
  let wrong = 0;
  let asked = 0;
  for (const [topic, questions] of Object.entries(phrasings))
    for (const [qi, phrasing] of questions.entries())
      for (const [li, loan] of loans.slice(0, 4).entries()) {
        const { expected, month } =
          topic === 'not_in_file'
            ? { expected: { kind: 'absent' as const }, month: undefined }
            : expectedFor(topic, loan, li + qi);
        const question = phrasing.replace('{month}', month ?? '').replace('{mon}', (month ?? '').slice(0, 3));
        const reply = await ask(loan, question);
        const scored = scoreAnswer(expected, reply.text);
        asked += 1;
        if (scored.wrongFigure) wrong += 1;
        if (!scored.right)
          misses.push(
            `${topic} | ${question} | expected ${expected.kind === 'absent' ? 'not in the file' : expected.must.join(', ')} | got ${reply.text.slice(0, 200)}`,
          );
      }
  return { misses, wrong, asked };
};

describe('the assistant on phrasings no question bank has', () => {
  it('answers every phrasing of the first set exactly right, with no wrong figure', async () => {
    const result = await score(FIRST);
    expect(result.asked).toBeGreaterThan(600);
    expect(result.wrong, result.misses.join('\n')).toBe(0);
    expect(result.misses).toEqual([]);
  });

  it('answers every phrasing of the second set (written after the fixes) exactly right', async () => {
    const result = await score(SECOND);
    expect(result.asked).toBeGreaterThan(400);
    expect(result.wrong, result.misses.join('\n')).toBe(0);
    expect(result.misses).toEqual([]);
  });

  it('answers the third and fourth sets (context around the question, weak topics) with no wrong figure', async () => {
    const both: Record<string, string[]> = { ...THIRD };
    for (const [topic, questions] of Object.entries(FOURTH))
      both[topic] = [...(both[topic] ?? []), ...questions];
    const result = await score(both);
    expect(result.asked).toBeGreaterThan(500);
    expect(result.wrong, result.misses.join('\n')).toBe(0);
    // "Who is the appraiser?" quotes the appraisal (it names no appraiser) rather than "not in the file".
    expect(result.misses.filter((m) => !m.startsWith('not_in_file | who is the appraiser'))).toEqual([]);
  });

  it('answers the fifth set (terse, misspelt) exactly right', async () => {
    const result = await score(FIFTH);
    expect(result.asked).toBeGreaterThan(300);
    expect(result.wrong, result.misses.join('\n')).toBe(0);
    expect(result.misses).toEqual([]);
  });

  it('answers the sixth set (every topic) exactly right', async () => {
    const result = await score(SIXTH);
    expect(result.asked).toBeGreaterThan(300);
    expect(result.wrong, result.misses.join('\n')).toBe(0);
    expect(result.misses).toEqual([]);
  });

  it('states a figure no source dates even when the question reads as a month ("APR?")', async () => {
    const loan = loans[0]!;
    const reply = await ask(loan, 'APR?');
    expect(reply.text).toMatch(/^Interest rate: /);
    expect(reply.text).toContain(`${Number((loan.rate * 100).toFixed(3))}%`);
  });

  it('says "not in the file" only when nothing names the subject: a page or a data point that does is shown', async () => {
    const loan = loans[4]!;
    expect(titleBefore).toMatch(/^Not in the file: no record, report or document of this loan names "title"/);
    await addDocument(ctx.db, loan.loanId, {
      name: 'Title Commitment',
      klass: 'title-report',
      pages: [
        'Commitment for Title Insurance\nIssued by Keystone Abstract & Title Co.\nEffective 03/02/2026',
      ],
      points: [
        {
          key: 'title_company',
          value: 'Keystone Abstract & Title Co.',
          type: 'STRING',
          page: 1,
          quote: 'Issued by Keystone Abstract & Title Co.',
        },
      ],
    });
    const after = await ask(loan, "who's the title company?");
    expect(after.text).not.toMatch(/^Not in the file/);
    expect(after.text).toContain('Keystone Abstract & Title Co.');
    // A page that names the subject in other words (an environmental site assessment for "Phase I").
    await addDocument(ctx.db, loan.loanId, {
      name: 'ESA Report',
      klass: 'environmental',
      pages: ['Environmental Site Assessment prepared by Harlow Geo Consultants'],
      points: [],
    });
    const phase = await ask(loan, 'who did the Phase I?');
    expect(phase.text).not.toMatch(/^Not in the file/);
    expect(phase.text).toContain('Harlow Geo Consultants');
  });
});
