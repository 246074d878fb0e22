// Several servers on one PostgreSQL (issue 10, DESIGN.md §1 "Two ways to run"): two real server
// processes share a database and a DATA_DIR (keys), and requests alternate between them. A rate
// limit counts across both, and a change made through one node is seen by the other at once
// (its loan cache is keyed on the data version PostgreSQL keeps).
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const startNode = async (databaseUrl: string, dataDir: string): Promise<Node> => {
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

describe('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
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
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `insert into users (email, role, first_name, last_name, password_hash) values ($1, 'admin', 'Ada', 'Node', $2)`,
        ['admin@two-nodes.test', await hash('two-nodes-password')],
      );
      await client.query(
        `insert into loans (human_id, name, status, amount, last_update)
         values ('70001', '70001 - 1 First St, Austin', 'Preliminary', 500000, extract(epoch from now())::bigint)`,
      );
    } finally {
      await client.end();
    }
    // One after the other: the first creates the keys in the shared DATA_DIR.
    a = await startNode(database.url, dataDir);
    b = await startNode(database.url, dataDir);
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
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
});
