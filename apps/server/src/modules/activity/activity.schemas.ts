// Helpers of the activity calls (docs/contract.md "Activity"); their schemas, the allow-list of
// what leaves the server, are declared in @lending/domain (contract/activity.ts).
import type { FastifyRequest } from 'fastify';

// In the kernel (loan-status, below this module, uses it too); re-exported for the modules.
export { actorOf } from '../../lib/actor';

/** Where mailed links point: APP_BASE_URL, else http://localhost:PORT (never the Host header). */
export const baseUrlOf = (request: FastifyRequest): string => request.server.deps.config.appBaseUrl;
