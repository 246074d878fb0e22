// Wire schemas of the personal and broker calls (the response allow-lists).
import { z } from 'zod';

const documentSchema = z.object({
  document_id: z.string(),
  document_name: z.string(),
  file_name: z.string(),
  created_epoch: z.number(),
});

export const personalActivitySchema = z.object({
  activity_id: z.string(),
  loan_id: z.string().nullable(),
  borrower_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  activity_type: z.string(),
  name: z.string(),
  document_name: z.string().nullable(),
  description: z.string().nullable(),
  entity_type: z.string(),
  status: z.object({ state: z.string(), text: z.string().nullable(), epoch: z.number() }),
  due_epoch: z.number().nullable(),
  last_update: z.number(),
  parent_id: z.string().nullable(),
  owner_id: z.string().nullable(),
  loan_name: z.string().nullable(),
  done: z.boolean(),
  processes: z.array(
    z.object({
      process_id: z.string(),
      status: z.object({ state: z.string(), epoch: z.number() }),
      documents: z.array(documentSchema),
      data_to_display: z.record(z.string(), z.unknown()),
    }),
  ),
  docusign_envelope_id: z.string().nullable(),
  report_type: z.string().nullable(),
  url: z.string().nullable(),
  mails: z.array(z.object({ to: z.string(), subject: z.string(), created_epoch: z.number() })),
  /** The personal view's actions of the domain action table. */
  actions: z.array(z.string()),
});

export const userEmailQuery = z.object({ 'user-email': z.string().trim().max(320).optional() });

export const idParams = z.object({ id: z.string().trim().min(1).max(64) });

export const uploadBody = z.object({
  content_type: z.string().trim().min(1, 'content_type is required').max(200),
  name: z.string().trim().min(1, 'name is required').max(255, 'File name is too long'),
});

export const uploadResponse = z.object({ presigned_url: z.string(), process_id: z.string() });
