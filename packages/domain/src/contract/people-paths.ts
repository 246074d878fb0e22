// Where the people endpoints live (spec 000 §7, 002 §7): users, borrowers, contacts and the
// installation's config. Zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const peoplePaths = {
  getUserLoggedInUserByEmail: { method: 'GET', path: '/user/logged-in-user/:email' },
  getUserByIdNotifications: { method: 'GET', path: '/user/:id/notifications' },
  getUserStaff: { method: 'GET', path: '/user/staff' },
  getBorrowerAll: { method: 'GET', path: '/borrower/all' },
  getBorrowerById: { method: 'GET', path: '/borrower/:id' },
  putBorrowerByIdUpdate: { method: 'PUT', path: '/borrower/:id/update' },
  getContactAll: { method: 'GET', path: '/contact/all' },
  getContactAllowedTypes: { method: 'GET', path: '/contact/allowed-types' },
  postContactAdd: { method: 'POST', path: '/contact/add' },
  getConfig: { method: 'GET', path: '/config' },
} as const satisfies Record<string, EndpointPath>;
