// GET /loan/map before and after the stored, indexed map point (issue 10, migration 0015).
// Seeds BENCH_LOANS (default 10,000) loans into an embedded PostgreSQL (or reuses
// BENCH_DATA_DIR, seeded before, and keeps it), starts the app, and times for the same views:
//   after:  the route itself (GET /api/loan/map, the point kept on the loan, GiST index on it),
//           computed (the data version moved before each call) and from the per-version cache;
//   before: the query the route ran until migration 0015, verbatim (every matching loan placed
//           through a lateral join on its first property, then cut to the box), run on the
//           same database, so both see the same data and the same machine minute.
//   BENCH_LOANS=100000 node --import tsx apps/server/bench/map-bench.ts
//   BENCH_DATA_DIR=/tmp/lending-100k BENCH_LOANS=0 node --import tsx apps/server/bench/map-bench.ts
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startChild, stopChild } from './overhead';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const LOANS = Number(process.env.BENCH_LOANS ?? 10_000);
const KEPT_DIR = process.env.BENCH_DATA_DIR;
const TIMES = Number(process.env.BENCH_TIMES ?? 5);

/** The views a user meets: no box (fit all), the whole US, a metro area, a few streets. */
const VIEWS = [
  { what: 'no box (bounds of all, fit)', box: undefined, zoom: 4 },
  { what: 'whole US, zoom 4 (clusters)', box: { south: 24, west: -125, north: 50, east: -66 }, zoom: 4 },
  { what: 'Texas, zoom 7 (clusters)', box: { south: 29, west: -100, north: 33.5, east: -94 }, zoom: 7 },
  { what: 'one city, zoom 11', box: { south: 30.1, west: -97.95, north: 30.45, east: -97.55 }, zoom: 11 },
  {
    what: 'a few streets, zoom 15',
    box: { south: 30.26, west: -97.76, north: 30.28, east: -97.73 },
    zoom: 15,
  },
];

// The route's SQL before migration 0015 (loan-map.ts at commit 70118bd), scope=requests.
const OLD_LOCATED = `located as (
  select loans.id, loans.human_id, loans.name, loans.amount, loans.status as state, loans.score,
    case when fp.lat is null or (fp.lat = 0 and fp.lng = 0) then 38.9072 else fp.lat end as lat,
    case when fp.lat is null or (fp.lat = 0 and fp.lng = 0) then -77.0369 else fp.lng end as lng,
    fp.property_type, fp.address
  from loans left join lateral (
    select p.lat, p.lng, p.property_type,
      concat_ws(', ', p.address_address, p.address_city, p.address_state) as address
    from properties p where p.loan_id = loans.id order by p.position, p.created_at limit 1) fp on true
  where loans.archived = false and loans.status not in ('Funded', 'Paid-Off'))`;

const oldMap = async (client: pg.Client, view: (typeof VIEWS)[number]) => {
  const box = view.box;
  const inBox = box
    ? `lat between ${box.south} and ${box.north} and lng between ${box.west} and ${box.east}`
    : 'true';
  const counted = await client.query<{ total: number }>(
    `with ${OLD_LOCATED} select count(*)::int as total, min(lat), min(lng), max(lat), max(lng) from located where ${inBox}`,
  );
  const total = counted.rows[0]!.total;
  if (total === 0) return total;
  if (total <= 400) {
    await client.query(`with ${OLD_LOCATED}
      select located.*, coalesce((select string_agg(trim(concat_ws(' ', b.first_name, b.last_name)), ', '
          order by lb.position, lb.created_at)
        from loan_borrowers lb join borrowers b on b.id = lb.borrower_id where lb.loan_id = located.id), '')
        as borrowers
      from located where ${inBox} order by coalesce(located.amount, 0) desc, located.id desc`);
    return total;
  }
  const cell = (360 / 2 ** view.zoom) * (80 / 256);
  await client.query(`with ${OLD_LOCATED}
    select avg(lat)::float8 as lat, avg(lng)::float8 as lng, count(*)::int as count
    from located where ${inBox} group by floor(lat / ${cell}), floor(lng / ${cell})`);
  return total;
};

const median = (ms: number[]) =>
  Math.round([...ms].sort((x, y) => x - y)[Math.floor(ms.length / 2)]! * 10) / 10;

const main = async () => {
  const dataDir = KEPT_DIR ?? (await mkdtemp(path.join(tmpdir(), 'lending-map-')));
  await chmod(dataDir, 0o755);
  let server: Awaited<ReturnType<typeof startChild>> | undefined;
  let client: pg.Client | undefined;
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', BENCH_LOANS: String(LOANS) };
    const seeded = Date.now();
    server = await startChild('bench-server.ts', env);
    const seedSeconds = Math.round((Date.now() - seeded) / 1000);
    const base = server.base;
    const port = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]!.trim();
    const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
    client = new pg.Client({
      host: '127.0.0.1',
      port: Number(port),
      user: 'postgres',
      password,
      database: 'lending',
    });
    await client.connect();
    const loans = (await client.query<{ n: number }>('select count(*)::int as n from loans')).rows[0]!.n;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const rows: Record<string, unknown>[] = [];
    for (const view of VIEWS) {
      const query = new URLSearchParams({ scope: 'requests', zoom: String(view.zoom) });
      if (view.box) for (const [key, value] of Object.entries(view.box)) query.set(key, String(value));
      let body: { total: number; points: unknown[]; clusters: unknown[] } | undefined;
      const timeMap = async () => {
        const started = performance.now();
        const response = await fetch(`${base}/api/loan/map?${query}`, { headers: auth });
        body = (await response.json()) as typeof body;
        if (!response.ok) throw new Error(`map ${response.status}`);
        return performance.now() - started;
      };
      // Computed: the loans' data version moves before each call (as any write does), so the
      // answer kept for the view is not used; cached: the same view again, nothing written.
      const computed: number[] = [];
      for (let i = 0; i < TIMES; i += 1) {
        await client.query(
          `update app_state set value = to_jsonb(value::text::bigint + 1) where key = 'loans_data_version'`,
        );
        computed.push(await timeMap());
      }
      const after: number[] = [];
      for (let i = 0; i < TIMES; i += 1) after.push(await timeMap());
      const before: number[] = [];
      let oldTotal = 0;
      for (let i = 0; i < TIMES; i += 1) {
        const started = performance.now();
        oldTotal = await oldMap(client, view);
        before.push(performance.now() - started);
      }
      rows.push({
        view: view.what,
        in_view: body!.total,
        same_total_before: oldTotal === body!.total,
        answer: body!.points.length ? `${body!.points.length} points` : `${body!.clusters.length} clusters`,
        before_sql_median_ms: median(before),
        after_http_computed_median_ms: median(computed),
        after_http_cached_median_ms: median(after),
      });
    }
    console.table(rows);
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    const file = path.join(repoRoot, 'bench-results', `map-${loans}.json`);
    await writeFile(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), loans, seed_seconds: seedSeconds, rows }, null, 2)}\n`,
    );
    console.log(`${loans} loans; wrote ${path.relative(repoRoot, file)}`);
  } finally {
    await client?.end().catch(() => undefined);
    await stopChild(server?.child);
    if (!KEPT_DIR) await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
