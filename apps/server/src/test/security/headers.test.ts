// Headers and transport (issue 13, suite 9): every answer (API, web app page, API explorer,
// errors) carries a CSP whose scripts come from our own origin only (no 'unsafe-inline', no
// 'unsafe-eval'), frame-ancestors 'none', nosniff, a Referrer-Policy; HSTS when the site is served
// over TLS (an https base URL, or X-Forwarded-Proto https from a trusted proxy, never from an
// untrusted one); and no CORS grant for a foreign origin, preflight or not.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../context';

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

const FOREIGN = 'https://evil.example';

describe('security headers and transport', () => {
  let ctx: TestContext;
  let webDir: string;
  let checked = 0;
  beforeAll(async () => {
    // A stand-in for the built web app, so its index.html answers go through the same hooks.
    webDir = await mkdtemp(path.join(tmpdir(), 'lending-web-'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    ctx = await createTestContext({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(webDir, { recursive: true, force: true });
    console.log(`[security] headers: ${checked} answers checked, HSTS only over TLS, CORS grants 0`);
  });

  const answers = async () => {
    const calls = [
      { name: 'web app page', method: 'GET' as const, url: '/dashboard', headers: {} },
      { name: 'web app root', method: 'GET' as const, url: '/', headers: {} },
      { name: 'API explorer', method: 'GET' as const, url: '/api/docs/', headers: {} },
      { name: 'API read', method: 'GET' as const, url: '/api/loan', headers: bearer(ctx.tokens.admin) },
      { name: 'API 401', method: 'GET' as const, url: '/api/loan', headers: {} },
      { name: 'API 404', method: 'GET' as const, url: '/api/no-such-route', headers: {} },
      {
        name: 'API 400',
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      },
      { name: 'health', method: 'GET' as const, url: '/api/health', headers: {} },
    ];
    const out = [];
    for (const call of calls) out.push({ name: call.name, response: await ctx.app.inject(call) });
    return out;
  };

  it('a strict CSP, nosniff, Referrer-Policy and no framing on every kind of answer', async () => {
    for (const { name, response } of await answers()) {
      checked += 1;
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect(csp, name).not.toBe('');
      const policy = directives(csp);
      const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
      expect(scripts, `${name}: script-src`).toContain("'self'");
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
        expect(scripts, `${name}: script-src ${unsafe}`).not.toContain(unsafe);
      expect(policy.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(policy.get('object-src'), name).toEqual(["'none'"]);
      expect(policy.get('base-uri'), name).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['x-frame-options'], name).toBe('DENY');
      expect(response.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      // Plain HTTP on localhost: no HSTS (it would pin a development host to TLS).
      expect(response.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('the web app page and the API explorer load (their HTML has no inline script the CSP would block)', async () => {
    for (const url of ['/dashboard', '/api/docs/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const inline = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') && (body ?? '').trim() !== '',
      );
      expect(inline, url).toEqual([]);
      expect(response.body, url).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });

  it('no CORS: a foreign origin gets no grant, preflight or not, signed in or not', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/loan', headers: { origin: FOREIGN, ...bearer(ctx.tokens.admin) } },
      { method: 'GET' as const, url: '/api/health', headers: { origin: FOREIGN } },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { origin: FOREIGN, 'content-type': 'application/json' },
        payload: { email: 'admin@example.com', password: 'wrong-password' },
      },
      ...['/api/loan', '/api/auth/login', '/api/personal/auth'].map((url) => ({
        method: 'OPTIONS' as const,
        url,
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      })),
      { method: 'GET' as const, url: '/.well-known/openid-configuration', headers: { origin: 'null' } },
    ];
    for (const call of calls) {
      checked += 1;
      const response = await ctx.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
      const grants = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
      expect(grants, `${call.method} ${call.url}`).toEqual([]);
    }
  });
});

describe('HSTS', () => {
  const hstsOf = async (env: Record<string, string>, headers: Record<string, string>) => {
    const ctx = await createTestContext({ env });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers });
      return response.headers['strict-transport-security'];
    } finally {
      await ctx.close();
    }
  };

  it('is sent when the configured base URL is https', async () => {
    expect(await hstsOf({ APP_BASE_URL: 'https://lending.example.com' }, {})).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is sent behind a trusted TLS proxy (X-Forwarded-Proto https), and not on its plain HTTP', async () => {
    expect(await hstsOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hstsOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });

  it('a client cannot claim TLS through X-Forwarded-Proto when no proxy is trusted', async () => {
    expect(await hstsOf({}, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });
});
