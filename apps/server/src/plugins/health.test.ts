// Liveness, readiness (503 while the database is unreachable, 200 again once it is back, without
// a restart) and the graceful stop (an in-flight request and a running job finish first).
import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../app';
import { createDb } from '../db/client';
import { closeApp, createShutdown } from '../lib/shutdown';
import { createTestContext, type TestContext } from '../test/context';

/** A TCP proxy to PostgreSQL that the test can cut (database gone) and restore on the same port. */
const startProxy = async (target: URL) => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
    restore: open,
  };
};

describe('health and readiness', () => {
  let ctx: TestContext;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let proxiedPool: pg.Pool;

  beforeAll(async () => {
    ctx = await createTestContext({
      overrideDeps: async (deps) => {
        const url = new URL(deps.config.DATABASE_URL!);
        proxy = await startProxy(new URL(url));
        url.host = `127.0.0.1:${proxy.port}`;
        proxiedPool = new pg.Pool({
          connectionString: url.toString(),
          max: 4,
          connectionTimeoutMillis: 1000,
        });
        proxiedPool.on('error', () => undefined);
        return { ...deps, db: createDb(proxiedPool) };
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await proxiedPool?.end().catch(() => undefined);
    await proxy?.cut().catch(() => undefined);
  });

  it('answers liveness without touching anything', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database, storage and queue answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', queue: 'ok' },
    });
  });

  it('answers 503 naming the database while it is unreachable, and recovers by itself', async () => {
    await proxy.cut();
    const down = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status_code: 503,
      error: 'Service Unavailable',
      message: 'Not ready: database',
      checks: { database: 'unavailable', storage: 'ok', queue: 'ok' },
    });
    // Liveness stays up: the process is fine, only its database is not.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  });
});

describe('graceful stop', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lets an in-flight request and a running job finish, refuses new requests, then exits', async () => {
    // A second app over the same deps with one slow route, listening on a real port.
    const app = await buildApp(ctx.deps);
    let releaseRequest: () => void = () => undefined;
    let requestArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    app.get('/api/test-slow', { config: { access: 'public' } }, async () => {
      requestArrived();
      await new Promise<void>((resolve) => (releaseRequest = resolve));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    let jobFinished = false;
    let releaseJob: () => void = () => undefined;
    let jobStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (jobStarted = resolve));
    await ctx.deps.jobs.work('test-slow-job', async () => {
      jobStarted();
      await new Promise<void>((resolve) => (releaseJob = resolve));
      jobFinished = true;
    });
    await ctx.deps.jobs.send('test-slow-job', {});
    await started;
    // Ours, and any job the app runs by itself (the extraction sweep).
    expect((await ctx.deps.jobs.stats()).running).toBeGreaterThanOrEqual(1);

    const inFlight = fetch(`${base}/api/test-slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    // The request is in the handler before the stop begins (a fixed wait lost this race under load:
    // the request then met the draining server and got its 503).
    await arrived;

    const log: string[] = [];
    let exitCode: number | undefined;
    const stop = createShutdown({
      steps: [
        { name: 'http', run: () => closeApp(app) },
        { name: 'jobs', run: () => ctx.deps.jobs.stop() },
      ],
      timeoutMs: 10_000,
      log: (message) => log.push(message),
      exit: (code) => (exitCode = code),
    });
    const stopping = stop('SIGTERM');
    // A new connection is no longer accepted while draining (polled: the listener closes as the
    // stop's first step runs, which on a loaded machine may be a moment later).
    await expect
      .poll(() =>
        fetch(`${base}/api/health`).then(
          () => 'accepted',
          () => 'refused',
        ),
      )
      .toBe('refused');
    expect(exitCode).toBeUndefined();

    releaseRequest();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exitCode).toBeUndefined(); // still waiting for the job
    releaseJob();
    await stopping;
    expect(jobFinished).toBe(true);
    expect(exitCode).toBe(0);
    expect(log[0]).toContain('SIGTERM: draining');
  });
});
