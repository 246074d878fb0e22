// The bank's phrasings of the policy and servicing topics (issue 23 item 4): the first six were used
// while writing their synonym rows (intents.ts), the last two of each were written apart and never
// used to change the table (split 'held-out'); and their expected answers from the loan's truth.
import { formatStatedDate } from '@lending/domain';
import type { Truth } from './loan-generator';

/** What a right answer states: every `must` figure, and each `cite` naming its source; or nothing. */
export type Expected = { kind: 'value'; must: string[]; cite: string[] } | { kind: 'absent' };

const absent: Expected = { kind: 'absent' };
const value = (must: string[], cite: string[] = []): Expected =>
  must.length ? { kind: 'value', must, cite } : absent;
const money = (n: number) =>
  `$${n.toLocaleString('en-US', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const STRUCTURED_PHRASINGS: Record<string, string[]> = {
  policy_credit: [
    "Does the borrower's credit score meet the policy?",
    'Is the FICO within policy?',
    'Credit score policy check',
    'What is the minimum credit score in the policy, and does the borrower pass?',
    'Does the credit score pass the requirement?',
    'Credit score vs policy limit',
    'Is the sponsor above the credit floor our guidelines set?',
    'How does the guarantor FICO compare with the policy threshold?',
  ],
  principal_balance: [
    'What is the principal balance?',
    'Outstanding principal?',
    'What is the unpaid principal balance?',
    'How much is still owed on the loan?',
    'UPB?',
    'Principal balance outstanding',
    'What principal is outstanding on the note today?',
    'How much principal does the borrower still owe us?',
  ],
  next_payment: [
    'When is the next payment due?',
    'Next payment?',
    'What is the next payment amount?',
    'How much is the next installment?',
    'Next payment date and amount',
    'When is the next one due, and how much?',
    "What's the borrower's upcoming payment (the next one)?",
    'Tell me about the next installment due',
  ],
  payoff: [
    'What is the payoff amount?',
    'Payoff today?',
    'How much to pay off the loan?',
    'Payoff quote',
    'What would it take to pay off the loan today?',
    'What is the pay-off figure?',
    'If the borrower wanted to retire the loan today, what is the payoff?',
    'Give me a payoff figure as of today',
  ],
  days_past_due: [
    'How many days past due is the loan?',
    'Is the loan past due?',
    'Days past due?',
    'Is the borrower delinquent?',
    'How late is the loan?',
    'Is the borrower behind on payments?',
    'How many days delinquent is this credit?',
    'Any payments past due on the note?',
  ],
};

const cents = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Each borrower's credit score against the policy's limit: the limit, the score, pass or fail. */
const creditPolicy = (t: Truth): Expected => {
  if (!t.creditLimit) return absent;
  const limit = t.creditLimit;
  const scored = t.borrowers.filter((b) => b.credit_score !== null);
  if (scored.length === 0) return value(['not checked'], ['Policy analysis']);
  const passes = (score: number) => (limit.func === 'min' ? score >= limit.value : score <= limit.value);
  return value(
    [
      `policy ${limit.func} ${limit.value}`,
      ...scored.flatMap((b) => [`${b.credit_score} (stated`, passes(b.credit_score!) ? 'passes' : 'fails']),
    ],
    ['Policy analysis'],
  );
};

/** The expected answer of a policy or servicing topic. */
export const structuredExpected = (topic: string, t: Truth): Expected => {
  switch (topic) {
    case 'policy_credit':
      return creditPolicy(t);
    case 'principal_balance':
      return t.servicing ? value([money(t.servicing.principal)], ['Servicing ledger']) : absent;
    case 'next_payment':
      return t.servicing?.nextPayment
        ? value(
            [cents(t.servicing.nextPayment.amount), formatStatedDate(t.servicing.nextPayment.date)],
            ['Servicing ledger'],
          )
        : absent;
    case 'payoff':
      return t.servicing?.payoff ? value([cents(t.servicing.payoff)], ['Servicing ledger']) : absent;
    case 'days_past_due':
      return t.servicing ? value([String(t.servicing.daysPastDue)], ['Servicing ledger']) : absent;
    default:
      throw new Error(`no expected answer for topic ${topic}`);
  }
};
