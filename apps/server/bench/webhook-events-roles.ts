// The two child processes of webhook-events-bench.ts (forked with BENCH_ROLE set), so that neither
// the receiver's work nor the producer's shares the probe's event loop:
// - receiver: an HTTP server on 127.0.0.1 that verifies each delivery's Standard Webhooks signature
//   (the independent `standardwebhooks` package) with its subscription's secret, then answers 200
//   (401 when the signature is wrong); it reports its counts when asked.
// - producer: emits events at RATE a second for SECONDS, either through the API (PUT
//   /api/loan/{id}/update: each changed loan emits loan.updated through the audit trail) or by
//   calling the webhooks module's emit function in its own transaction on the server's PostgreSQL.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../src/db/client';
import { emitWebhookEvent } from '../src/modules/webhooks/index';

export type ProducerJob = {
  mode: 'api' | 'emit';
  base: string;
  token: string;
  databaseUrl: string;
  loans: Array<{ id: string; version: number }>;
  rate: number;
  seconds: number;
  concurrency: number;
};
export type ProducerResult = { emitted: number; errors: number; firstError: string | null; seconds: number };
export type ReceiverCounts = { verified: number; rejected: number; duplicates: number };

const send = (message: unknown) => process.send?.(message);

const receiver = () => {
  const verifiers = new Map<string, Webhook>();
  const seen = new Set<string>();
  const counts: ReceiverCounts = { verified: 0, rejected: 0, duplicates: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const verifier = verifiers.get((request.url ?? '').slice(1));
      try {
        if (!verifier) throw new Error('unknown subscription');
        verifier.verify(Buffer.concat(chunks).toString(), request.headers as Record<string, string>);
      } catch {
        counts.rejected += 1;
        response.writeHead(401).end('bad signature');
        return;
      }
      const id = `${request.url} ${String(request.headers['webhook-id'])}`;
      if (seen.has(id)) counts.duplicates += 1;
      else counts.verified += 1;
      seen.add(id);
      response.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 60_000;
  process.on('message', (message: { secrets?: Record<string, string>; ask?: 'counts' }) => {
    for (const [key, secret] of Object.entries(message.secrets ?? {}))
      verifiers.set(key, new Webhook(secret));
    if (message.ask === 'counts') send({ counts });
  });
  server.listen(0, '127.0.0.1', () => send({ port: (server.address() as AddressInfo).port }));
};

const producer = async (job: ProducerJob): Promise<ProducerResult> => {
  const database =
    job.mode === 'emit'
      ? await openDatabase({ dataDir: '', databaseUrl: job.databaseUrl, poolSize: job.concurrency })
      : null;
  const db = database?.db;
  const headers = { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' };
  const total = Math.round(job.rate * job.seconds);
  const started = performance.now();
  let next = 0;
  let emitted = 0;
  let errors = 0;
  let firstError: string | null = null;
  const fail = (reason: string) => {
    errors += 1;
    firstError ??= reason;
  };
  // n: the event's number (a new amount each time, so each update changes the loan); at: its loan.
  const emitOne = async (n: number, at: number) => {
    if (db) {
      await db.transaction((tx) =>
        emitWebhookEvent(tx, 'loan.updated', { loan_id: job.loans[n % job.loans.length]!.id, n }),
      );
      return true;
    }
    // Each worker owns the loans n ≡ worker (mod concurrency): versions never race.
    const loan = job.loans[at % job.loans.length]!;
    const res = await fetch(`${job.base}/api/loan/${loan.id}/update`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ amount: 1_000_000 + n, version: loan.version }),
    });
    const body = (await res.json()) as { version?: number; message?: string };
    if (res.status !== 200) {
      fail(`${res.status} ${body.message ?? ''}`);
      return false;
    }
    loan.version = body.version!;
    return true;
  };
  // Open loop at RATE: event n is due at n / RATE seconds; a worker that is late sends at once.
  const worker = async (w: number) => {
    for (;;) {
      const n = next;
      next += 1;
      // The run ends at SECONDS even when the events due by then could not all be sent.
      if (n >= total || performance.now() - started >= job.seconds * 1000) return;
      const due = started + (n * 1000) / job.rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        if (await emitOne(n, job.mode === 'api' ? w + job.concurrency * Math.floor(n / job.concurrency) : n))
          emitted += 1;
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  await database?.close();
  return { emitted, errors, firstError, seconds };
};

if (process.env.BENCH_ROLE === 'receiver') receiver();
if (process.env.BENCH_ROLE === 'producer')
  process.once('message', (job: ProducerJob) => {
    void producer(job).then((result) => {
      send({ result });
      process.exit(0);
    });
  });
