import { z } from 'zod';

// 000 §3 / 002 §3: the forms offer Purchase and Refinance; the loan edit form adds four more.
export const LOAN_PURPOSES = [
  'Purchase',
  'Refinance',
  'Acquisition',
  'Cash out',
  'Flip',
  'Double Flip',
] as const;
export const loanPurposeSchema = z.enum(LOAN_PURPOSES);
export type LoanPurpose = z.infer<typeof loanPurposeSchema>;

export const FORM_LOAN_PURPOSES = ['Purchase', 'Refinance'] as const satisfies readonly LoanPurpose[];
export const formLoanPurposeSchema = z.enum(FORM_LOAN_PURPOSES);

export const LOAN_PURPOSE_LABELS: Record<LoanPurpose, string> = Object.fromEntries(
  LOAN_PURPOSES.map((p) => [p, p]),
) as Record<LoanPurpose, string>;

export const EXIT_STRATEGIES = ['Sale', 'Refinance'] as const;
export const exitStrategySchema = z.enum(EXIT_STRATEGIES);
export type ExitStrategy = z.infer<typeof exitStrategySchema>;
export const EXIT_STRATEGY_LABELS: Record<ExitStrategy, string> = { Sale: 'Sale', Refinance: 'Refinance' };

// 002 §2.2 section 4: repayment of rehab costs.
export const REHAB_REPAYMENT_OPTIONS = ['Sale', 'Refinance', 'Other'] as const;
export const rehabRepaymentSchema = z.enum(REHAB_REPAYMENT_OPTIONS);
export type RehabRepayment = z.infer<typeof rehabRepaymentSchema>;

// 001 §2 Request Documents modal: four flags, all off by default.
export const REQUEST_DOCUMENT_FLAGS = ['flip', 'cash_flow', 'mid_construction', 'retail'] as const;
export type RequestDocumentFlag = (typeof REQUEST_DOCUMENT_FLAGS)[number];
export const requestDocumentsSchema = z.object({
  flip: z.boolean().default(false),
  cash_flow: z.boolean().default(false),
  mid_construction: z.boolean().default(false),
  retail: z.boolean().default(false),
});
export type RequestDocumentsBody = z.infer<typeof requestDocumentsSchema>;
