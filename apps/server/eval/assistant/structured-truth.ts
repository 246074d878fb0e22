// The bank's loans beyond their file (issue 23 item 4): the investment policy the Data Analysis tab
// checks them against, and, for every other loan, a servicing record (funded ten days ago, boarded
// as Set Funded boards it). The truth: the credit score limit read from the policy, the principal
// balance (the loan amount: nothing is repaid ten days in, no payment is due yet, so 0 days past
// due), and the next payment and payoff as the servicing module's own readers state them (the
// ledger's arithmetic has its own conformance suite; here the assistant must relay it, cited).
import { eq } from 'drizzle-orm';
import {
  POLICY_FIELDS,
  levelPayment,
  parseDecimal,
  periodInterest,
  type PolicyEntityType,
  type RoundingMode,
} from '@lending/domain';
import type { Db } from '../../src/db/client';
import { loans, policies, servicingLoans, users } from '../../src/db/schema/index';
import { replaceRequirements } from '../../src/modules/policy/index';
import { boardOnFunded, getServicingPayoff, getServicingSummary } from '../../src/modules/servicing/index';

export type ServicingTruth = {
  principal: number;
  nextPayment: { amount: number; date: string } | null;
  payoff: number | null;
  daysPastDue: number;
  /** 0: interest only (the bridge default); else the months the note amortizes over. */
  amortizationMonths: number;
  /** Annual debt service by the note's terms: 12 x the level P&I payment, or 12 x the interest. */
  annualDebtService: number;
};

/** The policy's credit score limit (the demo policy's, written when the database has none). */
export const creditScoreLimit = async (db: Db): Promise<{ func: string; value: number } | null> => {
  const [any] = await db.select({ id: policies.id }).from(policies).limit(1);
  if (!any)
    await replaceRequirements(
      db,
      (Object.keys(POLICY_FIELDS) as PolicyEntityType[]).flatMap((entity) =>
        POLICY_FIELDS[entity].map((def) => ({
          entity_type: entity,
          field: def.field,
          title: def.label,
          prefix: def.prefix ?? null,
          suffix: def.suffix ?? null,
          value: def.defaults.value,
          value_out_of_range: null,
          func: def.defaults.func,
          diff: { top: def.defaults.top, mid: def.defaults.mid },
          is_active: true,
        })),
      ),
    );
  const rows = await db.select().from(policies).where(eq(policies.field, 'credit_score'));
  const active = rows.find((r) => r.is_active && r.entity_type === 'borrower');
  return active ? { func: active.func, value: Number(active.value) } : null;
};

const servicer = async (db: Db) => {
  const email = 'servicing-eval@example.com';
  await db
    .insert(users)
    .values({ email, role: 'admin', first_name: 'Eval', last_name: 'Servicer' })
    .onConflictDoNothing();
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  return user!;
};

/**
 * Funds and boards the loan (funded `fundedEpoch`, ten days before today), amortizing over
 * `amortizationMonths` when not 0 (the servicing terms staff may set), and its servicing truth.
 */
export const boardLoan = async (
  db: Db,
  loanId: string,
  terms: { amount: number; fundedEpoch: number; amortizationMonths: number },
): Promise<ServicingTruth> => {
  const actor = await servicer(db);
  await db
    .update(loans)
    .set({ status: 'Funded', funded_epoch: terms.fundedEpoch })
    .where(eq(loans.id, loanId));
  await db.transaction((tx) => boardOnFunded(tx, { loanId, actor }));
  if (terms.amortizationMonths > 0)
    await db
      .update(servicingLoans)
      .set({ amortization_months: terms.amortizationMonths })
      .where(eq(servicingLoans.loan_id, loanId));
  const summary = await getServicingSummary(db, loanId);
  const payoff = await getServicingPayoff(db, { loanId });
  // What the note's terms make a year of payments: 12 level P&I payments, or 12 months' interest.
  const rate = parseDecimal(summary.terms.annual_rate)!;
  const principalCents = BigInt(Math.round(terms.amount * 100));
  const rounding = summary.terms.rounding as RoundingMode;
  const monthly =
    terms.amortizationMonths > 0
      ? levelPayment({ principalCents, annualRatePercent: rate, months: terms.amortizationMonths, rounding })
      : periodInterest(principalCents, rate, { num: 1n, den: 12n }, rounding);
  return {
    principal: terms.amount,
    nextPayment: summary.next_due
      ? { amount: Number(summary.next_due.payment), date: summary.next_due.due_date }
      : null,
    payoff: Number(payoff.payoff_amount),
    daysPastDue: 0,
    amortizationMonths: terms.amortizationMonths,
    annualDebtService: Number(monthly * 12n) / 100,
  };
};
