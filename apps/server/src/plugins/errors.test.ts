// The app shell: one error shape, 404 under /api, body limit, malformed JSON, security headers,
// OpenAPI at /api/docs, and the built web app with its SPA fallback.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../test/context';

let ctx: TestContext;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'lending-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Lending</title><div id="root"></div>',
  );
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: webDir, BODY_LIMIT_BYTES: '4096' } });
});
afterAll(async () => {
  await ctx?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('errors', () => {
  it('unknown /api routes get the JSON 404 shape, never the web app', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/loan/all'],
      ['DELETE', '/api/loan/1'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: bearer(ctx.tokens.admin) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ status_code: 404, error: 'Not Found' });
    }
  });

  it('an oversized body gets 413 and changes nothing', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/loan/10001/update',
      headers: { ...bearer(ctx.tokens.admin), 'content-type': 'application/json' },
      payload: JSON.stringify({ story: 'x'.repeat(10_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status_code: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
  });

  it('malformed JSON gets 400 without internals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@example.com", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_code: 400,
      error: 'Bad Request',
      message: 'Request body is not valid JSON',
    });
    expect(res.body).not.toMatch(/at |\.ts:|stack/);
  });
});

describe('headers, docs and health', () => {
  it('security headers on API responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('OpenAPI is generated from the zod schemas and shown at /api/docs', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toMatch(/swagger/i);
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/loan/all',
        '/api/loan/{id}/update',
        '/api/contact/add',
        '/api/auth/login',
      ]),
    );
    const body =
      spec.json().paths['/api/loan/{id}/update'].put.requestBody.content['application/json'].schema;
    expect(body.properties.amount.maximum).toBe(15_000_000);
  });
});

describe('the web app', () => {
  it('serves index.html for browser routes and hashed assets with a long cache', async () => {
    for (const url of ['/', '/dashboard', '/loan/10042', '/page-not-found']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
  });
});
