// Access matrix (issue 13, suite 1): every registered route (hidden ones too), called as anonymous,
// with an expired and a signed-out token, and as admin, borrower A, broker A (on A's loan) and a
// broker on no loan, with ids of records that belong to someone else (borrower B's); then as
// borrower B and broker B (on B's loan, records of their own) with borrower A's and broker A's
// ids. Writes send a body that passes the route's schema (access-bodies.ts), so a call on someone
// else's record reaches the ownership check: 403/404 expected, a 400 fails. The expected outcome
// comes from the declared table in access-table.ts; a route without a line fails with the line to add. Prints "routes R, calls C, unexpected allows 0, unexpected
// denials 0".
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanContacts, signingKeys } from '../../db/schema/index';
import { BUILT_IN_AUDIENCE, BUILT_IN_ISSUER, readSigningKeyFile } from '../../integrations/identity/built-in';
import { seedTwoBorrowers } from '../../modules/personal/personal-fixture';
import { bearer, createTestContext, type TestContext } from '../context';
import { insertContact, insertUser } from '../fixtures';
import { VALID_BODIES } from './access-bodies';
import type { RouteAccess } from '../../plugins/access';
import { ACCESS_TABLE, type AccessLine, type Role } from './access-table';

type Principal = {
  name: string;
  role: Role | 'anonymous' | 'broken';
  token: string | null;
  /** Whose records fill the path ids: B's (the default) or A's (for B's own callers). */
  ids?: 'A' | 'B';
  /** A token of its own for calls that end the session (sign-out). */
  fresh?: () => Promise<string>;
};

// Calls that end the session they are made with (sign-out; refresh retires the old token).
const SIGN_OUT = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh']);

describe('access matrix over the registered routes', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  let principals: Principal[];
  let otherContactId: string;
  let applicationA: string;
  let applicationB: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
    const application = (activities: typeof seed.activitiesA) =>
      activities.find((a) => a.activity_type === 'application')!.id;
    applicationA = application(seed.activitiesA);
    applicationB = application(seed.activitiesB);
    const contactB = await insertContact(ctx.db, { contact_type: 'broker' });
    // Broker B on B's loan, with a record of their own (their contact).
    const contactOnB = await insertContact(ctx.db, { contact_type: 'broker' });
    await ctx.db.insert(loanContacts).values({ loan_id: seed.loanB.id, contact_id: contactOnB.id });
    const brokerOnB = await insertUser(ctx.db, {
      email: contactOnB.email!,
      role: 'broker',
      contact_id: contactOnB.id,
    });
    // Contact ids in paths are a stranger's, so no call (not even an admin's link) hands a principal access.
    otherContactId = (await insertContact(ctx.db, { contact_type: 'broker' })).id;
    const brokerB = await insertUser(ctx.db, {
      email: contactB.email!,
      role: 'broker',
      contact_id: contactB.id,
    });
    // An expired token signed with the app's own key; a signed-out token.
    const rows = await ctx.db.select().from(signingKeys).where(eq(signingKeys.is_active, true));
    const store = { dataDir: ctx.dataDir, crypto: ctx.deps.crypto };
    const key = rows.find((row) => readSigningKeyFile(store, row.kid))!;
    const expired = await new SignJWT({ email: 'admin@example.com', tv: 0 })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(BUILT_IN_ISSUER)
      .setAudience(BUILT_IN_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(await importPKCS8(readSigningKeyFile(store, key.kid)!, 'RS256'));
    const revoked = await ctx.tokenFor(ctx.users.admin);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(revoked),
    });
    expect(logout.statusCode).toBe(204);
    principals = [
      { name: 'anonymous', role: 'anonymous', token: null },
      { name: 'expired token', role: 'broken', token: expired },
      { name: 'signed-out token', role: 'broken', token: revoked },
      { name: 'admin', role: 'admin', token: ctx.tokens.admin, fresh: () => ctx.tokenFor(ctx.users.admin) },
      {
        name: 'borrower A',
        role: 'borrower',
        token: seed.borrowerA.token,
        fresh: () => ctx.tokenFor(ctx.users.borrower),
      },
      {
        name: 'broker A',
        role: 'broker',
        token: ctx.tokens.broker,
        fresh: () => ctx.tokenFor(ctx.users.broker),
      },
      {
        name: 'broker on no loan',
        role: 'broker',
        token: await ctx.tokenFor(brokerB),
        fresh: () => ctx.tokenFor(brokerB),
      },
      {
        name: 'borrower B (A ids)',
        role: 'borrower',
        ids: 'A',
        token: seed.borrowerB.token,
        fresh: () => ctx.tokenFor(seed.borrowerB.user),
      },
      {
        name: 'broker B (A ids)',
        role: 'broker',
        ids: 'A',
        token: await ctx.tokenFor(brokerOnB),
        fresh: () => ctx.tokenFor(brokerOnB),
      },
    ];
  });
  afterAll(async () => ctx?.close());

  /**
   * Every route the app registered with its declared access (plugins/access.ts collects them as
   * they are added), hidden ones included, paths in the table's `{param}` form. Not the OpenAPI
   * document: a route left out of it (`hide: true`) is still called.
   */
  const registeredRoutes = () =>
    [...ctx.app.accessRules].map(([key, access]) => {
      const [method, url] = key.split(' ') as [string, string];
      return { method, path: url.replace(/:(\w+)/g, '{$1}'), access };
    });

  /**
   * Someone else's record for each path parameter: borrower B's loan, activity and record (a
   * stranger broker's contact), or for B's own callers borrower A's and broker A's.
   */
  const idFor = (path: string, param: string, owner: 'A' | 'B' = 'B'): string => {
    const of =
      owner === 'A'
        ? {
            activity: seed.activitiesA[0]!.id,
            email: seed.borrowerA.email,
            contact: ctx.users.broker.contact_id!,
            borrower: seed.borrowerA.id,
            loan: seed.loanA.id,
          }
        : {
            activity: seed.activitiesB[0]!.id,
            email: seed.borrowerB.email,
            contact: otherContactId,
            borrower: seed.borrowerB.id,
            loan: seed.loanB.id,
          };
    if (param === 'email') return encodeURIComponent(of.email);
    if (param === 'contactId') return of.contact;
    if (param === 'borrowerId') return of.borrower;
    // The application wizard's activity of the other borrower (a real record, not a random id).
    if (param === 'activityId') return owner === 'A' ? applicationA : applicationB;
    if (/activity|process|processId|pid|docId|templateId/i.test(param) && param !== 'id') return randomUUID();
    if (/^\/api\/(personal|broker)\/(borrower)\/\{id\}/.test(path) || /^\/api\/borrower\//.test(path))
      return of.borrower;
    if (/^\/api\/broker\/\{id\}$/.test(path)) return of.contact;
    if (/^\/api\/(activity|personal|broker)\/(\{id\}|[a-z-]+\/\{id\})/.test(path) && !/\/loan\//.test(path))
      return of.activity;
    return of.loan;
  };

  it('every route has a line; every call answers as declared', async () => {
    const routes = registeredRoutes();
    // The line to add for a route nobody listed: what the route declares, to be checked by a human.
    const suggested: Record<RouteAccess, string> = {
      public: "'public'",
      'public-link': "'public'",
      'signed-in': "'signed-in'",
      admin: "['admin']",
      owner: "['admin', 'borrower', 'broker']",
      'borrower-owner': "['admin', 'borrower']",
      'broker-owner': "['admin', 'broker']",
    };
    const missing = routes
      .filter((route) => !ACCESS_TABLE[`${route.method} ${route.path}`])
      .map(
        (route) =>
          `  '${route.method} ${route.path}': { allow: ${suggested[route.access]}, ids: '${route.path.includes('{') ? 'others' : 'none'}' },`,
      );
    expect(
      missing,
      `Add these lines to apps/server/src/test/security/access-table.ts:\n${missing.join('\n')}`,
    ).toEqual([]);

    let calls = 0;
    let othersRefused = 0;
    let othersAtValidation = 0;
    const unexpectedAllows: string[] = [];
    const unexpectedDenials: string[] = [];
    const serverErrors: string[] = [];
    for (const route of routes) {
      const line: AccessLine = ACCESS_TABLE[`${route.method} ${route.path}`]!;
      for (const who of principals) {
        const refusedByRole =
          who.role === 'anonymous' ||
          who.role === 'broken' ||
          (line.allow !== 'public' && line.allow !== 'signed-in' && !line.allow.includes(who.role));
        if (line.stream && !refusedByRole) continue;
        const url = route.path.replace(/\{([^}]+)\}/g, (_m, param: string) =>
          idFor(route.path, param, who.ids),
        );
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: who.token
            ? bearer(
                SIGN_OUT.has(`${route.method} ${route.path}`) && who.fresh ? await who.fresh() : who.token,
              )
            : {},
          ...(['POST', 'PUT', 'PATCH'].includes(route.method)
            ? { payload: (who.role !== 'admin' && VALID_BODIES[`${route.method} ${route.path}`]) || {} }
            : {}),
        });
        calls += 1;
        const status = response.statusCode;
        const label = `${route.method} ${route.path} as ${who.name}: ${status}${status === 401 && who.token && who.role !== 'broken' ? ` ${response.json().message}` : ''}`;
        if (status >= 500) serverErrors.push(label);
        if (line.allow === 'public') continue;
        if (who.role === 'anonymous' || who.role === 'broken') {
          if (status !== 401) unexpectedAllows.push(`${label} (expected 401)`);
          continue;
        }
        const allowedByRole = line.allow === 'signed-in' || line.allow.includes(who.role);
        if (!allowedByRole) {
          if (status !== 403) unexpectedAllows.push(`${label} (expected 403)`);
          continue;
        }
        if (who.role !== 'admin' && line.ids === 'others') {
          // Someone else's record: 403 or 404 as the table declares. A 400 means the call stopped
          // at validation and never reached the ownership check: it proves nothing, so it fails.
          const refused = line.denied ?? [403, 404];
          if (refused.includes(status)) othersRefused += 1;
          else if (status === 400) {
            othersAtValidation += 1;
            unexpectedAllows.push(
              `${label} (stopped at validation, not at ownership: declare a valid body in access-bodies.ts) ${response.body.slice(0, 200)}`,
            );
          } else unexpectedAllows.push(`${label} (someone else's record, expected ${refused.join('/')})`);
          continue;
        }
        if (status === 401 || status === 403) unexpectedDenials.push(label);
      }
    }
    console.log(
      `[security] access matrix: routes ${routes.length}, calls ${calls}, unexpected allows ${unexpectedAllows.length}, unexpected denials ${unexpectedDenials.length}, 5xx ${serverErrors.length}; others' records: refused ${othersRefused}, stopped at validation ${othersAtValidation}`,
    );
    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenials).toEqual([]);
    expect(serverErrors).toEqual([]);
  }, 300_000);

  it("someone else's record is refused before the body is read: an empty body gets 403/404, not 400 (issue 24)", async () => {
    const writes = registeredRoutes().filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    const atValidation: string[] = [];
    let refused = 0;
    for (const route of writes) {
      const line = ACCESS_TABLE[`${route.method} ${route.path}`];
      if (!line || line.ids !== 'others' || line.allow === 'public') continue;
      for (const who of principals) {
        if (who.role === 'admin' || who.role === 'anonymous' || who.role === 'broken') continue;
        if (line.allow !== 'signed-in' && !line.allow.includes(who.role)) continue;
        const url = route.path.replace(/\{([^}]+)\}/g, (_m, param: string) =>
          idFor(route.path, param, who.ids),
        );
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          headers: bearer(who.token!),
          payload: {},
        });
        if ((line.denied ?? [403, 404]).includes(response.statusCode)) refused += 1;
        else atValidation.push(`${route.method} ${route.path} as ${who.name}: ${response.statusCode}`);
      }
    }
    console.log(
      `[security] others' records with an empty body: refused ${refused}, answered otherwise ${atValidation.length}`,
    );
    expect(atValidation).toEqual([]);
    expect(refused).toBeGreaterThan(40);
  }, 300_000);
});
