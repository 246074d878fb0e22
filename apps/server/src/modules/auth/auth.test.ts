// Built-in identity through the HTTP API: sign-in, renewal, sign-out, rate limit, discovery,
// and every kind of token that must be refused (issue 2 scope 5 and "Bad input").
import { eq } from 'drizzle-orm';
import { SignJWT, generateKeyPair, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, signingKeys } from '../../db/schema';
import { BUILT_IN_AUDIENCE, BUILT_IN_ISSUER, readSigningKeyFile } from '../../integrations/identity/built-in';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { SIGN_IN_LIMITS } from './login-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

const whoAmI = (token: string, email = 'admin@example.com') =>
  ctx.app.inject({ method: 'GET', url: `/api/user/logged-in-user/${email}`, headers: bearer(token) });

/** Signs with the app's own key, so only the claims decide the outcome. */
const signWithAppKey = async (claims: Record<string, unknown>, exp: string | number = '1h') => {
  // The private key is not in the database: it is the one this DATA_DIR's key folder holds.
  const rows = await ctx.db.select().from(signingKeys).where(eq(signingKeys.is_active, true));
  const store = { dataDir: ctx.dataDir, crypto: ctx.deps.crypto };
  const key = rows.find((row) => readSigningKeyFile(store, row.kid));
  const privateKey = await importPKCS8(readSigningKeyFile(store, key!.kid)!, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key!.kid })
    .setIssuer(BUILT_IN_ISSUER)
    .setAudience(BUILT_IN_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(privateKey);
};

describe('POST /api/auth/login', () => {
  it('signs in with the demo password; the token is an RS256 JWT carrying the email and role', async () => {
    const res = await login('admin@example.com', 'demo-password');
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('RS256');
    expect(payload).toMatchObject({ email: 'admin@example.com', role: 'admin', sub: ctx.users.admin.id });
    expect(payload.exp - payload.iat).toBe(3600);
    const me = await whoAmI(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });

  it("answers with the token's user as GET /user/logged-in-user gives it (issue 21: no second round trip)", async () => {
    for (const [email, user] of [
      ['borrower@example.com', ctx.users.borrower],
      ['broker@example.com', ctx.users.broker],
    ] as const) {
      const res = await login(email, 'demo-password', '10.0.0.3');
      expect(res.statusCode).toBe(200);
      const body = res.json<{ token: string; user: Record<string, unknown> }>();
      expect(body.user).toMatchObject({ id: user.id, email, role: user.role });
      const me = await whoAmI(body.token, email);
      expect(body.user).toEqual(me.json());
    }
  });

  it('accepts the email in any case and records the sign-in in the audit trail', async () => {
    const res = await login('  Broker@Example.com ', 'demo-password', '10.0.0.2');
    expect(res.statusCode).toBe(200);
    const events = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, ctx.users.broker.id));
    expect(
      events.some((event) => event.action === 'auth.login' && event.actor_email === 'broker@example.com'),
    ).toBe(true);
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await login('borrower@example.com', 'nope', '10.0.0.3');
    const unknown = await login('nobody@example.com', 'demo-password', '10.0.0.3');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status_code: 401,
        error: 'Unauthorized',
        message: 'Invalid email or password',
      });
    }
  });

  it('answers 400 with field messages when email or password is missing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'password' })]);
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 42, password: ['x'] },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('rate limits repeated attempts for one address and email with 429, other emails unaffected', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1)
      statuses.push((await login('admin@example.com', `wrong-${i}`, ip)).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await login('admin@example.com', 'demo-password', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status_code: 429, error: 'Too Many Requests' });
    expect(limited.json().message).toMatch(/Too many failed sign-in attempts/);
    expect((await login('borrower@example.com', 'demo-password', ip)).statusCode).toBe(200);
  });

  it('a spoofed X-Forwarded-For does not get around the limit', async () => {
    const attempt = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'broker@example.com', password: `guess-${i}` },
        remoteAddress: '10.8.8.8',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.pair.max; i += 1) statuses.push((await attempt(i)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('renewal and sign-out', () => {
  it('POST /api/auth/refresh gives a new working token and retires the old one', async () => {
    const { token } = (await login('admin@example.com', 'demo-password', '10.0.1.1')).json<{
      token: string;
    }>();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const renewed = res.json<{ token: string }>().token;
    expect(renewed).not.toBe(token);
    expect((await whoAmI(renewed)).statusCode).toBe(200);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('POST /api/auth/logout makes the token stop working at once', async () => {
    const { token } = (await login('admin@example.com', 'demo-password', '10.0.1.2')).json<{
      token: string;
    }>();
    expect((await whoAmI(token)).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    const after = await whoAmI(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Token has been signed out');
  });

  it('logout everywhere retires every token of the user', async () => {
    const first = (await login('borrower@example.com', 'demo-password', '10.0.1.3')).json<{ token: string }>()
      .token;
    const second = (await login('borrower@example.com', 'demo-password', '10.0.1.4')).json<{
      token: string;
    }>().token;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first),
      payload: { everywhere: true },
    });
    expect(res.statusCode).toBe(204);
    expect((await whoAmI(second, 'borrower@example.com')).statusCode).toBe(401);
    expect((await login('borrower@example.com', 'demo-password', '10.0.1.5')).statusCode).toBe(200);
  });
});

describe('discovery', () => {
  it('publishes the OpenID configuration and a JWKS that verifies issued tokens', async () => {
    for (const url of ['/.well-known/openid-configuration', '/api/auth/openid-configuration']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        issuer: BUILT_IN_ISSUER,
        id_token_signing_alg_values_supported: ['RS256'],
      });
      expect(res.json().jwks_uri).toMatch(/\/\.well-known\/jwks\.json$/);
    }
    for (const url of ['/.well-known/jwks.json', '/api/auth/jwks.json']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const [key] = res.json().keys;
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key.d).toBeUndefined(); // never the private part
    }
  });
});

describe('tokens that must be refused', () => {
  const expect401 = async (token: string, message = 'Invalid token') => {
    const res = await whoAmI(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status_code: 401, error: 'Unauthorized', message });
  };

  it('no header, a non-bearer header, and malformed tokens', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/user/logged-in-user/admin@example.com' });
    expect(none.statusCode).toBe(401);
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/all',
      headers: { authorization: 'Basic YWRtaW46eA==' },
    });
    expect(basic.statusCode).toBe(401);
    await expect401('not-a-jwt');
    await expect401('a.b.c');
    await expect401(`${ctx.tokens.admin.slice(0, -4)}AAAA`);
  });

  it('alg none', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ email: 'admin@example.com', role: 'admin', iss: BUILT_IN_ISSUER, aud: BUILT_IN_AUDIENCE, exp: now + 600, jti: 'x' })}.`;
    await expect401(token);
  });

  it('HS256 signed with a guessable secret', async () => {
    const token = await new SignJWT({ email: 'admin@example.com', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(BUILT_IN_ISSUER)
      .setAudience(BUILT_IN_AUDIENCE)
      .setJti('y')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('secret'));
    await expect401(token);
  });

  it('RS256 signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ email: 'admin@example.com', role: 'admin' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(BUILT_IN_ISSUER)
      .setAudience(BUILT_IN_AUDIENCE)
      .setJti('z')
      .setExpirationTime('1h')
      .sign(privateKey);
    await expect401(token);
  });

  it('expired', async () => {
    const token = await signWithAppKey(
      { email: 'admin@example.com', role: 'admin' },
      Math.floor(Date.now() / 1000) - 60,
    );
    await expect401(token, 'Token expired');
  });

  it('a valid token without an email claim: 401 Email not found in jwtToken', async () => {
    const token = await signWithAppKey({ role: 'admin' });
    await expect401(token, 'Email not found in jwtToken');
  });

  it('a built-in token whose user no longer exists: 401 (the session ended with the account)', async () => {
    const token = await signWithAppKey({ email: 'stranger@example.com', role: 'admin' });
    const res = await whoAmI(token, 'stranger@example.com');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status_code: 401, message: 'Token has been signed out' });
  });

  it('a token whose role claim says admin does not make a broker an admin', async () => {
    const token = await signWithAppKey({ email: 'broker@example.com', role: 'admin' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/loan/all', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });
});
