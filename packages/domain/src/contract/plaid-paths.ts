// Where the bank connection (Plaid) calls live (002 §2.3, 000 §7): zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const plaidPaths = {
  getActivityByActivityIdPlaidAccounts: { method: 'GET', path: '/activity/:activityId/plaid-accounts' },
  getPlaidLinkByActivityId: { method: 'GET', path: '/plaid/link/:activityId' },
  getPlaidByIdGetLinkToken: { method: 'GET', path: '/plaid/:id/get-link-token' },
  postPlaidByIdSetAccessToken: { method: 'POST', path: '/plaid/:id/set-access-token' },
  getPlaidSandboxLink: { method: 'GET', path: '/plaid/sandbox/link' },
  postPlaidSandboxLink: { method: 'POST', path: '/plaid/sandbox/link' },
} as const satisfies Record<string, EndpointPath>;
