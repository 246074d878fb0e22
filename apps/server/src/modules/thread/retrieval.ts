// Retrieval over a loan's indexed pages (DESIGN.md §9): PostgreSQL full-text search ranked by
// ts_rank_cd; every question term first (AND), any term when that finds nothing (OR). With
// semantic retrieval configured and pages embedded, hybrid: the full-text ranking and the pages
// nearest to the question's embedding are fused by reciprocal rank. Only the loans passed in are
// searched: callers pass the loans of a thread its owner may see.
import { sql } from 'drizzle-orm';
import type { RetrievalContent } from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { nearestPages, type SemanticIndex } from '../documents-intelligence/index';

type Row = {
  id: string;
  document_id: string;
  loan_id: string | null;
  page: number;
  text: string;
  document_name: string;
  score: number;
};

const STOP = new Set([
  'what',
  'which',
  'who',
  'whom',
  'when',
  'where',
  'why',
  'how',
  'the',
  'is',
  'are',
  'was',
  'does',
  'did',
  'of',
  'on',
  'in',
  'a',
  'an',
  'and',
  'or',
  'to',
  'for',
  'this',
  'that',
  'loan',
  'document',
  'documents',
  'please',
  'tell',
  'me',
  'show',
]);

/** The words of a question worth matching (lower case, stop words out). */
export const questionTerms = (question: string): string[] =>
  [...new Set(question.toLowerCase().match(/[a-z0-9$][a-z0-9$.,'-]*[a-z0-9]|[a-z0-9]/g) ?? [])]
    .map((w) => w.replace(/[.,']+$/g, ''))
    .filter((w) => w.length > 1 && !STOP.has(w));

const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 5);

/** The line(s) of a page that best answer the question: the quote a citation highlights. */
const bestQuote = (text: string, question: string): string => {
  const terms = questionTerms(question).map(stem).filter(Boolean);
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  let best = { score: -1, line: lines[0] ?? '' };
  for (const line of lines) {
    const words = new Set(line.split(/\s+/).map(stem));
    const score = terms.filter((t) => words.has(t)).length + (/\d/.test(line) ? 0.1 : 0);
    if (score > best.score) best = { score, line };
  }
  return best.line.slice(0, 400);
};

/**
 * Pages ranked at most per question: a term on every page of a large loan stays fast. Ranking
 * reads each candidate's stored tsvector (decompressed) once, so this bounds the work (issue 9:
 * p95 <= 100 ms over 10,000 pages of one loan).
 */
export const MAX_CANDIDATES = 600;

const loanList = (loanIds: string[]) =>
  sql.join(
    loanIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

// One pass over the GIN index: each candidate is ranked as it is found (MATERIALIZED keeps the
// planner from running the candidate scan once per document), only the best few are joined to
// their text and document.
const search = async (db: DbOrTx, loanIds: string[], query: ReturnType<typeof sql>, limit: number) =>
  (
    await db.execute<Row>(sql`
      WITH q AS MATERIALIZED (SELECT ${query} AS query),
      candidates AS MATERIALIZED (
        SELECT p.id, p.document_id, p.page, ts_rank_cd(p.tsv, q.query, 32)::float8 AS score
        FROM document_pages p, q
        WHERE p.loan_id IN (${loanList(loanIds)}) AND p.tsv @@ q.query
        LIMIT ${MAX_CANDIDATES}),
      best AS (
        SELECT c.id, c.score, c.page, d.document_name
        FROM candidates c JOIN documents d ON d.id = c.document_id
        WHERE d.status = 'completed'
        ORDER BY c.score DESC, c.page ASC
        LIMIT ${limit})
      SELECT p.id, p.document_id, p.loan_id, p.page, p.text, b.document_name, b.score
      FROM best b JOIN document_pages p ON p.id = b.id
      ORDER BY b.score DESC, b.page ASC`)
  ).rows;

const fullText = async (db: DbOrTx, loanIds: string[], question: string, terms: string[], limit: number) => {
  const rows = await search(db, loanIds, sql`websearch_to_tsquery('english', ${question})`, limit);
  if (rows.length > 0) return rows;
  const any = terms
    .map((t) => t.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .join(' OR ');
  return any ? search(db, loanIds, sql`websearch_to_tsquery('english', ${any})`, limit) : [];
};

/** The pages nearest to the question's embedding, with their text; none when the endpoint fails. */
const semanticRows = async (
  db: Db,
  semantic: SemanticIndex,
  loanIds: string[],
  question: string,
  k: number,
): Promise<Row[]> => {
  let query: Float32Array;
  try {
    // No retries and a short wait: the keyword side answers anyway.
    [query] = (await semantic.embeddings.embed([question], { timeoutMs: 5000 })) as [Float32Array];
  } catch {
    return [];
  }
  const hits = await nearestPages(db, semantic, { loanIds, query, k });
  if (hits.length === 0) return [];
  const rows = (
    await db.execute<Row>(sql`
      SELECT p.id, p.document_id, p.loan_id, p.page, p.text, d.document_name, 0::float8 AS score
      FROM document_pages p JOIN documents d ON d.id = p.document_id
      WHERE p.id IN (${sql.join(
        hits.map((h) => sql`${h.id}::uuid`),
        sql`, `,
      )}) AND p.loan_id IN (${loanList(loanIds)}) AND d.status = 'completed'`)
  ).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return hits.flatMap((h) => byId.get(h.id) ?? []);
};

/** Reciprocal-rank fusion (k = 60): a page high in either ranking, or in both, comes first. */
const RRF_K = 60;
const fuse = (rankings: Row[][], limit: number): Row[] => {
  const fused = new Map<string, { row: Row; score: number }>();
  for (const ranking of rankings)
    ranking.forEach((row, rank) => {
      const entry = fused.get(row.id) ?? { row, score: 0 };
      entry.score += 1 / (RRF_K + rank + 1);
      fused.set(row.id, entry);
    });
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.row.page - b.row.page)
    .slice(0, limit)
    .map(({ row, score }) => ({ ...row, score }));
};

/** The best passages for a question over the given loans, each with its quote. */
export const retrievePassages = async (
  db: Db,
  input: { loanIds: string[]; question: string; limit?: number; semantic?: SemanticIndex | null },
): Promise<RetrievalContent[]> => {
  if (input.loanIds.length === 0) return [];
  const limit = input.limit ?? 5;
  const terms = questionTerms(input.question);
  if (terms.length === 0) return [];
  const semantic = input.semantic ?? null;
  // Hybrid: each side ranks a deeper pool than is shown, so fusion has something to weigh.
  const pool = semantic ? Math.max(limit * 4, 20) : limit;
  const [textRows, vectorRows] = await Promise.all([
    fullText(db, input.loanIds, input.question, terms, pool),
    semantic ? semanticRows(db, semantic, input.loanIds, input.question, pool) : Promise.resolve([]),
  ]);
  const rows = vectorRows.length > 0 ? fuse([textRows, vectorRows], limit) : textRows.slice(0, limit);
  return rows.map((row, index) => ({
    content_id: `c${index + 1}`,
    document_id: row.document_id,
    loan_id: row.loan_id,
    doc_name: row.document_name,
    page: row.page,
    text: bestQuote(row.text, input.question),
    score: Math.round(Number(row.score) * 10_000) / 10_000,
  }));
};
