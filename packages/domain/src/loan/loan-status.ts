import { z } from 'zod';
import { LOAN_STATUSES } from './loan-status-values';

export * from './loan-status-values';

export const loanStatusSchema = z.enum(LOAN_STATUSES);
export type LoanStatus = z.infer<typeof loanStatusSchema>;
