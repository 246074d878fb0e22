// Regression: the JWT signing private key is not in the database (a dump cannot mint tokens).
// It lives encrypted in DATA_DIR/keys or comes from JWT_PRIVATE_KEY; a key an older version kept
// in the database is moved out on start and tokens signed with it keep working.
import { generateKeyPairSync } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair, exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, signingKeys } from '../../db/schema/index';
import {
  BUILT_IN_AUDIENCE,
  BUILT_IN_ISSUER,
  createBuiltInIdentity,
} from '../../integrations/identity/built-in';
import { bearer, createTestContext, type TestContext } from '../context';

describe('JWT signing key outside the database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const privateKeysInDb = async () =>
    (await ctx.db.execute(sql`select count(*)::int as n from signing_keys where private_pkcs8 is not null`))
      .rows[0] as { n: number };

  it('keeps no private key in signing_keys; the key file is encrypted, not a PEM', async () => {
    expect((await privateKeysInDb()).n).toBe(0);
    const dir = path.join(ctx.dataDir, 'keys');
    const files = (await readdir(dir)).filter((name) => name.startsWith('jwt-'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const text = await readFile(path.join(dir, name), 'utf8');
      expect(text).not.toContain('PRIVATE KEY');
      expect(text).toMatch(/^v1\./);
    }
  });

  it('moves a legacy database key out on start; tokens it signed still verify', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = 'legacy-key';
    await ctx.db.insert(signingKeys).values({
      kid,
      public_jwk: JSON.stringify({ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }),
      private_pkcs8: await exportPKCS8(privateKey),
      is_active: true,
      created_at: new Date(Date.now() + 60_000), // the newest: it becomes the signing key
    });
    const identity = await createBuiltInIdentity({
      db: ctx.db,
      dataDir: ctx.dataDir,
      crypto: ctx.deps.crypto,
    });
    expect((await privateKeysInDb()).n).toBe(0);
    const token = await identity.issueToken(ctx.users.admin);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid).toBe(kid);
    const verified = await identity.verify(token);
    expect(verified.email).toBe(ctx.users.admin.email);
    // An old token of the legacy key, signed by hand.
    const old = await new SignJWT({ email: ctx.users.admin.email, tv: 0 })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(BUILT_IN_ISSUER)
      .setAudience(BUILT_IN_AUDIENCE)
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await identity.verify(old)).email).toBe(ctx.users.admin.email);
  });

  it('signs with JWT_PRIVATE_KEY when configured, publishing its public key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const identity = await createBuiltInIdentity({
      db: ctx.db,
      dataDir: ctx.dataDir,
      crypto: ctx.deps.crypto,
      privateKeyPem: pem,
    });
    const token = await identity.issueToken(ctx.users.admin);
    expect((await identity.verify(token)).email).toBe(ctx.users.admin.email);
    expect((await privateKeysInDb()).n).toBe(0);
    // The running app learns keys at start; its JWKS lists the keys it started with.
    const jwks = await ctx.app.inject({
      method: 'GET',
      url: '/.well-known/jwks.json',
      headers: bearer(ctx.tokens.admin),
    });
    expect(jwks.statusCode).toBe(200);
    expect(JSON.stringify(jwks.json())).not.toContain('"d"');
  });
});

describe('the Host header is not trusted', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { APP_BASE_URL: 'https://lending.example.com/' } });
  });
  afterAll(async () => ctx?.close());

  it('discovery points at APP_BASE_URL whatever Host says', async () => {
    for (const url of ['/.well-known/openid-configuration', '/api/auth/openid-configuration']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.json().jwks_uri).toBe('https://lending.example.com/.well-known/jwks.json');
      expect(response.body).not.toContain('evil.example');
    }
  });

  it('invitation links of a converted lead use APP_BASE_URL, not the Host of the request', async () => {
    const { insertLead, prequalPayload } = await import('../../modules/leads/lead-fixture');
    const email = `host.${Date.now()}@example.com`;
    const lead = await insertLead(ctx.db, prequalPayload({ borrowerEmail: email }));
    const converted = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: { ...bearer(ctx.tokens.admin), host: 'evil.example' },
    });
    expect(converted.statusCode).toBe(200);
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.text).toContain('https://lending.example.com/set-password?token=');
    expect(mail!.text).not.toContain('evil.example');
  });

  it('without APP_BASE_URL the default is http://localhost:PORT', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({ PORT: '4100' }).appBaseUrl).toBe('http://localhost:4100');
  });
});

describe('master key co-location', () => {
  it('warns in production when the SSN key sits in DATA_DIR, not otherwise', async () => {
    const { keyCoLocationWarning } = await import('../../lib/crypto');
    expect(keyCoLocationWarning({ NODE_ENV: 'production', dataDir: '/srv/data' })).toContain(
      '/srv/data/keys',
    );
    expect(
      keyCoLocationWarning({ NODE_ENV: 'production', dataDir: '/srv/data', SSN_ENCRYPTION_KEY: 'x' }),
    ).toBeNull();
    expect(keyCoLocationWarning({ NODE_ENV: 'development', dataDir: '/srv/data' })).toBeNull();
  });
});
