// Observability (issue 10):
// - Request id: the caller's X-Request-Id when it is a sane token (a load balancer's), a new UUID
//   otherwise; on every log line of the request (pino's reqId) and every response, errors included
//   (X-Request-Id header). One log line per finished request instead of Fastify's two.
// - Prometheus metrics at /metrics (prom-client): requests by route and status, latency histograms
//   per route, job queue depth, database pool, process metrics. Who may read them: a caller with
//   `Authorization: Bearer $METRICS_TOKEN` when METRICS_TOKEN is set, otherwise loopback callers
//   only (the socket's address, never X-Forwarded-For).
// - Slow-query log over SLOW_QUERY_MS (db/instrument.ts).
// The X-Request-Id response header is set with the security headers (security-headers.ts).
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { logSlowQueries } from '../db/instrument';
import type { AppDeps } from '../deps';
import { AppError } from './errors';
import { redactUrl } from './hardening';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: a proxy's X-Request-Id when well-formed, else a fresh UUID. */
export const requestIdFor = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const registerObservability = (app: FastifyInstance, deps: AppDeps): void => {
  const { config } = deps;
  const pool = deps.db.$client;

  logSlowQueries(pool, config.SLOW_QUERY_MS, (query) =>
    app.log.warn({ ms: query.ms, sql: query.sql }, 'slow query'),
  );

  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'lending_' });
  const requests = new client.Counter({
    name: 'lending_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'lending_http_request_duration_seconds',
    help: 'Time from request to response, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new client.Gauge({
    name: 'lending_db_pool_connections',
    help: 'Database pool of this process: total, idle, and requests waiting for a connection',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new client.Gauge({
    name: 'lending_jobs',
    help: 'Background jobs (pg-boss): queued and active over all nodes, running in this process',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      try {
        const stats = await deps.jobs.stats();
        this.set({ state: 'queued' }, stats.queued);
        this.set({ state: 'active' }, stats.active);
        this.set({ state: 'running_here' }, stats.running);
      } catch {
        // database unreachable: /api/ready reports it; the scrape still answers
      }
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL (bounded label values); 404s share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status_code: status });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) {
      request.log.error(
        { method: request.method, url: redactUrl(request.url), status, ms: reply.elapsedTime },
        'request',
      );
    } else {
      // pino makes this a no-op below its level (LOG_LEVEL=warn).
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          status,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      preHandler: async (request) => {
        const token = config.METRICS_TOKEN;
        if (token) {
          const header = request.headers.authorization ?? '';
          const given = header.startsWith('Bearer ') ? header.slice(7) : '';
          if (!sameToken(given, token)) throw new AppError(401, 'Metrics need the metrics token');
          return;
        }
        if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
          throw new AppError(403, 'Metrics are readable from loopback only (set METRICS_TOKEN)');
        }
      },
    },
    async (_request, reply) => {
      void reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
};
