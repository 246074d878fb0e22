// Document intelligence bench (issue 9), one run, loopback only:
//   node --import tsx apps/server/bench/documents-bench.ts
// 1. OCR of a one-page 300-dpi scan (tesseract.js; the one-off worker start is shown apart);
// 2. text extraction of a 100-page text PDF (pdf.js);
// 3. retrieval over 10,000 indexed pages of one loan (PostgreSQL full-text search), p50/p95;
// 3b. the same with every page embedded (BENCH_EMBEDDING_DIMS, default 1536): hybrid retrieval
//     (full text + in-app vector similarity, fused), p50/p95 warm, and the first (cold) question
//     that loads the loan's vectors; the question's embedding is made in-process (an endpoint's
//     own latency comes on top);
// 4. first streamed answer token in offline mode, over HTTP (SSE), p50/p95.
// Figures go to bench-results/documents-bench.json.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { documentPages, documents } from '../src/db/schema';
import { createDeps } from '../src/wiring';
import { createBuiltInIdentity } from '../src/integrations/identity/built-in';
import { createTesseractOcr } from '../src/integrations/ocr/tesseract-ocr';
import { readDocument } from '../src/modules/documents-intelligence/read-document';
import { sampleLines, samplePdf, sampleScan } from '../src/modules/documents-intelligence/sample-documents';
import { retrievePassages } from '../src/modules/thread/retrieval';
import {
  nearestPages,
  toBytes,
  type SemanticIndex,
} from '../src/modules/documents-intelligence/semantic-index';
import { insertDemoUsers, insertLoan } from '../src/test/fixtures';

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};
const limits = { maxPages: 2000, maxOcrPages: 50 };
const results: Record<string, unknown> = {};

// 1. OCR (BENCH_SKIP_OCR=1 skips parts 1 and 2)
const ocr = createTesseractOcr();
const skipOcr = process.env.BENCH_SKIP_OCR === '1';
let t = 0;
if (!skipOcr) {
  t = performance.now();
  await ocr.recognize(sampleScan(['warm up'], 'png', 72));
  results.ocr_worker_start_ms = Math.round(performance.now() - t);
  const scan = sampleScan(sampleLines('bank-statement'), 'png', 300);
  const ocrRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    const read = await readDocument(scan, ocr, limits);
    ocrRuns.push(performance.now() - t);
    if (!read.pages[0]!.text.includes('Ending Balance')) throw new Error('OCR did not read the scan');
  }
  results.ocr_one_page_300dpi_ms = {
    runs: ocrRuns.map(Math.round),
    best: Math.round(Math.min(...ocrRuns)),
    target: 5000,
  };
  await ocr.close();

  // 2. 100-page text PDF
  const pdf = await samplePdf(sampleLines('operating-agreement'), 100);
  const textRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    const read = await readDocument(pdf, ocr, limits);
    textRuns.push(performance.now() - t);
    if (read.pages.length !== 100 || read.method !== 'text') throw new Error('text extraction failed');
  }
  results.text_pdf_100_pages_ms = {
    runs: textRuns.map(Math.round),
    best: Math.round(Math.min(...textRuns)),
    target: 3000,
  };
}

// 3 and 4 need the app and its database.
const dataDir = await mkdtemp(path.join(tmpdir(), 'lending-documents-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
});
const database = await openDatabase({ dataDir, poolSize: 10 });
await migrateDatabase(database.db);
const users = await insertDemoUsers(database.db);
const { loan } = await insertLoan(database.db);
const { loan: other } = await insertLoan(database.db);
const WORDS =
  'lease rent tenant escrow deposit balance mortgage insurance appraisal survey title zoning permit roof hvac plumbing capital reserve invoice payment wire transfer closing seller buyer inspection contract amendment'.split(
    ' ',
  );
let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pageText = (n: number) =>
  Array.from(
    { length: 40 },
    (_, line) =>
      Array.from({ length: 10 }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ') +
      ` ${n}-${line} $${Math.floor(rand() * 90000)}.00`,
  ).join('\n');
t = performance.now();
for (let d = 0; d < 20; d++) {
  const [doc] = await database.db
    .insert(documents)
    .values({
      loan_id: d < 10 ? loan.id : other.id,
      document_name: `Bench ${d}`,
      file_name: `bench-${d}.pdf`,
      storage_key: `bench/${d}`,
      content_type: 'application/pdf',
      created_epoch: 0,
      extraction_status: 'processed',
    })
    .returning();
  const rows = Array.from({ length: 1000 }, (_, p) => ({
    document_id: doc!.id,
    loan_id: doc!.loan_id,
    page: p + 1,
    text: pageText(d * 1000 + p),
    method: 'text',
  }));
  for (let i = 0; i < rows.length; i += 250)
    await database.db.insert(documentPages).values(rows.slice(i, i + 250));
}
await database.db.execute('ANALYZE document_pages');
results.index_pages = {
  pages_in_loan: 10_000,
  pages_total: 20_000,
  insert_ms: Math.round(performance.now() - t),
};
const questions = [
  'what is the escrow deposit balance',
  'roof inspection',
  'wire transfer closing seller',
  'tenant lease amendment',
  'insurance appraisal',
  'zoning permit survey',
  'mortgage payment invoice',
  'hvac plumbing capital reserve',
];
const retrievalRuns: number[] = [];
for (let i = 0; i < 200; i++) {
  t = performance.now();
  const found = await retrievePassages(database.db, {
    loanIds: [loan.id],
    question: questions[i % questions.length]!,
    limit: 5,
  });
  retrievalRuns.push(performance.now() - t);
  if (found.length === 0) throw new Error('retrieval found nothing');
}
results.retrieval_10000_pages_ms = {
  p50: pct(retrievalRuns, 50),
  p95: pct(retrievalRuns, 95),
  runs: 200,
  target_p95: 100,
};

// 3b. Hybrid: dense embeddings like a real model's (random indexing: each word a fixed random
// direction, a text the sum of its words'), so pages with the question's words are near it.
const DIMS = Number(process.env.BENCH_EMBEDDING_DIMS ?? 1536);
const wordVectors = new Map<string, Float32Array>();
const wordVector = (word: string) => {
  let vector = wordVectors.get(word);
  if (!vector) {
    let h = 2166136261;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
    vector = new Float32Array(DIMS);
    for (let d = 0; d < DIMS; d++) {
      h = Math.imul(h ^ (h >>> 15), 2246822507) ^ d;
      vector[d] = ((h >>> 0) / 4294967296) * 2 - 1;
    }
    wordVectors.set(word, vector);
  }
  return vector;
};
const hashed = (text: string): Float32Array => {
  const vector = new Float32Array(DIMS);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const w = wordVector(word);
    for (let d = 0; d < DIMS; d++) vector[d]! += w[d]!;
  }
  let norm = 0;
  for (const v of vector) norm += v * v;
  return vector.map((v) => v / Math.sqrt(norm || 1));
};
t = performance.now();
const pageRows = (
  await database.db.$client.query<{ id: string; text: string }>(
    'SELECT id, text FROM document_pages WHERE loan_id = $1',
    [loan.id],
  )
).rows;
for (let i = 0; i < pageRows.length; i += 500) {
  const slice = pageRows.slice(i, i + 500);
  await database.db.$client.query(
    `UPDATE document_pages p SET embedding = v.e, embedding_model = 'bench-embed', embedding_dims = $3
     FROM unnest($1::uuid[], $2::bytea[]) AS v(id, e) WHERE p.id = v.id`,
    [slice.map((r) => r.id), slice.map((r) => toBytes(hashed(r.text))), DIMS],
  );
}
results.embed_pages = { pages: pageRows.length, dims: DIMS, write_ms: Math.round(performance.now() - t) };
const semantic: SemanticIndex = {
  embeddings: { model: 'bench-embed', embed: async (texts) => texts.map(hashed) },
  store: 'in-app',
  iterativeScan: false,
  minSimilarity: 0.05,
};
t = performance.now();
await retrievePassages(database.db, { loanIds: [loan.id], question: questions[0]!, limit: 5, semantic });
const cold = performance.now() - t;
const hybridRuns: number[] = [];
for (let i = 0; i < 200; i++) {
  t = performance.now();
  const found = await retrievePassages(database.db, {
    loanIds: [loan.id],
    question: questions[i % questions.length]!,
    limit: 5,
    semantic,
  });
  hybridRuns.push(performance.now() - t);
  if (found.length === 0) throw new Error('hybrid retrieval found nothing');
}
const vectorRuns: number[] = [];
for (let i = 0; i < 200; i++) {
  const query = hashed(questions[i % questions.length]!);
  t = performance.now();
  await nearestPages(database.db, semantic, { loanIds: [loan.id], query, k: 20 });
  vectorRuns.push(performance.now() - t);
}
results.vector_side_only_ms = { p50: pct(vectorRuns, 50), p95: pct(vectorRuns, 95), runs: 200 };
results.retrieval_10000_pages_hybrid_ms = {
  p50: pct(hybridRuns, 50),
  p95: pct(hybridRuns, 95),
  runs: 200,
  cold_first_question_ms: Math.round(cold),
  dims: DIMS,
  store: 'in-app (int8 copy, brute force)',
  target_p95: 100,
};

const deps = await createDeps({ config, db: database.db });
const app = await buildApp(deps);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const identity = await createBuiltInIdentity({ db: database.db, dataDir });
const token = await identity.issueToken(users.admin);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const thread = (await (
  await fetch(`${address}/api/thread/create/${loan.id}`, { method: 'POST', headers, body: '{}' })
).json()) as { id: string };
const firstToken: number[] = [];
for (let i = 0; i < 30; i++) {
  t = performance.now();
  const response = await fetch(`${address}/api/thread/${thread.id}/query/${loan.id}`, {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream' },
    body: JSON.stringify({ messages: [{ role: 'user', content: questions[i % questions.length] }] }),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  let measured = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
    if (!measured && seen.includes('event: token')) {
      firstToken.push(performance.now() - t);
      measured = true;
    }
  }
}
results.first_answer_token_offline_ms = {
  p50: pct(firstToken, 50),
  p95: pct(firstToken, 95),
  runs: 30,
  target: 300,
};
await app.close();
await deps.close?.();
await database.close();
await rm(dataDir, { recursive: true, force: true });
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/documents-bench.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
process.exit(0);
