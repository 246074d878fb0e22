// `node --import tsx apps/server/bench/webhook-events-bench.ts` (issue 22 "Speed": 1,000 events a
// second queued for delivery without the API's p99 passing 100 ms). One bench server (BENCH_LOANS
// loans, default 2,000) on its own embedded PostgreSQL; SUBSCRIPTIONS subscriptions (default 2) to
// loan.updated, each to a receiver process on 127.0.0.1 that verifies every signature before it
// answers 200; a producer process emits RATE events a second (default 1,000) for SECONDS (default
// 30); meanwhile a probe asks GET /api/health and GET /api/loan/{id} every 50 ms. After the
// producer stops, the bench waits (up to DRAIN_MAX_SECONDS, default 300) until no delivery is
// pending, prints its figures and stops everything (the server stops its PostgreSQL), also on
// failure.
//
// PRODUCER=api (default): PUT /api/loan/{id}/update over HTTP, PRODUCER_CONCURRENCY connections
// (default 32); each change emits loan.updated through the audit trail, as a user's edit does.
// PRODUCER=emit: the webhooks module's emitWebhookEvent, one transaction per event, from the
// producer process on the server's PostgreSQL (for when the API's writes cannot reach RATE on the
// machine: then the API only serves the probe while deliveries are queued and sent).
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { adminHeaders, startBenchServer, type BenchServer } from './side-by-side';
import type { ProducerJob, ProducerResult, ReceiverCounts } from './webhook-events-roles';

const env = process.env;
const RATE = Number(env.RATE ?? 1000);
const SECONDS = Number(env.SECONDS ?? 30);
const SUBSCRIPTIONS = Number(env.SUBSCRIPTIONS ?? 2);
const MODE = env.PRODUCER === 'emit' ? 'emit' : 'api';
const CONCURRENCY = Number(env.PRODUCER_CONCURRENCY ?? 32);
const DRAIN_MAX_SECONDS = Number(env.DRAIN_MAX_SECONDS ?? 300);
const root = new URL('../../..', import.meta.url).pathname;
const rolesFile = new URL('./webhook-events-roles.ts', import.meta.url).pathname;

const children: ChildProcess[] = [];
const role = (name: string) => {
  const child = fork(rolesFile, [], { env: { ...env, BENCH_ROLE: name }, execArgv: ['--import', 'tsx'] });
  children.push(child);
  return child;
};
const nextMessage = <T>(child: ChildProcess, key: string) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      child.off('message', onMessage);
      resolve(message[key] as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${key}: the child exited (${code})`)));
  });
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10
    : NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value * 10) / 10;

let server: BenchServer | null = null;
let client: pg.Client | null = null;
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  server?.stop();
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  const loadBefore = loadavg().map(round);
  server = await startBenchServer(root, {
    BENCH_LOANS: env.BENCH_LOANS ?? '2000',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  const { base } = server;
  client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const counts = async () => {
    const { rows } = await client!.query<{
      total: number;
      pending: number;
      succeeded: number;
      failed: number;
    }>(`
      select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where status = 'succeeded')::int as succeeded,
             count(*) filter (where status = 'failed')::int as failed from webhook_deliveries`);
    return rows[0]!;
  };
  const token = await adminHeaders(server);
  const receiver = role('receiver');
  const port = await nextMessage<number>(receiver, 'port');
  const secrets: Record<string, string> = {};
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const res = await fetch(`${base}/api/webhook-subscriptions`, {
      method: 'POST',
      headers: { ...token, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${port}/s${i}`, events: ['loan.updated'] }),
    });
    if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
    secrets[`s${i}`] = ((await res.json()) as { secret: string }).secret;
  }
  receiver.send({ secrets });
  const all = (await (await fetch(`${base}/api/loan/all`, { headers: token })).json()) as Array<{
    id: string;
    version: number;
  }>;
  // The probe reads a loan the producer never writes; each worker of the producer owns its loans.
  const probeLoan = all.pop()!;
  const loans = all
    .slice(0, all.length - (all.length % CONCURRENCY))
    .map(({ id, version }) => ({ id, version }));

  const probe = { health: [] as number[], loan: [] as number[], failures: 0 };
  let probing = true;
  const timed = async (url: string, into: number[]) => {
    const started = performance.now();
    const res = await fetch(url, { headers: token });
    await res.arrayBuffer();
    if (res.status !== 200) probe.failures += 1;
    into.push(performance.now() - started);
  };
  const probeLoop = (async () => {
    const pending: Array<Promise<void>> = [];
    while (probing) {
      pending.push(
        timed(`${base}/api/health`, probe.health),
        timed(`${base}/api/loan/${probeLoan.id}`, probe.loan),
      );
      await sleep(50);
    }
    await Promise.allSettled(pending);
  })();

  const before = await counts();
  const producer = role('producer');
  const job: ProducerJob = {
    mode: MODE,
    base,
    token: token.authorization!.slice(7),
    databaseUrl: server.databaseUrl,
    loans,
    rate: RATE,
    seconds: SECONDS,
    concurrency: CONCURRENCY,
  };
  producer.send(job);
  const produced = await nextMessage<ProducerResult>(producer, 'result');
  const atEnd = await counts();
  // The producer's own window (its process's start-up is not part of it).
  const emitSeconds = produced.seconds;
  const emitEnded = performance.now();
  const loadDuring = loadavg().map(round);
  probing = false;
  await probeLoop;

  // The drain: until nothing is pending (or the cap).
  let after = atEnd;
  while (after.pending > 0 && (performance.now() - emitEnded) / 1000 < DRAIN_MAX_SECONDS) {
    await sleep(250);
    after = await counts();
  }
  const drainSeconds = (performance.now() - emitEnded) / 1000;
  receiver.send({ ask: 'counts' });
  const received = await nextMessage<ReceiverCounts>(receiver, 'counts');
  const queued = atEnd.total - before.total;
  console.table({
    producer: MODE,
    subscriptions: SUBSCRIPTIONS,
    target_events_per_s: RATE,
    events_emitted: produced.emitted,
    events_emitted_per_s: round(produced.emitted / produced.seconds),
    producer_errors: produced.errors,
    deliveries_queued_per_s: round(queued / emitSeconds),
    delivered_during_emit_per_s: round((atEnd.succeeded - before.succeeded) / emitSeconds),
    delivered_per_s_overall: round((after.succeeded - before.succeeded) / (emitSeconds + drainSeconds)),
    backlog_at_end_of_emit: atEnd.pending,
    backlog_after_drain: after.pending,
    failed_deliveries: after.failed,
    drain_seconds: round(drainSeconds),
    receiver_verified: received.verified,
    receiver_rejected: received.rejected,
    receiver_duplicates: received.duplicates,
    health_p50_ms: percentile(probe.health, 50),
    health_p99_ms: percentile(probe.health, 99),
    loan_p50_ms: percentile(probe.loan, 50),
    loan_p99_ms: percentile(probe.loan, 99),
    probe_samples: probe.loan.length,
    probe_failures: probe.failures,
    p99_target_met: Math.max(percentile(probe.health, 99), percentile(probe.loan, 99)) <= 100,
    load_average_before: loadBefore.join(' '),
    load_average_during: loadDuring.join(' '),
  });
  if (produced.firstError) console.log(`first producer error: ${produced.firstError}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  stopAll();
}
