// The soak (issue 24 item 2): hours-of-use behaviour in minutes. `npm run bench -- --profile soak`
// (30 minutes, 10,000 loans) or directly:
//   node --import tsx apps/server/bench/soak.ts [--minutes 3] [--loans 500] [--rate 40] [--out f.json]
// Starts the real app (bench-server.ts: embedded PostgreSQL, N seeded loans), finds the
// throughput of the mixed traffic with a short closed-loop probe, then drives it open-loop at
// 70% of that (or --rate requests/s) for the run: the paged list, loan pages, a loan's
// activities, loan updates, notification counts, assistant questions, with notification streams
// held open the whole time. Every minute: requests, p50/p99, errors; every 5 s the server's
// resident memory. Errors are 5xx answers and failed requests; a 4xx other than 409 (a version
// conflict) is counted apart, as a mistake of this script. Memory: resident memory every 5 s (a
// sawtooth: V8 collects lazily) and, every 15 s, the heap the server retains after a full
// collection; it is "flat" when the retained heap of the last third of the run is within 10% of
// the first third after the warm-up.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import PDFDocument from 'pdfkit';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

type Op = { name: string; weight: number; run: () => Promise<Response> };
type Minute = { minute: number; requests: number; p50_ms: number; p99_ms: number; errors: number };

export type SoakResult = {
  minutes: number;
  loans: number;
  probe_requests_per_s: number;
  rate_requests_per_s: number;
  requests: number;
  errors: number;
  unexpected_4xx: number;
  conflicts_409: number;
  dropped: number;
  streams_open_at_end: number;
  per_minute: Minute[];
  rss_mb_after_warmup: number;
  rss_mb_at_end: number;
  rss_growth_percent: number;
  /** Heap retained after a full collection (sampled every 15 s): first vs last third after warm-up. */
  retained_mb_after_warmup: number;
  retained_mb_at_end: number;
  retained_growth_percent: number;
  /** Retained memory within 10% (resident memory is reported beside it). */
  memory_flat: boolean;
  /** Every 5 s: seconds into the run, resident MB. */
  rss_samples: Array<[number, number]>;
  p99_first_minute_after_warmup_ms: number;
  p99_last_minute_ms: number;
  /** Reports ordered (each answered by the sandbox vendor's signed callback). */
  reports_ordered: number;
  /** The soak's uploads by extraction status, 30 s after the traffic stopped. */
  uploads_by_extraction_status: Record<string, number>;
  /** House-canary reports touched during the soak, by state, 30 s after the traffic stopped. */
  reports_by_state: Record<string, number>;
};

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};
const median = (values: number[]) => percentile(values, 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rssMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 102.4) / 10;
};

export const runSoak = async (options: {
  minutes: number;
  loans: number;
  rate?: number;
}): Promise<SoakResult> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lending-soak-'));
  await chmod(dataDir, 0o755);
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(here, 'bench-server.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BENCH_LOANS: String(options.loans) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const streams: AbortController[] = [];
  try {
    const retained: Array<{ at: number; mb: number }> = [];
    let soakStarted = 0;
    let databaseUrl = '';
    const base = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the server exited early (${code})`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('READY ')) {
          const ready = JSON.parse(line.slice(6)) as { address: string; databaseUrl: string };
          databaseUrl = ready.databaseUrl;
          resolve(ready.address);
        }
        if (line.startsWith('STATS ') && soakStarted > 0) {
          const stats = JSON.parse(line.slice(6)) as { heap_after_gc_mb?: number };
          if (stats.heap_after_gc_mb !== undefined)
            retained.push({ at: Date.now() - soakStarted, mb: stats.heap_after_gc_mb });
        }
      });
    });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const page = (await (await fetch(`${base}/api/loan/page?limit=200`, { headers: auth })).json()) as {
      loans: Array<{ id: string; human_id: string; name: string }>;
    };
    const loans = page.loans;
    // One assistant thread on each of a few loans.
    const threads: Array<{ thread: string; loan: string }> = [];
    for (const loan of loans.slice(0, 5)) {
      const created = await fetch(`${base}/api/thread/create/${loan.id}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Soak' }),
      });
      threads.push({ thread: ((await created.json()) as { id: string }).id, loan: loan.id });
    }
    // A bank statement as a borrower would upload it: a real text PDF the extractor reads.
    const statement = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'LETTER' });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.fontSize(16).text('First Harbor Bank', { align: 'left' });
      doc.fontSize(10).text('Statement period: March 1, 2026 - March 31, 2026');
      doc.text('Account Number: 4401-2231-09');
      doc.moveDown().text('Beginning Balance $182,410.55');
      doc.text('Total Deposits $24,900.00');
      doc.text('Total Withdrawals $11,305.12');
      doc.text('Ending Balance $196,005.43');
      doc.end();
    });
    // Loans with a property report to order (reports exist from Processing on: the list's first
    // page, newest first, may hold none, so they are looked for across the amount order).
    const byAmount = (await (
      await fetch(`${base}/api/loan/page?limit=200&sort=amount`, { headers: auth })
    ).json()) as {
      loans: Array<{ id: string; human_id: string; name: string }>;
    };
    const reportLoans: Array<{ id: string; human_id: string; name: string }> = [];
    for (const loan of byAmount.loans) {
      if (reportLoans.length >= 20) break;
      const list = (await (
        await fetch(`${base}/api/activity/loan/${loan.id}/report/all`, { headers: auth })
      ).json()) as Array<{ source: string }>;
      if (list.some((r) => r.source === 'house-canary')) reportLoans.push(loan);
    }
    console.log(`loans with a property report to order: ${reportLoans.length}`);
    let n = 0;
    const pick = <T>(list: T[]): T => list[n++ % list.length]!;
    const questions = ['What is the loan amount?', "What is the borrower's net worth?", 'What is the LTV?'];
    const json = { ...auth, 'content-type': 'application/json' };
    const skip = new Set((process.env.SOAK_SKIP ?? '').split(',').filter(Boolean));
    const ops: Op[] = [
      {
        name: 'list',
        weight: 25,
        run: () => fetch(`${base}/api/loan/page?limit=50&sort=amount`, { headers: auth }),
      },
      {
        name: 'loan',
        weight: 25,
        run: () => fetch(`${base}/api/loan/${pick(loans).human_id}`, { headers: auth }),
      },
      {
        name: 'activities',
        weight: 20,
        run: () => fetch(`${base}/api/activity/loan/${pick(loans).id}/all`, { headers: auth }),
      },
      {
        name: 'update',
        weight: 10,
        // Read the loan's version, then write with it (a concurrent write answers 409).
        run: async () => {
          const loan = pick(loans);
          const current = (await (await fetch(`${base}/api/loan/${loan.id}`, { headers: auth })).json()) as {
            name: string;
            version: number;
          };
          const name = current.name.endsWith(' (soak)')
            ? current.name.slice(0, -7)
            : `${current.name} (soak)`;
          return fetch(`${base}/api/loan/${loan.id}/update`, {
            method: 'PUT',
            headers: json,
            body: JSON.stringify({ name, version: current.version }),
          });
        },
      },
      { name: 'counts', weight: 10, run: () => fetch(`${base}/api/notifications/counts`, { headers: auth }) },
      {
        name: 'assistant',
        weight: 10,
        run: () => {
          const { thread, loan } = pick(threads);
          return fetch(`${base}/api/thread/${thread}/query/${loan}`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ messages: [{ role: 'user', content: pick(questions) }] }),
          });
        },
      },
      {
        name: 'upload',
        weight: 2,
        // A borrower-side upload as the screens do it: a signed link, the PUT, the process run; the
        // document is then read by the extraction worker (in the background, beside this traffic).
        run: async () => {
          const loan = pick(loans);
          const requests = (await (
            await fetch(`${base}/api/activity/loan/${loan.id}/document-request/all`, { headers: auth })
          ).json()) as Array<{ activity_id: string; state: string }>;
          // A request the borrower may still answer (an accepted one is closed).
          const open = requests.filter((r) => r.state !== 'accepted');
          const activity = open[n % Math.max(1, open.length)];
          if (!activity) return fetch(`${base}/api/health`);
          const grant = await fetch(
            `${base}/api/activity/${activity.activity_id}/generate-document-with-presigned-url`,
            {
              method: 'POST',
              headers: json,
              body: JSON.stringify({ content_type: 'application/pdf', name: 'bank-statement-march.pdf' }),
            },
          );
          if (!grant.ok) return grant;
          const { presigned_url, process_id } = (await grant.json()) as {
            presigned_url: string;
            process_id: string;
          };
          const put = await fetch(new URL(presigned_url, base), {
            method: 'PUT',
            headers: { 'content-type': 'application/pdf' },
            body: statement,
          });
          if (!put.ok) return put;
          return fetch(`${base}/api/activity/${activity.activity_id}/process/${process_id}/run`, {
            method: 'POST',
            headers: auth,
          });
        },
      },
      {
        name: 'report',
        weight: 2,
        // Orders a property report; the sandbox vendor answers with a signed callback to
        // /api/webhooks/reports/:vendor (the path a live vendor's webhook takes).
        run: async () => {
          const loan = pick(reportLoans.length > 0 ? reportLoans : loans);
          const list = (await (
            await fetch(`${base}/api/activity/loan/${loan.id}/report/all`, { headers: auth })
          ).json()) as Array<{ activityId: string; source: string; state: string }>;
          const report = list.find((r) => r.source === 'house-canary' && r.state !== 'processing');
          if (!report) return fetch(`${base}/api/health`);
          const ordered = await fetch(`${base}/api/activity/reports/${report.activityId}/set/requested`, {
            method: 'POST',
            headers: json,
            body: '{}',
          });
          reportsOrdered += ordered.ok ? 1 : 0;
          return ordered;
        },
      },
    ];
    const wheel = ops
      .filter((op) => !skip.has(op.name))
      .flatMap((op) => Array.from({ length: op.weight }, () => op));
    let reportsOrdered = 0;
    let errors = 0;
    let unexpected4xx = 0;
    let conflicts = 0;
    const oneRequest = async (latencies: number[]) => {
      const op = wheel[Math.floor(Math.random() * wheel.length)]!;
      const started = performance.now();
      try {
        const response = await op.run();
        const body = await response.text();
        latencies.push(performance.now() - started);
        if (response.status >= 500) errors += 1;
        else if (response.status === 409) conflicts += 1;
        else if (response.status >= 400) {
          unexpected4xx += 1;
          if (unexpected4xx <= 3) console.warn(`${op.name}: ${response.status} ${body.slice(0, 200)}`);
        }
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.warn(`${op.name}: ${(error as Error).message}`);
      }
    };

    // Notification streams held open for the whole run (a browser tab each).
    let streamsOpen = 0;
    for (let i = 0; i < 5; i++) {
      const controller = new AbortController();
      streams.push(controller);
      void fetch(`${base}/api/notifications/stream`, { headers: auth, signal: controller.signal }).then(
        async (response) => {
          streamsOpen += 1;
          try {
            for await (const chunk of response.body!) void chunk;
          } catch {
            // aborted at the end
          }
          streamsOpen -= 1;
        },
        () => {
          errors += 1;
        },
      );
    }

    // Probe: closed loop, 8 at a time, 15 s.
    const probeLatencies: number[] = [];
    const probeEnd = Date.now() + 15_000;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (Date.now() < probeEnd) await oneRequest(probeLatencies);
      }),
    );
    const probeRate = probeLatencies.length / 15;
    const rate = options.rate ?? Math.max(1, probeRate * 0.7);
    errors = 0;
    unexpected4xx = 0;
    conflicts = 0;
    console.log(`probe: ${probeRate.toFixed(1)} requests/s; soak at ${rate.toFixed(1)} requests/s`);

    // Soak: open loop at `rate`, at most 64 in flight (beyond that a request is dropped, counted).
    const perMinute: Minute[] = [];
    const rss: Array<{ at: number; mb: number }> = [];
    const startedAt = Date.now();
    const endAt = startedAt + options.minutes * 60_000;
    let inFlight = 0;
    let dropped = 0;
    let total = 0;
    soakStarted = startedAt;
    let tick = 0;
    const sampler = setInterval(() => {
      void rssMb(child.pid!).then((mb) => rss.push({ at: Date.now() - startedAt, mb }));
      if (++tick % 3 === 0) child.kill('SIGUSR2'); // every 15 s: retained memory after a full GC
    }, 5_000);
    for (let minute = 0; Date.now() < endAt; minute++) {
      const latencies: number[] = [];
      const errorsBefore = errors;
      const minuteEnd = Math.min(endAt, startedAt + (minute + 1) * 60_000);
      const pending: Promise<void>[] = [];
      let sent = 0;
      const minuteStart = Date.now();
      while (Date.now() < minuteEnd) {
        const due = Math.floor(((Date.now() - minuteStart) / 1000) * rate);
        while (sent < due) {
          sent += 1;
          if (inFlight >= 64) {
            dropped += 1;
            continue;
          }
          inFlight += 1;
          pending.push(oneRequest(latencies).finally(() => (inFlight -= 1)));
        }
        await sleep(5);
      }
      await Promise.all(pending);
      total += latencies.length;
      perMinute.push({
        minute: minute + 1,
        requests: latencies.length,
        p50_ms: median(latencies),
        p99_ms: percentile(latencies, 99),
        errors: errors - errorsBefore,
      });
      console.log(JSON.stringify(perMinute.at(-1)));
    }
    clearInterval(sampler);
    // What the background work made of the soak's uploads and orders (after 30 s to finish).
    await sleep(30_000);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const since = new Date(startedAt).toISOString();
    const tally = async (sql: string) =>
      Object.fromEntries(
        (await pool.query<{ state: string; n: string }>(sql, [since])).rows.map((r) => [
          r.state,
          Number(r.n),
        ]),
      );
    const extraction = await tally(
      `select extraction_status as state, count(*) as n from documents where kind = 'upload' and created_at >= $1 group by 1`,
    );
    const reportStates = await tally(
      `select state, count(*) as n from reports where source = 'house-canary' and updated_at >= $1 group by 1`,
    );
    await pool.end();
    console.log(
      `uploads by extraction status: ${JSON.stringify(extraction)}; reports: ${JSON.stringify(reportStates)}`,
    );
    const runMs = options.minutes * 60_000;
    const warmup = Math.min(60_000, runMs / 3);
    const fifth = (runMs - warmup) / 5;
    const early = rss.filter((s) => s.at >= warmup && s.at < warmup + fifth).map((s) => s.mb);
    const late = rss.filter((s) => s.at >= runMs - fifth).map((s) => s.mb);
    const growth = Math.round(((median(late) - median(early)) / median(early)) * 1000) / 10;
    // Retained memory: the first and the last third after the warm-up.
    const third = (runMs - warmup) / 3;
    const keptEarly = retained.filter((s) => s.at >= warmup && s.at < warmup + third).map((s) => s.mb);
    const keptLate = retained.filter((s) => s.at >= runMs - third).map((s) => s.mb);
    const retainedGrowth =
      Math.round(((median(keptLate) - median(keptEarly)) / median(keptEarly)) * 1000) / 10;
    const afterWarmup = perMinute.find((m) => m.minute * 60_000 > warmup) ?? perMinute[0]!;
    return {
      minutes: options.minutes,
      loans: options.loans,
      probe_requests_per_s: Math.round(probeRate * 10) / 10,
      rate_requests_per_s: Math.round(rate * 10) / 10,
      requests: total,
      errors,
      unexpected_4xx: unexpected4xx,
      conflicts_409: conflicts,
      dropped,
      streams_open_at_end: streamsOpen,
      per_minute: perMinute,
      rss_mb_after_warmup: median(early),
      rss_mb_at_end: median(late),
      rss_growth_percent: growth,
      memory_flat: retainedGrowth <= 10,
      retained_mb_after_warmup: median(keptEarly),
      retained_mb_at_end: median(keptLate),
      retained_growth_percent: retainedGrowth,
      rss_samples: rss.map((sample) => [Math.round(sample.at / 1000), sample.mb]),
      p99_first_minute_after_warmup_ms: afterWarmup.p99_ms,
      p99_last_minute_ms: perMinute.at(-1)!.p99_ms,
      reports_ordered: reportsOrdered,
      uploads_by_extraction_status: extraction,
      reports_by_state: reportStates,
    };
  } finally {
    for (const controller of streams) controller.abort();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(60_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '30' },
      loans: { type: 'string', default: '10000' },
      rate: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const result = await runSoak({
    minutes: Number(values.minutes),
    loans: Number(values.loans),
    rate: values.rate ? Number(values.rate) : undefined,
  });
  console.table([{ ...result, per_minute: undefined }]);
  const out = values.out ?? path.join(repoRoot, 'bench-results', 'soak.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Wrote ${out}`);
}
