// Every answer to a signed-in caller is `Cache-Control: no-store` (issue 24): a shared computer's
// browser cache or a proxy must never keep personal data. The loan lists used to answer
// 'private, no-cache' (kept, revalidated with their ETag). Checked over every GET route of the
// OpenAPI document (admin and borrower, ids of real records), the loan list's 304, errors, and the
// notifications event stream (hijacked: it writes its own headers).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTwoBorrowers } from '../../modules/personal/personal-fixture';
import { bearer, createTestContext, type TestContext } from '../context';

describe('Cache-Control on authenticated answers', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
  });
  afterAll(async () => ctx?.close());

  it('GET /api/loan/all answers no-store, its 304 too', async () => {
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/all',
      headers: bearer(ctx.tokens.admin),
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/all',
      headers: { ...bearer(ctx.tokens.admin), 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('the notifications event stream is no-store too', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/notifications/stream', headers: bearer(ctx.tokens.borrower) },
        (response) => {
          resolve(response.headers);
          request.destroy();
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['cache-control']).toBe('no-store, no-transform');
  });

  it('every authenticated GET route answers no-store, whatever its status', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(doc.paths)
      .filter(([path, methods]) => 'get' in methods && path.startsWith('/api/'))
      .map(([path]) => path)
      // Server-sent event streams never end under inject (their headers are checked elsewhere).
      .filter((path) => !path.endsWith('/stream'));
    const ids: Record<string, string> = {
      id: seed.loanA.id,
      loanId: seed.loanA.id,
      loan_id: seed.loanA.id,
      activityId: seed.activitiesA[0]!.id,
    };
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const path of paths) {
      const url = path.replace(/\{([^}]+)\}/g, (_m, param: string) => ids[param] ?? seed.loanA.id);
      for (const token of [ctx.tokens.admin, ctx.tokens.borrower]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
        const cacheControl = response.headers['cache-control'];
        checked.push(`${path} ${response.statusCode}`);
        if (cacheControl !== 'no-store')
          wrong.push(`${path} -> ${response.statusCode} ${String(cacheControl)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(40);
    expect(checked.some((line) => line.startsWith('/api/loan/all 200'))).toBe(true);
  }, 180_000);
});
