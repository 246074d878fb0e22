// The values of loan-options.ts without zod: a screen that only shows them (the first
// route's status cards, filters and labels) does not load zod (issue 21, bundle).
// 000 §3 / 002 §3: the forms offer Purchase and Refinance; the loan edit form adds four more.
export const LOAN_PURPOSES = [
  'Purchase',
  'Refinance',
  'Acquisition',
  'Cash out',
  'Flip',
  'Double Flip',
] as const;
type LoanPurpose = (typeof LOAN_PURPOSES)[number];

export const FORM_LOAN_PURPOSES = ['Purchase', 'Refinance'] as const satisfies readonly LoanPurpose[];

export const LOAN_PURPOSE_LABELS: Record<LoanPurpose, string> = Object.fromEntries(
  LOAN_PURPOSES.map((p) => [p, p]),
) as Record<LoanPurpose, string>;

export const EXIT_STRATEGIES = ['Sale', 'Refinance'] as const;
type ExitStrategy = (typeof EXIT_STRATEGIES)[number];
export const EXIT_STRATEGY_LABELS: Record<ExitStrategy, string> = { Sale: 'Sale', Refinance: 'Refinance' };

// 002 §2.2 section 4: repayment of rehab costs.
export const REHAB_REPAYMENT_OPTIONS = ['Sale', 'Refinance', 'Other'] as const;

// 001 §2 Request Documents modal: four flags, all off by default.
export const REQUEST_DOCUMENT_FLAGS = ['flip', 'cash_flow', 'mid_construction', 'retail'] as const;
export type RequestDocumentFlag = (typeof REQUEST_DOCUMENT_FLAGS)[number];
