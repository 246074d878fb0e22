// A boarded loan's servicing position as facts (issue 23 item 4, DESIGN.md §10 "structured records
// first"), read through the servicing module's own readers as of today: what a servicer or an asset
// manager asks — the principal, the next payment, the payoff, days past due, the last payment, the
// maturity (as extended) and the extensions, the late fee and grace period and the late fees
// assessed, accrued interest, the default rate and status, the amortization, the funding and first
// payment dates, the construction holdback, its draws and the interest reserve. A loan not boarded
// has none of them ("not in the file"). A yes/no question on a state ("is the loan current?", "has
// it been extended?") is answered by `servicingVerdict` from the same fact.
import {
  formatCurrency,
  formatStatedDate,
  levelPayment,
  parseCents,
  parseDecimal,
  periodInterest,
  type RoundingMode,
} from '@lending/domain';
import type { Db } from '../../db/client';
import type { LoanFact } from '../documents-intelligence/index';
import { getServicingPayoff, getServicingSummary } from '../servicing/index';
import { sourceOf } from './structured-facts';

const dollars = (amount: string | number) => formatCurrency(amount, { cents: true });
/** The ledger's days (YYYY-MM-DD) as every screen shows a date: 12/01/2026. */
const day = (date: string) => formatStatedDate(date);

/** The servicing position of a boarded loan as of today; nothing for a loan not boarded. */
export const servicingFacts = async (db: Db, loanId: string): Promise<LoanFact[]> => {
  const s = await getServicingSummary(db, loanId).catch(() => null);
  if (!s) return [];
  const at = sourceOf(loanId, 'Servicing ledger', { period: `as of ${day(s.as_of)}` });
  const text = (key: string, label: string, value: string): LoanFact => ({
    ...at,
    key,
    label,
    value,
    kind: 'text',
  });
  const out: LoanFact[] = [
    {
      ...at,
      key: 'principal_balance',
      label: 'Principal balance',
      value: Number(s.balances.principal),
      kind: 'money',
    },
    { ...at, key: 'days_past_due', label: 'Days past due', value: s.days_past_due, kind: 'count' },
  ];
  if (s.next_due)
    out.push(
      text('next_payment', 'Next payment', `${dollars(s.next_due.payment)} due ${day(s.next_due.due_date)}`),
    );
  if (s.status !== 'paid_off') {
    const payoff = await getServicingPayoff(db, { loanId }).catch(() => null);
    // A payoff quote is to the cent, as the payoff letter states it ($6,486,550.00, not $6,486,550).
    if (payoff)
      out.push({
        ...text('payoff_amount', 'Payoff amount', dollars(payoff.payoff_amount)),
        period: `as of ${day(payoff.date)}`,
      });
  }
  const paid = s.payments.filter((p) => !p.reversed).at(-1);
  out.push(
    text(
      'last_payment',
      'Last payment',
      paid ? `${dollars(paid.amount)} received ${day(paid.effective_date)}` : 'no payment received yet',
    ),
  );
  const ext = s.extensions;
  out.push(
    text(
      'maturity_date',
      ext.used > 0 ? 'Maturity date (as extended)' : 'Maturity date',
      day(s.maturity_date),
    ),
  );
  out.push(
    text(
      'extensions',
      'Extensions',
      `${ext.used} used of ${ext.allowed} allowed${ext.allowed > 0 ? `, ${ext.period_months} months each${ext.fee_percent ? ` at a ${ext.fee_percent}% fee` : ''}` : ''}`,
    ),
  );
  const t = s.terms;
  const fee =
    t.late_fee_percent !== null && Number(t.late_fee_percent) > 0
      ? `${Number(t.late_fee_percent)}% of the late installment`
      : `${dollars(t.late_fee_flat)} flat`;
  out.push(
    text('late_fee', 'Late fee', `${fee}${t.late_fee_cap ? `, capped at ${dollars(t.late_fee_cap)}` : ''}`),
  );
  out.push(text('grace_period', 'Grace period', `${t.grace_days} days`));
  out.push(
    text(
      'late_fees_outstanding',
      `Late fees outstanding (${s.late_fees_assessed} assessed to date)`,
      dollars(s.balances.fees),
    ),
  );
  out.push(text('accrued_interest', 'Accrued interest unpaid', dollars(s.balances.interest)));
  if (s.default.rate) out.push(text('default_rate', 'Default rate', `${s.default.rate}%`));
  out.push(
    text(
      'default_status',
      'Default',
      s.default.in_default
        ? `in default${s.default.since ? ` since ${day(s.default.since)}` : ''}`
        : 'not in default',
    ),
  );
  out.push(
    text(
      'amortization',
      'Amortization',
      t.amortization_months === 0 ? 'interest only (no amortization)' : `${t.amortization_months} months`,
    ),
  );
  const service = annualDebtService(t);
  if (service)
    out.push({
      ...at,
      key: 'debt_service',
      label: `Annual debt service (${t.amortization_months === 0 ? 'interest only' : `principal and interest, ${t.amortization_months}-month amortization`})`,
      value: service,
      kind: 'money',
    });
  out.push(text('funded_date', 'Funded', day(t.funded_date)));
  out.push(text('first_payment_date', 'First payment due', day(t.first_payment_date)));
  const h = s.holdbacks;
  const drawn = Number(h.construction_reserve) - Number(h.construction_reserve_left);
  out.push(
    text(
      'construction_holdback',
      `Construction holdback remaining (of ${dollars(h.construction_reserve)})`,
      dollars(h.construction_reserve_left),
    ),
    text(
      'draws_funded',
      `Drawn from the construction holdback (of ${dollars(h.construction_reserve)})`,
      dollars(drawn),
    ),
    text(
      'interest_reserve',
      `Interest reserve remaining (of ${dollars(h.interest_reserve)})`,
      dollars(h.interest_reserve_left),
    ),
  );
  return out;
};

/**
 * A year of payments by the note's terms, what a DSCR divides the NOI by: 12 level principal and
 * interest payments when the loan amortizes, else 12 months of interest (30/360) on the principal.
 */
const annualDebtService = (t: {
  principal: string;
  annual_rate: string;
  amortization_months: number;
  rounding: string;
}): number | null => {
  const principalCents = parseCents(t.principal);
  const rate = parseDecimal(t.annual_rate);
  if (principalCents === null || rate === null) return null;
  const rounding = t.rounding as RoundingMode;
  const monthly =
    t.amortization_months > 0
      ? levelPayment({ principalCents, annualRatePercent: rate, months: t.amortization_months, rounding })
      : periodInterest(principalCents, rate, { num: 1n, den: 12n }, rounding);
  return Number(monthly * 12n) / 100;
};

/** The keys only a boarded loan's ledger states. */
export const SERVICING_KEYS = new Set([
  'principal_balance',
  'days_past_due',
  'next_payment',
  'payoff_amount',
  'last_payment',
  'maturity_date',
  'extensions',
  'late_fee',
  'grace_period',
  'late_fees_outstanding',
  'accrued_interest',
  'default_rate',
  'default_status',
  'amortization',
  'funded_date',
  'first_payment_date',
  'construction_holdback',
  'draws_funded',
  'interest_reserve',
]);

/** A question after trouble ("is it delinquent?") rather than health ("is it current?"). */
const TROUBLE = /past due|delinquen|\blate\b|behind|overdue|arrear|default|missed|\bmiss\b/;

/**
 * The yes or no a state question asks, from the fact that states it ("is the loan current?" -> the
 * days past due), with the state in words; null when the key states no yes/no.
 */
export const servicingVerdict = (key: string, value: string | number, question: string): string | null => {
  const v = String(value);
  const say = (yes: boolean, state: string) => `${yes ? 'Yes' : 'No'} — ${state}.`;
  switch (key) {
    case 'days_past_due': {
      const late = Number(v) > 0;
      return say(
        TROUBLE.test(question) ? late : !late,
        late ? `${v} days past due` : 'current, 0 days past due',
      );
    }
    case 'default_status': {
      const inDefault = v.startsWith('in default');
      return say(/\bdefault/.test(question) ? inDefault : !inDefault, v);
    }
    case 'amortization': {
      const io = v.startsWith('interest only');
      return say(
        /interest only|\bio\b/.test(question) ? io : !io,
        io ? 'interest only' : `amortizing over ${v}`,
      );
    }
    case 'last_payment': {
      const any = !v.startsWith('no payment');
      return say(any, any ? `last payment ${v}` : v);
    }
    case 'extensions': {
      const [used, allowed] = (v.match(/\d+/g) ?? ['0', '0']).map(Number) as [number, number];
      const extended = /\bextended\b|\bused\b|\bexercised\b/.test(question);
      return say(extended ? used > 0 : allowed > 0, `${used} used of ${allowed} allowed`);
    }
    default:
      return null;
  }
};
