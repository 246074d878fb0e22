// Several servers on one PostgreSQL (issue 10, DESIGN.md §1 "Two ways to run"): two real server
// processes share a database, a DATA_DIR (keys) and an S3-compatible store (s3rver, a local S3
// server on loopback), and requests alternate between them. A rate limit counts across both, a
// change made through one node is seen by the other at once (its loan cache is keyed on the data
// version PostgreSQL keeps), each queued job runs once on one of them (pg-boss), and a file
// uploaded through one node's link is read and downloaded through the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './db/client';
import { insertActivities } from './modules/loan-status/lifecycle';
import { createTestDatabase, type TestDatabase } from './test/database';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Node = { url: string; child: ChildProcess; output: string[] };

// Production mode takes its secrets from the environment; both nodes get the same ones.
const secrets = {
  SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  JWT_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string,
};

const startNode = async (
  databaseUrl: string,
  dataDir: string,
  storage: Record<string, string>,
): Promise<Node> => {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '4',
      ...storage,
      ...secrets,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node exited:\n${output.join('')}`);
    const ready = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (ready?.ok) return { url, child, output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`node not ready:\n${output.join('')}`);
};

const stopNode = async (node: Node | undefined) => {
  if (!node || node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let s3Dir: string;
  let s3: S3rver | undefined;
  let activityId: string;
  let a: Node;
  let b: Node;
  let token: string;
  const call = (node: Node, method: string, url: string, body?: unknown, auth = true) =>
    fetch(`${node.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'lending-two-nodes-'));
    s3Dir = await mkdtemp(path.join(tmpdir(), 'lending-two-nodes-s3-'));
    s3 = new S3rver({
      port: await freePort(),
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'lending' }],
    });
    const { port: s3Port } = await s3.run();
    const storage = {
      STORAGE_BUCKET: 'lending',
      STORAGE_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      STORAGE_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_FORCE_PATH_STYLE: 'true',
    };
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pool.on('error', () => undefined); // an idle client dropped when the server stops
    try {
      await pool.query(
        `insert into users (email, role, first_name, last_name, password_hash) values ($1, 'admin', 'Ada', 'Node', $2)`,
        ['admin@two-nodes.test', await hash('two-nodes-password')],
      );
      const loan = await pool.query<{ id: string }>(
        `insert into loans (human_id, name, status, amount, last_update)
         values ('70001', '70001 - 1 First St, Austin', 'Preliminary', 500000, extract(epoch from now())::bigint)
         returning id`,
      );
      const borrower = await pool.query<{ id: string }>(
        `insert into borrowers (first_name, last_name, email) values ('Bea', 'Nodes', 'bea@two-nodes.test') returning id`,
      );
      const loanId = loan.rows[0]!.id;
      const borrowerId = borrower.rows[0]!.id;
      await pool.query(`insert into loan_borrowers (loan_id, borrower_id) values ($1, $2)`, [
        loanId,
        borrowerId,
      ]);
      const [activity] = await createDb(pool).transaction((tx) =>
        insertActivities(tx, [
          {
            loan_id: loanId,
            borrower_id: borrowerId,
            entity_type: 'borrower',
            entity_id: borrowerId,
            activity_type: 'document-request',
            name: 'Bank Statement',
            document_name: 'Bank Statement',
          },
        ]),
      );
      activityId = activity!.id;
    } finally {
      await pool.end();
    }
    // One after the other: the first creates the keys in the shared DATA_DIR.
    a = await startNode(database.url, dataDir, storage);
    b = await startNode(database.url, dataDir, storage);
    const login = await call(
      a,
      'POST',
      '/api/auth/login',
      { email: 'admin@two-nodes.test', password: 'two-nodes-password' },
      false,
    );
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stopNode(a), stopNode(b)]);
    await s3?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
  });

  it('accepts a token from one node on the other', async () => {
    expect((await call(b, 'GET', '/api/loan/page?limit=5')).status).toBe(200);
  });

  it('counts one sign-in limit across both nodes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const node = attempt % 2 === 0 ? a : b;
      const response = await call(
        node,
        'POST',
        '/api/auth/login',
        { email: 'nobody@two-nodes.test', password: 'wrong-password' },
        false,
      );
      statuses.push(response.status);
    }
    // Five failures per address and account in 15 minutes (login-throttle.ts, counted in
    // PostgreSQL): each node alone saw only four, yet the sixth attempt is refused.
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('shows a change made through node A on node B at once', async () => {
    const before = await call(b, 'GET', '/api/loan/70001');
    expect(before.status).toBe(200);
    const loan = (await before.json()) as { name: string; version: number };
    // Read it twice on B so B's cache holds the old loan.
    expect(((await (await call(b, 'GET', '/api/loan/70001')).json()) as { name: string }).name).toBe(
      loan.name,
    );
    const update = await call(a, 'PUT', '/api/loan/70001/update', {
      name: '70001 - 2 Second St, Austin',
      version: loan.version,
    });
    expect(update.status, await update.clone().text()).toBe(200);
    const after = (await (await call(b, 'GET', '/api/loan/70001')).json()) as { name: string };
    expect(after.name).toBe('70001 - 2 Second St, Austin');
    const page = (await (await call(b, 'GET', '/api/loan/page?q=Second&search_in=name')).json()) as {
      total: number;
    };
    expect(page.total).toBe(1);
  });

  it('runs each queued job exactly once across both nodes', async () => {
    const jobs = 6;
    const jobIds: string[] = [];
    for (let i = 0; i < jobs; i += 1) {
      const response = await call(i % 2 === 0 ? a : b, 'PUT', '/api/loan/70001/export-documents');
      expect(response.status, await response.clone().text()).toBe(202);
      jobIds.push(((await response.json()) as { job_id: string }).job_id);
    }
    expect(new Set(jobIds).size).toBe(jobs);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // Wait for the queue to finish them (both nodes poll it), not for a fixed time.
      const deadline = Date.now() + 120_000;
      let states: Array<{ state: string; retry_count: number }> = [];
      while (Date.now() < deadline) {
        states = (
          await client.query<{ state: string; retry_count: number }>(
            `select state::text as state, retry_count from pgboss.job where id = any($1::uuid[])`,
            [jobIds],
          )
        ).rows;
        if (states.length === jobs && states.every((job) => job.state === 'completed')) break;
        await sleep(250);
      }
      expect(states).toHaveLength(jobs);
      expect(states.every((job) => job.state === 'completed' && job.retry_count === 0)).toBe(true);
      // Each run stores one zip and writes one document row and one audit event: N of each.
      const counted = await client.query<{ exports: number; done: number }>(
        `select (select count(*)::int from documents d join loans l on l.id = d.loan_id
                  where l.human_id = '70001' and d.kind = 'export') as exports,
                (select count(*)::int from audit_events where action = 'loan.export-documents.done') as done`,
      );
      expect(counted.rows[0]).toEqual({ exports: jobs, done: jobs });
    } finally {
      await client.end();
    }
  }, 150_000);

  it('downloads through node B a file uploaded through a link from node A (S3-compatible store)', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const grant = await call(a, 'POST', `/api/activity/${activityId}/generate-document-with-presigned-url`, {
      content_type: 'application/pdf',
      name: 'statement-two-nodes.pdf',
    });
    expect(grant.status, await grant.clone().text()).toBe(200);
    const { presigned_url, process_id } = (await grant.json()) as {
      presigned_url: string;
      process_id: string;
    };
    // A link straight to the store, with no checksum of an empty body signed into it (the store
    // would refuse every real file sent through such a link).
    expect(presigned_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/lending\//);
    expect(presigned_url).not.toMatch(/x-amz-checksum/i);
    const put = await fetch(presigned_url, {
      method: 'PUT',
      body: pdf,
      headers: { 'content-type': 'application/pdf', 'if-none-match': '*' },
    });
    expect(put.status).toBe(200);
    const run = await call(b, 'POST', `/api/activity/${activityId}/process/${process_id}/run`);
    expect(run.status, await run.clone().text()).toBe(200);
    const documentId = (
      (await run.json()) as { processes: Array<{ documents: Array<{ document_id: string }> }> }
    ).processes[0]!.documents[0]!.document_id;
    const link = await call(b, 'GET', `/api/activity/${activityId}/document/${documentId}/download`);
    expect(link.status).toBe(200);
    const file = await fetch(((await link.json()) as { url: string }).url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
