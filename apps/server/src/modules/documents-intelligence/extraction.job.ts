// The extraction job (issue 9): a pg-boss job per landed document. Reads the file, keeps every
// page with its word boxes (the retrieval index), then answers the data points. Progress and
// failures are written on the document; nothing of the document's text reaches the logs.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityTemplates,
  documentPages,
  documents,
  type PageWord,
} from '../../db/schema/index';
import { maskSensitiveNumbers } from '../../lib/sensitive-numbers';
import type { LanguageModel } from '../../integrations/llm/llm';
import { ExtractionFailure } from '../../integrations/ocr/ocr';
import type { Storage } from '../../integrations/storage/storage';
import { saveExtractedValues } from './data-points.store';
import type { ExtractedValue, Prompt } from './extractor/extract';
import { embedPages } from './embed-pages';
import { answerWithModel } from './llm-data-points';
import { readWithOneRetry, ReaderStopped } from './child-reader';
import type { DocumentReader } from './read-task';
import { ensureVectorIndex, toBytes, writeVectorColumn, type SemanticIndex } from './semantic-index';

export const EXTRACT_DOCUMENT_JOB = 'extract-document';
export type ExtractDocumentJob = { documentId: string; syncId?: string };

export type ExtractionDeps = {
  db: Db;
  storage: Storage;
  /** Reads the file and runs the offline extractor: in capped child processes (issue 23). */
  reader: DocumentReader;
  llm: LanguageModel | null;
  /** Semantic retrieval: page embeddings are made when an embedding endpoint is configured. */
  semantic?: SemanticIndex | null;
  limits: { maxPages: number; maxOcrPages: number; maxPixels?: number };
  log?: (entry: Record<string, unknown>, message: string) => void;
};

const MAX_FILE_BYTES = 60 * 1024 * 1024;

/**
 * A run holds its document while it shows progress within this time; a claim older than this
 * (a process that died mid-read) may be taken over. Progress refreshes the claim.
 */
export const EXTRACTION_LEASE_SECONDS = 10 * 60;

/** A live claim by another run: the document is being read, this run must not read it too. */
export const liveClaimSql = sql`(${documents.extraction_status} = 'processing'
  AND ${documents.extraction_claim} IS NOT NULL
  AND ${documents.extraction_claimed_at} > now() - make_interval(secs => ${EXTRACTION_LEASE_SECONDS}))`;

class LostClaim extends Error {}

const readAll = async (storage: Storage, key: string): Promise<Buffer> => {
  const stream = await storage.get(key);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_FILE_BYTES) throw new ExtractionFailure('The file is larger than 60 MB');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
};

const promptsOf = async (db: Db, activityId: string | null): Promise<Prompt[]> => {
  if (!activityId) return [];
  const [row] = await db
    .select({ prompts: activityTemplates.gpt_prompts })
    .from(activities)
    .innerJoin(activityTemplates, eq(activityTemplates.id, activities.template_id))
    .where(eq(activities.id, activityId));
  return (row?.prompts ?? []).filter((p) => p.name.trim() !== '');
};

/** Runs one document; never throws for a bad document (its state says what went wrong). */
export const runExtraction = async (
  deps: ExtractionDeps,
  job: ExtractDocumentJob,
): Promise<'processed' | 'error' | 'skipped'> => {
  const { db } = deps;
  // Claim the document unless another run holds it (two jobs for one document, a retry or a
  // worker restart while a read runs): a document is read by one run at a time.
  const claim = randomUUID();
  const [doc] = await db
    .update(documents)
    .set({
      extraction_status: 'processing',
      extraction_progress: 0,
      extraction_error: null,
      extraction_note: null,
      embedding_error: null,
      extraction_claim: claim,
      extraction_claimed_at: sql`now()`,
    })
    .where(
      sql`${documents.id} = ${job.documentId} AND ${documents.status} = 'completed' AND NOT ${liveClaimSql}`,
    )
    .returning();
  if (!doc) return 'skipped';
  const mine = and(eq(documents.id, doc.id), eq(documents.extraction_claim, claim));
  const started = Date.now();
  let lastProgress = 0;
  try {
    const bytes = await readAll(deps.storage, doc.storage_key);
    const prompts = await promptsOf(db, doc.activity_id);
    const task = { bytes, documentName: doc.document_name, prompts, limits: deps.limits };
    const offline = await readWithOneRetry(deps.reader, task, async (done, total) => {
      const percent = Math.floor((done / total) * 90);
      if (percent - lastProgress >= 5) {
        lastProgress = percent;
        await db
          .update(documents)
          .set({ extraction_progress: percent, extraction_claimed_at: sql`now()` })
          .where(mine);
      }
    });
    const read = offline.read;
    const pages = read.pages.map((p) => ({ page: p.page, text: p.text }));
    // What leaves the process (the language model, the embedding endpoint) never carries a whole
    // account number or SSN either; only the offline extractor reads the pages unmasked.
    const outgoing = pages.map((p) => ({ page: p.page, text: maskSensitiveNumbers(p.text) }));
    let values: ExtractedValue[] = offline.values;
    let source: 'extractor' | 'llm' | 'mixed' = 'extractor';
    let note = read.note;
    if (deps.llm && values.length > 0) {
      try {
        const fromModel = await answerWithModel(
          deps.llm,
          outgoing,
          values.map((v) => ({
            key: v.key,
            question: v.question ?? v.key.replace(/_/g, ' '),
            value_type: v.value_type,
          })),
        );
        // The model answers every prompt; where it has nothing, the offline value stays.
        values = fromModel.map((v, i) => (v.reason && !offline.values[i]!.reason ? offline.values[i]! : v));
        source = 'llm';
      } catch (error) {
        note = [note, 'The language model could not be reached; offline values are shown']
          .filter(Boolean)
          .join('; ');
        deps.log?.({ documentId: doc.id, error: (error as Error).name }, 'data point model call failed');
      }
    }
    const semantic = deps.semantic ?? null;
    const embedded = semantic
      ? await embedPages(semantic, { documentName: doc.document_name, pages: outgoing }, async () => {
          await db
            .update(documents)
            .set({ extraction_claimed_at: sql`now()` })
            .where(mine);
        })
      : null;
    if (embedded?.error) deps.log?.({ documentId: doc.id, error: embedded.error }, 'page embeddings failed');
    const dims = embedded?.vectors.find(Boolean)?.length;
    // Without the HNSW index pgvector still answers (exactly); the next document tries again.
    if (semantic && dims) await ensureVectorIndex(db, semantic, dims).catch(() => undefined);
    await db.transaction(async (tx) => {
      // Only the run that holds the claim writes its result.
      const [held] = await tx.select({ id: documents.id }).from(documents).where(mine).for('no key update');
      if (!held) throw new LostClaim();
      await tx.delete(documentPages).where(eq(documentPages.document_id, doc.id));
      for (let i = 0; i < read.pages.length; i += 200)
        await tx.insert(documentPages).values(
          read.pages.slice(i, i + 200).map((p, n) => {
            const vector = embedded?.vectors[i + n];
            return {
              document_id: doc.id,
              loan_id: doc.loan_id,
              page: p.page,
              // Account numbers and SSNs are kept only as their last four digits (issue 13 suite 5).
              text: maskSensitiveNumbers(p.text.split('\u0000').join('')),
              words: p.words.map(([x0, y0, x1, y1, word]): PageWord => [
                x0,
                y0,
                x1,
                y1,
                maskSensitiveNumbers(word),
              ]),
              width: p.width,
              height: p.height,
              method: p.method,
              ...(vector && semantic
                ? {
                    embedding: toBytes(vector),
                    embedding_model: semantic.embeddings.model,
                    embedding_dims: vector.length,
                  }
                : {}),
            };
          }),
        );
      if (semantic && embedded)
        await writeVectorColumn(
          tx,
          semantic,
          read.pages.flatMap((p, i) => {
            const vector = embedded.vectors[i];
            return vector ? [{ documentId: doc.id, page: p.page, vector }] : [];
          }),
        );
      await saveExtractedValues(tx, { documentId: doc.id, processId: doc.process_id, values, source });
      await tx
        .update(documents)
        .set({
          extraction_status: 'processed',
          extraction_progress: 100,
          extraction_method: read.method,
          extraction_note: note,
          embedding_error: embedded?.error ?? null,
          page_count: read.pages.length,
          document_class: offline.documentClass,
          text_content: maskSensitiveNumbers(
            read.pages
              .map((p) => p.text)
              .join('\n\f\n')
              .slice(0, 2_000_000)
              .split('\u0000')
              .join(''),
          ),
          extracted_at: new Date(),
          extraction_claim: null,
        })
        .where(mine);
    });
    deps.log?.(
      { documentId: doc.id, pages: read.pages.length, method: read.method, ms: Date.now() - started },
      'document extracted',
    );
    return 'processed';
  } catch (error) {
    if (error instanceof LostClaim) return 'skipped';
    if (error instanceof ReaderStopped) {
      // This process is stopping: the document is read again by the next one (worker.ts).
      await db
        .update(documents)
        .set({ extraction_status: 'pending', extraction_claim: null })
        .where(mine)
        .catch(() => undefined);
      return 'skipped';
    }
    const reason =
      error instanceof ExtractionFailure
        ? error.message
        : (error as { name?: string }).name === 'StorageNotFoundError'
          ? 'The stored file is missing'
          : 'The document could not be read (internal error); retry, or upload it again';
    await db
      .update(documents)
      .set({
        extraction_status: 'error',
        extraction_error: reason,
        extraction_progress: 0,
        extraction_claim: null,
      })
      .where(mine)
      .catch(() => undefined);
    deps.log?.({ documentId: doc.id, error: (error as Error).name }, 'document extraction failed');
    return 'error';
  }
};
