// The first start of a fresh demo (issue 23 item 1, target: data points within 60 s), one run:
//   node --import tsx apps/server/bench/demo-first-start.ts
// Starts the server (src/main.ts under tsx, embedded PostgreSQL) on an empty DATA_DIR, then
// watches its database: when the seed's transaction commits (the loans), when the server listens,
// when the first files land and when the last loan's files are drawn (after listening), when the
// first demo document has data points, when the first demo loan's uploads are all read, and when
// every seeded document is read (or the time limit, BENCH_LIMIT_S, is up): uploads_read_s when the
// seeded files are (uploads, lender papers, letters of intent), all_read_s when the generated term
// sheets are too. Marks read_<n>s count the documents read by then; the load average at the start
// and end says how busy the machine was, the CPU seconds of each part of the server's tree (the
// API process, the extraction children, PostgreSQL) at 60 s and at the end where they went. Prints, per document name, how many documents were read,
// failed, and which data points came out N/A (with their reason), how many were read from a text
// layer and how many by OCR, and writes bench-results/demo-first-start.json.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const LIMIT_S = Number(process.env.BENCH_LIMIT_S ?? 240);
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'demo-first-start-'));
const port = await new Promise<number>((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});

const loadAtStart = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
const started = performance.now();
const startedAtMs = Date.now();
const seconds = () => Math.round((performance.now() - started) / 100) / 10;
// BENCH_CPU_PROFILE=<dir>: the server process writes a V8 CPU profile there when it stops.
const profile = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : [];
const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const listening = async () =>
  fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );

const connect = async (): Promise<pg.Client> => {
  const pid = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pid.split('\n')[3]}/lending`,
  });
  await client.connect();
  return client;
};

// CPU seconds per process of the server's tree (the API process, the extraction children,
// PostgreSQL, LibreOffice), the highest total seen per pid: where the first start's time goes.
const cpuSeen = new Map<number, { role: string; seconds: number }>();
const sampleCpu = async (): Promise<void> => {
  const parents = new Map<number, number>();
  const stats = new Map<number, string[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'latin1').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(entry), Number(fields[1]));
    stats.set(Number(entry), fields);
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === child.pid) return true;
    return false;
  };
  for (const [pid, fields] of stats) {
    if (!inTree(pid)) continue;
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'latin1').catch(() => '');
    const role =
      pid === child.pid
        ? 'api'
        : cmd.includes('extract-child')
          ? 'extraction_children'
          : cmd.includes('postgres')
            ? 'postgres'
            : /soffice|libreoffice/.test(cmd)
              ? 'libreoffice'
              : 'other';
    // utime + stime, in clock ticks of 1/100 s.
    const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    const seen = cpuSeen.get(pid);
    if (!seen || seconds > seen.seconds) cpuSeen.set(pid, { role, seconds });
  }
};
const cpuByRole = () => {
  const out: Record<string, number> = {};
  for (const { role, seconds } of cpuSeen.values())
    out[role] = Math.round(((out[role] ?? 0) + seconds) * 10) / 10;
  return out;
};
const marks: Record<string, number> = {};
let cpuAt60: Record<string, number> | null = null;
let client: pg.Client | null = null;
let statuses: Record<string, number> = {};
try {
  for (;;) {
    if (seconds() > LIMIT_S && client) {
      marks.gave_up_s = seconds();
      break;
    }
    if (seconds() > LIMIT_S * 2) throw new Error(`the server did not start in ${LIMIT_S * 2} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sampleCpu().catch(() => undefined);
    if (!cpuAt60 && seconds() >= 60) cpuAt60 = cpuByRole();
    if (!marks.listening_s && (await listening())) marks.listening_s = seconds();
    if (!client && existsSync(path.join(dataDir, 'pg', 'postmaster.pid')))
      client = await connect().catch(() => null);
    if (!client) continue;
    // The seed commits the loans (demo_seeded); their files are drawn loan by loan after listening
    // (demo_files_to_draw until the last), the first loans' scans after their files (demo_documents_seeded).
    const { rows: state } = await client
      .query<{ seeded: boolean; drawing: boolean; scans: boolean; documents: number }>(
        `select exists (select 1 from app_state where key = 'demo_seeded') as seeded,
          exists (select 1 from app_state where key = 'demo_files_to_draw') as drawing,
          exists (select 1 from app_state where key = 'demo_documents_seeded') as scans,
          (select count(*)::int from documents) as documents`,
      )
      .catch(() => ({ rows: [{ seeded: false, drawing: true, scans: false, documents: 0 }] }));
    const { seeded, drawing, scans, documents } = state[0]!;
    if (!marks.seed_committed_s && seeded) marks.seed_committed_s = seconds();
    if (!marks.seed_committed_s) continue;
    if (!marks.first_files_s && documents > 0) marks.first_files_s = seconds();
    if (!marks.files_drawn_s && !drawing && documents > 0) marks.files_drawn_s = seconds();
    const { rows: first } = await client.query<{ open: number; n: number }>(
      `select count(*) filter (where d.extraction_status in ('pending', 'processing'))::int as open,
        count(*)::int as n
        from documents d join loans l on l.id = d.loan_id
        where l.human_id = (select min(human_id) from loans) and d.kind = 'upload'`,
    );
    if (!marks.first_loan_read_s && scans && first[0]!.n > 0 && first[0]!.open === 0)
      marks.first_loan_read_s = seconds();
    // The seeded files (borrowers' uploads, lender papers, letters of intent) apart from the papers
    // the app generates after the draw (term sheets: LibreOffice, then read like any document).
    const { rows: seededOpen } = await client.query<{ open: number }>(
      `select count(*)::int as open from documents
        where kind in ('upload', 'custom') and extraction_status in ('pending', 'processing')`,
    );
    if (!marks.uploads_read_s && marks.files_drawn_s && scans && seededOpen[0]!.open === 0)
      marks.uploads_read_s = seconds();
    const { rows } = await client.query<{ status: string; n: number }>(
      `select extraction_status as status, count(*)::int as n from documents where kind <> 'export' group by 1`,
    );
    statuses = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    const { rows: points } = await client.query<{ n: number }>('select count(*)::int as n from data_points');
    if (!marks.first_data_points_s && points[0]!.n > 0) marks.first_data_points_s = seconds();
    const open = (statuses.pending ?? 0) + (statuses.processing ?? 0);
    if (!marks[`read_${Math.floor(seconds() / 30) * 30}s`])
      marks[`read_${Math.floor(seconds() / 30) * 30}s`] = (statuses.processed ?? 0) + (statuses.error ?? 0);
    if (marks.files_drawn_s && open === 0) {
      marks.all_read_s = seconds();
      break;
    }
  }
  const { rows: perName } = await client!.query<{
    document_name: string;
    documents: number;
    errors: number;
    points: number;
    na: number;
  }>(`select d.document_name, count(distinct d.id)::int as documents,
        count(distinct d.id) filter (where d.extraction_status = 'error')::int as errors,
        count(p.id)::int as points,
        count(p.id) filter (where p.value = '"N/A"'::jsonb)::int as na
      from documents d left join data_points p on p.document_id = d.id
      where d.kind <> 'export' group by 1 order by 1`);
  const { rows: naKeys } = await client!.query<{
    document_name: string;
    key_name: string;
    reason: string;
    n: number;
  }>(
    `select d.document_name, p.key_name, coalesce(p.reason, '') as reason, count(*)::int as n
      from data_points p join documents d on d.id = p.document_id
      where p.value = '"N/A"'::jsonb group by 1, 2, 3 order by 1, 2`,
  );
  const { rows: errors } = await client!.query<{ document_name: string; error: string; n: number }>(
    `select document_name, coalesce(extraction_error, '') as error, count(*)::int as n from documents
      where extraction_status = 'error' group by 1, 2 order by 1`,
  );
  // How many documents were read from a text layer and how many by OCR (scans and photos), and
  // how many had landed (per kind of file) when the bench stopped.
  // and when (seconds after the start) the first and the last of each were read.
  const { rows: methods } = await client!.query<{
    method: string;
    type: string;
    n: number;
    first_read_s: number | null;
    last_read_s: number | null;
  }>(
    `select coalesce(extraction_method, extraction_status) as method, content_type as type,
        count(*)::int as n,
        round((extract(epoch from min(extracted_at)) - $1::float8 / 1000)::numeric, 1)::float8 as first_read_s,
        round((extract(epoch from max(extracted_at)) - $1::float8 / 1000)::numeric, 1)::float8 as last_read_s
      from documents where kind <> 'export' group by 1, 2 order by 1, 2`,
    [startedAtMs],
  );
  await sampleCpu();
  const load = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
  const result = {
    ...marks,
    target_s: 60,
    load_average_at_start: loadAtStart,
    load_average_at_end: load,
    cpu_seconds_at_60s: cpuAt60,
    cpu_seconds_at_end: cpuByRole(),
    statuses,
    methods,
    per_document: perName,
    na: naKeys,
    errors,
  };
  console.log(JSON.stringify(result, null, 2));
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(path.join(root, 'bench-results', 'demo-first-start.json'), JSON.stringify(result, null, 2));
} finally {
  await client?.end().catch(() => undefined);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
