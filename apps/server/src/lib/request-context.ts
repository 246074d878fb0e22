// The request a piece of work belongs to, without passing it down (issue 10 observability): the
// slow-query log names the request id of the query's request. Entered once per request, after
// body parsing (a preHandler hook), so route preHandlers and handlers run inside it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

export type RequestContext = { reqId: string; log: FastifyBaseLogger };

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentRequest = (): RequestContext | undefined => requestContext.getStore();
