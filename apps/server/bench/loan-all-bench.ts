// GET /api/loan/all with 10,000 loans (issue 22 "Lists that scale": at most 300 ms warm).
//   node --import tsx apps/server/bench/loan-all-bench.ts      (BENCH_LOANS, default 10,000; ROUNDS, default 15)
// Starts bench-server.ts (embedded PostgreSQL in a temp folder, seeded), signs in as the admin,
// then times sequential full requests (time to the last byte, body read and discarded) without
// compression, with gzip and with br, warm (the same data each time), and prints p50/p90/max,
// the body size and the server's RSS. BENCH_BASE=http://127.0.0.1:port measures a server already
// running (admin@example.com / demo-password) instead of starting one.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startChild, stopChild } from './overhead';

const LOANS = Number(process.env.BENCH_LOANS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 15);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const timeList = async (base: string, token: string, encoding: string) => {
  const times: number[] = [];
  let bytes = 0;
  let count = 0;
  let errors = 0;
  let firstMs = 0;
  for (let i = 0; i < ROUNDS + 1; i += 1) {
    const start = performance.now();
    const response = await fetch(`${base}/api/loan/all`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
    }).catch(() => null);
    const body = response?.ok ? await response.arrayBuffer().catch(() => null) : null;
    const ms = performance.now() - start;
    if (!body) {
      errors += 1;
      continue;
    }
    // undici decodes gzip/br itself: the length read is the decoded body.
    if (encoding === 'identity' && i === 0)
      count = (JSON.parse(Buffer.from(body).toString()) as unknown[]).length;
    if (i === 0) {
      bytes = body.byteLength;
      firstMs = ms;
    } else times.push(ms); // the first request warms the path; the rest are measured
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n);
  return {
    encoding,
    first_ms: Math.round(firstMs),
    p50_ms: round(percentile(times, 50)),
    p90_ms: round(percentile(times, 90)),
    max_ms: round(times.at(-1) ?? 0),
    decoded_mb: Math.round(bytes / 1e4) / 100,
    ...(count ? { loans: count } : {}),
    errors,
  };
};

const main = async () => {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  let base = process.env.BENCH_BASE;
  try {
    if (!base) {
      dataDir = await mkdtemp(path.join(tmpdir(), 'lending-loan-all-'));
      await chmod(dataDir, 0o755);
      console.log(`Seeding ${LOANS} loans and starting the server...`);
      const started = await startChild('bench-server.ts', {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        BENCH_LOANS: String(LOANS),
      });
      child = started.child;
      base = started.base;
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const rows = [];
    for (const encoding of ['identity', 'gzip', 'br']) rows.push(await timeList(base, token, encoding));
    console.table(rows);
    if (child?.pid) {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
      console.log(
        status
          .split('\n')
          .filter((line) => /^Vm(HWM|RSS)/.test(line))
          .join('\n'),
      );
    }
  } finally {
    await stopChild(child);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
