import { endpoints } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { assertFieldLengths, checkAddresses, submitLead } from './application.service';

// Public calls (000 §7: /application carries no authorisation header), protected by a per-IP
// rate limit, a bounded body and the form's own validation (DESIGN.md §2).
const PREQUAL_BODY_LIMIT = 256 * 1024;
const tooMany = (_request: unknown, context: { after: string }) =>
  new AppError(429, `Too many submissions from this address. Please try again in ${context.after}.`);
const PREQUAL_RATE_LIMIT = { max: 10, timeWindow: '1 minute', errorResponseBuilder: tooMany };
const GEOCODE_RATE_LIMIT = { max: 60, timeWindow: '1 minute', errorResponseBuilder: tooMany };

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  register(
    app,
    endpoints.postApplicationShort,
    async (request, reply) => {
      const payload = await checkAddresses(app.deps.geocoder, request.body);
      const { leadId, isNew } = await submitLead(app.deps.db, {
        payload: payload as Record<string, unknown>,
        idempotencyKey: request.headers['idempotency-key'],
        ip: request.ip,
      });
      return reply.status(isNew ? 201 : 200).send({ lead_id: leadId });
    },
    {
      bodyLimit: PREQUAL_BODY_LIMIT,
      rateLimit: PREQUAL_RATE_LIMIT,
      // Before the form rules: a huge value gets one clear message instead of every rule's.
      preValidation: async (request) => assertFieldLengths(request.body),
    },
  );

  register(
    app,
    endpoints.getApplicationGeocode,
    async (request) => {
      const found = await app.deps.geocoder.geocode(request.query);
      if (!found || found.country !== 'US') throw new AppError(404, 'Address not found');
      return found;
    },
    { rateLimit: GEOCODE_RATE_LIMIT },
  );
};
