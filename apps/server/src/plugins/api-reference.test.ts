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
    expect(page.body).toContain('/api/docs/json');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await ctx.app.inject({
        method: 'GET',
        url: new URL(src, `http://x${start.headers.location}`).pathname,
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.body.length).toBeGreaterThan(100_000);
    }
    const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.json().paths['/api/api-keys']).toBeDefined();
    expect(
      document.json().paths['/api/webhook-subscriptions/{id}/deliveries/{deliveryId}/replay'],
    ).toBeDefined();
  });
});
