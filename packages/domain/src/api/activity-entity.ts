import { z } from 'zod';
import { activityStateSchema } from '../activity/activity-state';
import { activityTypeSchema } from '../activity/activity-type';
import { epochSchema, nullableEpochSchema } from '../shared/numeric';

// docs/contract.md "Shapes": the activity and its processes.
export const processDocumentSchema = z.object({
  document_id: z.string(),
  document_name: z.string().nullable(),
  file_name: z.string().nullable(),
  created_epoch: epochSchema,
});
export type ProcessDocument = z.infer<typeof processDocumentSchema>;

export const processSchema = z.object({
  process_id: z.string(),
  status: z.object({ state: activityStateSchema, epoch: nullableEpochSchema }),
  documents: z.array(processDocumentSchema),
  // 001 §3: reason when rejected, data_from_user, analysis keys each with a value.
  data_to_display: z.record(z.string(), z.unknown()).nullable(),
});
export type Process = z.infer<typeof processSchema>;

export const activityStatusSchema = z.object({
  state: activityStateSchema,
  text: z.string().nullable(),
  epoch: nullableEpochSchema,
});

export const activitySchema = z.object({
  activity_id: z.string(),
  loan_id: z.string().nullable(),
  borrower_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  activity_type: activityTypeSchema,
  name: z.string().nullable(),
  document_name: z.string().nullable(),
  description: z.string().nullable(),
  entity_type: z.string().nullable(),
  status: activityStatusSchema,
  due_epoch: nullableEpochSchema,
  last_update: epochSchema,
  parent_id: z.string().nullable(),
  owner_id: z.string().nullable(),
  loan_name: z.string().nullable(),
  done: z.boolean(),
  processes: z.array(processSchema),
  docusign_envelope_id: z.string().nullable(),
  report_type: z.string().nullable(),
  url: z.string().nullable(),
  mails: z.array(z.unknown()),
  /** Optimistic concurrency: free edits (custom values, OCR values) send it back. */
  version: z.number().int().optional(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);

/** The response header carrying an activity's new version after a save that answers another shape. */
export const ACTIVITY_VERSION_HEADER = 'x-activity-version';
