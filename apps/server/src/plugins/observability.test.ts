// Request ids on every response and log line, the slow-query log naming the request, and the
// Prometheus metrics with their access rule (issue 10 "Observability").
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestContext, type TestContext, bearer } from '../test/context';

type Line = Record<string, unknown> & { level: string; msg?: string };

/** A logger that keeps every line (with its child bindings, as pino would print them). */
const recordingLogger = (lines: Line[], bindings: Record<string, unknown> = {}): FastifyBaseLogger => {
  const at =
    (level: string) =>
    (objOrMsg?: unknown, msg?: string): void => {
      const fields = typeof objOrMsg === 'object' && objOrMsg !== null ? objOrMsg : {};
      const text = typeof objOrMsg === 'string' ? objOrMsg : msg;
      lines.push({ ...bindings, ...(fields as object), level, msg: text });
    };
  return {
    level: 'info',
    silent: () => undefined,
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: () => undefined,
    trace: () => undefined,
    child: (more: Record<string, unknown>) => recordingLogger(lines, { ...bindings, ...more }),
  } as unknown as FastifyBaseLogger;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and the slow-query log', () => {
  let ctx: TestContext;
  const lines: Line[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { SLOW_QUERY_MS: '25' },
      overrideDeps: (deps) => ({ ...deps, logger: recordingLogger(lines) }),
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers every response, errors included, with an X-Request-Id that its log lines carry', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/99999999',
      headers: bearer(ctx.tokens.admin),
    });
    const unauthorised = await ctx.app.inject({ method: 'GET', url: '/api/loan/all' });
    for (const response of [ok, missing, unauthorised]) {
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    expect(missing.statusCode).toBe(404);
    expect(unauthorised.statusCode).toBe(401);
    const ids = new Set([ok, missing, unauthorised].map((r) => r.headers['x-request-id']));
    expect(ids.size).toBe(3);
    const requestLines = lines.filter((line) => line.msg === 'request');
    for (const response of [ok, missing, unauthorised]) {
      const line = requestLines.find((l) => l.reqId === response.headers['x-request-id']);
      expect(line).toMatchObject({ status: response.statusCode, method: 'GET' });
    }
  });

  it("keeps a load balancer's well-formed X-Request-Id and replaces a malformed one", async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c21-0001' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x"}\u0000 injected log line' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });

  it('logs a statement slower than SLOW_QUERY_MS, without its parameters', async () => {
    const app = await buildApp(ctx.deps);
    app.post('/api/test-slow-query', { config: { access: 'public' } }, async () => {
      await ctx.deps.db.execute(sql`select pg_sleep(0.05), ${'secret-parameter'}::text as p`);
      await ctx.deps.db.execute(sql`select 1`);
      return { ok: true };
    });
    await app.ready();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-slow-query',
      payload: { some: 'body' },
    });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const slow = lines.filter((line) => line.msg === 'slow query' && String(line.sql).includes('pg_sleep'));
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: 'warn' });
    expect(Number(slow[0]!.ms)).toBeGreaterThanOrEqual(45);
    expect(JSON.stringify(slow[0])).not.toContain('secret-parameter');
    await app.close();
  });
});

describe('metrics', () => {
  let open: TestContext;
  let guarded: TestContext;
  beforeAll(async () => {
    open = await createTestContext();
    guarded = await createTestContext({ env: { METRICS_TOKEN: 'scrape-token-123' } });
  });
  afterAll(async () => {
    await open?.close();
    await guarded?.close();
  });

  it('serves request counts, latency histograms per route, queue depth and the pool to loopback', async () => {
    for (let i = 0; i < 3; i += 1) await open.app.inject({ method: 'GET', url: '/api/health' });
    await open.app.inject({ method: 'GET', url: '/api/loan/all' }); // 401
    const response = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const body = response.body;
    expect(body).toContain(
      'lending_http_requests_total{method="GET",route="/api/health",status_code="200"} 3',
    );
    expect(body).toContain(
      'lending_http_requests_total{method="GET",route="/api/loan/all",status_code="401"} 1',
    );
    expect(body).toMatch(
      /lending_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\} \d+/,
    );
    expect(body).toMatch(/lending_jobs\{state="queued"\} \d+/);
    expect(body).toMatch(/lending_db_pool_connections\{state="total"\} \d+/);
    expect(body).toContain('lending_process_cpu_seconds_total');
  });

  it('refuses callers off loopback when no METRICS_TOKEN is set', async () => {
    const response = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Metrics are readable from loopback only (set METRICS_TOKEN)',
    });
    // X-Forwarded-For cannot fake loopback.
    const spoofed = await open.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(403);
  });

  it('asks for the token when METRICS_TOKEN is set, from anywhere', async () => {
    const none = await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(none.statusCode).toBe(401);
    const wrong = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer('scrape-token-124'),
    });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: bearer('scrape-token-123'),
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('lending_http_requests_total');
  });
});
