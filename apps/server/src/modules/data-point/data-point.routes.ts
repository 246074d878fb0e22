// PUT /data-point/update (001 §7): a list of {data_point_id, value}; returns the saved points.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataPointSchema, dataPointUpdateSchema } from '@lending/domain';
import { actorOf } from '../activity/index';
import { updateDataPoints } from './data-point.service';

export const dataPointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/data-point/update',
    {
      config: { access: 'admin' },
      schema: { body: dataPointUpdateSchema, response: { 200: z.array(dataPointSchema) } },
    },
    async (request) => updateDataPoints(app.deps.db, { updates: request.body, actor: actorOf(request) }),
  );
};
