// The loan's documents as the documents panel and the assistant see them (001 §3 loan document
// list item, datastore document, source entry), their pages, retry and datastore sync (issue 9).
import type { Actor } from '../../lib/actor';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  messages,
  type DataPoint,
  type DataPointValueType,
  type DatastoreDocument,
  type DocumentPage,
  type LoanDocumentItem,
  type SyncRun,
} from '@lending/domain';
import type { Db } from '../../db/client';
import {
  activities,
  dataPoints,
  datastoreSyncs,
  documentPages,
  documents,
  processes,
  users,
} from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Storage } from '../../integrations/storage/storage';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { EXTRACT_DOCUMENT_JOB, type ExtractDocumentJob } from './extraction.job';
import { isUuid } from '../../lib/ids';

/** Documents that belong in the panel and the datastore: stored, not an export zip. */
const loanDocumentsWhere = (loanId: string) =>
  and(eq(documents.loan_id, loanId), eq(documents.status, 'completed'), ne(documents.kind, 'export'));

type DataPointRow = typeof dataPoints.$inferSelect;

export const toWireDataPoint = (row: DataPointRow): DataPoint => ({
  data_point_id: row.id,
  key_name: row.key_name,
  value: row.value,
  value_type: row.value_type as DataPointValueType,
  source: row.source,
  page: row.page,
  quote: row.quote,
  reason: row.reason,
  question: row.question,
  corrected_at: row.corrected_at ? row.corrected_at.toISOString() : null,
});

/**
 * The OCR values as shown: the document's stored data points (one reading per document, issue 23
 * item 5), a staff correction included, so the OCR tab and the data points never disagree.
 */
const ocrDataOf = (
  points: DataPoint[] | undefined,
  machine: Record<string, { value: unknown }>,
): Record<string, { value: unknown }> =>
  points && points.length > 0
    ? Object.fromEntries(points.map((p) => [p.key_name, { value: p.value }]))
    : machine;

/** Files the app makes itself: no person uploaded them. */
const SYSTEM_KINDS = new Set(['generated', 'signed', 'system', 'report', 'export']);

/** Who uploaded a document: the user, or the lender's system for a file the app made. */
const uploaderName = (kind: string, first: string | null, last: string | null): string | null => {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  if (name) return name;
  return SYSTEM_KINDS.has(kind) ? messages.systemUploader : null;
};

export const listLoanDocuments = async (
  db: Db,
  storage: Storage,
  loanId: string,
): Promise<LoanDocumentItem[]> => {
  const rows = await db
    .select({
      doc: documents,
      first_name: users.first_name,
      last_name: users.last_name,
      activity_state: activities.state,
      activity_type: activities.activity_type,
      process_state: processes.state,
    })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploaded_by))
    .leftJoin(activities, eq(activities.id, documents.activity_id))
    .leftJoin(processes, eq(processes.id, documents.process_id))
    .where(loanDocumentsWhere(loanId))
    .orderBy(desc(documents.created_epoch), asc(documents.document_name));
  const ids = rows.map((r) => r.doc.id);
  const points = ids.length
    ? await db
        .select()
        .from(dataPoints)
        .where(inArray(dataPoints.document_id, ids))
        .orderBy(asc(dataPoints.key_name))
    : [];
  const byDocument = new Map<string, DataPoint[]>();
  for (const point of points) {
    const list = byDocument.get(point.document_id) ?? [];
    list.push(toWireDataPoint(point));
    byDocument.set(point.document_id, list);
  }
  return Promise.all(
    rows.map(async ({ doc, first_name, last_name, activity_state, activity_type, process_state }) => ({
      document: {
        document_id: doc.id,
        document_name: doc.document_name,
        file_name: doc.file_name,
        content_type: doc.content_type,
        created: doc.created_epoch,
        kind: doc.kind,
      },
      user_name: uploaderName(doc.kind, first_name, last_name),
      activity_status: { state: activity_state ?? null },
      activity_uuid: doc.activity_id,
      process_uuid: doc.process_id,
      activity_type: activity_type ?? null,
      process_status: { state: process_state ?? null },
      download_url: await storage.signedDownloadUrl(doc.storage_key, { fileName: doc.file_name }),
      ocr_data: ocrDataOf(byDocument.get(doc.id), doc.ocr_data ?? {}),
      data_points: byDocument.get(doc.id) ?? [],
      extraction: {
        status: doc.extraction_status as LoanDocumentItem['extraction']['status'],
        error: doc.extraction_error,
        note: doc.extraction_note,
        progress: doc.extraction_progress,
        method: doc.extraction_method,
        page_count: doc.page_count,
        document_class: doc.document_class,
        embedding_error: doc.embedding_error,
      },
    })),
  );
};

export const listDatastoreDocuments = async (db: Db, loanId: string): Promise<DatastoreDocument[]> => {
  const rows = await db
    .select()
    .from(documents)
    .where(loanDocumentsWhere(loanId))
    .orderBy(desc(documents.created_at));
  return rows.map((d) => ({
    id: d.id,
    name: d.document_name === d.file_name ? d.file_name : `${d.document_name} (${d.file_name})`,
    status:
      d.extraction_status === 'processed'
        ? 'completed'
        : d.extraction_status === 'error'
          ? 'failed'
          : 'processing',
    created_at: d.created_at.toISOString(),
    error: d.extraction_error,
    progress: d.extraction_progress,
  }));
};

const findLoanDocument = async (db: Db, loanId: string, documentId: string) => {
  if (!isUuid(documentId)) throw new AppError(404, 'Document not found');
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), loanDocumentsWhere(loanId)));
  if (!doc) throw new AppError(404, 'Document not found');
  return doc;
};

export const documentPagesOf = async (
  db: Db,
  loanId: string,
  documentId: string,
): Promise<DocumentPage[]> => {
  await findLoanDocument(db, loanId, documentId);
  const rows = await db
    .select()
    .from(documentPages)
    .where(eq(documentPages.document_id, documentId))
    .orderBy(asc(documentPages.page));
  return rows.map((p) => ({
    page: p.page,
    text: p.text,
    words: p.words,
    width: p.width,
    height: p.height,
    method: p.method,
  }));
};

/** Re-reads one document (retry after an error, or after a new OCR engine). */
export const retryExtraction = async (
  db: Db,
  jobs: JobQueue,
  input: { loanId: string; documentId: string; actor: Actor },
) => {
  const doc = await findLoanDocument(db, input.loanId, input.documentId);
  if (doc.extraction_status === 'processing') throw new AppError(409, 'The document is being read already');
  await db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({ extraction_status: 'processing', extraction_progress: 0, extraction_error: null })
      .where(eq(documents.id, doc.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'document.extraction.retry',
      entity_type: 'document',
      entity_id: doc.id,
      before: { extraction_status: doc.extraction_status },
      after: { extraction_status: 'processing' },
    });
  });
  await jobs.send<ExtractDocumentJob>(EXTRACT_DOCUMENT_JOB, { documentId: doc.id });
  return { document_id: doc.id, status: 'processing' as const };
};

const toSyncRun = (row: typeof datastoreSyncs.$inferSelect): SyncRun => ({
  sync_id: row.id,
  status: row.status as SyncRun['status'],
  total: row.total,
  done: row.done,
  failed: row.failed,
});

/** PUT /loan/{id}/sync-files-to-datastore: every document of the loan is read again, as jobs. */
export const startDatastoreSync = async (
  db: Db,
  jobs: JobQueue,
  input: { loanId: string; actor: Actor },
): Promise<SyncRun> => {
  const { run, ids } = await db.transaction(async (tx) => {
    const docs = await tx
      .update(documents)
      .set({ extraction_status: 'processing', extraction_progress: 0, extraction_error: null })
      .where(and(loanDocumentsWhere(input.loanId), ne(documents.extraction_status, 'processing')))
      .returning({ id: documents.id });
    const busy = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(and(loanDocumentsWhere(input.loanId), eq(documents.extraction_status, 'processing')));
    const [row] = await tx
      .insert(datastoreSyncs)
      .values({
        loan_id: input.loanId,
        total: docs.length,
        status: docs.length === 0 ? 'completed' : 'processing',
        finished_at: docs.length === 0 ? new Date() : null,
        requested_by: input.actor.id,
      })
      .returning();
    await recordAudit(tx, {
      actor: input.actor,
      action: 'loan.sync-files-to-datastore',
      entity_type: 'loan',
      entity_id: input.loanId,
      after: {
        sync_id: row!.id,
        documents: docs.length,
        already_processing: (busy[0]?.n ?? 0) - docs.length,
      },
    });
    return { run: row!, ids: docs.map((d) => d.id) };
  });
  for (const id of ids)
    await jobs.send<ExtractDocumentJob>(EXTRACT_DOCUMENT_JOB, { documentId: id, syncId: run.id });
  return toSyncRun(run);
};

export const latestSync = async (db: Db, loanId: string): Promise<SyncRun | null> => {
  const [row] = await db
    .select()
    .from(datastoreSyncs)
    .where(eq(datastoreSyncs.loan_id, loanId))
    .orderBy(desc(datastoreSyncs.created_at))
    .limit(1);
  return row ? toSyncRun(row) : null;
};
