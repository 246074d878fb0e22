// Before/after on the same machine at the same moment (issue 20 "no route slower than before"):
//   git worktree add /tmp/wt-before <commit>   (node_modules shared by symlinks, see performance.md)
//   node --import tsx apps/server/bench/ab-routes.ts /tmp/wt-before /work/main
// Starts both checkouts' bench servers (10,000 seeded loans each, BENCH_LOANS) side by side, then
// alternates 10-second autocannon windows on the same routes (A then B, B then A, ...) for ROUNDS
// rounds, so drift in the machine's load falls on both sides alike. Sequential runs on a shared
// 2-core machine varied more than any code change could (performance.md, issue 20 bench line).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const [rootA, rootB] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error('usage: ab-routes.ts <checkout A> <checkout B>');
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Server = { base: string; stop: () => void };

const start = (root: string) =>
  new Promise<Server>((resolve, reject) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-ab-'));
    chmodSync(dataDir, 0o755);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/server/bench/bench-server.ts')],
      {
        cwd: root,
        env: {
          ...process.env,
          SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          BENCH_LOANS: process.env.BENCH_LOANS ?? '10000',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.once('exit', (code) => reject(new Error(`${root}: bench server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      const { address } = JSON.parse(line.slice(6)) as { address: string };
      resolve({ base: address, stop: () => child.kill('SIGTERM') });
    });
  });

const measure = (url: string, headers: Record<string, string>) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, duration: SECONDS, connections: 10, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

/** The routes to compare on one server: the trivial route, a loan, its activity list. */
const routesOf = async (server: Server) => {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const loans = (await (await fetch(`${server.base}/api/loan/all`, { headers })).json()) as Array<{
    id: string;
  }>;
  const loan = loans[Math.floor(loans.length / 2)]!.id;
  return {
    headers,
    routes: {
      'GET /api/health': `${server.base}/api/health`,
      'GET /api/loan/{id}': `${server.base}/api/loan/${loan}`,
      'GET /api/activity/loan/{id}/all': `${server.base}/api/activity/loan/${loan}/all`,
    } as Record<string, string>,
  };
};

const servers = { A: await start(rootA), B: await start(rootB) };
try {
  const setup = { A: await routesOf(servers.A), B: await routesOf(servers.B) };
  const seen: Record<string, { A: number[]; B: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      for (const [name, url] of Object.entries(setup[side].routes)) {
        const result = await measure(url, setup[side].headers);
        if (result.non2xx > 0 || result.errors > 0)
          throw new Error(`${side} ${name}: ${result.non2xx} non-2xx`);
        (seen[name] ??= { A: [], B: [] })[side].push(Math.round(result.requests.average));
      }
    }
  }
  const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  console.table(
    Object.entries(seen).map(([route, { A, B }]) => ({
      route,
      A_per_s: mean(A),
      B_per_s: mean(B),
      B_vs_A_percent: Math.round((mean(B) / mean(A) - 1) * 1000) / 10,
      A_runs: A.join(' '),
      B_runs: B.join(' '),
    })),
  );
} finally {
  servers.A.stop();
  servers.B.stop();
}
