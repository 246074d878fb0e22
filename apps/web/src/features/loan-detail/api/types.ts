// The wire shapes (docs/contract.md "Shapes") come from @lending/domain; the loan status
// response is this feature's own call (001 §3 "Loan status response").
export type { Activity, Insight, Loan, Property as LoanProperty } from '@lending/domain';

// GET /loan-status/{loanId} (spec 001 §3 "Loan status response"): one block per step.
type StatusBlock = { activity_id: string; state: string; epoch: number } | null;

export type LoanStatusResponse = {
  loan_id: string;
  state: string;
  suggested_steps: string[];
  gfd: (NonNullable<StatusBlock> & { deposit_amount: number | null; deposit_date: number | null }) | null;
  term_sheet: StatusBlock;
  board_review: StatusBlock;
  commitment: StatusBlock;
  funded: { funded_date: number } | null;
  paid_off: Record<string, unknown> | null;
  has_board_review: boolean;
  rejection_reason: string | null;
  last_update: number;
  version: number;
};
