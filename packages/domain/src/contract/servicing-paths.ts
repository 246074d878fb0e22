// Where the /servicing endpoints live (issue 19 "The contract"): zod-free (see loan-paths.ts). The
// operationIds are the ones the document derived from method and path before the declarations, so
// integrations that generated clients from it keep their names.
import type { EndpointPath } from './endpoint';

const loan = '/servicing/loan/:loanId';

/** The ledger's calls and the extension, default and suspense calls (servicing.ts). */
export const servicingLedgerPaths = {
  postServicingSchedulePreview: { method: 'POST', path: '/servicing/schedule/preview' },
  getServicingPortfolio: { method: 'GET', path: '/servicing/portfolio' },
  postServicingLoanByLoanIdBoard: { method: 'POST', path: `${loan}/board` },
  getServicingLoanByLoanId: { method: 'GET', path: loan },
  getServicingLoanByLoanIdSchedule: { method: 'GET', path: `${loan}/schedule` },
  getServicingLoanByLoanIdLedger: { method: 'GET', path: `${loan}/ledger` },
  getServicingLoanByLoanIdPayoff: { method: 'GET', path: `${loan}/payoff` },
  getServicingLoanByLoanIdPayoffLetter: { method: 'GET', path: `${loan}/payoff-letter` },
  postServicingLoanByLoanIdPayments: { method: 'POST', path: `${loan}/payments` },
  postServicingLoanByLoanIdPaymentsByPaymentIdReverse: {
    method: 'POST',
    path: `${loan}/payments/:paymentId/reverse`,
  },
  postServicingLoanByLoanIdExtensions: { method: 'POST', path: `${loan}/extensions` },
  getServicingLoanByLoanIdExtensionsByExtensionIdAgreement: {
    method: 'GET',
    path: `${loan}/extensions/:extensionId/agreement`,
  },
  postServicingLoanByLoanIdDefault: { method: 'POST', path: `${loan}/default` },
  postServicingLoanByLoanIdDefaultClear: { method: 'POST', path: `${loan}/default/clear` },
  postServicingLoanByLoanIdSuspenseApply: { method: 'POST', path: `${loan}/suspense/apply` },
} as const satisfies Record<string, EndpointPath>;

/** Terms, draws, statements and the borrower's cards (servicing-draws.ts). */
export const servicingDrawPaths = {
  getServicingMine: { method: 'GET', path: '/servicing/mine' },
  putServicingLoanByLoanIdTerms: { method: 'PUT', path: `${loan}/terms` },
  postServicingLoanByLoanIdConfirm: { method: 'POST', path: `${loan}/confirm` },
  getServicingLoanByLoanIdDraws: { method: 'GET', path: `${loan}/draws` },
  postServicingLoanByLoanIdDraws: { method: 'POST', path: `${loan}/draws` },
  putServicingLoanByLoanIdDrawsByDrawIdApprove: { method: 'PUT', path: `${loan}/draws/:drawId/approve` },
  putServicingLoanByLoanIdDrawsByDrawIdFund: { method: 'PUT', path: `${loan}/draws/:drawId/fund` },
  putServicingLoanByLoanIdDrawsByDrawIdReject: { method: 'PUT', path: `${loan}/draws/:drawId/reject` },
  postServicingLoanByLoanIdDrawsByDrawIdInspection: {
    method: 'POST',
    path: `${loan}/draws/:drawId/inspection`,
  },
  putServicingLoanByLoanIdDrawsByDrawIdInspection: {
    method: 'PUT',
    path: `${loan}/draws/:drawId/inspection`,
  },
  postServicingLoanByLoanIdDrawsByDrawIdFiles: { method: 'POST', path: `${loan}/draws/:drawId/files` },
  getServicingLoanByLoanIdDrawsByDrawIdFilesByFileId: {
    method: 'GET',
    path: `${loan}/draws/:drawId/files/:fileId`,
  },
  getServicingLoanByLoanIdStatements: { method: 'GET', path: `${loan}/statements` },
  getServicingLoanByLoanIdStatementsByStatementId: { method: 'GET', path: `${loan}/statements/:statementId` },
} as const satisfies Record<string, EndpointPath>;

/** Index rates, floating terms and ACH debits (servicing-ach.ts). */
export const servicingAchPaths = {
  postServicingIndexRates: { method: 'POST', path: '/servicing/index-rates' },
  getServicingIndexRates: { method: 'GET', path: '/servicing/index-rates' },
  postServicingIndexRatesUpload: { method: 'POST', path: '/servicing/index-rates/upload' },
  putServicingLoanByLoanIdFloating: { method: 'PUT', path: `${loan}/floating` },
  getServicingLoanByLoanIdFloating: { method: 'GET', path: `${loan}/floating` },
  postServicingLoanByLoanIdAchPayments: { method: 'POST', path: `${loan}/ach-payments` },
  getServicingLoanByLoanIdAchPayments: { method: 'GET', path: `${loan}/ach-payments` },
  getServicingAchNacha: { method: 'GET', path: '/servicing/ach/nacha' },
  postServicingAchSettle: { method: 'POST', path: '/servicing/ach/settle' },
  postServicingAchByAchIdReturn: { method: 'POST', path: '/servicing/ach/:achId/return' },
} as const satisfies Record<string, EndpointPath>;

export const servicingPaths = { ...servicingLedgerPaths, ...servicingDrawPaths, ...servicingAchPaths };
