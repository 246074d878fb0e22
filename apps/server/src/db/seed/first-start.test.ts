// The first start's reading order (issue 23: data points on the demo loans within 60 s). The seed
// commits the loans, the server listens, then the files are drawn loan by loan; the extraction
// sweep queues only a few documents ahead of its readers, newest first, so the first loan's bank
// statements, rent roll, appraisal and operating agreement are queued before anything else, a
// loan's scans after its text PDFs, and the backlog waits as 'pending' (shown as queued), not as
// hundreds of documents 'processing'. EXTRACTION_WORKERS=0: nothing is read here; the test plays
// the reader by marking what the sweep queued as read, pass after pass.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedModules } from '../../seed-wiring';
import { seedDemoDocumentsOnce } from '../../modules/documents-intelligence/index';
import { seedDemoOnce } from './seed-demo';
import { drawDemoFilesOnce } from './draw-demo-files';

type Doc = { id: string; rank: number; document_name: string; file_name: string; kind: string };

let ctx: TestContext;
let drawn: number;
const NOW = 1_790_000_000;
const KEY_KINDS = ['Bank Statements', 'Rent Roll', 'Appraisal', 'Operating Agreement'];

const queued = async () =>
  (
    await ctx.db.execute<Doc>(sql`
      select d.id, r.rank, d.document_name, d.file_name, d.kind
      from documents d join (select id, (row_number() over (order by human_id))::int as rank from loans) r
        on r.id = d.loan_id
      where d.extraction_status = 'processing' and d.extraction_claim is null
      order by d.created_at desc`)
  ).rows;

const loansWithFiles = async () =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`select count(distinct loan_id)::int as n from documents where kind in ('upload', 'custom')`,
    )
  ).rows[0]!.n;
const readyBody = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/ready' })).json<{
    status: string;
    demo?: { state: string };
  }>();

beforeAll(async () => {
  ctx = await createTestContext({ env: { EXTRACTION_WORKERS: '0' } });
  await seedDemoOnce(ctx.db, {
    modules: seedModules,
    loans: 8,
    now: NOW,
    storage: ctx.deps.storage,
    filesLater: true,
  });
}, 180_000);
afterAll(async () => ctx?.close());

describe('the first start', () => {
  it('says the demo is still being drawn, stops between loans on a stop, and goes on at the next start', async () => {
    expect(await readyBody()).toMatchObject({ status: 'ready', demo: { state: 'drawing', loans_drawn: 0 } });
    // The server stops once the first loans have their files (main.ts aborts the draw on SIGTERM).
    const stop = new AbortController();
    const first = await drawDemoFilesOnce(ctx.db, {
      modules: seedModules,
      storage: ctx.deps.storage,
      signal: stop.signal,
      afterFirstLoans: async () => {
        stop.abort();
        await seedDemoDocumentsOnce(ctx.db, ctx.deps.storage);
      },
    });
    expect(first).toBeGreaterThan(0);
    const partly = await loansWithFiles();
    expect(partly).toBeGreaterThan(0);
    expect(partly).toBeLessThan(8);
    expect(await readyBody()).toMatchObject({ demo: { state: 'drawing', loans_drawn: partly, loans: 8 } });
    // The next start draws the rest, not the same loans again, then says the demo is drawn.
    const rest = await drawDemoFilesOnce(ctx.db, {
      modules: seedModules,
      storage: ctx.deps.storage,
      afterFirstLoans: () => seedDemoDocumentsOnce(ctx.db, ctx.deps.storage),
    });
    drawn = first + rest;
    expect(rest).toBeGreaterThan(0);
    const { rows: twice } = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (select process_id from documents where process_id is not null
        and kind = 'upload' and file_name not like '%scan%' group by process_id, file_name having count(*) > 1) x`);
    expect(twice[0]!.n).toBe(0);
    const after = await readyBody();
    expect(after.status).toBe('ready');
    expect(after.demo?.state).not.toBe('drawing');
  }, 120_000);

  it('draws every loan’s files after the seed, once', async () => {
    expect(drawn).toBeGreaterThan(20);
    // Every document request past New has its files; a second start draws nothing.
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from activities a join processes p on p.activity_id = a.id
      where a.activity_type = 'document-request' and p.state not in ('new', 'rejected', 'failed')
        and a.document_name in ('Bank Statements', 'Rent Roll', 'Appraisal', 'Operating Agreement')
        and not exists (select 1 from documents d where d.process_id = p.id)`);
    expect(rows[0]!.n).toBe(0);
    // A failed upload round kept no file, so nothing of it is read as if it had been accepted.
    const { rows: failed } = await ctx.db.execute<{ n: number; files: number }>(sql`
      select count(*)::int as n, count(d.id)::int as files from activities a
      join processes p on p.activity_id = a.id left join documents d on d.process_id = p.id
      where a.activity_type = 'document-request' and p.state = 'failed'`);
    expect(failed[0]!.n).toBeGreaterThan(0);
    expect(failed[0]!.files).toBe(0);
    expect(await drawDemoFilesOnce(ctx.db, { modules: seedModules, storage: ctx.deps.storage })).toBe(0);
  });

  it('queues the first loan’s documents before the rest, a few at a time, text before scans', async () => {
    const order: Doc[] = [];
    for (let pass = 0; pass < 4; pass++) {
      let batch: Doc[] = [];
      await expect
        .poll(async () => (batch = await queued()).length, { timeout: 10_000, interval: 100 })
        .toBeGreaterThan(0);
      // The sweep keeps at most four documents waiting for one reader (EXTRACTION_WORKERS 0 or 1).
      expect(batch.length).toBeLessThanOrEqual(4);
      const { rows } = await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from documents where extraction_status = 'pending'`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      order.push(...batch);
      await ctx.db.execute(sql`
        update documents set extraction_status = 'processed'
        where id = any(${sql.param(batch.map((d) => d.id))}::uuid[])`);
    }
    // The first loan that has files is queued first, whole, before any later loan.
    const { rows: firstLoan } = await ctx.db.execute<{ rank: number }>(sql`
      select min(r.rank)::int as rank from documents d
      join (select id, (row_number() over (order by human_id))::int as rank from loans) r on r.id = d.loan_id`);
    expect(order[0]!.rank).toBe(firstLoan[0]!.rank);
    expect(order.map((d) => d.rank)).toEqual([...order.map((d) => d.rank)].sort((a, b) => a - b));
    // In a loan: its key papers first, then its other text PDFs, its scans (OCR) last.
    const tier = (d: Doc) => (/scan/.test(d.file_name) ? 2 : KEY_KINDS.includes(d.document_name) ? 0 : 1);
    for (let i = 1; i < order.length; i++)
      if (order[i]!.rank === order[i - 1]!.rank)
        expect(tier(order[i]!)).toBeGreaterThanOrEqual(tier(order[i - 1]!));
    expect(KEY_KINDS).toContain(order[0]!.document_name);
    expect(order.every((d) => d.kind === 'upload')).toBe(true);
  }, 60_000);
});
