// Tokens (issue 13, suite 2): forged and broken JWTs, each presented to a read route, a staff
// route and a write route of the built-in identity mode: every one answers 401, none 500, none
// reaches data. Prints "forged F, calls C, 401 C, 5xx 0".
import { createPrivateKey, createPublicKey, randomUUID, sign as rsaSign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  CompactSign,
  exportJWK,
  generateKeyPair,
  importPKCS8,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys, users } from '../../db/schema/index';
import { BUILT_IN_AUDIENCE, BUILT_IN_ISSUER, readSigningKeyFile } from '../../integrations/identity/built-in';
import { bearer, createTestContext, type TestContext } from '../context';
import { insertUser } from '../fixtures';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const json64 = (value: object) => b64(JSON.stringify(value));
const now = () => Math.floor(Date.now() / 1000);

let ctx: TestContext;
let appKey: { kid: string; privateKey: CryptoKey; publicPem: string; publicJwk: Record<string, unknown> };
let oidc: { server: Server; token: string } | undefined;

/** Claims the app would accept from its own key, for the given user. */
const goodClaims = (user: { id: string; email: string; role: string }): JWTPayload => ({
  email: user.email,
  role: user.role,
  tv: 0,
  sub: user.id,
  iss: BUILT_IN_ISSUER,
  aud: BUILT_IN_AUDIENCE,
  jti: randomUUID(),
  iat: now(),
  exp: now() + 600,
});

const signApp = (claims: JWTPayload, header: Record<string, unknown> = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: appKey.kid, typ: 'JWT', ...header })
    .sign(appKey.privateKey);

/** Signs any header and payload text with the app's own key (RS256), bypassing a library's checks. */
const rawSign = (headerText: string, payloadText: string): string => {
  const input = `${b64(headerText)}.${b64(payloadText)}`;
  const pem = readSigningKeyFile({ dataDir: ctx.dataDir, crypto: ctx.deps.crypto }, appKey.kid)!;
  return `${input}.${rsaSign('sha256', Buffer.from(input), createPrivateKey(pem)).toString('base64url')}`;
};

/** An oidc-provider on loopback, like the external mode's tests: its client-credentials token. */
const providerToken = async (): Promise<{ server: Server; token: string }> => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The app's own audience in the token (the strongest confusion): only the issuer and key differ.
  const audience = BUILT_IN_AUDIENCE;
  const resource = 'urn:lending:api';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'attacker',
        client_secret: 'attacker-secret',
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
      },
    ],
    jwks: { keys: [jwk] },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: () => ({ email: 'admin@example.com', role: 'admin' }),
  });
  server.on('request', provider.callback());
  const res = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('attacker:attacker-secret').toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api', resource }),
  });
  expect(res.status).toBe(200);
  return { server, token: ((await res.json()) as { access_token: string }).access_token };
};

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.db.select().from(signingKeys).where(eq(signingKeys.is_active, true));
  const pem = readSigningKeyFile({ dataDir: ctx.dataDir, crypto: ctx.deps.crypto }, row!.kid)!;
  const publicJwk = JSON.parse(row!.public_jwk) as Record<string, unknown>;
  appKey = {
    kid: row!.kid,
    privateKey: await importPKCS8(pem, 'RS256'),
    publicPem: createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString(),
    publicJwk,
  };
  oidc = await providerToken();
});
afterAll(async () => {
  await ctx?.close();
  if (oidc) await new Promise((resolve) => oidc!.server.close(resolve));
});

describe('forged and broken tokens', () => {
  it('every one answers 401 on a read, a staff and a write route; none 500; none reaches data', async () => {
    const admin = ctx.users.admin;
    const valid = await signApp(goodClaims(admin));
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const { privateKey: foreignKey } = await generateKeyPair('RS256');
    const hs = (secret: Uint8Array | string, claims = goodClaims(admin)) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: appKey.kid, typ: 'JWT' })
        .sign(typeof secret === 'string' ? new TextEncoder().encode(secret) : secret);
    const deleted = await insertUser(ctx.db, { email: 'gone@example.com', role: 'admin' });
    const deletedToken = await ctx.tokenFor(deleted);
    await ctx.db.delete(users).where(eq(users.id, deleted.id));
    // The e-mail of a deleted account given to a new person: the old token must not open the new account.
    const reused = await insertUser(ctx.db, { email: 'reused@example.com', role: 'admin' });
    const reusedOldToken = await signApp({ ...goodClaims(reused), sub: randomUUID() });
    const psSwap = await new CompactSign(new TextEncoder().encode(JSON.stringify(goodClaims(admin))))
      .setProtectedHeader({ alg: 'PS256', kid: appKey.kid })
      .sign(appKey.privateKey)
      .catch(async () => {
        // WebCrypto keys are bound to one algorithm: re-import the same key for PS256.
        const pem = readSigningKeyFile({ dataDir: ctx.dataDir, crypto: ctx.deps.crypto }, appKey.kid)!;
        return new CompactSign(new TextEncoder().encode(JSON.stringify(goodClaims(admin))))
          .setProtectedHeader({ alg: 'PS256', kid: appKey.kid })
          .sign(await importPKCS8(pem, 'PS256'));
      });

    const forged: Array<[string, string]> = [
      ['alg none', `${json64({ alg: 'none', typ: 'JWT' })}.${payload}.`],
      [
        'alg "None" with the original signature',
        `${json64({ alg: 'None', typ: 'JWT' })}.${payload}.${signature}`,
      ],
      ['HS256 signed with the public key (PEM)', await hs(appKey.publicPem)],
      ['HS256 signed with the public key (JWK modulus)', await hs(String(appKey.publicJwk.n))],
      ['HS256 signed with an empty secret', await hs(new Uint8Array(1))],
      ['PS256 by the app key (algorithm swap)', psSwap],
      ['wrong kid (the app key, another kid)', await signApp(goodClaims(admin), { kid: 'not-our-key' })],
      [
        'unknown kid (a foreign key)',
        await new SignJWT(goodClaims(admin))
          .setProtectedHeader({ alg: 'RS256', kid: randomUUID() })
          .sign(foreignKey),
      ],
      [
        'foreign key claiming our kid',
        await new SignJWT(goodClaims(admin))
          .setProtectedHeader({ alg: 'RS256', kid: appKey.kid })
          .sign(foreignKey),
      ],
      [
        'attacker key embedded in the header (jwk)',
        await new SignJWT(goodClaims(admin))
          .setProtectedHeader({
            alg: 'RS256',
            jwk: await exportJWK((await generateKeyPair('RS256', { extractable: true })).publicKey),
          })
          .sign(foreignKey),
      ],
      [
        'attacker key by URL (jku)',
        await new SignJWT(goodClaims(admin))
          .setProtectedHeader({ alg: 'RS256', kid: 'x', jku: 'http://127.0.0.1:1/jwks.json' })
          .sign(foreignKey),
      ],
      ['expired', await signApp({ ...goodClaims(admin), iat: now() - 7200, exp: now() - 3600 })],
      ['not yet valid (nbf in an hour)', await signApp({ ...goodClaims(admin), nbf: now() + 3600 })],
      ['wrong iss', await signApp({ ...goodClaims(admin), iss: 'https://evil.example' })],
      ['wrong aud', await signApp({ ...goodClaims(admin), aud: 'urn:someone-else' })],
      ['no exp', await signApp({ ...goodClaims(admin), exp: undefined })],
      [
        'exp as a string',
        await signApp({ ...goodClaims(admin), exp: String(now() + 600) as unknown as number }),
      ],
      [
        'tampered claims (broker payload -> admin email, signature kept)',
        `${header}.${json64({ ...goodClaims(admin), email: 'admin@example.com', role: 'admin', sub: ctx.users.broker.id })}.${
          (await ctx.tokenFor(ctx.users.broker)).split('.')[2]
        }`,
      ],
      [
        'tampered header (kid changed, signature kept)',
        `${json64({ alg: 'RS256', kid: 'other' })}.${payload}.${signature}`,
      ],
      ['missing email', await signApp({ ...goodClaims(admin), email: undefined })],
      ['empty signature', `${header}.${payload}.`],
      [
        'signature of another token',
        `${header}.${payload}.${(await signApp(goodClaims(admin))).split('.')[2]}`,
      ],
      [
        '64 KB token',
        await signApp({ ...goodClaims(admin), pad: 'A'.repeat(64 * 1024) }).then(
          (token) => `${token.slice(0, -8)}AAAAAAAA`,
        ),
      ],
      ['64 KB of junk', 'A'.repeat(64 * 1024)],
      [
        'duplicate header parameters (alg twice), signed by the app key',
        rawSign(`{"alg":"none","kid":"${appKey.kid}","alg":"RS256"}`, JSON.stringify(goodClaims(admin))),
      ],
      [
        'duplicate claims (email twice), signed by the app key',
        rawSign(
          JSON.stringify({ alg: 'RS256', kid: appKey.kid }),
          JSON.stringify(goodClaims(ctx.users.broker)).replace('{', '{"email":"admin@example.com",'),
        ),
      ],
      [
        'critical header the app does not know, signed by the app key',
        rawSign(
          JSON.stringify({ alg: 'RS256', kid: appKey.kid, crit: ['x-lending'], 'x-lending': 1 }),
          JSON.stringify(goodClaims(admin)),
        ),
      ],
      ['two parts only', `${header}.${payload}`],
      ['four parts', `${valid}.${signature}`],
      ['header not JSON', `${b64('not json')}.${payload}.${signature}`],
      ['unicode and NUL in the token', `${header}.${payload}.\u00e9\u0000`],
      ['JWE-shaped (five parts)', `${header}..${payload}.${signature}.${signature}`],
      ['token from the OIDC provider while built-in mode runs', oidc!.token],
      ['valid token of a deleted user', deletedToken],
      ['old token of a deleted user whose e-mail was given to a new account', reusedOldToken],
    ];

    const routes = [
      { method: 'GET' as const, url: `/api/user/logged-in-user/${admin.email}` },
      { method: 'GET' as const, url: '/api/loan/all' },
      { method: 'POST' as const, url: '/api/activity', payload: {} },
    ];
    let calls = 0;
    const unexpected: string[] = [];
    for (const [name, token] of forged) {
      for (const route of routes) {
        calls += 1;
        const response = await ctx.app.inject({ ...route, headers: bearer(token) });
        if (response.statusCode !== 401)
          unexpected.push(
            `${name} on ${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|stack|SELECT|INSERT/i);
      }
    }
    // Duplicate Authorization headers: one good token and one forged (no "first one wins").
    for (const route of routes) {
      calls += 1;
      const response = await ctx.app.inject({
        ...route,
        headers: { authorization: [`Bearer ${valid}`, `Bearer ${forged[0]![1]}`] as unknown as string },
      });
      if (response.statusCode !== 401) unexpected.push(`two Authorization headers: ${response.statusCode}`);
    }
    console.log(
      `[security] tokens: forged ${forged.length + 1}, calls ${calls}, 401 ${calls - unexpected.length}, other ${unexpected.length}`,
    );
    expect(unexpected).toEqual([]);
    expect(forged.length + 1).toBeGreaterThanOrEqual(15);
    // The control: the same routes accept the genuine token.
    const control = await ctx.app.inject({ method: 'GET', url: '/api/loan/all', headers: bearer(valid) });
    expect(control.statusCode).toBe(200);
  });
});
