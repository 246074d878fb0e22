import { z } from 'zod';
import {
  EXIT_STRATEGIES,
  FORM_LOAN_PURPOSES,
  LOAN_PURPOSES,
  REHAB_REPAYMENT_OPTIONS,
} from './loan-options-values';

export * from './loan-options-values';

export const loanPurposeSchema = z.enum(LOAN_PURPOSES);
export type LoanPurpose = z.infer<typeof loanPurposeSchema>;

export const exitStrategySchema = z.enum(EXIT_STRATEGIES);
export type ExitStrategy = z.infer<typeof exitStrategySchema>;

export const rehabRepaymentSchema = z.enum(REHAB_REPAYMENT_OPTIONS);
export type RehabRepayment = z.infer<typeof rehabRepaymentSchema>;

export const formLoanPurposeSchema = z.enum(FORM_LOAN_PURPOSES);

export const requestDocumentsSchema = z.object({
  flip: z.boolean().default(false),
  cash_flow: z.boolean().default(false),
  mid_construction: z.boolean().default(false),
  retail: z.boolean().default(false),
});
export type RequestDocumentsBody = z.infer<typeof requestDocumentsSchema>;
