// One upload intake (issue 20 item 5) for the three flows that take a file: an activity's upload
// (activity.uploads.ts createUpload, staff and personal areas), the application wizard's
// (personal/application-uploads.ts) and a staff custom document (documents/custom-upload.ts).
// Each flow checks the announced type against its own list, then its own state rules, then opens
// the upload here: a new process with one pending document under a generated storage key, the
// audit row when the flow keeps one, and a signed URL to PUT the bytes to. The bytes themselves
// are checked by content (type, active PDF, zip bomb) and sized when the process runs
// (activity.uploads.ts runProcess), the one step every upload goes through.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { documents, processes } from '../../db/schema/index';
import { extensionOf } from '../../integrations/storage/file-types';
import type { Storage } from '../../integrations/storage/storage';
import type { Actor } from '../../lib/actor';
import { epochNow } from '../../lib/clock';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { messages } from '@lending/domain';
import type { ActivityRow } from './activity.queries';

/**
 * The announced content type, lower-cased, when the flow accepts it; otherwise the spec's 400
 * "not a valid file type" on `content_type` (checked before any state rule, in every flow).
 */
export const acceptedContentType = (announced: string, isAccepted: (type: string) => boolean): string => {
  const contentType = announced.toLowerCase();
  if (!isAccepted(contentType))
    throw new AppError(400, messages.notValidFileType, [
      { path: 'content_type', message: messages.notValidFileType },
    ]);
  return contentType;
};

export type UploadIntake = {
  activity: ActivityRow;
  actor: Actor;
  /** From acceptedContentType. */
  contentType: string;
  /** The file's own name (a label only: the bytes live under a generated key). */
  fileName: string;
  /** upload (moves the activity when processed) or custom (a staff document, moves nothing). */
  kind: 'upload' | 'custom';
  documentName: string;
  /** What the process shows about its source (e.g. { source: 'application' }). */
  display?: Record<string, unknown>;
  /** A smaller cap than the storage's default for this flow's signed URL. */
  maxBytes?: number;
  /** The audit row of opening the upload, for the flows that keep one. */
  audit?: { action: string; after?: Record<string, unknown> };
};

/** Opens an upload in the flow's transaction; answers the signed URL, the process and the document. */
export const openUpload = async (
  tx: Tx,
  storage: Storage,
  intake: UploadIntake,
): Promise<{ presigned_url: string; process_id: string; document_id: string }> => {
  const { activity, actor, contentType } = intake;
  const now = epochNow();
  const [process] = await tx
    .insert(processes)
    .values({
      activity_id: activity.id,
      state: 'new',
      state_epoch: now,
      created_by: actor.id,
      ...(intake.display ? { data_to_display: intake.display } : {}),
    })
    .returning();
  const processId = process!.id;
  const documentId = randomUUID();
  const key = `loans/${activity.loan_id ?? 'none'}/${activity.id}/${processId}/${documentId}.${extensionOf(contentType)}`;
  await tx.insert(documents).values({
    id: documentId,
    loan_id: activity.loan_id,
    activity_id: activity.id,
    process_id: processId,
    kind: intake.kind,
    document_name: intake.documentName.slice(0, 255),
    file_name: intake.fileName.slice(0, 255) || 'file',
    storage_key: key,
    content_type: contentType,
    status: 'uploading',
    uploaded_by: actor.id,
    created_epoch: now,
  });
  if (intake.audit)
    await recordAudit(tx, {
      actor,
      action: intake.audit.action,
      entity_type: 'activity',
      entity_id: activity.id,
      after: { process_id: processId, document_id: documentId, ...intake.audit.after },
    });
  const presigned_url = await storage.signedUploadUrl(key, {
    contentType,
    ...(intake.maxBytes ? { maxBytes: intake.maxBytes } : {}),
  });
  return { presigned_url, process_id: processId, document_id: documentId };
};
