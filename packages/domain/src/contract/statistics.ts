// GET /statistics (admin): the pipeline view's figures (docs/contract.md "Statistics").
import { statisticsQuerySchema, statisticsWire } from '../loan/statistics';
import { defineEndpoints, errors } from './endpoint';
import { statisticsPaths } from './statistics-paths';

export const statisticsEndpoints = defineEndpoints(statisticsPaths, {
  getStatistics: {
    tags: ['statistics'],
    access: 'admin',
    summary: 'Pipeline figures: totals, conversion, days in each status, closings, states and property types',
    query: statisticsQuerySchema,
    responses: { 200: statisticsWire, ...errors(400, 401, 403) },
  },
});
