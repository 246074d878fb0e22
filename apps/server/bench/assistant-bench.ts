// Issue 23 speed target: the assistant's first answer token within 300 ms offline. Starts the app
// in this process on an embedded PostgreSQL in a temporary DATA_DIR, writes BENCH_LOANS (20)
// generated loan files (records, application, reports, documents with data points), then asks
// each question of the bank over loopback as server-sent events and times the first `token`
// event from the moment the request is sent (one user, one question at a time).
// Run: node --import tsx apps/server/bench/assistant-bench.ts
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { createDeps } from '../src/wiring';
import { createBuiltInIdentity } from '../src/integrations/identity/built-in';
import { buildBank } from '../eval/assistant/question-bank';
import { generateLoan, type Truth } from '../eval/assistant/loan-generator';

const LOANS = Number(process.env.BENCH_LOANS ?? 20);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-assistant-bench-'));
chmodSync(dataDir, 0o755);
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  LLM_MODEL: '',
});
const database = await openDatabase({ dataDir, poolSize: 20 });
await migrateDatabase(database.db);
const truths: Truth[] = [];
for (let i = 0; i < LOANS; i++) truths.push(await generateLoan(database.db, 9_000 + i));
const [admin] = await database.db
  .insert(users)
  .values({ email: 'bench-admin@example.com', role: 'admin', first_name: 'Bench', last_name: 'Admin' })
  .returning();

const deps = await createDeps({ config, db: database.db });
const app = await buildApp(deps);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const identity = await createBuiltInIdentity({ db: database.db, dataDir });
const token = await identity.issueToken({ id: admin!.id, email: admin!.email, role: 'admin' });
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const threadOf = new Map<string, string>();
const firstToken: number[] = [];
const whole: number[] = [];
for (const q of buildBank(truths)) {
  if (!threadOf.has(q.loanId)) {
    const response = await fetch(`${base}/api/thread/create/${q.loanId}`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    threadOf.set(q.loanId, ((await response.json()) as { id: string }).id);
  }
  const started = performance.now();
  const response = await fetch(`${base}/api/thread/${threadOf.get(q.loanId)}/query/${q.loanId}`, {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream' },
    body: JSON.stringify({ messages: [{ role: 'user', content: q.question }] }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let seen = '';
  let first: number | null = null;
  for await (const chunk of response.body) {
    seen += decoder.decode(chunk as Uint8Array, { stream: true });
    if (first === null && seen.includes('event: token')) first = performance.now() - started;
  }
  if (first === null) throw new Error(`no token for "${q.question}"`);
  firstToken.push(first);
  whole.push(performance.now() - started);
}
const report = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  console.log(
    `${name} (${sorted.length} questions, ${LOANS} loans): p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
};
report('first answer token, offline', firstToken);
report('whole answer, offline', whole);

await app.close();
await deps.close?.();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
