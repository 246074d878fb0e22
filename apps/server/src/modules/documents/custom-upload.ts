// POST /activity/{id}/generate-custom-document-with-presigned-url (000 §7): staff add a document
// of their own to an activity (a copy received by mail, a signed original, a site photo) under a
// name they choose. It is stored like any upload (signed URL, type checked by content when the
// process runs) but as kind 'custom': it moves no state and is listed with the loan's system
// documents (001 §2 "System documents tab").
import type { Actor } from '../../lib/actor';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { documents, processes } from '../../db/schema/index';
import type { Storage } from '../../integrations/storage/storage';
import { extensionOf, isAcceptedContentType } from '../../integrations/storage/file-types';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { withLockedActivity, NOT_VALID_FILE_TYPE } from '../activity/index';
import { epochNow } from '../../lib/clock';

export type CustomUploadRequest = {
  activityId: string;
  content_type: string;
  name: string;
  document_name?: string | null;
  actor: Actor;
};

export const createCustomUpload = (db: Db, storage: Storage, request: CustomUploadRequest) =>
  withLockedActivity(db, request.activityId, async (tx, activity) => {
    const contentType = request.content_type.toLowerCase();
    if (!isAcceptedContentType(contentType))
      throw new AppError(400, NOT_VALID_FILE_TYPE, [{ path: 'content_type', message: NOT_VALID_FILE_TYPE }]);
    if (!activity.loan_id) throw new AppError(409, 'Custom documents belong to a loan activity');
    if (activity.state === 'paused')
      throw new AppError(
        409,
        `Action 'upload' is not allowed for a paused ${activity.activity_type} activity`,
      );
    const now = epochNow();
    const [process] = await tx
      .insert(processes)
      .values({
        activity_id: activity.id,
        state: 'new',
        state_epoch: now,
        created_by: request.actor.id,
        data_to_display: { custom: true },
      })
      .returning();
    const documentId = randomUUID();
    const key = `loans/${activity.loan_id}/${activity.id}/${process!.id}/${documentId}.${extensionOf(contentType)}`;
    const documentName = request.document_name?.trim() || request.name;
    await tx.insert(documents).values({
      id: documentId,
      loan_id: activity.loan_id,
      activity_id: activity.id,
      process_id: process!.id,
      kind: 'custom',
      document_name: documentName.slice(0, 255),
      file_name: request.name.slice(0, 255) || 'file',
      storage_key: key,
      content_type: contentType,
      status: 'uploading',
      uploaded_by: request.actor.id,
      created_epoch: now,
    });
    await recordAudit(tx, {
      actor: request.actor,
      action: 'activity.custom-document.create',
      entity_type: 'activity',
      entity_id: activity.id,
      after: { process_id: process!.id, document_id: documentId, document_name: documentName },
    });
    const presigned_url = await storage.signedUploadUrl(key, { contentType });
    return { presigned_url, process_id: process!.id, document_id: documentId };
  });
