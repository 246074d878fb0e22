// The assistant on what the people the other sets under-represent ask (issue 23 item 4): a loan
// servicer and an asset manager on a boarded loan (payoff, next due date and amount, days past due,
// the last payment, holdbacks and draws, extensions, late fees, maturity), a credit committee
// member's yes/no policy questions ('is the LTV within policy?', 'any exceptions?') and a broker's.
// SERVICER (123 phrasings on 6 loans, four boarded in different states, two not: 738 asks) was
// written before the round that read it and asked once then: 476 right (64.5%), 63 wrong figures,
// 24 unsure, 175 missed; after the round (the ledger's terms, dates, fees, holdbacks and
// extensions as facts, their readings, a yes/no on a state answered yes or no first): 738 right,
// 0 wrong. SERVICER_2 (45 phrasings, 270 asks) was written after the readings and asked once:
// 253 right, 7 wrong, 10 unsure; then 270 right (a time clause "since the last payment", "rate on
// default", "left to draw", "when did we last receive a payment"). Scored as the other sets score:
// every expected figure with its source, a part the loan cannot answer said to be "not in the
// file", no other figure stated as fact in a head line, a policy verdict as the policy analysis
// states it, and a yes/no question's "Yes" or "No" first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expected } from '../../../eval/assistant/question-bank-structured';
import { expectedFor } from '../../../eval/assistant/question-bank';
import { generateLoan, type Truth } from '../../../eval/assistant/loan-generator';
import { loans as loanRows, users } from '../../db/schema/index';
import { formatStatedDate as day, type ServicingSummaryWire } from '@lending/domain';
import { createTestContext, type TestContext } from '../../test/context';
import { boardOnFunded, getServicingPayoff, getServicingSummary } from '../servicing/index';
import { postPayment } from '../servicing/servicing-payments';
import { answerOffline } from './grounding';
import { headLines, numbersIn, type Outcome } from './assistant-sets.test-helpers';
import { policyFacts } from './structured-facts';

/** Each phrasing with the parts its answer states (a bank topic, a servicing part, a policy check). */
const SERVICER: [string, string[]][] = [
  // A servicer on a boarded loan.
  ["what's the payoff as of today?", ['payoff']],
  ['need a payoff quote for the title company', ['payoff']],
  ['payoff good through today', ['payoff']],
  ['how much would it take to pay this loan off right now', ['payoff']],
  ['total payoff incl. accrued interest', ['payoff']],
  ['when is the next payment due?', ['next_date']],
  ["what's the next due date", ['next_date']],
  ['next due date and amount', ['next_date', 'next_amount']],
  ['how much is the monthly payment?', ['next_amount']],
  ['what is the borrower paying each month?', ['next_amount']],
  ['how much are they paying a month', ['next_amount']],
  ['monthly P&I?', ['next_amount']],
  ['what is the interest payment due next month', ['next_amount']],
  ['amount of the next installment?', ['next_amount']],
  ['how many days past due?', ['dpd']],
  ['is the loan current?', ['current']],
  ['is the borrower current on payments', ['current']],
  ['is this loan delinquent?', ['delinquent']],
  ['are we getting paid on this one?', ['current']],
  ['dpd?', ['dpd']],
  ['how many days late is the borrower', ['dpd']],
  ['when was the last payment received?', ['last_payment']],
  ['last payment date and amount', ['last_payment']],
  ['what was the most recent payment?', ['last_payment']],
  ['has the borrower made any payments yet?', ['last_payment']],
  ['when did they last pay', ['last_payment']],
  ['how much was the last payment', ['last_payment']],
  ['what is the unpaid principal balance', ['principal']],
  ['current UPB', ['principal']],
  ['how much principal is outstanding?', ['principal']],
  ['what is the maturity date?', ['maturity']],
  ['when does the loan mature', ['maturity']],
  ['maturity?', ['maturity']],
  ['when is the loan due in full?', ['maturity']],
  ['when does the note come due', ['maturity']],
  ['when is the balloon due', ['maturity']],
  ['what is the late fee?', ['late_fee']],
  ['how much is the late charge', ['late_fee']],
  ['late fee terms?', ['late_fee']],
  ['what is the grace period?', ['grace']],
  ['how many days grace before a late fee', ['grace']],
  ['any late fees assessed?', ['late_fees']],
  ['have we charged any late fees on this loan', ['late_fees']],
  ['how much interest has accrued?', ['accrued']],
  ['accrued interest to date', ['accrued']],
  ['what is the default rate?', ['default_rate']],
  ['default interest rate on the note', ['default_rate']],
  ['is the loan in default?', ['in_default']],
  ['is it interest only?', ['amortization']],
  ['what is the amortization?', ['amortization']],
  ['when did the loan fund?', ['funded']],
  ['funding date', ['funded']],
  ['when is the first payment due', ['first_payment']],
  // An asset manager: holdbacks, draws, extensions.
  ['how much is left in the construction holdback?', ['holdback']],
  ['rehab holdback remaining', ['holdback']],
  ['what is the construction reserve balance', ['holdback']],
  ['how much has been drawn so far?', ['drawn']],
  ['total draws funded to date', ['drawn']],
  ['how much of the rehab budget has been drawn', ['drawn']],
  ['what is the interest reserve balance?', ['interest_reserve']],
  ['how much is left in the interest reserve', ['interest_reserve']],
  ['what is the escrow balance?', ['absent']],
  ['how much is in the tax escrow?', ['absent']],
  ['is there an insurance escrow', ['absent']],
  ['how many extensions are left?', ['extensions']],
  ['does the loan have an extension option?', ['extensions']],
  ['has the loan been extended?', ['extensions']],
  ['extension terms?', ['extensions']],
  ['what is the rate on this loan', ['interest_rate']],
  ['principal balance and next payment', ['principal', 'next_date', 'next_amount']],
  ['payoff and maturity date', ['payoff', 'maturity']],
  ['maturity and extension options', ['maturity', 'extensions']],
  ['what is the prepayment penalty?', ['absent']],
  ['is there an exit fee', ['absent']],
  ['when does the hazard insurance expire?', ['absent']],
  // A credit committee member: yes/no policy questions.
  ['is LTV within policy?', ['policy:ltv']],
  ['does the LTV meet our guidelines', ['policy:ltv']],
  ['is the leverage inside the box?', ['policy:ltv']],
  ['any exceptions?', ['exceptions']],
  ['are there any policy exceptions on this deal?', ['exceptions']],
  ['what fails policy?', ['exceptions']],
  ['does this loan need an exception to be approved', ['exceptions']],
  ['anything outside our credit box?', ['exceptions']],
  ['does the sponsor meet the liquidity requirement?', ['policy:liquidity']],
  ['is liquidity sufficient per policy', ['policy:liquidity']],
  ['does the guarantor meet the net worth covenant', ['policy:net_worth']],
  ['does the borrower pass the net worth test', ['policy:net_worth']],
  ['is the FICO above our minimum?', ['policy:credit_score']],
  ['does the credit score qualify?', ['policy:credit_score']],
  ['is the property too old for our policy', ['policy:year_built']],
  ['does the building meet the minimum square footage', ['policy:square_footage']],
  ['what is the max LTV in our policy?', ['limit:ltv']],
  ['what is our minimum credit score?', ['limit:credit_score']],
  ['minimum liquidity required?', ['limit:liquidity']],
  ['is the LTV below 80%?', ['ltv_below_80']],
  ['does it pass everything?', ['exceptions']],
  ['is this deal approvable as is, any policy fails?', ['exceptions']],
  // A broker.
  ["what's the rate?", ['interest_rate']],
  ['what rate are they paying', ['interest_rate']],
  ['how much are they paying for the property?', ['purchase_price']],
  ["what's the loan size", ['loan_amount']],
  ['how much are we lending them', ['loan_amount']],
  ['term?', ['term']],
  ['how long is the loan for', ['term']],
  ['rate, term and loan amount', ['interest_rate', 'term', 'loan_amount']],
  ['when do we close?', ['closing_date']],
  ['what LTV is the deal at', ['ltv']],
  ['is it a 1-4 family?', ['units']],
  ['how many keys?', ['units']],
  ['how many doors is the borrower buying', ['units']],
  ['what are the points on this loan?', ['absent']],
  ['what is the origination fee', ['absent']],
  ["what's my broker fee", ['absent']],
  ['is there a yield spread premium', ['absent']],
  ['is the loan full recourse?', ['absent']],
  ['who is the title company', ['absent']],
  ['purchase price and loan amount?', ['purchase_price', 'loan_amount']],
  ['LTV and rate for the borrower', ['ltv', 'interest_rate']],
  ['what FICO did the borrower come in at', ['credit_score']],
  ['when does it fund', ['closing_date']],
  ['interest rate and monthly payment', ['interest_rate', 'next_amount']],
  ['how much is the payment going to be', ['next_amount']],
  ['what does the borrower owe us today', ['owed']],
];

/** Written after the round's readings, before running them: asked once to see whether they hold. */
const SERVICER_2: [string, string[]][] = [
  ['payoff figure good through today?', ['payoff']],
  ['what would the payoff be if they refinanced today', ['payoff']],
  ['when is the next installment due and how much', ['next_date', 'next_amount']],
  ['monthly debt service payment?', ['next_amount']],
  ['is the borrower late?', ['delinquent']],
  ['any missed payments?', ['dpd']],
  ['are they paying on time?', ['current']],
  ['date of the last payment', ['last_payment']],
  ['when did we last receive a payment', ['last_payment']],
  ['loan maturity date', ['maturity']],
  ['when does this loan come due?', ['maturity']],
  ["what's the late charge percentage", ['late_fee']],
  ['grace period on late payments?', ['grace']],
  ['late fees owed?', ['late_fees']],
  ['interest accrued since the last payment', ['accrued']],
  ['what rate applies on default?', ['default_rate']],
  ['has a default been declared', ['in_default']],
  ['is this an amortizing loan?', ['amortization']],
  ['date funded', ['funded']],
  ['first payment date?', ['first_payment']],
  ['remaining construction holdback', ['holdback']],
  ['how much rehab money is left to draw', ['holdback']],
  ['draws to date?', ['drawn']],
  ['interest reserve remaining', ['interest_reserve']],
  ['escrow for taxes and insurance?', ['absent']],
  ['can the borrower extend?', ['extensions']],
  ['how many extension options does the loan have', ['extensions']],
  ['maturity date and next payment', ['maturity', 'next_date', 'next_amount']],
  ['is the FICO within guidelines?', ['policy:credit_score']],
  ['any policy exceptions to flag for committee?', ['exceptions']],
  ['does the deal meet all our lending criteria?', ['exceptions']],
  ['is net worth above the policy minimum?', ['policy:net_worth']],
  ['does liquidity clear our floor?', ['policy:liquidity']],
  ['what is the max LTV allowed?', ['limit:ltv']],
  ['is leverage over our limit?', ['policy:ltv']],
  ['what rate did we quote?', ['interest_rate']],
  ['how big is the loan', ['loan_amount']],
  ['loan term in months', ['term']],
  ['target close date?', ['closing_date']],
  ["what's the borrower paying for the building", ['purchase_price']],
  ['how many rooms does the hotel have', ['units']],
  ['is this a 2-4 unit deal', ['units']],
  ['what are the lender fees', ['absent']],
  ['is there a prepay penalty', ['absent']],
  ['what is the monthly payment going to be at this rate', ['next_amount']],
];

/**
 * Written after set 2's fixes, asked once: 206 of 240 right, 8 wrong, 6 unsure, 20 missed ("the
 * final payment" read as the next one, "days before the late charge kicks in" as the late fee, "the
 * penalty rate" and "pay late - what is the fee" as subjects no topic reads, "is the DSCR within
 * policy" listing every check, "loan amount, rate, term?" as one figure). After reading "final
 * payment" as the maturity, the days before a late fee as the grace period, a metric the policy
 * sets no limit on said so, and three or more figures listed with commas alone as parts: 234 right,
 * 0 wrong; "how much are they paying?" stays unsure: it names the purchase price, the next payment
 * and the interest rate, each as the file states it, and states none as the answer.
 */
const SERVICER_3: [string, string[]][] = [
  ['how much to retire the note today?', ['payoff']],
  ['payoff amount as of today please', ['payoff']],
  ['next pmt due?', ['next_date']],
  ['whens the next pmt', ['next_date']],
  ['what is the regular monthly installment', ['next_amount']],
  ['are they behind?', ['delinquent']],
  ['is the loan performing?', ['current']],
  ['how many days delinquent', ['dpd']],
  ['last pmt received?', ['last_payment']],
  ['have we received a payment from the borrower', ['last_payment']],
  ['maturity date on the note', ['maturity']],
  ['when is the final payment due', ['maturity']],
  ['what happens if they pay late - what is the fee', ['late_fee']],
  ['how many days do they have before the late charge kicks in', ['grace']],
  ['any late charges outstanding?', ['late_fees']],
  ['unpaid interest to date?', ['accrued']],
  ['what is the penalty rate', ['default_rate']],
  ['are they in default', ['in_default']],
  ['IO or amortizing?', ['amortization']],
  ['when did we fund this loan', ['funded']],
  ['when was the first installment due', ['first_payment']],
  ['holdback balance', ['holdback']],
  ['how much has been disbursed from the holdback', ['drawn']],
  ['how much interest reserve is left', ['interest_reserve']],
  ['who is the servicer', ['absent']],
  ['what is the escrow payment', ['absent']],
  ['any extensions exercised?', ['extensions']],
  ['how much are they paying?', ['purchase_price']],
  ['is the DSCR within policy', ['policy:dscr']],
  ['do we have any policy fails on this file?', ['exceptions']],
  ['is the credit score below our floor?', ['policy:credit_score']],
  ['does the year built meet policy', ['policy:year_built']],
  ['what is the minimum net worth our policy requires?', ['limit:net_worth']],
  ['loan amount, rate, term?', ['loan_amount', 'interest_rate', 'term']],
  ["what's the LTC", ['ltc']],
  ['how many units in the hotel (keys)?', ['units']],
  ['is the property a one-to-four family', ['units']],
  ['when is funding scheduled?', ['closing_date']],
  ['monthly payment and maturity?', ['next_amount', 'maturity']],
  ['what is the broker comp on this deal', ['absent']],
];

const money = (n: number) =>
  `$${n.toLocaleString('en-US', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (text: string) =>
  `$${Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A servicing position: the summary, the payoff and the draws, as the servicing module states them. */
type Boarded = { summary: ServicingSummaryWire; payoff: string };
type Loan = { truth: Truth; term: number; boarded: Boarded | null; policy: Map<string, string[]> };

/** What a right answer holds beyond figures: a policy verdict, or a yes/no with its figure. */
type Part =
  | Expected
  /** A figure asked beside another of the same fact, which may be shown too. */
  | { kind: 'value'; must: string[]; cite: string[]; also: string[] }
  | { kind: 'verdict'; checks: { label: string; verdict: string }[]; cite: string[] }
  | { kind: 'yesno'; yes: boolean; must: string[] }
  | { kind: 'none'; says: RegExp }
  /** Either reading is right ("what does the borrower owe" asks the payoff or the principal). */
  | { kind: 'any'; of: Part[] };

const SERVICING = ['Servicing ledger'];
const absent: Expected = { kind: 'absent' };
const value = (must: string[], cite = SERVICING): Extract<Expected, { kind: 'value' }> => ({
  kind: 'value',
  must,
  cite,
});

const verdictOf = (text: string) =>
  / fails\b/.test(text) ? 'fails' : /\bpasses\b/.test(text) ? 'passes' : 'not checked';

/** A part's expected answer on a loan. */
const expectedPart = (part: string, loan: Loan): Part => {
  const { truth: t, boarded: b } = loan;
  const s = b?.summary;
  if (part.startsWith('policy:') || part === 'exceptions') {
    const rows = [...loan.policy].filter(([k]) => part === 'exceptions' || k === part);
    // A metric the policy sets no limit on ("is the DSCR within policy?"): the policy does not say.
    if (rows.length === 0) return absent;
    const checks = rows.flatMap(([, labels]) =>
      labels.map((l) => ({ label: l.split('|')[0]!, verdict: l.split('|')[1]! })),
    );
    return {
      kind: 'verdict',
      checks: part === 'exceptions' ? checks.filter((c) => c.verdict === 'fails') : checks,
      cite: ['Policy analysis'],
    };
  }
  if (part.startsWith('limit:')) {
    const row = loan.policy.get(`policy:${part.slice(6)}`);
    const limit = /policy (?:max|min) ([^;]+);/.exec(row?.[0]?.split('|')[2] ?? '')?.[1];
    return limit ? value([limit], ['Policy analysis']) : absent;
  }
  switch (part) {
    case 'absent':
      return absent;
    case 'term':
      return value([String(loan.term)], ['Loan record']);
    case 'ltv_below_80': {
      const ltv = (100 * t.amount) / (t.appraised?.value ?? t.purchasePrice);
      return { kind: 'yesno', yes: ltv < 80, must: [`${(Math.round(ltv * 10) / 10).toFixed(1)}%`] };
    }
    case 'payoff':
      return s ? value([cents(b.payoff)]) : absent;
    // The next payment is one fact (its amount and date): either may be asked, both may be shown.
    case 'next_date':
      return s?.next_due
        ? { ...value([day(s.next_due.due_date)]), also: [cents(s.next_due.payment)] }
        : absent;
    case 'next_amount':
      return s?.next_due
        ? { ...value([cents(s.next_due.payment)]), also: [day(s.next_due.due_date)] }
        : absent;
    case 'dpd':
      return s ? value([String(s.days_past_due)]) : absent;
    case 'delinquent':
      return s ? { kind: 'yesno', yes: s.days_past_due > 0, must: [String(s.days_past_due)] } : absent;
    // What is owed today: the payoff, or the principal still owed (the bank reads "owed" so).
    case 'owed':
      return s
        ? { kind: 'any', of: [expectedPart('payoff', loan), expectedPart('principal', loan)] }
        : absent;
    case 'current':
      return s ? { kind: 'yesno', yes: s.days_past_due === 0, must: [String(s.days_past_due)] } : absent;
    case 'last_payment': {
      if (!s) return absent;
      const last = s.payments.filter((p) => !p.reversed).at(-1);
      return last
        ? value([cents(last.amount), day(last.effective_date)])
        : { kind: 'none', says: /\bno payments?\b/i };
    }
    case 'principal':
      return s ? value([money(Number(s.balances.principal))]) : absent;
    case 'maturity':
      return s ? value([day(s.maturity_date)]) : absent;
    case 'late_fee':
      return s ? value([`${s.terms.late_fee_percent}%`]) : absent;
    case 'grace':
      return s ? value([`${s.terms.grace_days} days`]) : absent;
    case 'late_fees':
      return s ? value([cents(s.balances.fees)]) : absent;
    case 'accrued':
      return s ? value([cents(s.balances.interest)]) : absent;
    case 'default_rate':
      return s?.default.rate ? value([`${s.default.rate}%`]) : absent;
    case 'in_default':
      return s ? { kind: 'yesno', yes: s.default.in_default, must: [] } : absent;
    case 'amortization':
      return s
        ? value([
            s.terms.amortization_months === 0 ? 'interest only' : `${s.terms.amortization_months} months`,
          ])
        : absent;
    case 'funded':
      return s ? value([day(s.terms.funded_date)]) : absent;
    case 'first_payment':
      return s ? value([day(s.terms.first_payment_date)]) : absent;
    case 'holdback':
      return s ? value([cents(s.holdbacks.construction_reserve_left)]) : absent;
    case 'drawn':
      return s
        ? value([
            cents(
              String(
                Number(s.holdbacks.construction_reserve) - Number(s.holdbacks.construction_reserve_left),
              ),
            ),
          ])
        : absent;
    case 'interest_reserve':
      return s ? value([cents(s.holdbacks.interest_reserve_left)]) : absent;
    case 'extensions':
      return s ? value([`${s.extensions.allowed}`]) : absent;
    default:
      return expectedFor(part, t, 0).expected;
  }
};

/** The figure a head line states: after its label's last ': ', before ' — ' (its source). */
const stated = (line: string) => {
  const head = line.split(' — ')[0]!;
  const at = head.lastIndexOf(': ');
  return at < 0 ? '' : head.slice(at + 2).split(' = ')[0]!;
};

/** Scores a reply: every part stated and cited, an absent part said to be not in the file, no
 * figure stated in a head line that no part expects, and each verdict as the policy states it. */
const RANK: Outcome[] = ['right', 'miss', 'unsure', 'wrong'];
const scoreParts = (parts: Part[], text: string): Outcome => {
  const any = parts.findIndex((p) => p.kind === 'any');
  if (any >= 0) {
    const of = (parts[any] as Extract<Part, { kind: 'any' }>).of;
    const outcomes = of.map((o) => scoreParts(parts.with(any, o), text));
    return RANK.find((r) => outcomes.includes(r))!;
  }
  const heads = headLines(text);
  const lower = text.toLowerCase();
  const plain = lower.replace(/-/g, ' ');
  const allowed = parts.flatMap((p) =>
    p.kind === 'value' || p.kind === 'yesno'
      ? [...p.must, ...('also' in p ? p.also : [])].flatMap(numbersIn)
      : [],
  );
  const wrong = heads
    .filter((l) => !/^(not in the file|not sure)/i.test(l) && !/policy analysis/i.test(l))
    .some((l) => numbersIn(stated(l)).some((n) => !allowed.some((a) => Math.abs(a - n) < 0.005)));
  if (wrong) return 'wrong';
  // A verdict contrary to the policy's, or a yes/no contrary to the figure.
  for (const p of parts) {
    if (p.kind === 'verdict')
      for (const c of p.checks) {
        const line = text.split('\n').find((l) => l.includes(c.label) && /passes|fails|not checked/.test(l));
        if (line && verdictOf(line) !== c.verdict && c.verdict !== 'not checked') return 'wrong';
      }
    if (p.kind === 'yesno' && new RegExp(`^${p.yes ? 'no' : 'yes'}\\b`, 'i').test(text)) return 'wrong';
  }
  if (/^not sure/i.test(text)) return 'unsure';
  const ok = parts.every((p) => {
    switch (p.kind) {
      case 'value':
        return (
          p.must.every((m) => text.includes(m) || plain.includes(m.toLowerCase())) &&
          p.cite.every((c) => lower.includes(c.toLowerCase()))
        );
      case 'verdict':
        return p.checks.length === 0
          ? /none fails|no (policy )?exceptions?|passes every|all pass/i.test(text)
          : p.checks.every((c) =>
              text.split('\n').some((l) => l.includes(c.label) && verdictOf(l) === c.verdict),
            );
      case 'yesno':
        return (
          new RegExp(`^${p.yes ? 'yes' : 'no'}\\b`, 'i').test(text) && p.must.every((m) => text.includes(m))
        );
      case 'none':
        return p.says.test(text) && !/^not in the file/i.test(text);
      default:
        return heads.some((l) => /^not in the file/i.test(l));
    }
  });
  return ok ? 'right' : 'miss';
};

/** Loans 1-4 boarded: funded 10 days ago; 45 days ago with the first installment paid; 50 days ago
 * and never paid (past due); 10 days ago with a rehab budget (a construction holdback). 5-6 not. */
const SEEDS = [7_501, 7_503, 7_505, 7_507, 7_509, 7_511];

let ctx: TestContext;
const loans: Loan[] = [];

const board = async (loanId: string, daysAgo: number, pay: boolean): Promise<Boarded> => {
  const [actor] = await ctx.db
    .insert(users)
    .values({ email: `servicer-${loanId}@example.com`, role: 'admin', first_name: 'S', last_name: 'R' })
    .returning({ id: users.id, email: users.email });
  const funded = Math.floor(Date.now() / 1000) - daysAgo * 86_400;
  await ctx.db
    .update(loanRows)
    .set({ status: 'Funded', funded_epoch: funded })
    .where(eq(loanRows.id, loanId));
  await ctx.db.transaction((tx) => boardOnFunded(tx, { loanId, actor: actor! }));
  if (pay) {
    const first = await getServicingSummary(ctx.db, loanId);
    const due = first.terms.first_payment_date;
    const line = await getServicingPayoff(ctx.db, { loanId, date: due });
    await postPayment(ctx.db, {
      loanId,
      body: { amount: line.interest, effective_date: due, method: 'ach' },
      actor: actor!,
    });
  }
  const summary = await getServicingSummary(ctx.db, loanId);
  const payoff = await getServicingPayoff(ctx.db, { loanId });
  return { summary, payoff: payoff.payoff_amount };
};

beforeAll(async () => {
  ctx = await createTestContext();
  const plans: ([number, boolean] | null)[] = [[10, false], [45, true], [50, false], [10, false], null, null];
  for (const [i, seed] of SEEDS.entries()) {
    const truth = await generateLoan(ctx.db, seed);
    const [row] = await ctx.db
      .select({ term: loanRows.duration_months })
      .from(loanRows)
      .where(eq(loanRows.id, truth.loanId));
    const plan = plans[i];
    const boarded = plan ? await board(truth.loanId, plan[0], plan[1]) : null;
    const policy = new Map<string, string[]>();
    for (const f of await policyFacts(ctx.db, truth.loanId))
      policy.set(f.key, [
        ...(policy.get(f.key) ?? []),
        `${f.label}|${verdictOf(String(f.value))}|${String(f.value)}`,
      ]);
    loans.push({ truth, term: row!.term!, boarded, policy });
  }
});
afterAll(async () => {
  await ctx?.close();
});

/** Every phrasing on every loan: right / wrong / unsure / missed, and the misses listed. */
const score = async (set: [string, string[]][]) => {
  const tally: Record<Outcome, number> = { right: 0, wrong: 0, unsure: 0, miss: 0 };
  const misses: string[] = [];
  for (const [question, parts] of set)
    for (const [i, loan] of loans.entries()) {
      const reply = await answerOffline(ctx.db, {
        loanIds: [loan.truth.loanId],
        loanId: loan.truth.loanId,
        question,
      });
      const outcome = scoreParts(
        parts.map((p) => expectedPart(p, loan)),
        reply.text,
      );
      tally[outcome] += 1;
      if (outcome !== 'right')
        misses.push(
          `${outcome} | ${question} | loan ${i + 1} | got ${reply.text.slice(0, 240).replace(/\n/g, ' / ')}`,
        );
    }
  return { tally, misses, asked: set.length * loans.length };
};

describe('the assistant on what servicers, asset managers, committee members and brokers ask', () => {
  it('answers the servicer set with no wrong figure', async () => {
    const { tally, misses, asked } = await score(SERVICER);
    console.log(`servicer set: ${JSON.stringify(tally)} of ${asked}\n${misses.join('\n')}`);
    expect(SERVICER.length).toBeGreaterThanOrEqual(120);
    expect(tally.wrong, misses.join('\n')).toBe(0);
  });

  it('answers the third servicer set (written after set 2 was fixed) with no wrong figure', async () => {
    const { tally, misses, asked } = await score(SERVICER_3);
    console.log(`servicer set 3: ${JSON.stringify(tally)} of ${asked}\n${misses.join('\n')}`);
    expect(tally.wrong, misses.join('\n')).toBe(0);
    expect(misses.filter((m) => !m.startsWith('unsure | how much are they paying? |'))).toEqual([]);
  });

  it('answers the second servicer set (written after the readings) with no wrong figure', async () => {
    const { tally, misses, asked } = await score(SERVICER_2);
    console.log(`servicer set 2: ${JSON.stringify(tally)} of ${asked}\n${misses.join('\n')}`);
    expect(tally.wrong, misses.join('\n')).toBe(0);
  });
});
