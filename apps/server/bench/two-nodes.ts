// The two-node profile of `npm run bench` (issue 10 "Speed targets": two nodes together >= 1.3x
// one node's throughput on GET /loan/{id}; "on this 2-core machine one node is one core"). A
// second bench server starts on the first one's PostgreSQL (same DATA_DIR, so the same signing
// and encryption keys). Each node is pinned to a core of its own (`taskset`), so "one node" is
// one core in both cases, as the target defines it. GET /api/loan/{id} is loaded with the same
// load-generator shape both ways, alternating rounds so the machine's load hits both: one node =
// two generators on node A; two nodes = one on A and one on B (a client-side round robin, no
// proxy process taking a share of the two cores).
//
// The generator is wrk (C, `apt-get install wrk`) when it is installed: autocannon is JavaScript
// and spends about as much CPU per request as the server, so on two cores it takes the second
// node's core and the figure measures the generator. Without wrk the profile falls back to
// autocannon and says so in its result (`generator`).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { startChild, stopChild } from './overhead';

const run = promisify(execFile);
/**
 * Connections per generator. Each configuration is measured at each count and keeps its best:
 * the figure compares capacities (one node at its best against two at theirs). Too few
 * connections leave a node waiting on the loopback round trip; at 128 per node one node
 * starts to lose throughput to its own connection handling, which would flatter the ratio.
 */
const CONNECTIONS = [32, 64];
const WRK = '/usr/bin/wrk';
const TASKSET = '/usr/bin/taskset';

type Load = { rps: number; non2xx: number };

const withAutocannon = (url: string, headers: Record<string, string>, seconds: number, connections: number) =>
  new Promise<Load>((resolve, reject) =>
    autocannon({ url, headers, duration: seconds, connections }, (error, result) =>
      error
        ? reject(error)
        : resolve({ rps: Math.round(result.requests.average), non2xx: result.non2xx + result.errors }),
    ),
  );

/** wrk's summary: "Requests/sec: 1234.56" and, when any, "Non-2xx or 3xx responses: N". */
const withWrk = async (
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Load> => {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await run(WRK, ['-t1', `-c${connections}`, `-d${seconds}s`, ...headerArgs, url]);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  if (!rps) throw new Error(`two-node profile: unexpected wrk output\n${stdout}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  const socketErrors = /Socket errors:.*/.exec(stdout);
  return {
    rps: Math.round(Number(rps[1])),
    non2xx: Number(non2xx?.[1] ?? 0) + (socketErrors ? 1 : 0),
  };
};

/** Requests per second of the targets loaded at once (one generator each), summed. */
const together = async (
  load: typeof withWrk,
  urls: string[],
  headers: Record<string, string>,
  seconds: number,
  connections: number,
) => {
  const results = await Promise.all(urls.map((url) => load(url, headers, seconds, connections)));
  if (results.some((result) => result.non2xx > 0))
    throw new Error(`two-node profile: non-2xx answers or errors (${JSON.stringify(results)})`);
  return results.reduce((sum, result) => sum + result.rps, 0);
};

/** Pins every thread of a process to one CPU; false where taskset or a second CPU is missing. */
const pin = async (pid: number | undefined, cpu: number): Promise<boolean> => {
  if (pid === undefined || !existsSync(TASKSET) || os.availableParallelism() < 2) return false;
  await run(TASKSET, ['-a', '-p', '-c', String(cpu), String(pid)]);
  return true;
};

/** Gives a process every CPU back (node A goes on serving the rest of the bench). */
const unpin = async (pid: number | undefined): Promise<void> => {
  if (pid === undefined || !existsSync(TASKSET)) return;
  await run(TASKSET, ['-a', '-p', '-c', `0-${os.availableParallelism() - 1}`, String(pid)]);
};

export type TwoNodeResult = {
  generator: 'wrk' | 'autocannon';
  connections_per_generator: number[];
  nodes_pinned_to_one_core_each: boolean;
  one_node_per_s: number;
  two_nodes_per_s: number;
  two_vs_one: number;
  two_vs_one_target_met: boolean;
};

/**
 * Starts node B beside the running node A (`databaseUrl` is A's PostgreSQL, `dataDir` A's folder,
 * `pidA` A's process), measures, stops B. `path` is a GET /api/loan/{id} path, `headers` carry a
 * token of A's.
 */
export const measureTwoNodes = async (options: {
  baseA: string;
  pidA: number | undefined;
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
  const generator = existsSync(WRK) ? 'wrk' : 'autocannon';
  const load = generator === 'wrk' ? withWrk : withAutocannon;
  try {
    const a = `${options.baseA}${options.path}`;
    const b = `${nodeB.base}${options.path}`;
    // The token issued by A must be accepted by B, or the figure would count 401s.
    const check = await fetch(b, { headers: options.headers });
    if (!check.ok) throw new Error(`node B answered ${check.status} to ${options.path}`);
    const pinned = (await pin(options.pidA, 0)) && (await pin(nodeB.child.pid, 1));
    // Both nodes warm (JIT, caches) before the first timed round.
    await together(load, [a, b], options.headers, 1, CONNECTIONS[0]!);
    let one = 0;
    let two = 0;
    for (let round = 0; round < options.rounds; round += 1) {
      for (const connections of CONNECTIONS) {
        one = Math.max(one, await together(load, [a, a], options.headers, options.seconds, connections));
        two = Math.max(two, await together(load, [a, b], options.headers, options.seconds, connections));
      }
    }
    const ratio = Math.round((two / one) * 100) / 100;
    return {
      generator,
      connections_per_generator: CONNECTIONS,
      nodes_pinned_to_one_core_each: pinned,
      one_node_per_s: one,
      two_nodes_per_s: two,
      two_vs_one: ratio,
      two_vs_one_target_met: ratio >= 1.3,
    };
  } finally {
    await unpin(options.pidA);
    await stopChild(nodeB.child);
  }
};
