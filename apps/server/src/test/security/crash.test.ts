// Suite 6, crash durability (issue 13 "What must exist" 6). The real server process runs with
// its own DATA_DIR; writers drive it over HTTP (loan edits, uploads, staff accepting the
// uploaded document, public pre-qualification submissions); at a random moment the server is
// SIGKILLed and then its PostgreSQL postmaster too. The server is started again on the same
// DATA_DIR and every write that was acknowledged (2xx) must be there, with no half-written
// state: no stored file without its row, no completed row without its file (or with other
// bytes), no leftover partial file, no activity state without its audit event.
// CRASH_ROUNDS sets the rounds (5 in `npm test`).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { activities, auditEvents, documents, leads, loans } from '../../db/schema/index';
import { createInitialActivities, insertActivities } from '../../modules/loan-status/lifecycle';
import { prequalPayload } from '../../modules/leads/lead-fixture';
import { DEMO_PASSWORD, insertBorrower, insertDemoUsers, insertLoan } from '../fixtures';
import {
  embeddedDatabaseUrl,
  isAlive,
  postmasterPid,
  startServerProcess,
  stopPostmaster,
  type ServerProcess,
} from '../server-process';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const LOANS = 3;
const DOCUMENT_WRITERS = 3;

const pdf = (n: string) =>
  Buffer.from(`%PDF-1.4\n% crash test ${n}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every acknowledged write, checked after each crash. */
type Acks = {
  loanValue: Map<string, number>;
  uploads: Map<string, string>; // storage key -> sha256 of the bytes
  completedDocs: Set<string>; // process ids whose run answered 200
  accepted: Set<string>; // activity ids
  leads: Set<string>;
  count: number;
};

const filesUnder = async (dir: string): Promise<string[]> => {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
};

describe('crash durability: SIGKILL of the server and of PostgreSQL loses no acknowledged write', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
    if (dataDir) {
      await stopPostmaster(dataDir);
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it(`${ROUNDS} rounds: acknowledged writes all present, no orphans`, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lending-crash-suite-'));
    await chmod(dataDir, 0o755);
    // Each request says where it comes from, so the per-address limits do not throttle writers.
    const env = { TRUST_PROXY: 'true' };
    server = await startServerProcess({ dataDir, env });
    pool = new pg.Pool({ connectionString: await embeddedDatabaseUrl(dataDir), max: 4 });
    pool.on('error', () => undefined); // an idle client dropped when the server stops
    let db: Db = createDb(pool);

    await insertDemoUsers(db);
    const loanIds: string[] = [];
    const requests: string[] = [];
    for (let i = 0; i < LOANS; i++) {
      const borrower = await insertBorrower(db, { email: `crash-${randomUUID().slice(0, 8)}@example.com` });
      const { loan } = await insertLoan(db, { borrowerIds: [borrower.id] });
      await db.transaction((tx) => createInitialActivities(tx, { loanId: loan.id, borrowerId: borrower.id }));
      await db.update(loans).set({ duration_months: 0 }).where(eq(loans.id, loan.id));
      loanIds.push(loan.id);
      const rows = await db.transaction((tx) =>
        insertActivities(
          tx,
          Array.from({ length: 40 }, (_, n) => ({
            loan_id: loan.id,
            borrower_id: borrower.id,
            entity_type: 'borrower' as const,
            entity_id: borrower.id,
            activity_type: 'document-request' as const,
            name: `Statement ${n}`,
            document_name: `Statement ${n}`,
          })),
        ),
      );
      requests.push(...rows.map((row) => row.id));
    }

    let ip = 0;
    const from = () => {
      ip += 1;
      return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
    };
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const acks: Acks = {
      loanValue: new Map(),
      uploads: new Map(),
      completedDocs: new Set(),
      accepted: new Set(),
      leads: new Set(),
      count: 0,
    };
    const ack = () => {
      acks.count += 1;
    };
    const statuses = new Map<string, number>();
    const tally = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
    const loanValue = new Map(loanIds.map((id) => [id, 0]));
    const pending = [...requests];

    const call = async (base: string, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${base}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-for': from(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      tally(`${method} ${url.replace(/[0-9a-f-]{36}/g, ':id')} ${response.status}`);
      return {
        status: response.status,
        json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
      };
    };

    const runWriters = async (base: string, stopAt: { stopped: boolean }) => {
      const loanWriter = async (loanId: string) => {
        while (!stopAt.stopped) {
          const read = await call(base, 'GET', `/loan/${loanId}`);
          if (read.status !== 200) continue;
          const next = (loanValue.get(loanId) ?? 0) + 1;
          const res = await call(base, 'PUT', `/loan/${loanId}/update`, {
            version: (read.json as { version: number }).version,
            duration_months: next,
          });
          if (res.status === 200) {
            loanValue.set(loanId, next);
            acks.loanValue.set(loanId, next);
            ack();
          }
        }
      };
      const documentWriter = async () => {
        while (!stopAt.stopped) {
          const activityId = pending.shift();
          if (!activityId) return;
          const grant = await call(
            base,
            'POST',
            `/activity/${activityId}/generate-document-with-presigned-url`,
            {
              content_type: 'application/pdf',
              name: 'statement.pdf',
            },
          );
          if (grant.status !== 200) continue;
          const { presigned_url, process_id } = grant.json as { presigned_url: string; process_id: string };
          const body = pdf(`${activityId}/${process_id}`);
          const put = await fetch(new URL(presigned_url, base), {
            method: 'PUT',
            headers: { 'content-type': 'application/pdf', 'x-forwarded-for': from() },
            body,
          });
          tally(`PUT upload ${put.status}`);
          if (put.status !== 200) continue;
          acks.uploads.set(`${activityId}/${process_id}`, sha256(body));
          ack();
          const run = await call(base, 'POST', `/activity/${activityId}/process/${process_id}/run`);
          if (run.status !== 200) continue;
          acks.completedDocs.add(process_id);
          ack();
          const accept = await call(
            base,
            'POST',
            `/activity/document-request/${activityId}/process/${process_id}/set/accepted`,
            {},
          );
          if (accept.status !== 200) continue;
          acks.accepted.add(activityId);
          ack();
        }
      };
      const prequalWriter = async () => {
        while (!stopAt.stopped) {
          const response = await fetch(`${base}/api/application/short`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': from(),
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(prequalPayload()),
          });
          tally(`POST prequal ${response.status}`);
          if (response.status === 201) {
            acks.leads.add(((await response.json()) as { lead_id: string }).lead_id);
            ack();
          }
        }
      };
      const writers = [
        ...loanIds.map((id) => loanWriter(id)),
        ...Array.from({ length: DOCUMENT_WRITERS }, () => documentWriter()),
        prequalWriter(),
      ];
      // A writer ends when its server is gone (fetch fails): that is the crash.
      await Promise.all(writers.map((writer) => writer.catch(() => undefined)));
    };

    let lost = 0;
    let orphans = 0;
    const problems: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const current = server!;
      const stopAt = { stopped: false };
      const writing = runWriters(current.baseUrl, stopAt);
      // The kill falls at a random moment once writes are flowing (a fresh process is slow at
      // first, more so on a busy machine): after the round's third acknowledgement, 0-3 s.
      const before = acks.count;
      const deadline = Date.now() + 90_000;
      while (acks.count - before < 3 && Date.now() < deadline) await sleep(50);
      await sleep(Math.random() * 3000);
      const postmaster = postmasterPid(dataDir)!;
      await current.kill(); // SIGKILL: no drain
      await sleep(Math.random() * 300);
      if (isAlive(postmaster)) process.kill(postmaster, 'SIGKILL');
      stopAt.stopped = true;
      await writing;
      await pool.end();

      server = await startServerProcess({ dataDir, env });
      pool = new pg.Pool({ connectionString: await embeddedDatabaseUrl(dataDir), max: 4 });
      pool.on('error', () => undefined); // an idle client dropped when the server stops
      db = createDb(pool);

      // Acknowledged loan edits: the value is the last acknowledged one or a later attempt.
      for (const [loanId, value] of acks.loanValue) {
        const [row] = await db.select().from(loans).where(eq(loans.id, loanId));
        if ((row?.duration_months ?? -1) < value) {
          lost += 1;
          problems.push(`loan ${loanId}: ${row?.duration_months} < acknowledged ${value}`);
        }
        loanValue.set(loanId, row?.duration_months ?? value);
      }
      // Acknowledged uploads: the row and the very bytes.
      const storageRoot = path.join(dataDir, 'files');
      for (const [ref, hash] of acks.uploads) {
        const processId = ref.split('/')[1]!;
        const [doc] = await db.select().from(documents).where(eq(documents.process_id, processId));
        const file = doc ? path.join(storageRoot, ...doc.storage_key.split('/')) : '';
        if (!doc || !existsSync(file) || sha256(await readFile(file)) !== hash) {
          lost += 1;
          problems.push(`upload ${ref}: ${doc ? 'file missing or changed' : 'row missing'}`);
        }
      }
      for (const processId of acks.completedDocs) {
        const [doc] = await db.select().from(documents).where(eq(documents.process_id, processId));
        if (doc?.status !== 'completed') {
          lost += 1;
          problems.push(
            `document of process ${processId}: ${doc?.status ?? 'missing'}, acknowledged completed`,
          );
        }
      }
      if (acks.accepted.size > 0) {
        const rows = await db
          .select()
          .from(activities)
          .where(inArray(activities.id, [...acks.accepted]));
        for (const row of rows)
          if (row.state !== 'accepted') problems.push(`activity ${row.id}: ${row.state}`);
        lost += rows.filter((row) => row.state !== 'accepted').length + (acks.accepted.size - rows.length);
      }
      if (acks.leads.size > 0) {
        const rows = await db
          .select({ id: leads.id })
          .from(leads)
          .where(inArray(leads.id, [...acks.leads]));
        lost += acks.leads.size - rows.length;
        if (rows.length < acks.leads.size) problems.push(`leads: ${acks.leads.size - rows.length} missing`);
      }

      // Half-written state.
      const allDocs = await db.select().from(documents);
      const keys = new Set(allDocs.map((doc) => doc.storage_key));
      for (const file of await filesUnder(path.join(storageRoot, 'loans'))) {
        const key = path.relative(storageRoot, file).split(path.sep).join('/');
        if (!keys.has(key)) {
          orphans += 1;
          problems.push(`file without row: ${key}`);
        }
      }
      for (const doc of allDocs.filter((d) => d.status === 'completed')) {
        if (!existsSync(path.join(storageRoot, ...doc.storage_key.split('/')))) {
          orphans += 1;
          problems.push(`row without file: ${doc.storage_key}`);
        }
      }
      const moved = await db
        .select()
        .from(activities)
        .where(and(inArray(activities.id, requests), eq(activities.state, 'accepted')));
      for (const activity of moved) {
        const events = await db
          .select({ id: auditEvents.id })
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.entity_id, activity.id),
              eq(auditEvents.action, 'activity.document-request.accept'),
            ),
          );
        if (events.length === 0) {
          orphans += 1;
          problems.push(`activity ${activity.id} accepted without its audit event`);
        }
      }
    }
    console.log(`[security] crash: acknowledged ${acks.count}, lost ${lost}, orphans ${orphans}`);
    if (problems.length > 0) console.log(JSON.stringify([...statuses]), problems);
    expect(problems).toEqual([]);
    expect(acks.count).toBeGreaterThanOrEqual(ROUNDS * 3);
    expect(lost).toBe(0);
    expect(orphans).toBe(0);
  }, 900_000);
});
