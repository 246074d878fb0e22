// Where the investment policy endpoints live (001 §7 "Policy analysis"): zod-free
// (contract/policies.ts joins them with their schemas).
import type { EndpointPath } from './endpoint';

export const policiesPaths = {
  getPolicies: { method: 'GET', path: '/policies' },
  putPolicies: { method: 'PUT', path: '/policies' },
  getPoliciesLoanById: { method: 'GET', path: '/policies/loan/:id' },
  getPoliciesBorrowerById: { method: 'GET', path: '/policies/borrower/:id' },
  getPoliciesNeighborhoodById: { method: 'GET', path: '/policies/neighborhood/:id' },
} as const satisfies Record<string, EndpointPath>;
