// Where a loan's status steps, its data points and its property are changed (001 §5, §7, 002 §7):
// zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const loanRecordsPaths = {
  getLoanStatusByLoanId: { method: 'GET', path: '/loan-status/:loanId' },
  postLoanStatusByLoanIdSetFundedByDate: { method: 'POST', path: '/loan-status/:loanId/set/funded/:date' },
  postLoanStatusByLoanIdSetPaidOff: { method: 'POST', path: '/loan-status/:loanId/set/paid-off' },
  postLoanStatusByLoanIdSetRejected: { method: 'POST', path: '/loan-status/:loanId/set/rejected' },
  putDataPointUpdate: { method: 'PUT', path: '/data-point/update' },
  putPropertyByIdUpdate: { method: 'PUT', path: '/property/:id/update' },
} as const satisfies Record<string, EndpointPath>;
