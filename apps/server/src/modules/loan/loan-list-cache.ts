// The loan lists' bodies, computed once per data version (issue 2 "Speed"): JSON, gzip and
// brotli are built once, then every request for unchanged data is a buffer write or a 304.
// Concurrent requests for the same version share one computation.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { readLoanDataVersion } from './loan-data-version';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type CachedBody = { version: number; etag: string; json: Buffer; gzip: Buffer; br: Buffer };

type Entry = { version: number; body: Promise<CachedBody> };

/**
 * Loan details as JSON text per data version: a repeated GET /loan/{id} costs one primary-key
 * read instead of building the loan again (issue 2 "Speed": >= 10% of a trivial route).
 */
export type DetailCache = {
  get: (db: Db, key: string, build: () => Promise<string | undefined>) => Promise<string | undefined>;
};

const DETAIL_CACHE_MAX = 20_000;

export const createDetailCache = (): DetailCache => {
  const entries = new Map<string, { version: number; text: string }>();
  return {
    get: async (db, key, build) => {
      const version = await readLoanDataVersion(db);
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.text;
      const text = await build();
      if (text === undefined) return undefined;
      if (entries.size >= DETAIL_CACHE_MAX) entries.clear();
      entries.set(key, { version, text });
      return text;
    },
  };
};

export type ListCache = {
  get: (db: Db, key: string, build: () => Promise<string>) => Promise<CachedBody>;
  clear: () => void;
};

export const createListCache = (): ListCache => {
  const entries = new Map<string, Entry>();
  const get: ListCache['get'] = async (db, key, build) => {
    const version = await readLoanDataVersion(db);
    const entry = entries.get(key);
    if (entry && entry.version === version) return entry.body;
    const body = (async (): Promise<CachedBody> => {
      const json = Buffer.from(await build());
      // Compression runs on libuv's thread pool, not on the event loop.
      const [gz, br] = await Promise.all([
        gzipAsync(json, { level: 6 }),
        brotliAsync(json, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
        }),
      ]);
      return { version, etag: `W/"${key}-${version}"`, json, gzip: gz, br };
    })();
    entries.set(key, { version, body });
    body.catch(() => {
      if (entries.get(key)?.body === body) entries.delete(key);
    });
    return body;
  };
  return { get, clear: () => entries.clear() };
};

const matchesEtag = (header: string | undefined, etag: string): boolean =>
  !!header && header.split(',').some((candidate) => candidate.trim() === etag || candidate.trim() === '*');

/** Sends a cached body: 304 when the client has it, else the best encoding it accepts. */
export const sendCached = (request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply => {
  reply
    .header('ETag', body.etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding, Authorization');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const accept = String(request.headers['accept-encoding'] ?? '');
  reply.type('application/json; charset=utf-8');
  if (/\bbr\b/.test(accept)) return reply.header('Content-Encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accept)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
};

/** Sends JSON text that is already the response (built and allow-listed by PostgreSQL). */
export const sendJsonText = (reply: FastifyReply, text: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(text);
