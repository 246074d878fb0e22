// Before/after on the same machine at the same moment (issue 20 "no route slower than before"):
//   git worktree add /tmp/wt-before <commit>   (node_modules shared by symlinks, see performance.md)
//   node --import tsx apps/server/bench/ab-routes.ts /tmp/wt-before /work/main
// Starts both checkouts' bench servers (10,000 seeded loans each, BENCH_LOANS) side by side, then
// alternates 10-second autocannon windows on the same routes (A then B, B then A, ...) for ROUNDS
// rounds, so drift in the machine's load falls on both sides alike. Sequential runs on a shared
// 2-core machine varied more than any code change could (performance.md, issue 20 bench line).
import { adminHeaders, mean, measure, startBenchServer, type BenchServer } from './side-by-side';

const [rootA, rootB] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error('usage: ab-routes.ts <checkout A> <checkout B>');
const ROUNDS = Number(process.env.ROUNDS ?? 4);

/** The routes to compare on one server: the trivial route, a loan, its activity list. */
const routesOf = async (server: BenchServer) => {
  const headers = await adminHeaders(server);
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

const servers = { A: await startBenchServer(rootA), B: await startBenchServer(rootB) };
try {
  const setup = { A: await routesOf(servers.A), B: await routesOf(servers.B) };
  const seen: Record<string, { A: number[]; B: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      for (const [name, url] of Object.entries(setup[side].routes)) {
        const { perSecond } = await measure(url, setup[side].headers);
        (seen[name] ??= { A: [], B: [] })[side].push(perSecond);
      }
    }
  }
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
