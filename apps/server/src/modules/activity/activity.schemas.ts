// Wire schemas of the activity calls (docs/contract.md "Activity"): the response schemas are
// the allow-list of what leaves the server.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './activity.engine.js';

export const idParams = z.object({ id: z.string().min(1) });
export const processParams = z.object({ id: z.string().min(1), processId: z.string().min(1) });

const documentSchema = z.object({
  document_id: z.string(),
  document_name: z.string(),
  file_name: z.string(),
  created_epoch: z.number(),
});

export const processSchema = z.object({
  process_id: z.string(),
  status: z.object({ state: z.string(), epoch: z.number() }),
  documents: z.array(documentSchema),
  data_to_display: z.record(z.string(), z.unknown()),
});

export const activityResponseSchema = z.object({
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
  processes: z.array(processSchema),
  docusign_envelope_id: z.string().nullable(),
  report_type: z.string().nullable(),
  url: z.string().nullable(),
  topic: z.string().nullable(),
  kind: z.string().nullable(),
  participants: z.string().nullable(),
  start_epoch: z.number().nullable(),
  end_epoch: z.number().nullable(),
  notes: z.string().nullable(),
  is_main: z.boolean(),
  mails: z.array(z.object({ to: z.string(), subject: z.string(), created_epoch: z.number() })),
});

export const stateResponseSchema = z.object({ activity_id: z.string(), state: z.string() });

export const linkResponseSchema = z.object({
  url: z.string(),
  document_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
});

/** The signed-in staff member, as the audit trail records them. */
export const actorOf = (request: FastifyRequest): Actor => ({ id: request.user!.id, email: request.user!.email });

/** Epoch seconds that are a real date between 1900 and 2100. */
export const epochSeconds = z
  .number({ message: '* Invalid Date' })
  .int('* Invalid Date')
  .min(-2_208_988_800, '* Invalid Date')
  .max(4_102_444_800, '* Invalid Date');
