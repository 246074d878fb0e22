// The wizard's uploads (002 §2.2 sections 1 and 7) go into the application activity, which the
// action table gives no 'upload' action (it is 'view application'): a process with one pending
// document per file, while the application is not yet submitted. Type by content is checked
// when the process runs (modules/activity/activity.uploads.ts runProcess).
import type { Actor } from '../../lib/actor';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { documents, processes } from '../../db/schema/index';
import { extensionOf, isWizardContentType } from '../../integrations/storage/file-types';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../plugins/errors';
import { withLockedActivity, NOT_VALID_FILE_TYPE } from '../activity/index';
import { epochNow } from '../../lib/clock';

const WIZARD_MAX_BYTES = 20 * 1024 * 1024;

export const createApplicationUpload = (
  db: Db,
  storage: Storage,
  request: { activityId: string; content_type: string; name: string; actor: Actor },
) =>
  withLockedActivity(db, request.activityId, async (tx, activity) => {
    const contentType = request.content_type.toLowerCase();
    // 002 §5: png, pdf, jpeg, jpg and gif/bmp.
    if (!isWizardContentType(contentType)) {
      throw new AppError(400, NOT_VALID_FILE_TYPE, [{ path: 'content_type', message: NOT_VALID_FILE_TYPE }]);
    }
    if (activity.state !== 'new') throw new AppError(409, 'The application was already submitted');
    const now = epochNow();
    const [process] = await tx
      .insert(processes)
      .values({
        activity_id: activity.id,
        state: 'new',
        state_epoch: now,
        created_by: request.actor.id,
        data_to_display: { source: 'application' },
      })
      .returning();
    const documentId = randomUUID();
    const key = `loans/${activity.loan_id ?? 'none'}/${activity.id}/${process!.id}/${documentId}.${extensionOf(contentType)}`;
    await tx.insert(documents).values({
      id: documentId,
      loan_id: activity.loan_id,
      activity_id: activity.id,
      process_id: process!.id,
      kind: 'upload',
      document_name: 'Application',
      file_name: request.name.slice(0, 255) || 'file',
      storage_key: key,
      content_type: contentType,
      status: 'uploading',
      uploaded_by: request.actor.id,
      created_epoch: now,
    });
    return {
      presigned_url: await storage.signedUploadUrl(key, { contentType, maxBytes: WIZARD_MAX_BYTES }),
      process_id: process!.id,
    };
  });
