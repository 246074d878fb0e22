import { z } from 'zod';

// 000 §6.
export const ROLES = ['admin', 'borrower', 'broker'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', borrower: 'Borrower', broker: 'Broker' };
/** 002 §6: an unknown role renders 'Error'. */
export const roleLabel = (role: string): string =>
  (ROLES as readonly string[]).includes(role) ? ROLE_LABELS[role as Role] : 'Error';

// 000 §2 route table: who may open which screen.
export const ADMIN_ONLY_ROUTES = [
  '/dashboard',
  '/requests',
  '/loan',
  '/portfolio',
  '/activities',
  '/statistics',
  '/scoring',
  '/leads',
] as const;
export const ALL_ROLE_ROUTES = ['/', '/personal', '/plaid'] as const;
export const PUBLIC_ROUTES = ['/application', '/page-not-found'] as const;

/** 000 §2: admin lands on the dashboard; anyone else on the personal area. */
export const landingPathFor = (role: string): '/dashboard' | '/personal' =>
  role === 'admin' ? '/dashboard' : '/personal';
