// The /servicing calls (issue 19 "The contract"). The schedule preview is a pure calculator over
// the body: admin only, nothing read or written.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildSchedule,
  schedulePreviewBody,
  schedulePreviewWire,
  scheduleTermsOf,
  scheduleToWire,
} from '@lending/domain';
import { allow } from '../../plugins/access';

const admin = allow('admin');
const tags = ['servicing'];

export const servicingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/servicing/schedule/preview',
    {
      preHandler: admin,
      schema: { tags, body: schedulePreviewBody, response: { 200: schedulePreviewWire } },
    },
    async (request) => scheduleToWire(buildSchedule(scheduleTermsOf(request.body))),
  );
};
