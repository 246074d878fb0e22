// Late payments (issue 19 item 5): the late fee of one scheduled payment, and each scheduled line
// paid (or still unpaid) after its due date plus the grace days.
import { dayNumber, type CalendarDate } from '../day-count';
import { roundDiv } from '../money';
import type { LedgerState, LedgerTerms } from './ledger-types';

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The late fee of one scheduled payment under the rule (percent of the payment or flat, capped). */
export const lateFeeFor = (terms: LedgerTerms, scheduledCents: bigint): bigint => {
  const rule = terms.lateFee;
  if (!rule) return 0n;
  const fee = rule.percent
    ? roundDiv(scheduledCents * rule.percent.num, rule.percent.den * 100n, terms.rounding)
    : rule.flatCents;
  return rule.capCents === null ? fee : min(fee, rule.capCents);
};

export const parseIso = (text: string): CalendarDate => ({
  year: Number(text.slice(0, 4)),
  month: Number(text.slice(5, 7)),
  day: Number(text.slice(8, 10)),
});

/** Each scheduled line that was paid (or is still unpaid) after its due date + grace, and by how many days. */
export const latePeriods = (
  terms: LedgerTerms,
  lines: { dueDate: string; paymentCents: bigint }[],
  payments: { effectiveDate: CalendarDate; amountCents: bigint }[],
  asOfDay: number,
) => {
  const grace = terms.lateFee?.graceDays ?? 0;
  const late: LedgerState['latePeriods'] = [];
  let due = 0n;
  lines.forEach((line, index) => {
    due += line.paymentCents;
    const dueDay = dayNumber(parseIso(line.dueDate));
    if (dueDay > asOfDay) return;
    let paid = 0n;
    let coveredDay = asOfDay;
    for (const payment of payments) {
      paid += payment.amountCents;
      if (paid >= due) {
        coveredDay = dayNumber(payment.effectiveDate);
        break;
      }
    }
    const daysLate = coveredDay - dueDay;
    if (daysLate > grace) late.push({ number: index + 1, dueDate: line.dueDate, daysLate });
  });
  return late;
};
