// Query key factory of the loans feature (STYLE.md "Web data"): archive and restore invalidate
// loanKeys.all so every list, page, summary and map (active, archived, portfolio) refreshes together.
// The parameter types live here, beside the keys built from them: the fetchers import the keys,
// and the keys import no fetcher (no import circle).
import type { LoanMapBox } from '@lending/domain';

/** The requests (pipeline) or portfolio half of the active or archived list (issue 10). */
export type LoanScope = 'requests' | 'requests-archive' | 'portfolio' | 'portfolio-archive';

/** What the screens send with every page (and the map): search, filters, sort and pins. */
export type LoanListParams = {
  scope: LoanScope;
  q: string;
  status: string | null;
  propertyTypes: string[];
  purposes: string[];
  sort: string;
  desc: boolean;
  pinned: string[];
};

export type LoanMapParams = Omit<LoanListParams, 'sort' | 'desc' | 'pinned'> & {
  /** The visible box (null before the map has fitted the bounds of all loans) and zoom. */
  box: LoanMapBox | null;
  zoom: number;
};

export const loanKeys = {
  all: ['loans'] as const,
  list: (kind: 'all' | 'all-archive' | 'portfolio') => [...loanKeys.all, 'list', kind] as const,
  page: (params: LoanListParams, limit: number) => [...loanKeys.all, 'page', params, limit] as const,
  summary: (scope: LoanScope) => [...loanKeys.all, 'summary', scope] as const,
  map: (params: LoanMapParams) => [...loanKeys.all, 'map', params] as const,
};
