import { MAX_PINNED_LOANS, TOP_STATES_COUNT } from '../constants/constants';
import { cleanLoanName } from '../format/loan-name';

// 000 §2 dashboard rules.

/** Heading is Dashboard when the path starts with /dashboard or is /; otherwise Requests. */
export const dashboardHeading = (path: string): 'Dashboard' | 'Requests' =>
  path === '/' || path.startsWith('/dashboard') ? 'Dashboard' : 'Requests';

/** Archived toggle tooltip. */
export const archiveToggleTooltip = (isShowingArchived: boolean): string =>
  isShowingArchived ? 'View Unarchive Loans' : 'View Archive Loans';

/** Pin a loan (at most 5; pinning a sixth drops the oldest) or unpin it. Oldest first. */
export const togglePinned = (pinned: readonly string[], id: string): string[] => {
  if (pinned.includes(id)) return pinned.filter((p) => p !== id);
  return [...pinned, id].slice(-MAX_PINNED_LOANS);
};

/** Case-insensitive search on the loan name (000 §5). */
export const matchesLoanSearch = (name: string | null | undefined, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  return (
    needle === '' ||
    cleanLoanName(name).toLowerCase().includes(needle) ||
    (name ?? '').toLowerCase().includes(needle)
  );
};

type FilterableLoan = { purpose: string | null; properties: readonly { property_type: string | null }[] };

/** Property type (of the first property) and purpose, each multi-select; all active filters must hold. */
export const matchesLoanFilters = (
  loan: FilterableLoan,
  { propertyTypes = [], purposes = [] }: { propertyTypes?: readonly string[]; purposes?: readonly string[] },
): boolean =>
  (propertyTypes.length === 0 || propertyTypes.includes(loan.properties[0]?.property_type ?? '')) &&
  (purposes.length === 0 || purposes.includes(loan.purpose ?? ''));

/** Top 4 states by count for the doughnut (ties keep pipeline order). */
export const topStates = (
  counts: Readonly<Record<string, number>>,
  limit: number = TOP_STATES_COUNT,
): [string, number][] =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
