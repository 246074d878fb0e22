// Custom documents (002 §2.4, §5): free-form values kept on an activity, generated into DOCX
// and PDF with the 'custom-document' template, sent by mail. Saving happens only when a value
// differs from the loaded one; empty values are ignored (002 §5).
import type { Actor } from '../../lib/actor';
import type { Db } from '../../db/client';
import type { MailSender } from '../../integrations/mail/mail';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../plugins/errors';
import { assertCurrentVersion } from '../../lib/versioning';
import { updateActivityData, withLockedActivity, findActivity } from '../activity/index';
import {
  generateFiles,
  linksFor,
  prepareDocumentMail,
  valuesOf,
  type Generated,
  type GenerationDeps,
} from '../generated-documents/index';

const customOf = (data: Record<string, unknown>): Record<string, unknown> =>
  (data.custom_values as Record<string, unknown> | undefined) ?? {};

export const getCustomValues = async (db: Db, activityId: string) => {
  const activity = await findActivity(db, activityId);
  return {
    activity_id: activity.id,
    state: activity.state,
    values: customOf(activity.data),
    version: activity.version,
  };
};

export const updateCustomValues = (
  db: Db,
  input: {
    activityId: string;
    values: Record<string, string | number | boolean | null>;
    version: number;
    actor: Actor;
  },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    assertCurrentVersion(activity.version, input.version);
    const current = customOf(activity.data);
    const patch = Object.fromEntries(
      Object.entries(input.values).filter(
        ([key, value]) =>
          value !== null && value !== '' && JSON.stringify(current[key]) !== JSON.stringify(value),
      ),
    );
    if (Object.keys(patch).length === 0) {
      return { activity_id: activity.id, changed: false, values: current, version: activity.version };
    }
    const values = { ...current, ...patch };
    const updated = await updateActivityData(tx, {
      activity,
      actor: input.actor,
      action: 'custom-document.update',
      data: { ...activity.data, custom_values: values },
    });
    return { activity_id: activity.id, changed: true, values, version: updated.version };
  });

export const generateCustomDocument = (
  db: Db,
  deps: GenerationDeps,
  input: { activityId: string; actor: Actor },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    if (activity.state === 'paused')
      throw new AppError(409, "Action 'generate' is not allowed while the activity is paused");
    const generated = await generateFiles(tx, deps, {
      activity,
      kind: 'custom-document',
      title: activity.document_name ?? activity.name,
      values: { ...valuesOf(activity), ...customOf(activity.data) },
      actor: input.actor,
    });
    await updateActivityData(tx, {
      activity,
      actor: input.actor,
      action: 'custom-document.generate',
      data: { ...activity.data, custom_generated: generated },
    });
    return {
      activity_id: activity.id,
      process_id: generated.process_id,
      ...(await linksFor(tx, deps.storage, generated)),
    };
  });

const generatedOf = (data: Record<string, unknown>): Generated => {
  const generated = data.custom_generated as Generated | undefined;
  if (!generated) throw new AppError(404, 'The document has not been generated yet');
  return generated;
};

export const getCustomDocuments = async (db: Db, storage: Storage, activityId: string) => {
  const activity = await findActivity(db, activityId);
  return { activity_id: activity.id, ...(await linksFor(db, storage, generatedOf(activity.data))) };
};

export const sendCustomDocument = async (
  db: Db,
  deps: { storage: Storage; mail: MailSender },
  input: { activityId: string; to?: string; actor: Actor; baseUrl?: string },
) => {
  const result = await withLockedActivity(db, input.activityId, async (tx, activity) => {
    const { mail, mails } = await prepareDocumentMail(tx, deps.storage, {
      activity,
      generated: generatedOf(activity.data),
      to: input.to,
      baseUrl: input.baseUrl,
    });
    await updateActivityData(tx, {
      activity,
      actor: input.actor,
      action: 'custom-document.send',
      data: { ...activity.data, mails },
    });
    return { mail, response: { activity_id: activity.id, state: activity.state, sent_to: mail.to } };
  });
  await deps.mail.send(result.mail);
  return result.response;
};
