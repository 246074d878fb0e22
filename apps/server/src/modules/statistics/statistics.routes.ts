// GET /statistics: the pipeline view's figures (DESIGN.md §8). Admin only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsQuerySchema, statisticsWire } from '@lending/domain';
import { allow } from '../../plugins/access';
import { getStatistics } from './statistics.service';

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statistics',
    {
      preHandler: allow('admin'),
      schema: { tags: ['statistics'], querystring: statisticsQuerySchema, response: { 200: statisticsWire } },
    },
    async (request) => getStatistics(app.deps.db, request.query),
  );
};
