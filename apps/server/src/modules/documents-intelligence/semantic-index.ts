// Semantic retrieval's index (issue 9): one embedding per indexed page, made by the configured
// embedding endpoint when a document is read. Stored portably in document_pages.embedding
// (float32 little-endian) everywhere; where PostgreSQL has pgvector, also in a `vector` column
// with an HNSW index per vector size, added at start. Without pgvector, the similarity is
// computed in the app over the thread's loans (brute force over an int8 copy cached per loan).
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { EmbeddingModel } from '../../integrations/llm/embeddings';
import type { SemanticIndex } from '../../integrations/llm/semantic-index';

// The type lives below the modules, where the app's deps name it (issue 20); this file prepares it.
export type { SemanticIndex };

type Log = (entry: Record<string, unknown>, message: string) => void;

/**
 * Sets up the index when embeddings are configured: pgvector when the server offers the
 * extension and this role may create it (guarded: any failure keeps the portable store).
 */
export const prepareSemanticIndex = async (
  db: Db,
  embeddings: EmbeddingModel | null,
  options: { minSimilarity: number; log?: Log },
): Promise<SemanticIndex | null> => {
  if (!embeddings) return null;
  const index: SemanticIndex = {
    embeddings,
    store: 'in-app',
    iterativeScan: false,
    minSimilarity: options.minSimilarity,
  };
  try {
    const available = await db.execute(sql`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
    if (available.rows.length === 0) return index;
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
    await db.execute(sql`ALTER TABLE document_pages ADD COLUMN IF NOT EXISTS embedding_vector vector`);
    const [version] = (
      await db.execute<{ v: string }>(sql`SELECT extversion AS v FROM pg_extension WHERE extname = 'vector'`)
    ).rows;
    const [major = 0, minor = 0] = (version?.v ?? '0.0').split('.').map(Number);
    index.store = 'pgvector';
    index.iterativeScan = major > 0 || minor >= 8;
  } catch (error) {
    options.log?.(
      { error: (error as Error).message },
      'pgvector is not usable; similarity is computed in the app',
    );
  }
  return index;
};

/** What a page's text is embedded as: the document and page, then the start of the text. */
export const embeddingInput = (documentName: string, page: number, text: string) =>
  `${documentName}, page ${page}\n${text.replace(/\s+/g, ' ').trim()}`.slice(0, 6000);

export const toBytes = (vector: Float32Array): Buffer => {
  const bytes = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i++) bytes.writeFloatLE(vector[i]!, i * 4);
  return bytes;
};

const hnswReady = new Set<number>();

/**
 * pgvector only: the HNSW index (cosine) of one vector size, over the column cast to that size
 * (pgvector's documented way to keep vectors of several sizes in one column). Up to 2,000
 * dimensions (HNSW's limit for `vector`); larger vectors are searched exactly.
 */
export const ensureVectorIndex = async (db: Db, index: SemanticIndex, dims: number) => {
  if (index.store !== 'pgvector' || hnswReady.has(dims) || dims > 2000) return;
  const size = sql.raw(String(Math.trunc(dims)));
  await db.execute(sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`document_pages_embedding_hnsw_${Math.trunc(dims)}`)}
    ON document_pages USING hnsw ((embedding_vector::vector(${size})) vector_cosine_ops)
    WHERE embedding_dims = ${size}`);
  hnswReady.add(dims);
};

/** pgvector only: copies the pages' embeddings into the vector column (same transaction). */
export const writeVectorColumn = async (
  tx: DbOrTx,
  index: SemanticIndex,
  rows: { documentId: string; page: number; vector: Float32Array }[],
) => {
  if (index.store !== 'pgvector') return;
  for (const row of rows)
    await tx.execute(sql`UPDATE document_pages SET embedding_vector = ${`[${row.vector.join(',')}]`}::vector
      WHERE document_id = ${row.documentId} AND page = ${row.page}`);
};

export type SemanticHit = { id: string; similarity: number };

// In-app store: per loan and model, the pages' vectors as int8 (x127 of the unit vector; a
// quarter of float32's memory, the ranking error is far below the gap between relevant and
// unrelated pages) and as sign bits, reloaded when the loan's embedded pages change (count or
// newest write). A large loan is searched in two steps: Hamming distance of the sign bits over
// every page (binary quantization: 32 dimensions per operation), then the exact int8 similarity
// of the nearest few hundred; a small loan is scored exactly.
type LoanVectors = { version: string; dims: number; ids: string[]; data: Int8Array; bits: Uint32Array };
const cache = new Map<string, LoanVectors>();
const CACHE_BYTES = 256 * 1024 * 1024;
const EXACT_UP_TO = 2000;

const popcount = (x: number) => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
};

const signBits = (values: ArrayLike<number>, dims: number, into: Uint32Array, offset: number) => {
  for (let i = 0; i < dims; i++) if (values[i]! > 0) into[offset + (i >>> 5)]! |= 1 << (i & 31);
};

const loadLoan = async (db: DbOrTx, loanId: string, model: string, dims: number, version: string) => {
  const rows = (
    await db.execute<{ id: string; embedding: Buffer }>(sql`
      SELECT id, embedding FROM document_pages
      WHERE loan_id = ${loanId} AND embedding_model = ${model} AND embedding_dims = ${dims}
        AND embedding IS NOT NULL`)
  ).rows;
  const words = Math.ceil(dims / 32);
  const data = new Int8Array(rows.length * dims);
  const bits = new Uint32Array(rows.length * words);
  rows.forEach((row, r) => {
    const bytes = row.embedding;
    // An aligned copy read as float32 (little-endian, as every platform Node runs on).
    const values = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + dims * 4));
    for (let i = 0; i < dims; i++) data[r * dims + i] = Math.round(values[i]! * 127);
    signBits(values, dims, bits, r * words);
  });
  const entry: LoanVectors = { version, dims, ids: rows.map((r) => r.id), data, bits };
  const key = `${loanId}|${model}`;
  cache.delete(key);
  cache.set(key, entry);
  let total = 0;
  for (const value of cache.values()) total += value.data.length + value.bits.byteLength;
  // Least recently used first (Map order): drop others until the cache fits.
  for (const [k, value] of cache) {
    if (total <= CACHE_BYTES) break;
    if (k === key) continue;
    total -= value.data.length + value.bits.byteLength;
    cache.delete(k);
  }
  return entry;
};

/** The rows to score exactly: all of a small loan, else the nearest by sign bits. */
const candidatesOf = (entry: LoanVectors, query: Float32Array, k: number): Iterable<number> => {
  const count = entry.ids.length;
  if (count <= EXACT_UP_TO) return Array.from({ length: count }, (_, r) => r);
  const words = Math.ceil(entry.dims / 32);
  const queryBits = new Uint32Array(words);
  signBits(query, entry.dims, queryBits, 0);
  const distance = new Uint16Array(count);
  const histogram = new Uint32Array(entry.dims + 1);
  for (let r = 0; r < count; r++) {
    let d = 0;
    const offset = r * words;
    for (let w = 0; w < words; w++) d += popcount(entry.bits[offset + w]! ^ queryBits[w]!);
    distance[r] = d;
    histogram[d]!++;
  }
  const wanted = Math.max(k * 10, 300);
  let threshold = 0;
  for (let seen = 0; threshold <= entry.dims; threshold++) {
    seen += histogram[threshold]!;
    if (seen >= wanted) break;
  }
  // Every row nearer than the threshold, then rows at it until enough (ties bound the work).
  const out: number[] = [];
  for (let r = 0; r < count; r++) if (distance[r]! < threshold) out.push(r);
  for (let r = 0; r < count && out.length < wanted; r++) if (distance[r] === threshold) out.push(r);
  return out;
};

const nearestInApp = async (
  db: DbOrTx,
  index: SemanticIndex,
  loanIds: string[],
  query: Float32Array,
  k: number,
): Promise<SemanticHit[]> => {
  const model = index.embeddings.model;
  const dims = query.length;
  const versions = (
    await db.execute<{ loan_id: string; version: string }>(sql`
      SELECT loan_id, count(*) || '@' || max(created_at)::text AS version FROM document_pages
      WHERE loan_id IN (${sql.join(
        loanIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) AND embedding_model = ${model} AND embedding IS NOT NULL
      GROUP BY loan_id`)
  ).rows;
  const best: SemanticHit[] = [];
  for (const { loan_id, version } of versions) {
    const key = `${loan_id}|${model}`;
    let entry = cache.get(key);
    if (!entry || entry.version !== version || entry.dims !== dims)
      entry = await loadLoan(db, loan_id, model, dims, version);
    else {
      cache.delete(key);
      cache.set(key, entry);
    }
    const { data, ids } = entry;
    for (const r of candidatesOf(entry, query, k)) {
      let dot = 0;
      const offset = r * dims;
      for (let i = 0; i < dims; i++) dot += query[i]! * data[offset + i]!;
      const similarity = dot / 127;
      if (similarity < index.minSimilarity) continue;
      if (best.length === k && similarity <= best[k - 1]!.similarity) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]!.similarity < similarity) at--;
      best.splice(at, 0, { id: ids[r]!, similarity });
      if (best.length > k) best.pop();
    }
  }
  return best;
};

const nearestPgvector = async (
  db: Db,
  index: SemanticIndex,
  loanIds: string[],
  query: Float32Array,
  k: number,
): Promise<SemanticHit[]> => {
  const size = sql.raw(String(query.length));
  const literal = `[${query.join(',')}]`;
  return db.transaction(async (tx) => {
    if (index.iterativeScan) await tx.execute(sql`SET LOCAL hnsw.iterative_scan = strict_order`);
    const rows = (
      await tx.execute<SemanticHit>(sql`
        SELECT id, (1 - (embedding_vector::vector(${size}) <=> ${literal}::vector(${size})))::float8 AS similarity
        FROM document_pages
        WHERE loan_id IN (${sql.join(
          loanIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) AND embedding_model = ${index.embeddings.model} AND embedding_dims = ${size}
          AND embedding_vector IS NOT NULL
        ORDER BY embedding_vector::vector(${size}) <=> ${literal}::vector(${size})
        LIMIT ${k}`)
    ).rows;
    return rows
      .map((r) => ({ id: r.id, similarity: Number(r.similarity) }))
      .filter((r) => r.similarity >= index.minSimilarity);
  });
};

/** The k pages of these loans most similar to the question's vector, best first. */
export const nearestPages = (
  db: Db,
  index: SemanticIndex,
  input: { loanIds: string[]; query: Float32Array; k: number },
): Promise<SemanticHit[]> =>
  input.loanIds.length === 0
    ? Promise.resolve([])
    : index.store === 'pgvector'
      ? nearestPgvector(db, index, input.loanIds, input.query, input.k)
      : nearestInApp(db, index, input.loanIds, input.query, input.k);
