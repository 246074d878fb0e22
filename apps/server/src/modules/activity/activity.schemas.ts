// Helpers of the activity calls (docs/contract.md "Activity"); their response schemas, the
// allow-list of what leaves the server, are in @lending/domain.
import { idParamsSchema, stateResponseSchema } from '@lending/domain';
import type { FastifyRequest } from 'fastify';

// The wire schemas live in packages/domain/src/api/activity.ts; the modules import them from here.
export const idParams = idParamsSchema;
export { stateResponseSchema };

// In the kernel (loan-status, below this module, uses it too); re-exported for the modules.
export { actorOf } from '../../lib/actor';

/** Where mailed links point: APP_BASE_URL, else http://localhost:PORT (never the Host header). */
export const baseUrlOf = (request: FastifyRequest): string => request.server.deps.config.appBaseUrl;
