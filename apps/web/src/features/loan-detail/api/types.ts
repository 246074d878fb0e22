// The wire shapes (docs/contract.md "Shapes") come from @lending/domain.
export type { Activity, Insight, Loan, Property as LoanProperty } from '@lending/domain';

// GET /loan-status/{loanId} (spec 001 §3 "Loan status response"): the domain's wire contract.
export type { LoanStatusResponse } from '@lending/domain';
