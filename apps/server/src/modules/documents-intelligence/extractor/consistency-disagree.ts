// A label printed more than once with different values (consistency.ts): the reader took one of
// them, nothing says it is the one asked for, so the value is N/A with both in the reason.
import { formatCurrency } from '@lending/domain';
import { AMOUNT, DATE, money, type PageText } from './find';
import { dayOf, labelBefore, printedOn, refuse, type Gate } from './consistency-util';

/**
 * Figures a document prints once per period or per account by design (a statement's balances:
 * the kind's own checks choose among them and reconcile them).
 */
const EXEMPT: Record<string, string[]> = {
  'bank-statement': [
    'beginning_balance',
    'total_deposits',
    'total_withdrawals',
    'ending_balance',
    'average_daily_balance',
  ],
  // A commitment prints one amount per policy (owner's, loan): its reader takes the one its line
  // names the loan policy, and states none when no line does (classes-title.ts).
  'title-commitment': ['policy_amount'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** Every value printed after the label on any page, normalised (days, or cents). */
const valuesAfter = (pages: PageText[], label: string, isDate: boolean): Map<number, string> => {
  const re = new RegExp(`${escape(label)}[ \\t:.$]*(${isDate ? DATE : AMOUNT})`, 'gi');
  const seen = new Map<number, string>();
  for (const { text } of pages)
    for (const m of text.matchAll(re)) {
      const n = isDate ? dayOf(m[1]!) : money(m[1]!);
      if (n !== null && n !== undefined) seen.set(isDate ? n : Math.round(n * 100), m[1]!.trim());
    }
  return seen;
};

const disagreement: Gate = {
  name: 'disagreement',
  run: (cls, found, pages) => {
    for (const [key, f] of found) {
      if (!f || f.reason || f.confirmed || !f.quote || EXEMPT[cls]?.includes(key)) continue;
      const printed = printedOn(f.quote, f.value);
      const before = printed ? labelBefore(f.quote, printed) : null;
      // The label's own words, two at least ('Rent' or 'Amount' alone heads a column or a
      // charge printed once per row).
      const label = before?.replace(/[\s:.$#-]+$/, '') ?? '';
      if (label.split(/\s+/).filter((w) => /[A-Za-z]{2}/.test(w)).length < 2) continue;
      const isDate = typeof f.value === 'string';
      const values = [...valuesAfter(pages, label, isDate).values()];
      if (values.length < 2) continue;
      const [a, b] = isDate ? values : values.map((v) => formatCurrency(money(v)));
      refuse(found, [key], `"${label}" is printed with two values (${a} and ${b}): check which one applies`);
    }
  },
};

export const DISAGREEMENT_GATES: Gate[] = [disagreement];
