// Late payments as people count them (issue 19 item 5): the paid-off modal's answers (001 §5:
// is_late_payment and how many payments were 30, 60 or 90+ days late) and the delinquency bucket
// of a loan by its days past due (current, 1-29, 30-59, 60-89, 90+).
import { LATE_DAY_BUCKETS } from '../constants/constants';

/** The paid-off modal's late-payment answers from the ledger's late periods (past grace). */
export const lateDayAnswers = (latePeriods: readonly { daysLate: number }[]) => {
  const upper = (index: number) => LATE_DAY_BUCKETS[index + 1] ?? Number.POSITIVE_INFINITY;
  return {
    is_late_payment: latePeriods.length > 0,
    late_days: LATE_DAY_BUCKETS.map((bucket, index) => ({
      late_days: bucket,
      count: latePeriods.filter((p) => p.daysLate >= bucket && p.daysLate < upper(index)).length,
    })),
  };
};

export const DELINQUENCY_BUCKETS = ['current', '1-29', '30-59', '60-89', '90+'] as const;
export type DelinquencyBucket = (typeof DELINQUENCY_BUCKETS)[number];

export const delinquencyBucket = (daysPastDue: number): DelinquencyBucket => {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue < 30) return '1-29';
  if (daysPastDue < 60) return '30-59';
  if (daysPastDue < 90) return '60-89';
  return '90+';
};

/**
 * The late marks to change after a replay (issue 19 item 5): installments the replay finds late
 * and not yet marked are marked (payment.late, once), and installments marked before that the
 * replay no longer finds late (a back-dated payment covered them within their grace) are cleared,
 * so the marks always equal a replay from scratch.
 */
export const lateMarkChanges = <T extends { number: number }>(
  marked: readonly number[],
  late: readonly T[],
): { mark: T[]; clear: number[] } => {
  const lateNumbers = new Set(late.map((l) => l.number));
  const markedNumbers = new Set(marked);
  return {
    mark: late.filter((l) => !markedNumbers.has(l.number)),
    clear: [...markedNumbers].filter((n) => !lateNumbers.has(n)).sort((a, b) => a - b),
  };
};
