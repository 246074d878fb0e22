// Access matrix (issue 13, suite 1): every route of the OpenAPI document, called as anonymous,
// with an expired and a signed-out token, and as admin, borrower A, broker A (on A's loan) and
// broker B (on no loan), with ids of records that belong to someone else (borrower B). The
// expected outcome comes from the declared table in access-table.ts; a route without a line fails
// with the line to add. Prints "routes R, calls C, unexpected allows 0, unexpected denials 0".
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../../db/schema/index.js';
import {
  BUILT_IN_AUDIENCE,
  BUILT_IN_ISSUER,
  readSigningKeyFile,
} from '../../integrations/identity/built-in.js';
import { seedTwoBorrowers } from '../../modules/personal/personal-fixture.js';
import { bearer, createTestContext, type TestContext } from '../context.js';
import { insertContact, insertUser } from '../fixtures.js';
import { ACCESS_TABLE, type AccessLine, type Role } from './access-table.js';

type Principal = {
  name: string;
  role: Role | 'anonymous' | 'broken';
  token: string | null;
  /** A token of its own for calls that end the session (sign-out). */
  fresh?: () => Promise<string>;
};

// Calls that end the session they are made with (sign-out; refresh retires the old token).
const SIGN_OUT = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh']);

describe('access matrix over the OpenAPI document', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  let principals: Principal[];
  let otherContactId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
    const contactB = await insertContact(ctx.db, { contact_type: 'broker' });
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
        name: 'broker B',
        role: 'broker',
        token: await ctx.tokenFor(brokerB),
        fresh: () => ctx.tokenFor(brokerB),
      },
    ];
  });
  afterAll(async () => ctx?.close());

  /** Someone else's record for each path parameter: borrower B's loan, activity and record. */
  const idFor = (path: string, param: string): string => {
    const activityB = seed.activitiesB[0]!.id;
    if (param === 'email') return encodeURIComponent(seed.borrowerB.email);
    if (param === 'contactId') return otherContactId;
    if (param === 'borrowerId') return seed.borrowerB.id;
    if (/activity|process|processId|pid|docId|templateId/i.test(param) && param !== 'id') return randomUUID();
    if (/^\/api\/(personal|broker)\/(borrower)\/\{id\}/.test(path) || /^\/api\/borrower\//.test(path))
      return seed.borrowerB.id;
    if (/^\/api\/broker\/\{id\}$/.test(path)) return otherContactId;
    if (/^\/api\/(activity|personal|broker)\/(\{id\}|[a-z-]+\/\{id\})/.test(path) && !/\/loan\//.test(path))
      return activityB;
    return seed.loanB.id;
  };

  it('every route has a line; every call answers as declared', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const missing = routes
      .filter((route) => !ACCESS_TABLE[`${route.method} ${route.path}`])
      .map((route) => {
        const rule = ctx.app.accessRules.get(`${route.method} ${route.path.replace(/\{([^}]+)\}/g, ':$1')}`);
        const allow =
          !rule || rule.kind === 'roles'
            ? `[${(rule?.roles ?? []).map((r) => `'${r}'`).join(', ')}]`
            : `'${rule.kind}'`;
        return `  '${route.method} ${route.path}': { allow: ${allow}, ids: '${route.path.includes('{') ? 'others' : 'none'}' },`;
      });
    expect(
      missing,
      `Add these lines to apps/server/src/test/security/access-table.ts:\n${missing.join('\n')}`,
    ).toEqual([]);

    let calls = 0;
    const unexpectedAllows: string[] = [];
    const unexpectedDenials: string[] = [];
    const serverErrors: string[] = [];
    for (const route of routes) {
      const line: AccessLine = ACCESS_TABLE[`${route.method} ${route.path}`]!;
      const url = route.path.replace(/\{([^}]+)\}/g, (_m, param: string) => idFor(route.path, param));
      for (const who of principals) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: who.token
            ? bearer(
                SIGN_OUT.has(`${route.method} ${route.path}`) && who.fresh ? await who.fresh() : who.token,
              )
            : {},
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
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
          if (status < 400) unexpectedAllows.push(`${label} (someone else's record)`);
          continue;
        }
        if (status === 401 || status === 403) unexpectedDenials.push(label);
      }
    }
    console.log(
      `[security] access matrix: routes ${routes.length}, calls ${calls}, unexpected allows ${unexpectedAllows.length}, unexpected denials ${unexpectedDenials.length}, 5xx ${serverErrors.length}`,
    );
    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenials).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
});
