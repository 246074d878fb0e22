// PUT /data-point/update (001 §7): a list of {data_point_id, value}; returns the saved points.
// Declared in @lending/domain (contract/loan-records.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';
import { actorOf } from '../activity/index';
import { updateDataPoints } from './data-point.service';

export const dataPointRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, endpoints.putDataPointUpdate, async (request) =>
    updateDataPoints(app.deps.db, { updates: request.body, actor: actorOf(request) }),
  );
};
