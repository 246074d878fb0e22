// GET /statistics: the pipeline view's figures (DESIGN.md §8). Admin only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type StatisticsWire } from '@lending/domain';
import { register } from '../../plugins/contract';
import { readLoanDataVersion } from '../loan/index';
import { getStatistics } from './statistics.service';

const CACHE_ENTRIES = 64;

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Figures per filter, kept while the loans' data version (moved by triggers on every write a
  // loan shows, status moves included) stays the same: one primary-key read answers a repeat.
  const cache = new Map<string, { version: number; body: StatisticsWire }>();
  register(app, endpoints.getStatistics, async (request) => {
    const { db } = app.deps;
    const key = JSON.stringify(request.query);
    const version = await readLoanDataVersion(db);
    const hit = cache.get(key);
    if (hit && hit.version === version) return hit.body;
    const body = await getStatistics(db, request.query);
    if (cache.size >= CACHE_ENTRIES) cache.clear();
    cache.set(key, { version, body });
    return body;
  });
};
