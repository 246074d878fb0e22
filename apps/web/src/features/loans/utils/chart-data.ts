import {
  CHART_WINDOWS_DAYS,
  isWithinDays,
  median,
  propertyTypeLabel,
  TOP_STATES_COUNT,
} from '@lending/domain';
import type { LoanListItem } from '../api/types';

// Spec 000 §9: chart windows 4, 14 and 30 days; top 4 states.

export type Count = { label: string; count: number };

/** Doughnut: requests by the first property's state, the top 4 by count (ties by name). */
export const requestsByState = (loans: readonly LoanListItem[]): Count[] => {
  const counts = new Map<string, number>();
  for (const loan of loans) {
    const state = loan.properties[0]?.address_state;
    if (state) counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, TOP_STATES_COUNT);
};

/** Bars: requests by the first property's type; a type outside the catalogue is 'Error' (000 §3). */
export const requestsByPropertyType = (
  loans: readonly LoanListItem[],
  knownTypes: readonly string[],
): Count[] => {
  const counts = new Map<string, number>(knownTypes.map((type) => [type, 0]));
  for (const loan of loans) {
    const property = loan.properties[0];
    if (!property) continue;
    const label = propertyTypeLabel(property.property_type);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => ({ label, count })).filter((item) => item.count > 0);
};

export type ValueSummary = { total: number; average: number; median: number };

export const valueSummary = (loans: readonly LoanListItem[]): ValueSummary => {
  const amounts = loans
    .map((loan) => loan.amount)
    .filter((amount): amount is number => typeof amount === 'number');
  if (amounts.length === 0) return { total: 0, average: 0, median: 0 };
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return { total, average: total / amounts.length, median: median(amounts) };
};

/** Sum of loan amounts expected to close from now until the end of each window. */
export const expectedClosingValue = (
  loans: readonly LoanListItem[],
  now: Date,
): { days: number; value: number; count: number }[] =>
  CHART_WINDOWS_DAYS.map((days) => {
    const closing = loans.filter((loan) => isWithinDays(loan.expected_closing_epoch, days, now));
    return { days, value: closing.reduce((sum, loan) => sum + (loan.amount ?? 0), 0), count: closing.length };
  });
