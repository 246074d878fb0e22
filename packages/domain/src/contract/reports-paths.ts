// Where the report endpoints live (000 §7 and the vendors' callback): zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const reportsPaths = {
  getActivityLoanByIdReportAll: { method: 'GET', path: '/activity/loan/:id/report/all' },
  getActivityByIdReport: { method: 'GET', path: '/activity/:id/report' },
  postActivityReportsByIdSetRequested: { method: 'POST', path: '/activity/reports/:id/set/requested' },
  getActivityByIdDownloadReport: { method: 'GET', path: '/activity/:id/download/report' },
  getLoanByIdGetSponsorLink: { method: 'GET', path: '/loan/:id/get-sponsor-link' },
  getSponsorByToken: { method: 'GET', path: '/sponsor/:token' },
  postWebhooksReportsByVendor: { method: 'POST', path: '/webhooks/reports/:vendor' },
} as const satisfies Record<string, EndpointPath>;
