import { cleanLoanName } from '@lending/domain';
import type { LoanListItem } from '../api/types';

export type LoanFilters = {
  search: string;
  propertyTypes: string[];
  purposes: string[];
  /** A status card's selection; null is Total-Requests (no status filter). */
  status: string | null;
};

export const EMPTY_FILTERS: LoanFilters = { search: '', propertyTypes: [], purposes: [], status: null };

// The searchable name of each loan object, computed once (typing must stay fast on 10,000 loans).
const searchNames = new WeakMap<LoanListItem, string>();
const searchNameOf = (loan: LoanListItem): string => {
  let name = searchNames.get(loan);
  if (name === undefined) {
    name = cleanLoanName(loan.name).toLowerCase();
    searchNames.set(loan, name);
  }
  return name;
};

const firstPropertyType = (loan: LoanListItem): string | null => loan.properties[0]?.property_type ?? null;

/**
 * Spec 000 §2 / §5: search is case-insensitive on the displayed loan name (code removed, untruncated); the property type
 * (of the first property) and purpose multi-selects combine with AND; an empty select is no filter.
 */
export const filterLoans = (loans: readonly LoanListItem[], filters: LoanFilters): LoanListItem[] => {
  const needle = filters.search.trim().toLowerCase();
  const types = new Set(filters.propertyTypes);
  const purposes = new Set(filters.purposes);
  return loans.filter((loan) => {
    if (filters.status !== null && loan.status.state !== filters.status) return false;
    if (types.size > 0 && !types.has(firstPropertyType(loan) ?? '')) return false;
    if (purposes.size > 0 && !purposes.has(loan.purpose ?? '')) return false;
    return needle === '' || searchNameOf(loan).includes(needle);
  });
};

/** Counts per status for the status cards; `total` is every loan of the list. */
export const countByStatus = (
  loans: readonly LoanListItem[],
): { total: number; byStatus: Map<string, number> } => {
  const byStatus = new Map<string, number>();
  for (const loan of loans) byStatus.set(loan.status.state, (byStatus.get(loan.status.state) ?? 0) + 1);
  return { total: loans.length, byStatus };
};
