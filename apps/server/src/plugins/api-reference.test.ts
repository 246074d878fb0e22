// /api/reference (issue 22 item 2): the Scalar page served from this server (no CDN: the machine
// may be offline), reading the OpenAPI document at /api/docs/json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('API reference page', () => {
  it('leads from /api/reference to a page whose script and document come from this server', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/reference' });
    expect(start.statusCode).toBe(302);
    const page = await ctx.app.inject({ method: 'GET', url: start.headers.location! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // No inline script: the documentation pages' CSP allows scripts from this server only.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    const [bundle, starter] = await Promise.all(
      scripts.map((src) => {
        expect(src).toMatch(/^\/api\/docs\//);
        return ctx.app.inject({ method: 'GET', url: src });
      }),
    );
    expect(bundle!.statusCode).toBe(200);
    expect(bundle!.body.length).toBeGreaterThan(100_000);
    expect(starter!.body).toContain('/api/docs/json');
    const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.json().paths['/api/api-keys']).toBeDefined();
    expect(
      document.json().paths['/api/webhook-subscriptions/{id}/deliveries/{deliveryId}/replay'],
    ).toBeDefined();
  });
});
