// Liveness and readiness for load balancers and orchestrators (issue 10):
// - GET /api/health: the process answers (no I/O; also the benchmark's trivial route).
// - GET /api/ready: the database, the object storage and the job queue answer within a short
//   timeout; 503 with the failing checks otherwise. Nothing is cached, so a node that lost its
//   database answers 503 and, once PostgreSQL is back, 200 again without a restart. The body also
//   says whether the first start's demo files are still being drawn (`demo`, issue 23): the node
//   serves meanwhile (200), and the web and the browser journeys wait for `demo.state: 'drawn'`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { endpoints } from '@lending/domain';
import type { AppDeps } from '../deps';
import { demoFilesState } from '../db/seed/draw-demo-files';
import { register } from './contract';
import { errorBody } from './errors';

const CHECK_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

type ReadinessCheck = { name: 'database' | 'storage' | 'queue'; run: () => Promise<unknown> };

const readinessChecks = (deps: AppDeps): ReadinessCheck[] => [
  { name: 'database', run: () => deps.db.execute(sql`select 1`) },
  // A key that never exists: false from a reachable store, an error from an unreachable one.
  { name: 'storage', run: () => deps.storage.exists('readiness-probe/none') },
  { name: 'queue', run: () => deps.jobs.stats() },
];

const HEALTH_OK = JSON.stringify({ status: 'ok' });

/** Registers GET /api/health and GET /api/ready (public; declared in contract/platform.ts). */
export const registerHealth = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  const checks = readinessChecks(deps);
  await app.register(
    async (api) => {
      const zodApi = api.withTypeProvider<ZodTypeProvider>();
      // The trivial route (the benchmarks' baseline): its answer is a constant sent as JSON text, so
      // no response schema is run per request (the declaration still documents it).
      register(zodApi, endpoints.getHealth, async (_request, reply) =>
        (reply as FastifyReply).type('application/json; charset=utf-8').send(HEALTH_OK),
      );
      register(zodApi, endpoints.getReady, async (request, reply) => {
        const results = await Promise.all(
          checks.map(async (check) => {
            try {
              await withTimeout(check.run(), CHECK_TIMEOUT_MS);
              return { name: check.name, ok: true, message: 'ok' };
            } catch (error) {
              // Drizzle wraps the driver's error ("Failed query: ..."): report the cause.
              const cause = (error as Error & { cause?: unknown }).cause;
              const reason = cause instanceof Error ? cause : (error as Error);
              return { name: check.name, ok: false, message: reason.message || 'unavailable' };
            }
          }),
        );
        const status = Object.fromEntries(
          results.map((r) => [r.name, r.ok ? ('ok' as const) : ('unavailable' as const)]),
        ) as Record<ReadinessCheck['name'], 'ok' | 'unavailable'>;
        const failed = results.filter((r) => !r.ok);
        void reply.header('cache-control', 'no-store');
        if (failed.length === 0) {
          // `demo` only while the first start's files are being drawn (the web says so meanwhile).
          const demo = await demoFilesState(deps.db);
          return { status: 'ready' as const, checks: status, ...(demo.state === 'drawing' ? { demo } : {}) };
        }
        request.log.warn({ failed }, 'not ready');
        const body = errorBody(
          503,
          `Not ready: ${failed.map((r) => r.name).join(', ')}`,
          failed.map((r) => ({ path: r.name, message: r.message })),
        );
        return reply.status(503).send({ ...body, checks: status });
      });
    },
    { prefix: '/api' },
  );
};
