// `npm run bench:api-keys` (= `node --import tsx apps/server/bench/api-key-bench.ts`; issue 22
// "Speed": key-authenticated calls
// as fast as token calls, within 5%). One bench server (10,000 loans); an admin's API key with the
// loans:read scope; GET /api/loan/{id} and GET /api/loan/page alternately with the admin's token and
// with the key, ROUNDS rounds of 10-second windows (token then key, key then token, ...). The key's
// own rate limit is raised out of the way (API_KEY_RATE_LIMIT_PER_MINUTE), its check still runs.
// Prints the machine's load average before and after, and key calls as a percent of token calls.
import { loadavg } from 'node:os';
import { adminHeaders, mean, measure, startBenchServer } from './side-by-side';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
console.log(`load average (1 / 5 / 15 min) at the start: ${load()}`);

const ROUNDS = Number(process.env.ROUNDS ?? 4);
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
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? (['token', 'key'] as const) : (['key', 'token'] as const)) {
      for (const [name, url] of Object.entries(routes)) {
        const { perSecond } = await measure(url, side === 'token' ? token : byKey);
        (seen[name] ??= { token: [], key: [] })[side].push(perSecond);
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
  console.log('requests/s per window:', JSON.stringify(seen));
  console.log(`load average (1 / 5 / 15 min) at the end: ${load()}`);
} finally {
  server.stop();
}
