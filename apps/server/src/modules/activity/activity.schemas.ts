// Helpers of the activity calls (docs/contract.md "Activity"); their response schemas, the
// allow-list of what leaves the server, are in @lending/domain.
import type { Actor } from '../../lib/actor';
import { z } from 'zod';
import {
  activityResponseSchema,
  idParamsSchema,
  linkResponseSchema,
  messages,
  processParams,
  stateResponseSchema,
} from '@lending/domain';
import type { FastifyRequest } from 'fastify';

// The wire schemas live in packages/domain/src/api/activity.ts; the modules import them from here.
export const idParams = idParamsSchema;
export { activityResponseSchema, linkResponseSchema, processParams, stateResponseSchema };

/** The signed-in staff member, as the audit trail records them. */
export const actorOf = (request: FastifyRequest): Actor => {
  const { id, email, role, borrower_id, contact_id } = request.user!;
  return { id, email, role, ...(borrower_id ? { borrower_id } : {}), ...(contact_id ? { contact_id } : {}) };
};

/** Epoch seconds that are a real date between 1900 and 2100. */
export const epochSeconds = z
  .number({ message: messages.invalidDateField })
  .int(messages.invalidDateField)
  .min(-2_208_988_800, messages.invalidDateField)
  .max(4_102_444_800, messages.invalidDateField);

/** Where mailed links point: APP_BASE_URL, else http://localhost:PORT (never the Host header). */
export const baseUrlOf = (request: FastifyRequest): string => request.server.deps.config.appBaseUrl;
