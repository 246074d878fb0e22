// The two-node profile of `npm run bench` (issue 10 "Speed targets": two nodes together >= 1.3x
// one node's throughput on GET /loan/{id}; on this 2-core machine one node is one core). A second
// bench server starts on the first one's PostgreSQL (same DATA_DIR, so the same signing and
// encryption keys), then GET /api/loan/{id} is loaded with the same load generator shape both
// ways, alternating rounds so the machine's load hits both: one node = two autocannon instances
// on node A; two nodes = one instance on A and one on B (a client-side round robin, no proxy
// process taking a share of the two cores).
import autocannon from 'autocannon';
import { startChild, stopChild } from './overhead';

const CONNECTIONS_PER_TARGET = 8;

const requestsPerSecond = (url: string, headers: Record<string, string>, seconds: number) =>
  new Promise<{ rps: number; non2xx: number }>((resolve, reject) =>
    autocannon({ url, headers, duration: seconds, connections: CONNECTIONS_PER_TARGET }, (error, result) =>
      error
        ? reject(error)
        : resolve({ rps: Math.round(result.requests.average), non2xx: result.non2xx + result.errors }),
    ),
  );

/** Requests per second of the targets loaded at once (one autocannon each), summed. */
const together = async (urls: string[], headers: Record<string, string>, seconds: number) => {
  const results = await Promise.all(urls.map((url) => requestsPerSecond(url, headers, seconds)));
  if (results.some((result) => result.non2xx > 0))
    throw new Error(`two-node profile: non-2xx answers or errors (${JSON.stringify(results)})`);
  return results.reduce((sum, result) => sum + result.rps, 0);
};

export type TwoNodeResult = {
  one_node_per_s: number;
  two_nodes_per_s: number;
  two_vs_one: number;
  two_vs_one_target_met: boolean;
};

/**
 * Starts node B beside the running node A (`databaseUrl` is A's PostgreSQL, `dataDir` A's folder),
 * measures, stops B. `path` is a GET /api/loan/{id} path, `headers` carry a token of A's.
 */
export const measureTwoNodes = async (options: {
  baseA: string;
  dataDir: string;
  databaseUrl: string;
  env: Record<string, string>;
  path: string;
  headers: Record<string, string>;
  seconds: number;
  rounds: number;
}): Promise<TwoNodeResult> => {
  const nodeB = await startChild('bench-server.ts', {
    ...options.env,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    BENCH_LOANS: '0',
  });
  try {
    const a = `${options.baseA}${options.path}`;
    const b = `${nodeB.base}${options.path}`;
    // The token issued by A must be accepted by B, or the figure would count 401s.
    const check = await fetch(b, { headers: options.headers });
    if (!check.ok) throw new Error(`node B answered ${check.status} to ${options.path}`);
    let one = 0;
    let two = 0;
    for (let round = 0; round < options.rounds; round += 1) {
      one = Math.max(one, await together([a, a], options.headers, options.seconds));
      two = Math.max(two, await together([a, b], options.headers, options.seconds));
    }
    const ratio = Math.round((two / one) * 100) / 100;
    return {
      one_node_per_s: one,
      two_nodes_per_s: two,
      two_vs_one: ratio,
      two_vs_one_target_met: ratio >= 1.3,
    };
  } finally {
    await stopChild(nodeB.child);
  }
};
