// `npm run bench:api-keys` (= `node --import tsx apps/server/bench/api-key-bench.ts`; issue 22
// "Speed": key-authenticated calls
// as fast as token calls, within 5%). One bench server (10,000 loans); an admin's API key with the
// loans:read scope; GET /api/loan/{id} and GET /api/loan/page alternately with the admin's token and
// with the key, ROUNDS rounds of 10-second windows (token then key, key then token, ...). The key's
// own rate limit is raised out of the way (API_KEY_RATE_LIMIT_PER_MINUTE), its check still runs.
// Prints the machine's load average before and after, and key calls as a percent of token calls.
// Also the server process's CPU time per call on each side (user + system from /proc, Linux): on a
// loaded machine requests/s swing with the other work, the CPU a call costs much less; a server
// bound by its own CPU answers key calls at (token CPU / key CPU) of the token rate.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { adminHeaders, mean, measure, startBenchServer } from './side-by-side';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
console.log(`load average (1 / 5 / 15 min) at the start: ${load()}`);

const ROUNDS = Number(process.env.ROUNDS ?? 4);
// The process's user + system CPU in microseconds (fields 14 and 15 of /proc/<pid>/stat, in clock
// ticks of 10 ms: USER_HZ is 100 on Linux).
const cpuMicros = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};
const root = new URL('../../..', import.meta.url).pathname;
const server = await startBenchServer(root, { API_KEY_RATE_LIMIT_PER_MINUTE: '10000000' });
try {
  const token = await adminHeaders(server);
  const created = await fetch(`${server.base}/api/api-keys`, {
    method: 'POST',
    headers: { ...token, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['loans:read'] }),
  });
  const { key } = (await created.json()) as { key: string };
  const byKey = { authorization: `Bearer ${key}` };
  const loans = (await (await fetch(`${server.base}/api/loan/all`, { headers: token })).json()) as Array<{
    id: string;
  }>;
  const routes = {
    'GET /api/loan/{id}': `${server.base}/api/loan/${loans[Math.floor(loans.length / 2)]!.id}`,
    'GET /api/loan/page': `${server.base}/api/loan/page?limit=25`,
  };
  // Both sides warmed before the first window, so the process is in the same state for each (JIT,
  // the key in this node's memory, the key's rate-limit window open).
  for (const url of Object.values(routes))
    for (const headers of [token, byKey, token, byKey])
      for (let i = 0; i < 50; i++) await (await fetch(url, { headers })).arrayBuffer();
  const seen: Record<string, { token: number[]; key: number[] }> = {};
  const cpu: Record<string, { token: number[]; key: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? (['token', 'key'] as const) : (['key', 'token'] as const)) {
      for (const [name, url] of Object.entries(routes)) {
        const cpuBefore = cpuMicros(server.pid);
        const { perSecond, requests } = await measure(url, side === 'token' ? token : byKey);
        (seen[name] ??= { token: [], key: [] })[side].push(perSecond);
        (cpu[name] ??= { token: [], key: [] })[side].push((cpuMicros(server.pid) - cpuBefore) / requests);
      }
    }
  }
  console.table(
    Object.entries(seen).map(([route, runs]) => ({
      route,
      token_per_s: mean(runs.token),
      key_per_s: mean(runs.key),
      key_as_percent_of_token: Math.round((mean(runs.key) / mean(runs.token)) * 1000) / 10,
      target_met: mean(runs.key) >= mean(runs.token) * 0.95,
    })),
  );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  console.table(
    Object.entries(cpu).map(([route, runs]) => ({
      route,
      token_cpu_us_per_call: Math.round((sum(runs.token) / runs.token.length) * 10) / 10,
      key_cpu_us_per_call: Math.round((sum(runs.key) / runs.key.length) * 10) / 10,
      token_cpu_as_percent_of_key: Math.round((sum(runs.token) / sum(runs.key)) * 1000) / 10,
    })),
  );
  console.log('requests/s per window:', JSON.stringify(seen));
  console.log(`load average (1 / 5 / 15 min) at the end: ${load()}`);
} finally {
  server.stop();
}
