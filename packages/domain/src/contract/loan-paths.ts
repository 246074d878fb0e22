// Where the /loan endpoints live (spec 000 §7, issue 10): zod-free, so the web's first route can
// name them without loading the schemas (contract/loan.ts joins them with their schemas).
import type { EndpointPath } from './endpoint';

export const loanPaths = {
  getLoanAll: { method: 'GET', path: '/loan/all' },
  getLoanPortfolio: { method: 'GET', path: '/loan/portfolio' },
  getLoanAllArchive: { method: 'GET', path: '/loan/all-archive' },
  getLoanPage: { method: 'GET', path: '/loan/page' },
  getLoanSummary: { method: 'GET', path: '/loan/summary' },
  getLoanMap: { method: 'GET', path: '/loan/map' },
  getLoanById: { method: 'GET', path: '/loan/:id' },
  putLoanByIdUpdate: { method: 'PUT', path: '/loan/:id/update' },
  putLoanByIdArchive: { method: 'PUT', path: '/loan/:id/archive' },
  putLoanByIdRestore: { method: 'PUT', path: '/loan/:id/restore' },
  postLoanByIdAddBorrowerByBid: { method: 'POST', path: '/loan/:id/add-borrower/:bid' },
  putLoanByIdAddContactByCid: { method: 'PUT', path: '/loan/:id/add-contact/:cid' },
  putLoanByIdRemoveBorrowerByBid: { method: 'PUT', path: '/loan/:id/remove-borrower/:bid' },
  putLoanByIdRemoveContactByCid: { method: 'PUT', path: '/loan/:id/remove-contact/:cid' },
  getLoanByIdGetScore: { method: 'GET', path: '/loan/:id/get-score' },
  putLoanByIdCalculateScore: { method: 'PUT', path: '/loan/:id/calculate-score' },
  putLoanByIdCreateDocumentRequests: { method: 'PUT', path: '/loan/:id/create-document-requests' },
} as const satisfies Record<string, EndpointPath>;
