// The topic table's servicing topics (intents-cues.ts explains the weights): what a boarded loan's
// ledger answers — the payoff, the principal still owed, the next payment, the days past due.
import { cues, boost, fact, WHEN, HOW_MANY, MONTH, BANK_CONTEXT, type Topic } from './intents-cues';

export const SERVICING_TOPICS: Topic[] = [
  {
    intent: fact('payoff_amount'),
    name: 'payoff amount',
    cues: [
      ...cues(3, /\bpay ?-?off\b/, /\b(repay|retire|close out|pay down) the (loan|note)/),
      ...cues(3, /\bpay (it|this|this one|the loan|the note|the balance) off\b/),
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
      ...cues(2, /\binstall?ment\b/, /\bpayment due\b/),
      ...cues(1, /\bpayment\b/, /\bdue\b/),
      ...boost(WHEN),
      ...cues(-3, /past due|overdue|\blate\b|\bmissed\b|\bbehind\b/),
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
      ...boost(HOW_MANY),
    ],
  },
];
