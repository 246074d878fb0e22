// External identity mode (issue 2 scope 5): with OIDC_ISSUER / OIDC_AUDIENCE / OIDC_JWKS_URL set,
// tokens of that provider are verified through its JWKS. A real oidc-provider runs on loopback
// and issues a JWT access token (client credentials) that the app accepts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';

const AUDIENCE = 'urn:lending:api';
let server: Server;
let issuer: string;
let ctx: TestContext;
let emailClaim: string | undefined = 'admin@example.com';

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'lending-test',
        client_secret: 'lending-test-secret',
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
      },
    ],
    jwks: { keys: [jwk] },
    ttl: { ClientCredentials: 600 },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience: AUDIENCE,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: () => (emailClaim ? { email: emailClaim } : {}),
  });
  server.on('request', provider.callback());
  ctx = await createTestContext({
    env: { OIDC_ISSUER: issuer, OIDC_AUDIENCE: AUDIENCE, OIDC_JWKS_URL: `${issuer}/jwks` },
  });
});

afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const providerToken = async (): Promise<string> => {
  const res = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('lending-test:lending-test-secret').toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api', resource: AUDIENCE }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
};

describe('external OpenID Connect provider', () => {
  it('accepts a token issued by the provider and maps its email to the user row', async () => {
    emailClaim = 'admin@example.com';
    const token = await providerToken();
    expect(token.split('.')).toHaveLength(3);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/logged-in-user/admin@example.com',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    const loans = await ctx.app.inject({ method: 'GET', url: '/api/loan/all', headers: bearer(token) });
    expect(loans.statusCode).toBe(200);
  });

  it('a provider token without an email claim gets Email not found in jwtToken', async () => {
    emailClaim = undefined;
    const token = await providerToken();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/logged-in-user/admin@example.com',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Email not found in jwtToken');
  });

  it('a provider identity without a user row gets 403', async () => {
    emailClaim = 'someone-else@example.org';
    const token = await providerToken();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/logged-in-user/someone-else@example.org',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().status_code).toBe(403);
  });

  it('built-in tokens are no longer trusted and built-in sign-in is off', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/logged-in-user/admin@example.com',
      headers: bearer(ctx.tokens.admin),
    });
    expect(res.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'demo-password' },
    });
    expect(login.statusCode).toBe(404);
  });
});
