// POST /activity/{id}/generate-custom-document-with-presigned-url (000 §7): staff add a document
// of their own to an activity (a copy received by mail, a signed original, a site photo) under a
// name they choose. It is stored like any upload (signed URL, type checked by content when the
// process runs) but as kind 'custom': it moves no state and is listed with the loan's system
// documents (001 §2 "System documents tab").
import type { Actor } from '../../lib/actor';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage/storage';
import { isAcceptedContentType } from '../../integrations/storage/file-types';
import { AppError } from '../../plugins/errors';
import { acceptedContentType, openUpload, withLockedActivity } from '../activity/index';

export type CustomUploadRequest = {
  activityId: string;
  content_type: string;
  name: string;
  document_name?: string | null;
  actor: Actor;
};

export const createCustomUpload = (db: Db, storage: Storage, request: CustomUploadRequest) =>
  withLockedActivity(db, request.activityId, async (tx, activity) => {
    const contentType = acceptedContentType(request.content_type, isAcceptedContentType);
    if (!activity.loan_id) throw new AppError(409, 'Custom documents belong to a loan activity');
    if (activity.state === 'paused')
      throw new AppError(
        409,
        `Action 'upload' is not allowed for a paused ${activity.activity_type} activity`,
      );
    const documentName = request.document_name?.trim() || request.name;
    return openUpload(tx, storage, {
      activity,
      actor: request.actor,
      contentType,
      fileName: request.name,
      kind: 'custom',
      documentName,
      display: { custom: true },
      audit: { action: 'activity.custom-document.create', after: { document_name: documentName } },
    });
  });
