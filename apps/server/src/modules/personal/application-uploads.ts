// The wizard's uploads (002 §2.2 sections 1 and 7) go into the application activity, which the
// action table gives no 'upload' action (it is 'view application'): a process with one pending
// document per file, while the application is not yet submitted. Type by content is checked
// when the process runs (modules/activity/activity.uploads.ts runProcess).
import type { Actor } from '../../lib/actor';
import type { Db } from '../../db/client';
import { isWizardContentType } from '../../integrations/storage/file-types';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../plugins/errors';
import { acceptedContentType, openUpload, withLockedActivity } from '../activity/index';

const WIZARD_MAX_BYTES = 20 * 1024 * 1024;

export const createApplicationUpload = (
  db: Db,
  storage: Storage,
  request: { activityId: string; content_type: string; name: string; actor: Actor },
) =>
  withLockedActivity(db, request.activityId, async (tx, activity) => {
    // 002 §5: png, pdf, jpeg, jpg and gif/bmp.
    const contentType = acceptedContentType(request.content_type, isWizardContentType);
    if (activity.state !== 'new') throw new AppError(409, 'The application was already submitted');
    const { presigned_url, process_id } = await openUpload(tx, storage, {
      activity,
      actor: request.actor,
      contentType,
      fileName: request.name,
      kind: 'upload',
      documentName: 'Application',
      display: { source: 'application' },
      maxBytes: WIZARD_MAX_BYTES,
    });
    return { presigned_url, process_id };
  });
