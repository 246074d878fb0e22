// The values of loan-status.ts without zod: a screen that only shows them (the first
// route's status cards, filters and labels) does not load zod (issue 21, bundle).
// Spec 000 §4: loan statuses, in order. Wire values are the spec's spelling (docs/contract.md).
export const LOAN_STATUSES = [
  'Preliminary',
  'Term-Sheet-Sent',
  'Underwriting',
  'Board-Review',
  'Commitment-Sent',
  'Commitment-Accepted',
  'Rejected',
  'Funded',
  'Paid-Off',
] as const;
type LoanStatus = (typeof LOAN_STATUSES)[number];

export const LOAN_STATUS_LABELS: Record<LoanStatus, string> = {
  Preliminary: 'Preliminary',
  'Term-Sheet-Sent': 'Term Sheet Sent',
  Underwriting: 'Underwriting',
  'Board-Review': 'Board Review',
  'Commitment-Sent': 'Commitment Sent',
  'Commitment-Accepted': 'Commitment Accepted',
  Rejected: 'Rejected',
  Funded: 'Funded',
  'Paid-Off': 'Paid Off',
};

/** Position in the pipeline, 1-based (000 §4 order). */
export const LOAN_STATUS_ORDER: Record<LoanStatus, number> = Object.fromEntries(
  LOAN_STATUSES.map((status, index) => [status, index + 1]),
) as Record<LoanStatus, number>;

// 000 §2: the portfolio shows only Funded and Paid-Off; the dashboard cards show the rest.
export const PORTFOLIO_LOAN_STATUSES = ['Funded', 'Paid-Off'] as const satisfies readonly LoanStatus[];
export const ACTIVE_LOAN_STATUSES = LOAN_STATUSES.filter(
  (status) => !(PORTFOLIO_LOAN_STATUSES as readonly string[]).includes(status),
) as Exclude<LoanStatus, 'Funded' | 'Paid-Off'>[];

export const isPortfolioStatus = (status: string): boolean =>
  (PORTFOLIO_LOAN_STATUSES as readonly string[]).includes(status);

/** Personal page 002 §2.3: Funded or Paid-Off counts as funded, everything else as active. */
export const personalLoanTab = (status: string): 'funded' | 'active' =>
  isPortfolioStatus(status) ? 'funded' : 'active';

export const TOTAL_REQUESTS_CARD = 'Total-Requests';
/** 000 §2: Total-Requests plus every status except Funded and Paid-Off. */
export const DASHBOARD_STATUS_CARDS = [TOTAL_REQUESTS_CARD, ...ACTIVE_LOAN_STATUSES] as const;

/** 001 §4 / DESIGN §3: reject is possible from any status before Funded. */
export const REJECTABLE_LOAN_STATUSES = LOAN_STATUSES.filter(
  (status) => LOAN_STATUS_ORDER[status] < LOAN_STATUS_ORDER.Funded && status !== 'Rejected',
);
