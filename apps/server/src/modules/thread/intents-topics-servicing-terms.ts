// The topic table's servicing terms (intents-cues.ts explains the weights): what a boarded loan's
// ledger states beyond the balance and the next payment (structured-servicing.ts) — the last
// payment, the maturity and extensions, the late fee, grace period and late fees assessed, accrued
// interest, the default rate and status, the amortization, the funding and first payment dates, the
// construction holdback, its draws and the interest reserve.
import { cues, boost, fact, WHEN, HOW_MANY, type Topic } from './intents-cues';

/** A payment already made: "the last payment", "payments received", "when did they last pay". */
export const LAST_PAYMENT =
  /\b(last|latest|most recent|previous|prior)\b(\s+\w+){1,3}\s+payment\b|\b(last|latest|most recent|previous|prior|recent) (payment|installment)|\bpayment (received|made|posted|collected)\b|\b(made|received|posted|collected) (a |any )?payment\b|\bwhen did (they|he|she|the borrower|borrower|we|it) (last )?(pay|paid|get paid)\b|\blast pa(y|id)\b/;

/** Money still to draw: "left to draw", "available to draw", "undrawn". */
const LEFT_TO_DRAW = /\b(left|remaining|available|still) (to|for) (draw|be drawn|disburse)\b|\bundrawn\b/;

/** The days before a late fee is charged: the grace period. */
const BEFORE_LATE =
  /\b(before|until|till)\b.*\blate (fee|charge|penalty)\b|\blate (fee|charge)\b.*\b(kick|apply|applies|start)/;

/** Late fees charged so far, not the fee the note sets. */
const ASSESSED = /\b(assessed|charged|collected|incurred|outstanding|owed|owe|accrued|paid|any)\b/;

export const SERVICING_TERMS: Topic[] = [
  {
    intent: fact('last_payment'),
    name: 'last payment',
    cues: [...cues(3, LAST_PAYMENT), ...boost(WHEN)],
  },
  {
    intent: fact('maturity_date'),
    name: 'maturity date',
    cues: [
      ...cues(
        3,
        /\bmatur(ity|e|es|ed|ing)\b/,
        /\bballoon\b/,
        /\bdue in full\b/,
        /\bfinal (payment|installment)\b/,
      ),
      ...cues(3, /\b(loan|note|it) (come|comes|coming|is|fall|falls) due\b/),
      ...boost(WHEN),
    ],
  },
  {
    intent: fact('extensions'),
    name: 'extensions',
    cues: [...cues(3, /\bextension\b/, /\bextend(ed|able)?\b/), ...boost(HOW_MANY)],
  },
  {
    intent: fact('late_fee'),
    name: 'late fee',
    cues: [
      ...cues(
        3,
        /\blate (fee|charge|penalty)\b/,
        /\b(pay|paid|paying|payment) late\b.*\b(fee|charge|penalty)\b/,
      ),
      ...cues(-3, ASSESSED, /\bgrace\b/, BEFORE_LATE),
    ],
  },
  {
    intent: fact('late_fees_outstanding'),
    name: 'late fees assessed',
    cues: [
      ...cues(3, /\blate (fee|charge)\b.*\b(assessed|charged|collected|incurred|outstanding|owed|paid)\b/),
      ...cues(3, /\bany late (fee|charge)\b/, /\b(assessed|charged|collected)\b.*\blate (fee|charge)\b/),
      ...cues(-3, /\bgrace\b/),
    ],
  },
  {
    intent: fact('grace_period'),
    name: 'grace period',
    cues: [...cues(3, /\bgrace\b/, BEFORE_LATE), ...boost(HOW_MANY)],
  },
  {
    intent: fact('accrued_interest'),
    name: 'accrued interest',
    cues: [
      ...cues(3, /\baccru\w*/, /\binterest (owed|due|outstanding|unpaid) (to date|so far|today|now)\b/),
      ...cues(3, /\bunpaid interest\b/),
      ...cues(-3, /\bdefault\b/),
    ],
  },
  {
    intent: fact('default_rate'),
    name: 'default rate',
    cues: [
      ...cues(3, /\bdefault (interest )?rate\b/, /\bdefault interest\b/, /\bpenalty rate\b/),
      ...cues(3, /\b(rate|interest)\b.*\b(on|upon|in|after|at|of) (a |an )?default\b/),
    ],
  },
  {
    intent: fact('default_status'),
    name: 'default status',
    cues: [
      ...cues(3, /\bin default\b/, /\bdefaulted\b/, /\bnotice of default\b/, /\bevent of default\b/),
      ...cues(2, /\bdefault\b/),
      ...cues(-3, /\bdefault (interest )?rate\b|\bdefault interest\b|\b(rate|interest)\b.*\bdefault\b/),
    ],
  },
  {
    intent: fact('amortization'),
    name: 'amortization',
    cues: [...cues(3, /\bamorti[sz]\w*/, /\binterest[- ]only\b/, /\bi\/o\b/)],
  },
  {
    intent: fact('funded_date'),
    name: 'funding date',
    cues: [
      ...cues(3, /\bfund(ed|ing) date\b/, /\bdate (it |the loan |we )?funded\b/, /\bwhen did\b.*\bfund/),
      ...cues(3, /\bfunded (on|when)\b/, /\bwhen was\b.*\bfunded\b/),
    ],
  },
  {
    intent: fact('first_payment_date'),
    name: 'first payment date',
    cues: [...cues(3, /\bfirst (payment|installment)\b/), ...boost(WHEN)],
  },
  {
    intent: fact('construction_holdback'),
    name: 'construction holdback',
    cues: [
      ...cues(3, /\b(construction|rehab|renovation|capex|repair) (holdback|reserve)\b/, /\bholdback\b/),
      ...cues(-3, /\binterest\b/),
      // What is still to draw is the holdback left; what was drawn is the draws'.
      ...cues(-3, /\bdrawn\b|\bdraw\b|\bdisburse/),
      ...cues(6, LEFT_TO_DRAW),
    ],
  },
  {
    intent: fact('draws_funded'),
    name: 'draws funded',
    cues: [
      ...cues(3, /\bdrawn\b/, /\bdraw\b/, /\bdisburse\w*/, /\bdrawdown\b/),
      ...cues(-3, /\binterest\b/, LEFT_TO_DRAW),
    ],
  },
  {
    intent: fact('interest_reserve'),
    name: 'interest reserve',
    cues: [...cues(3, /\binterest reserve\b/, /\b(interest|debt service) holdback\b/)],
  },
];
