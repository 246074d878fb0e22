// The derived figures of the grounded answer (issue 23 item 4): LTV, LTC and DSCR computed from the
// loan's facts, with the formula and each input cited; and the value a comparison weighs.
import { displayFact } from '@lending/domain';
import type { LoanFact } from '../documents-intelligence/index';
import { NOT_IN_FILE, type Writer } from './grounded-writer';

export const show = (f: LoanFact) => displayFact(f.kind, f.value);
export const best = (list: LoanFact[]) => [...list].sort((a, b) => b.priority - a.priority)[0]!;

/** The best plausible figure of the first key the file states one for (implausible: never used). */
const pick = (facts: LoanFact[], ...keys: string[]): LoanFact | null => {
  for (const key of keys) {
    const list = facts.filter((f) => f.key === key && typeof f.value === 'number' && !f.implausible);
    if (list.length) return best(list);
  }
  return null;
};
const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

type Derived =
  | {
      /** The figure as shown ("62.5%", "1.31x") and as a number on the same scale (62.5, 1.31). */
      shown: string;
      value: number;
      head: string;
      inputs: [string, LoanFact][];
      note?: string;
    }
  | { missing: string };

/** A ratio from the loan's facts, or what it lacks. */
export const derive = (facts: LoanFact[], key: 'ltv' | 'ltc' | 'dscr'): Derived => {
  const amount = pick(facts, 'loan_amount');
  if (!amount) return { missing: 'the loan amount' };
  const a = amount.value as number;
  const ratio = (x: number) => ({ shown: pct(x), value: Math.round(x * 1000) / 10 });
  if (key === 'ltv') {
    const value = pick(facts, 'appraised_value', 'as_is_value');
    const base = value ?? pick(facts, 'purchase_price');
    if (!base || (base.value as number) <= 0) return { missing: 'a property value' };
    const r = ratio(a / (base.value as number));
    return {
      ...r,
      head: `LTV: ${r.shown} = loan amount ${show(amount)} / ${base.label.toLowerCase()} ${show(base)}`,
      inputs: [
        ['Loan amount', amount],
        [base.label, base],
      ],
      ...(value
        ? {}
        : {
            note: facts.some((f) => ['appraised_value', 'as_is_value'].includes(f.key) && f.implausible)
              ? 'The appraised value on file is implausible (not used), so this LTV is on the purchase price.'
              : 'No appraised value is in the file, so this LTV is on the purchase price.',
          }),
    };
  }
  if (key === 'ltc') {
    const price = pick(facts, 'purchase_price');
    if (!price || (price.value as number) <= 0) return { missing: 'the purchase price' };
    const rehab = pick(facts, 'rehab_budget');
    const cost = (price.value as number) + ((rehab?.value as number | undefined) ?? 0);
    const costText = rehab
      ? `(purchase price ${show(price)} + rehab budget ${show(rehab)})`
      : `purchase price ${show(price)}`;
    const r = ratio(a / cost);
    return {
      ...r,
      head: `LTC: ${r.shown} = loan amount ${show(amount)} / ${costText}`,
      inputs: [
        ['Loan amount', amount],
        ['Purchase price', price],
        ...(rehab ? [['Rehab budget', rehab] as [string, LoanFact]] : []),
      ],
    };
  }
  const noi = pick(facts, 'noi');
  const rate = pick(facts, 'interest_rate');
  if (!noi) return { missing: 'the net operating income' };
  // The note's own debt service once its terms are boarded (amortizing or interest only); before,
  // a bridge loan is underwritten on interest only: the loan amount x the rate.
  const terms = pick(facts, 'debt_service');
  if (terms && (terms.value as number) > 0) {
    const x = ((noi.value as number) / (terms.value as number)).toFixed(2);
    return {
      shown: `${x}x`,
      value: Number(x),
      head: `DSCR: ${x}x = net operating income ${show(noi)} / ${terms.label.toLowerCase()} ${show(terms)} (loan amount ${show(amount)})`,
      inputs: [
        ['Net operating income', noi],
        [terms.label, terms],
        ['Loan amount', amount],
      ],
    };
  }
  if (!rate || (rate.value as number) <= 0) return { missing: 'the interest rate' };
  const service = a * (rate.value as number);
  const x = ((noi.value as number) / service).toFixed(2);
  return {
    shown: `${x}x`,
    value: Number(x),
    head: `DSCR: ${x}x = net operating income ${show(noi)} / annual interest-only debt service ${displayFact('money', Math.round(service * 100) / 100)} (loan amount ${show(amount)} x rate ${show(rate)})`,
    inputs: [
      ['Net operating income', noi],
      ['Loan amount', amount],
      ['Interest rate', rate],
    ],
    note: 'No servicing terms are boarded: debt service is interest only, as a bridge loan is underwritten.',
  };
};

const INPUTS: Record<'ltv' | 'ltc' | 'dscr', string[]> = {
  ltv: ['loan_amount', 'appraised_value', 'as_is_value', 'purchase_price'],
  ltc: ['loan_amount', 'purchase_price', 'rehab_budget'],
  dscr: ['noi', 'loan_amount', 'interest_rate'],
};

/** The ratio's line, its formula, and each input cited beneath. */
export const answerDerived = (w: Writer, facts: LoanFact[], key: 'ltv' | 'ltc' | 'dscr') => {
  const d = derive(facts, key);
  if ('missing' in d) {
    w.lines.push(`${NOT_IN_FILE}: the ${key.toUpperCase()} needs ${d.missing}, which no source states.`);
    return true;
  }
  w.lines.push(d.head);
  for (const [label, f] of d.inputs) w.lines.push(`  ${label} — ${w.cite(f)}`);
  if (d.note) w.lines.push(`  ${d.note}`);
  // An input the rules reject was left out: said, with its reason.
  for (const f of facts.filter((x) => x.implausible && INPUTS[key].includes(x.key)).slice(0, 3))
    w.lines.push(
      `  Not used: ${f.source_name} states ${show(f)}, implausible (${f.implausible}) — ${w.cite(f)}`,
    );
  return true;
};
