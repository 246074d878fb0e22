// Who may call what (DESIGN.md §2, spec 000 §6). Every /api route declares its access in its
// route config, `config: { access: 'admin' }`, and ONE preValidation hook (registerRouteAccess)
// applies it before params, query and body are validated, so a stranger gets 401/403, never field
// errors. A route without a declared access stops the server at startup.
//
// Record ownership is the loan finder's (lib/loan-finder.ts: a loan that is not the caller's
// reads as not found) and assertBorrowerAccess's: admin reaches everything, a borrower only
// their own borrower record and its loans, a broker only loans on which their contact is linked.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, type Role } from '@lending/domain';
import type { DbOrTx } from '../db/client';
import { loanBorrowers, loanContacts } from '../db/schema';
import { findLoan } from '../lib/loan-finder';
import { authenticate, loadUser, type RequestUser } from './auth';
import { AppError } from './errors';

/**
 * The access a route declares:
 * - 'public': anyone (public forms, discovery, health); rate limits protect it.
 * - 'public-link': anyone holding the signed, expiring link in the path; the handler checks it.
 * - 'signed-in': a verified token, with or without a user row (GET /user/logged-in-user).
 * - 'admin': staff only.
 * - 'owner': admin, and borrowers and brokers on their own records (the finders refuse others').
 * - 'borrower-owner' / 'broker-owner': the same, for admin and that one role only.
 */
export type RouteAccess =
  'public' | 'public-link' | 'signed-in' | 'admin' | 'owner' | 'borrower-owner' | 'broker-owner';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Who may call the route (plugins/access.ts); required on every /api route. */
    access?: RouteAccess;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The access each /api route declared, by `METHOD /path/:param` (OpenAPI, security suites). */
    accessRules: Map<string, RouteAccess>;
  }
}

/** The roles a signed-in user needs for each access (public ones need no token at all). */
const ROLES: Record<Exclude<RouteAccess, 'public' | 'public-link' | 'signed-in'>, readonly Role[]> = {
  admin: ['admin'],
  owner: ['admin', 'borrower', 'broker'],
  'borrower-owner': ['admin', 'borrower'],
  'broker-owner': ['admin', 'broker'],
};

/** Whether an access needs no token (the OpenAPI document marks these `security: []`). */
export const isPublicAccess = (access: RouteAccess): boolean =>
  access === 'public' || access === 'public-link';

const ACCESS_VALUES = new Set<string>(['public', 'public-link', 'signed-in', ...Object.keys(ROLES)]);

/** Applies a route's access: 401 without a valid token, 403 for a role the route does not admit. */
const applyAccess = async (request: FastifyRequest, access: RouteAccess): Promise<void> => {
  if (access === 'public' || access === 'public-link') return;
  if (access === 'signed-in') {
    await authenticate(request);
    return;
  }
  const user = await loadUser(request);
  if (!ROLES[access].includes(user.role)) throw new AppError(403, 'You are not allowed to do this');
};

/** Routes that must declare an access: the API and discovery, not the docs UI nor the web app's files. */
const needsAccess = (url: string): boolean =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/.well-known/');

/**
 * Registers the one access hook. Call before any route is registered: a /api route without a
 * declared access (or with an unknown one) throws at registration, so the server does not start.
 */
export const registerRouteAccess = (app: FastifyInstance): void => {
  app.decorate('accessRules', new Map<string, RouteAccess>());
  app.addHook('onRoute', (route) => {
    if (!needsAccess(route.url) || route.method === 'HEAD') return;
    const access = route.config?.access;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    if (!access || !ACCESS_VALUES.has(access))
      throw new Error(`${name} declares no access: add config: { access: ... } (plugins/access.ts)`);
    for (const method of [route.method].flat()) app.accessRules.set(`${method} ${route.url}`, access);
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) await applyAccess(request, access);
  });
};

/**
 * Whether the user may reach the loan: the loan finder's rule (lib/loan-finder.ts). Code that goes
 * on to use the loan calls findLoan itself, which refuses with 404.
 */
export const canAccessLoan = async (db: DbOrTx, user: RequestUser, loanId: string): Promise<boolean> =>
  findLoan(db, loanId, { for: user }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return false;
      throw error;
    },
  );

/**
 * Admin: any borrower. Borrower: only their own. Broker: borrowers of loans on which their
 * contact is linked.
 */
export const canAccessBorrower = async (
  db: DbOrTx,
  user: RequestUser,
  borrowerId: string,
): Promise<boolean> => {
  if (user.role === 'admin') return true;
  if (user.role === 'borrower') return user.borrower_id === borrowerId;
  if (user.role === 'broker' && user.contact_id) {
    const rows = await db
      .select({ id: loanBorrowers.borrower_id })
      .from(loanBorrowers)
      .innerJoin(loanContacts, eq(loanContacts.loan_id, loanBorrowers.loan_id))
      .where(and(eq(loanBorrowers.borrower_id, borrowerId), eq(loanContacts.contact_id, user.contact_id)))
      .limit(1);
    return rows.length > 0;
  }
  return false;
};

export const assertBorrowerAccess = async (
  db: DbOrTx,
  user: RequestUser,
  borrowerId: string,
): Promise<void> => {
  if (!(await canAccessBorrower(db, user, borrowerId))) throw new AppError(403, messages.userNotFound);
};
