// Loan JSON caching keyed on the loans' data version, which PostgreSQL keeps (loan-data-version.ts):
// every server reads the same version, so a change on one node is seen by all at once. The lists
// themselves are streamed since issue 10 (loan-stream.ts).
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { readLoanDataVersion } from './loan-data-version';

/**
 * Loan details as JSON text per data version: a repeated GET /loan/{id} costs one primary-key
 * read instead of building the loan again (issue 2 "Speed": >= 10% of a trivial route).
 */
export type DetailCache = {
  get: (db: Db, key: string, build: () => Promise<string | undefined>) => Promise<string | undefined>;
};

const DETAIL_CACHE_MAX = 20_000;

export const createDetailCache = (): DetailCache => {
  // The least recently read loans leave first when it is full.
  const entries = new LRUCache<string, { version: number; text: string }>({ max: DETAIL_CACHE_MAX });
  return {
    get: async (db, key, build) => {
      const version = await readLoanDataVersion(db);
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.text;
      const text = await build();
      if (text === undefined) return undefined;
      entries.set(key, { version, text });
      return text;
    },
  };
};

/** Sends JSON text that is already the response (built and allow-listed by PostgreSQL). */
export const sendJsonText = (reply: FastifyReply, text: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(text);
