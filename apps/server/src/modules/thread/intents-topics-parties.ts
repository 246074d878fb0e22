// The topic table's borrower, entity and bank statement topics (intents-cues.ts explains the weights).
import {
  cues,
  boost,
  fact,
  WHO,
  PERSON,
  LOAN_WORD,
  MONTH,
  MONTH_NAME,
  BANK_CONTEXT,
  type Topic,
} from './intents-cues';

/** The bank statement topics: a month or an account points to them. */
const bankBoost = boost(MONTH, BANK_CONTEXT);

export const PARTY_TOPICS: Topic[] = [
  {
    intent: fact('beginning_balance'),
    name: 'beginning balance',
    cues: [
      ...cues(3, /(beginning|opening|starting) balance/, /balance at the (start|beginning)/),
      ...bankBoost,
    ],
  },
  {
    intent: fact('average_daily_balance'),
    name: 'average balance',
    cues: [...cues(3, /average (daily )?balance/), ...bankBoost],
  },
  {
    intent: fact('ending_balance'),
    name: 'ending balance',
    cues: [
      ...cues(3, /(ending|closing|end of (the )?month|month[- ]end|statement|account|bank) balance/),
      ...cues(3, /\b(ending|closing|month[- ]end) (cash|fund)\b/),
      ...cues(3, /balance (at|as of) (the )?(end|close)/),
      ...cues(2, /\bmonth[- ]end\b|\bend of (the )?month\b/, /\bin the account\b/, /\bend(ed)? (with|at)\b/),
      // "at the end of March", "what did the April statement close at": a month's last figure.
      ...cues(2, /\b(end|close) of\b.*\b(month|statement|period)\b/, /\bat (the )?end of\b/),
      ...cues(2, new RegExp(`\\b(end|close) of ${MONTH_NAME.source}`)),
      // "end May with", "ended March at".
      ...cues(2, new RegExp(`\\b(end|ended|finish|finished|close|closed) ${MONTH_NAME.source} (with|at)\\b`)),
      ...cues(
        2,
        /\b(statement|account|bank|checking|saving)\b.*\b(close|closed|end|ended|finish|finished) (at|with|out)\b/,
      ),
      // A month's statement, with no other figure named: its balance.
      ...cues(
        2,
        new RegExp(`(${MONTH.source}).*${BANK_CONTEXT.source}|${BANK_CONTEXT.source}.*(${MONTH.source})`),
      ),
      ...cues(1, /\bbalance\b/),
      // Cash a bank statement or a month names: the statement's balance, not the sponsor's liquidity.
      ...cues(3, /\bcash\b[^?]*\bbank statement\b|\bbank statement\b[^?]*\bcash\b/),
      ...cues(2, new RegExp(`\\bcash\\b.*(${MONTH.source})|(${MONTH.source}).*\\bcash\\b`)),
      // The newest statement's balance ("latest balance", "last balance").
      ...cues(2, /\b(latest|most recent|newest|last|final)\b.*\bbalance\b/),
      // Every statement's balance ("balances by month", "balance each month").
      ...cues(2, /\bbalance\b.*\b(each|every|by|per) (month|statement|period)\b|\bmonthly balance\b/),
      ...cues(-3, /\b(beginning|opening|starting|average|daily)\b/),
      ...bankBoost,
    ],
  },
  {
    intent: fact('total_deposits'),
    name: 'deposits',
    cues: [
      ...cues(3, /\bdeposit\b/, /\bdeposit and credit\b/),
      ...cues(-3, /\bearnest\b|\bsecurity deposit\b|\bescrow\b/),
      ...bankBoost,
    ],
  },
  {
    intent: fact('total_withdrawals'),
    name: 'withdrawals',
    cues: [...cues(3, /\bwithdrawal\b/, /\bdebit\b/), ...bankBoost],
  },
  {
    intent: fact('net_worth'),
    name: 'net worth',
    cues: [
      ...cues(3, /net ?worth/, /\bnw\b/, /\bnet asset/, /asset\w* (minus|less|net of) liabilit/),
      ...cues(2, /how (wealthy|rich)/, /\bworth\b/),
      ...cues(1, /\bequity\b/),
      ...boost(PERSON),
      ...cues(-3, /\b(property|building|collateral|house|home|asset) (is )?worth\b|\bworth per\b/),
      // "Liquid net worth" is the liquidity.
      ...cues(-3, /\bliquid net ?worth\b/),
      // Equity put into the deal is not what the sponsor is worth.
      ...cues(-3, /\b(putting|put|contribut\w*|injection|invest\w*)\b|\bin the deal\b/),
    ],
  },
  {
    intent: fact('liquidity'),
    name: 'liquidity',
    cues: [
      ...cues(
        3,
        /\bliquidity\b/,
        /\bliquid\b/,
        /cash (on hand|reserve|in the bank)/,
        /\bliquid net ?worth\b/,
      ),
      ...cues(2, /\bcash\b/, /\bhave in the bank\b/),
      ...cues(1, /\breserve\b/),
      ...boost(PERSON),
      // A month's cash is a bank statement's balance.
      ...cues(-2, MONTH),
      // Cash brought to closing is the deal's, not what the sponsor holds.
      ...cues(-3, /\b(bring\w*|brought)\b.*\bclos(e|ing)\b|\b(to|at) clos(e|ing)\b|\bdown payment\b/),
    ],
  },
  {
    intent: fact('credit_score'),
    name: 'credit score',
    cues: [
      ...cues(3, /credit score/, /\bfico\b/, /credit rating/, /\bmid(dle)? score\b/),
      // A person's score is their credit score.
      ...cues(3, /\b(borrower|guarantor|sponsor|applicant)('?s)? score\b/),
      ...cues(2, /\bcredit\b/),
      ...cues(1, /\bscore\b/),
      ...boost(PERSON),
      ...cues(-3, /\bdeposit\b|\bwithdrawal\b|\bloan score\b|\bdeal score\b/),
      // "this credit" is the loan itself.
      ...cues(-3, /\b(this|the) credit\b(?! (score|rating|report))/),
    ],
  },
  {
    intent: fact('ownership'),
    name: 'ownership',
    cues: [
      ...cues(3, /\bownership\b/, /\bstake\b/, /\bsplit\b/, /\bmembership\b/),
      ...cues(3, /\bpercent(age)?\b.*\b(own|owned|held|hold)\b|\b(own|owned|held|hold)\b.*\bpercent/),
      ...cues(3, /\bwho (hold|own) (what|how much)\b/, /\b(each|every) member\b.*\b(own|hold)\b/),
      ...cues(3, /\bmember\b.*\bpercent|\bpercent\w*\b.*\bmember\b/),
      ...cues(3, /\bhow much of the (llc|entity|company)\b/, /\bhow is\b.*\bowned\b/),
      ...cues(3, /\bcap table\b/, /\b(equity|ownership|membership) (interest|split|breakdown)/),
      ...cues(3, /\bpercent\w*\b.*\b(of|in) the (llc|entity|company|borrower|borrowing)/),
      ...cues(3, /\bmember\w* interest/),
      ...cues(2, /\bshare\b/),
      ...cues(1, /\binterest\b/),
    ],
  },
  {
    intent: fact('members'),
    name: 'members',
    cues: [
      ...cues(
        3,
        /\bmember\b/,
        /\bwho own\b|\bwhich (person|people|individual|member)\b.*\bown\b/,
        /\bowner\b/,
        /\bpartner\b/,
        /\bwho (is|are) the principal/,
      ),
      ...cues(2, /\bwho hold/, /\bwho (is|are) (in|on|behind)\b/),
      // The people who make up the entity are its members.
      ...cues(3, /\b(which|what) (individual|people|person)s?\b.*\b(make up|in|behind|compris)/),
      ...cues(2, /\bmake up\b|\bcompris(e|ing)\b/),
      ...cues(-2, /\b(ownership|stake|share|split|percent|percentage|how much|membership|interest)\b/),
      // "How is the LLC owned between the members" asks how it is split, not who they are.
      ...cues(-2, /\bhow (is|are)\b.*\bowned\b|\b(between|among) (the )?(member|partner|owner)/),
      // Who owns the property (the seller, the vested owner) is not who owns the borrower.
      ...cues(-3, /\bown\w* the (property|building|house|home)\b|\bseller\b/),
      ...boost(WHO),
    ],
  },
  {
    intent: fact('entity_name'),
    name: 'entity name',
    cues: [
      ...cues(3, /entity name/, /company name/, /name of the (entity|llc|company)/, /\bentity called\b/),
      ...cues(2, /\bentity\b/, /\bllc\b/),
      ...cues(1, /\bcompany\b/),
      // A share of the entity is its ownership, not its name.
      ...cues(-3, /\bpercent\w*\b|\bstake\b|\bshare\b|\bsplit\b/),
    ],
  },
  {
    intent: fact('bank_name'),
    name: 'bank',
    cues: [
      ...cues(3, /bank name/, /\b(which|what) bank\b/, /name of the bank/),
      ...cues(1, /\bbank\b/, /institution/),
    ],
  },
  {
    intent: fact('loan_score'),
    name: 'loan score',
    cues: [...cues(3, /loan score|deal score/), ...cues(1, /\bscore\b/), ...boost(LOAN_WORD)],
  },
  {
    intent: fact('borrower_name'),
    name: 'borrower',
    cues: [
      ...cues(
        3,
        /borrower name/,
        /name of the (borrower|sponsor|guarantor)/,
        // "Who is the guarantor (on this deal)?", not "who is the guarantor's spouse".
        /\bwho (is|are) (the|our) (borrower|sponsor|guarantor)\s*($|[?.,!]|\b(on|of|for|in|at|here|and|with)\b)/,
      ),
      ...cues(1, /\bborrower\b/, /\bsponsor\b/, /\bguarantor\b/),
      ...boost(WHO),
    ],
  },
];
