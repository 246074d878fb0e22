// Uploads and processes (DESIGN.md §5): the client asks for a signed upload URL, PUTs the file,
// then runs the process. The server keeps the file under a generated key, checks its type by
// content when the process runs, and only then shows the document. Used by the staff routes
// here and, through the same functions, by the personal and broker areas.
import type { Actor } from '../../lib/actor';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, envelopes, processes } from '../../db/schema/index';
import { notifyUploaded } from '../notifications/index';
import type { Storage } from '../../integrations/storage/storage';
import {
  detectFileType,
  isAcceptedContentType,
  matchesContentType,
} from '../../integrations/storage/file-types';
import { ACTIVE_PDF_MESSAGE, pdfHasActiveContent, zipProblem } from '../../integrations/storage/file-safety';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../../plugins/audit';
import { epochNow } from '../../lib/clock';
import { touchLoan } from '../loan-status/index';
import { changeActivityState, notAllowed, withLockedActivity } from './activity.engine';
import { findActivity, toWireActivities } from './activity.queries';
import { uploadMarking, messages } from '@lending/domain';
import { canUpload, isReadIntoReport, type ActivityView } from './rules';
import { domainEvents } from '../../lib/events';
import { isUuid } from '../../lib/ids';
import { acceptedContentType, openUpload } from './upload-intake';

const NOT_VALID_FILE_TYPE = messages.notValidFileType;

export type UploadRequest = {
  activityId: string;
  content_type: string;
  name: string;
  actor: Actor;
  /** 'loan' for staff, 'personal' for the borrower and broker areas (action table views). */
  view?: ActivityView;
};

/** A new process with one pending document and a signed URL to PUT its bytes to. */
export const createUpload = (db: Db, storage: Storage, request: UploadRequest) =>
  withLockedActivity(db, request.activityId, async (tx, activity) => {
    const contentType = acceptedContentType(request.content_type, isAcceptedContentType);
    if (!canUpload(activity.activity_type, activity.state, request.view ?? 'loan'))
      throw notAllowed('upload', activity);
    const { presigned_url, process_id } = await openUpload(tx, storage, {
      activity,
      actor: request.actor,
      contentType,
      fileName: request.name,
      kind: 'upload',
      documentName: activity.document_name ?? activity.name,
    });
    return { presigned_url, process_id };
  });

// Files up to this size are read whole for the content checks (the upload links cap at 25 MB).
const CHECKED_BYTES = 30 * 1024 * 1024;

const headOf = async (
  storage: Storage,
  key: string,
): Promise<{ head: Buffer; size: number; whole: Buffer | null }> => {
  const stream = await storage.get(key);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size <= CHECKED_BYTES) chunks.push(buffer);
  }
  const whole = size <= CHECKED_BYTES ? Buffer.concat(chunks) : null;
  return { head: (whole ?? Buffer.concat(chunks)).subarray(0, 4096), size, whole };
};

/** The reason a file of an accepted type is still refused (active PDF, zip bomb), or null. */
const contentProblem = (whole: Buffer | null, head: Buffer): string | null => {
  const type = detectFileType(head)?.extension;
  if (!whole) return 'The file is too large';
  if (type === 'pdf' && pdfHasActiveContent(whole)) return ACTIVE_PDF_MESSAGE;
  if (type === 'docx' || type === 'xlsx' || type === 'zip') return zipProblem(whole);
  return null;
};

/**
 * Runs a process after its upload: every pending file must be stored and be of its announced
 * type; then the document appears and a document request becomes 'sent' (New File Uploaded).
 */
export const runProcess = (
  db: Db,
  storage: Storage,
  input: { activityId: string; processId: string; actor: Actor & { role?: string }; view?: ActivityView },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    if (!isUuid(input.processId)) throw new AppError(404, 'Process not found');
    const [process] = await tx
      .select()
      .from(processes)
      .where(and(eq(processes.id, input.processId), eq(processes.activity_id, activity.id)))
      .for('no key update');
    if (!process) throw new AppError(404, 'Process not found');
    const pending = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.process_id, process.id), eq(documents.status, 'uploading')));
    const now = epochNow();
    for (const doc of pending) {
      if (!(await storage.exists(doc.storage_key)))
        throw new AppError(409, 'The file has not been uploaded yet');
      const { head, size, whole } = await headOf(storage, doc.storage_key);
      // Type by content, then inert content (file-safety.ts): checked here too because with S3
      // storage the bytes went straight to the bucket.
      const problem = matchesContentType(head, doc.content_type) ? contentProblem(whole, head) : null;
      if (!matchesContentType(head, doc.content_type) || problem) {
        await storage.delete(doc.storage_key);
        await tx.update(documents).set({ status: 'failed' }).where(eq(documents.id, doc.id));
        await tx
          .update(processes)
          .set({ state: 'failed', state_epoch: now })
          .where(eq(processes.id, process.id));
        if (problem) throw new AppError(400, problem, [{ path: 'file', message: problem }]);
        throw new AppError(400, NOT_VALID_FILE_TYPE, [
          { path: 'file', message: `${NOT_VALID_FILE_TYPE} (${detectFileType(head)?.mime ?? 'unknown'})` },
        ]);
      }
      await tx
        .update(documents)
        .set({ status: 'completed', size_bytes: size, created_epoch: now })
        .where(eq(documents.id, doc.id));
    }
    await tx
      .update(processes)
      .set({ state: 'processed', state_epoch: now })
      .where(eq(processes.id, process.id));
    let current = activity;
    // A staff member's custom document (kind 'custom') is kept without moving the activity.
    const isCustom = pending.length > 0 && pending.every((doc) => doc.kind === 'custom');
    // Staff mark their term sheet and commitment uploads themselves (set/sent, set/signed,
    // set/verified); the personal area has no such calls, so a borrower's or broker's upload
    // is marked here by the rule of 002 §4: new or generated -> sent, sent or signed -> signed.
    const isPersonal = input.view
      ? input.view === 'personal'
      : Boolean(input.actor.role && input.actor.role !== 'admin');
    const marking =
      isPersonal && ['term-sheet', 'commitment'].includes(activity.activity_type)
        ? uploadMarking(activity.state)
        : null;
    if (isCustom) {
      await recordAudit(tx, {
        actor: input.actor,
        action: 'activity.custom-document.upload',
        entity_type: 'activity',
        entity_id: activity.id,
        after: { process_id: process.id, files: pending.length },
      });
      if (activity.loan_id) await touchLoan(tx, activity.loan_id);
    } else if (
      activity.activity_type === 'document-request' &&
      activity.state !== 'sent' &&
      pending.length > 0
    ) {
      current = await changeActivityState(tx, {
        activity,
        to: 'sent',
        actor: input.actor,
        action: 'document-request.upload',
      });
    } else if (isReadIntoReport(activity.activity_type) && pending.length > 0) {
      // Costar and appraisal (000 §4 'upload OCR'): the file is read into the report, which the
      // reports module opens (it listens; this module does not know it).
      const [file] = pending;
      await domainEvents.emit('activity.report_file_uploaded', {
        tx,
        activity,
        documentId: file!.id,
        fileName: file!.file_name,
        actor: input.actor,
      });
      current = await findActivity(tx, activity.id);
    } else if (marking && pending.length > 0 && (marking !== 'signed' || activity.state !== 'signed')) {
      current = await changeActivityState(tx, {
        activity,
        to: marking === 'sent' ? 'sent' : 'signed',
        actor: input.actor,
        action: `${activity.activity_type}.upload`,
      });
    } else {
      await recordAudit(tx, {
        actor: input.actor,
        action: 'activity.process.run',
        entity_type: 'activity',
        entity_id: activity.id,
        after: { process_id: process.id, files: pending.length },
      });
      if (activity.loan_id) await touchLoan(tx, activity.loan_id);
    }
    if (isPersonal && pending.length > 0) await notifyUploaded(tx, { activity, documents: pending });
    const [wire] = await toWireActivities(tx, [current]);
    return wire!;
  });

/** One completed (stored and checked) document of the activity; 404 for any other. */
export const completedDocument = async (
  db: Db,
  { activityId, documentId }: { activityId: string; documentId: string },
) => {
  const activity = await findActivity(db, activityId);
  if (!isUuid(documentId)) throw new AppError(404, 'Document not found');
  const [doc] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.activity_id, activity.id),
        eq(documents.status, 'completed'),
      ),
    );
  if (!doc) throw new AppError(404, 'Document not found');
  return doc;
};

/** A short-lived signed link to one of the activity's documents. */
export const documentDownload = async (
  db: Db,
  storage: Storage,
  target: { activityId: string; documentId: string },
) => {
  const doc = await completedDocument(db, target);
  const url = await storage.signedDownloadUrl(doc.storage_key, { fileName: doc.file_name });
  return { url, document_id: doc.id, file_name: doc.file_name, content_type: doc.content_type };
};

/** The latest e-signature envelope status of an activity (declined, sent, delivered, signed). */
export const envelopeStatus = async (db: Db, activityId: string) => {
  const activity = await findActivity(db, activityId);
  const rows = await db.select().from(envelopes).where(eq(envelopes.activity_id, activity.id));
  const latest = rows.sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime())[0];
  return {
    activity_id: activity.id,
    envelope_id: latest?.id ?? activity.docusign_envelope_id,
    status: latest?.status ?? null,
  };
};
