// Wire contracts of the /activity calls beside the activity shape (activity-entity.ts): the
// screen's extra fields, the state, archive, upload, review, envelope and paging calls. The server
// validates and serialises with them; the web reads their `z.infer` types.
import { z } from 'zod';
import { ACTIVITY_STATUS_FILTERS } from '../activity/add-activity';
import { DUE_FILTERS } from '../time/time-rules';
import { ACTIVITY_STATES } from '../activity/activity-state';
import { messages } from '../messages/messages';
import { activitySchema, processSchema } from './activity-entity';
import { versionField } from './versioning';

export const processParams = z.object({ id: z.string().min(1), processId: z.string().min(1) });

/**
 * The contract's activity plus the Add Activity fields the activities screen shows (002 §2.7)
 * and whether it is the loan's main board review / commitment.
 */
export const activityResponseSchema = activitySchema.extend({
  topic: z.string().nullable(),
  kind: z.string().nullable(),
  participants: z.string().nullable(),
  start_epoch: z.number().nullable(),
  end_epoch: z.number().nullable(),
  notes: z.string().nullable(),
  is_main: z.boolean(),
  /** The owner named (issue 21): their name (or email) and role; null without an owner. */
  owner_name: z.string().nullable(),
  owner_role: z.string().nullable(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const stateResponseSchema = z.object({ activity_id: z.string(), state: z.string() });
export type StateResponse = z.infer<typeof stateResponseSchema>;

export const linkResponseSchema = z.object({
  url: z.string(),
  document_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
});

/** GET /activity/all (000 §7) with the screen's filters. */
export const activityAllQuery = z.object({
  due: z.enum(DUE_FILTERS).default('all'),
  status: z.enum(ACTIVITY_STATUS_FILTERS).default('all'),
});

/** GET /activity/loan/{id}/system-documents/all: generated and staff-added documents by activity. */
export const systemDocumentGroupSchema = z.object({
  activity_id: z.string(),
  activity_name: z.string().nullable(),
  activity_type: z.string(),
  processes: z.array(processSchema),
});

export const setNextStateBodySchema = z.object({ state: z.enum(ACTIVITY_STATES) });

export const activityArchivedSchema = z.object({ activity_id: z.string(), archived: z.boolean() });

/** POST /activity/{id}/generate-document-with-presigned-url. */
export const presignedUploadBodySchema = z.object({
  content_type: z.string().min(1, messages.notValidFileType),
  name: z.string().min(1).max(255),
});
export const presignedUploadSchema = z.object({ presigned_url: z.string(), process_id: z.string() });
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

/** The edited values, and the activity's `version` the editor read (a stale one gets 409). */
export const displayDataBodySchema = z.object({ version: versionField }).catchall(z.unknown());
export const displayDataSchema = z.record(z.string(), z.unknown());

export const envelopeStatusSchema = z.object({
  activity_id: z.string(),
  envelope_id: z.string().nullable(),
  status: z.string().nullable(),
});

export const activityDocumentParams = z.object({ id: z.string(), docId: z.string() });

export const rejectUploadBodySchema = z.object({
  reason: z.string().trim().min(1, 'Enter rejection reason').max(2000),
});
export const acceptUploadBodySchema = z.object({}).passthrough().nullish();

/** The sortable columns of GET /activity/page (spec 002 §2.7, default due_epoch). */
export const ACTIVITY_SORT_KEYS = [
  'due_epoch',
  'name',
  'activity_type',
  'loan_name',
  'status',
  'owner',
] as const;
export type ActivitySortKey = (typeof ACTIVITY_SORT_KEYS)[number];

export const activityPageQuery = z.object({
  sort: z
    .enum(ACTIVITY_SORT_KEYS, { message: `sort must be one of ${ACTIVITY_SORT_KEYS.join(', ')}` })
    .default('due_epoch'),
  dir: z.enum(['asc', 'desc'], { message: 'dir must be asc or desc' }).default('asc'),
  due: z.enum(DUE_FILTERS).default('all'),
  status: z.enum(ACTIVITY_STATUS_FILTERS).default('all'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be at least 1' })
    .max(200, { message: 'limit must be at most 200' })
    .default(100),
  cursor: z.string().max(2000).optional(),
});

export const activityPageSchema = z.object({
  /** Every activity matching the filters (the screen's "n / total"). */
  total: z.number().int(),
  activities: z.array(activityResponseSchema),
  next_cursor: z.string().nullable(),
});
