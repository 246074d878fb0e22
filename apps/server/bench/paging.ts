// The 100,000-loan profile of issue 10 (items 1, 2, 7): seeds BENCH_LOANS (default 100,000) loans
// into a temporary embedded PostgreSQL, starts the app, and measures what the dashboard and
// /requests do now that the server pages: the first page after a restart, a search keystroke,
// a filter, the next page, the status/value cards, and GET /loan/{id} beside the trivial route.
//   BENCH_LOANS=100000 node --import tsx apps/server/bench/paging.ts
//   BENCH_DATA_DIR=<a folder seeded before> BENCH_LOANS=0 ... reuses that data and keeps it.
// It also times the lists paged in SQL since issue 22 item 5 (paging-lists.ts); BENCH_ONLY_LISTS=1
// times only those (the profile: BENCH_LOANS=10000).
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startChild, stopChild } from './overhead';
import { timeLists } from './paging-lists';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const LOANS = Number(process.env.BENCH_LOANS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const KEPT_DIR = process.env.BENCH_DATA_DIR;
const ONLY_LISTS = process.env.BENCH_ONLY_LISTS === '1';

const rps = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ rps: number; p50: number; p99: number }>((resolve, reject) =>
    autocannon({ url, headers, duration: SECONDS, connections: 10 }, (error, r) =>
      error
        ? reject(error)
        : resolve({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 }),
    ),
  );

const timed = async (url: string, headers: Record<string, string>, times = 5) => {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    ms.push(performance.now() - started);
  }
  return {
    first_ms: Math.round(ms[0]!),
    median_ms: Math.round([...ms].sort((a, b) => a - b)[Math.floor(times / 2)]!),
    bytes,
  };
};

const main = async () => {
  const dataDir = KEPT_DIR ?? (await mkdtemp(path.join(tmpdir(), 'lending-paging-')));
  await chmod(dataDir, 0o755);
  let server: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', BENCH_LOANS: String(LOANS) };
    console.log(`Seeding ${LOANS} loans...`);
    const seeded = Date.now();
    server = await startChild('bench-server.ts', env);
    const seedSeconds = Math.round((Date.now() - seeded) / 1000);
    // Restart on the seeded data (BENCH_LOANS=0 adds none): what a returning user meets after a deploy.
    await stopChild(server.child);
    server = await startChild('bench-server.ts', { ...env, BENCH_LOANS: '0' });
    const base = server.base;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const lists = await timeLists(base, auth);
    console.table(lists);
    const write = async (name: string, figures: Record<string, unknown>) => {
      await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
      const at = { date: new Date().toISOString(), loans: LOANS, seed_seconds: seedSeconds };
      await writeFile(
        path.join(repoRoot, 'bench-results', name),
        `${JSON.stringify({ ...at, ...figures }, null, 2)}\n`,
      );
    };
    await write('paging-lists.json', { lists });
    if (ONLY_LISTS) return;
    const firstPage = await timed(`${base}/api/loan/page?limit=50`, auth);
    const summary = await timed(`${base}/api/loan/summary`, auth);
    const requestsSummary = await timed(`${base}/api/loan/summary?scope=requests`, auth);
    const body = (await (await fetch(`${base}/api/loan/page?limit=50`, { headers: auth })).json()) as {
      loans: Array<{ id: string; human_id: string }>;
      total: number;
      next_cursor: string;
    };
    const rows: Record<string, unknown>[] = [
      { what: 'first page after restart (50 rows)', ...firstPage, total: body.total },
      { what: 'status + value cards (SQL; first computed, then per data version)', ...summary },
      { what: 'the same, scope=requests (the dashboard)', ...requestsSummary },
    ];
    for (const q of ['c', 'ch', 'chi', 'chic', 'chica', 'Oak', '10%_']) {
      rows.push({
        what: `search keystroke q=${q}`,
        ...(await timed(`${base}/api/loan/page?limit=50&q=${encodeURIComponent(q)}`, auth, 3)),
      });
    }
    // What the screens send (get-loan-page.ts): the loan name only, the requests half of the list,
    // 5 rows on /dashboard and 100 on /requests.
    for (const q of ['c', 'ch', 'chi', 'chica', 'zq', '10%_']) {
      for (const limit of [5, 100]) {
        rows.push({
          what: `screen search q=${q} (requests, name, ${limit} rows)`,
          ...(await timed(
            `${base}/api/loan/page?scope=requests&search_in=name&sort=amount&dir=desc&limit=${limit}&q=${encodeURIComponent(q)}`,
            auth,
            3,
          )),
        });
      }
    }
    rows.push({
      what: 'filter status=Underwriting',
      ...(await timed(`${base}/api/loan/page?limit=50&status=Underwriting`, auth, 3)),
    });
    rows.push({
      what: 'sort by last_update asc',
      ...(await timed(`${base}/api/loan/page?limit=50&sort=last_update&dir=asc`, auth, 3)),
    });
    for (const sort of ['borrowers', 'contacts', 'score', 'status', 'closing']) {
      rows.push({
        what: `sort by ${sort}`,
        ...(await timed(`${base}/api/loan/page?limit=50&sort=${sort}`, auth, 3)),
      });
    }
    rows.push({
      what: 'next page (cursor)',
      ...(await timed(
        `${base}/api/loan/page?limit=50&cursor=${encodeURIComponent(body.next_cursor)}`,
        auth,
        3,
      )),
    });
    const health = await rps(`${base}/api/health`);
    const detail = await rps(`${base}/api/loan/${body.loans[25]!.human_id}`, auth);
    const pageLoad = await rps(`${base}/api/loan/page?limit=50`, auth);
    const load = [
      { route: 'GET /api/health (trivial)', ...health },
      {
        route: 'GET /api/loan/{id}',
        ...detail,
        percent_of_trivial: Math.round((detail.rps / health.rps) * 1000) / 10,
      },
      {
        route: 'GET /api/loan/page (50 rows)',
        ...pageLoad,
        percent_of_trivial: Math.round((pageLoad.rps / health.rps) * 1000) / 10,
      },
    ];
    console.table(rows);
    console.table(load);
    await write('paging.json', { rows, load });
    console.log(`Seeded in ${seedSeconds} s; wrote bench-results/paging.json`);
  } finally {
    await stopChild(server?.child);
    if (!KEPT_DIR) await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
