// The topic table's servicing topics (intents-cues.ts explains the weights): what a boarded loan's
// ledger answers — the payoff, the principal still owed, the next payment, the days past due, and
// (intents-topics-servicing-terms.ts) its terms, dates, late fees, holdbacks and extensions.
import { cues, boost, fact, WHEN, HOW_MANY, MONTH, BANK_CONTEXT, type Topic } from './intents-cues';
import { LAST_PAYMENT, SERVICING_TERMS } from './intents-topics-servicing-terms';

export const SERVICING_TOPICS: Topic[] = [
  ...SERVICING_TERMS,
  {
    intent: fact('payoff_amount'),
    name: 'payoff amount',
    cues: [
      ...cues(3, /\bpay ?-?off\b/, /\b(repay|retire|close out|pay down) the (loan|note)/),
      ...cues(
        3,
        /\bpay (it|this|this one|the loan|the note|the balance) off\b/,
        /\bpay\b(\s+\w+){0,3}\s+off\b/,
      ),
      ...cues(2, /\b(retire|repay)\b/),
      ...cues(3, /\bpay\b.*\bin full\b/, /\bsatisf(y|ied|action)\b.*\b(loan|note|mortgage|lien)\b/),
      ...cues(1, /\bquote\b/),
    ],
  },
  {
    intent: fact('principal_balance'),
    name: 'principal balance',
    cues: [
      ...cues(
        3,
        /principal balance/,
        /\bupb\b/,
        /\bloan balance\b/,
        /balance (still )?(owed|outstanding|remaining|left)/,
        /\bbalance (on|of) the (loan|note)\b/,
      ),
      ...cues(3, /(outstanding|unpaid|remaining|current) (principal|loan balance|balance)/),
      ...cues(
        2,
        /\bprincipal\b/,
        /\b(owe|owed|owing)\b/,
        /\boutstanding\b/,
        /\bstill\b.*\b(left|due)\b|\bleft (on|to pay)\b/,
        /\bhow much is the (loan|note)\b/,
      ),
      ...cues(-3, /\bwho (is|are) the principal/, BANK_CONTEXT),
      ...cues(-2, MONTH),
    ],
  },
  {
    intent: fact('next_payment'),
    name: 'next payment',
    cues: [
      ...cues(3, /\bnext (payment|installment|instalment)\b/, /\b(upcoming|coming) (payment|installment)/),
      ...cues(
        3,
        /payment (is )?due next/,
        /\bnext (one |amount )?due\b/,
        /\bmonthly (payment|installment)\b/,
      ),
      ...cues(3, /\bpayment amount\b/),
      // What the borrower pays each month ("how much are they paying a month", "monthly P&I").
      ...cues(3, /\b(pay|paying|payment)\b.*\b(a|per|each|every) month\b/, /\bmonthly\b.*\bpay/),
      ...cues(3, /\bp ?(&|and) ?i\b|\bpiti\b|\b(interest|debt service) payment\b/),
      ...cues(2, /\bthe (monthly |regular |scheduled )?payment\b/),
      ...cues(2, /\binstall?ment\b/, /\bpayment due\b/),
      ...cues(1, /\bpayment\b/, /\bdue\b/),
      ...boost(WHEN),
      ...cues(-3, /past due|overdue|\blate\b|\bmissed\b|\bbehind\b/),
      // The payment already made, or the first one, is not the next one.
      ...cues(-4, LAST_PAYMENT, /\b(first|final) (payment|installment)\b/),
    ],
  },
  {
    intent: fact('days_past_due'),
    name: 'days past due',
    cues: [
      ...cues(
        3,
        /\bday (past due|late|delinquent|overdue|behind)/,
        /\bpast due\b/,
        /\bdelinquen/,
        /\boverdue\b/,
        /\bdpd\b/,
      ),
      ...cues(3, /\bbehind on\b/, /\barrear/, /\bmissed (a |any )?payment/, /\bon time\b/),
      ...cues(2, /\bmissed\b/),
      ...cues(2, /\blate\b/, /\bbehind\b/, /\bcurrent on\b|\b(loan|borrower|note|it) (is )?current\b/),
      ...cues(2, /\b(getting|being) paid\b/, /\bperforming\b/, /\bpaying on time\b/),
      // A late fee, the grace period or the default rate is a term, not how late the loan is.
      ...cues(-3, /\blate (fee|charge)\b/, /\bgrace\b/, /\bdefault rate\b/),
      ...boost(HOW_MANY),
    ],
  },
];
