// Wire schemas of the activity calls (docs/contract.md "Activity"): the response schemas are
// the allow-list of what leaves the server.
import { z } from 'zod';
import { activitySchema, processSchema, messages } from '@lending/domain';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './activity.engine.js';

export const idParams = z.object({ id: z.string().min(1) });
export const processParams = z.object({ id: z.string().min(1), processId: z.string().min(1) });

/**
 * The contract's activity (from @lending/domain) plus the Add Activity fields the activities
 * screen shows (002 §2.7) and whether it is the loan's main board review / commitment.
 */
export const activityResponseSchema = activitySchema.extend({
  topic: z.string().nullable(),
  kind: z.string().nullable(),
  participants: z.string().nullable(),
  start_epoch: z.number().nullable(),
  end_epoch: z.number().nullable(),
  notes: z.string().nullable(),
  is_main: z.boolean(),
});
export { processSchema };

export const stateResponseSchema = z.object({ activity_id: z.string(), state: z.string() });

export const linkResponseSchema = z.object({
  url: z.string(),
  document_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
});

/** The signed-in staff member, as the audit trail records them. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user!.id,
  email: request.user!.email,
});

/** Epoch seconds that are a real date between 1900 and 2100. */
export const epochSeconds = z
  .number({ message: messages.invalidDateField })
  .int(messages.invalidDateField)
  .min(-2_208_988_800, messages.invalidDateField)
  .max(4_102_444_800, messages.invalidDateField);

/** Where mailed links point: APP_BASE_URL, else http://localhost:PORT (never the Host header). */
export const baseUrlOf = (request: FastifyRequest): string => request.server.deps.config.appBaseUrl;
