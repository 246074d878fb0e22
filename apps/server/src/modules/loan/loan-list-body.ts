// The last streamed body of each loan list, kept for its data version while it is small enough
// (issue 22 "Lists that scale": 10,000 loans in at most 300 ms warm). A stream that outgrows
// LIST_BODY_MAX_BYTES is not kept, so memory stays bounded whatever the number of loans (100,000
// loans are streamed from the cursor every time, as issue 10 made them). gzip and brotli of a kept
// body are made once, on libuv's thread pool, and sent as they are (@fastify/compress leaves an
// answer with a Content-Encoding alone).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { LoanScope } from './loan.queries';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** About 26,000 loans of today's shape; three lists at most are kept. */
const LIST_BODY_MAX_BYTES = 48 * 1024 * 1024;

type Body = { version: number; json: Buffer; gzip?: Buffer; br?: Buffer };

// Per database (tests run several apps, each on its own database, in one process). One stream
// per list collects at a time, so concurrent cold requests hold one copy at most, not one each.
type Lists = { kept: Map<LoanScope, Body>; collecting: Set<LoanScope> };
const listsPerDb = new WeakMap<Db, Lists>();
const listsOf = (db: Db): Lists => {
  let lists = listsPerDb.get(db);
  if (!lists) listsPerDb.set(db, (lists = { kept: new Map(), collecting: new Set() }));
  return lists;
};

/** The kept body of `scope` when it is of `version`. */
export const keptListBody = (db: Db, scope: LoanScope, version: number): Body | undefined => {
  const body = listsOf(db).kept.get(scope);
  return body && body.version === version ? body : undefined;
};

/**
 * Collects a stream's chunks; gives up (and frees them) past the cap. `release` must run when the
 * stream ends, whether complete or not (the next stream of the list may then collect).
 */
export const createBodyCollector = (db: Db, scope: LoanScope, maxBytes = LIST_BODY_MAX_BYTES) => {
  const { kept, collecting } = listsOf(db);
  const owner = !collecting.has(scope);
  if (owner) collecting.add(scope);
  let chunks: Buffer[] | null = owner ? [] : null;
  let bytes = 0;
  return {
    release: () => {
      chunks = null;
      if (owner) collecting.delete(scope);
    },
    add: (text: string) => {
      if (!chunks) return;
      const chunk = Buffer.from(text);
      bytes += chunk.length;
      if (bytes > maxBytes) chunks = null;
      else chunks.push(chunk);
    },
    /** The whole body of the snapshot at `version` was written: keep it, compress it. */
    complete: (version: number) => {
      if (!chunks) return;
      const body: Body = { version, json: Buffer.concat(chunks) };
      chunks = null;
      const current = kept.get(scope);
      if (current && current.version > version) return;
      kept.set(scope, body);
      void Promise.all([
        gzipAsync(body.json, { level: 6 }),
        brotliAsync(body.json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.json.length,
          },
        }),
      ])
        .then(([gz, br]) => {
          body.gzip = gz;
          body.br = br;
        })
        .catch(() => kept.get(scope) === body && kept.delete(scope));
    },
  };
};

/** The kept body in the best encoding the client accepts that is ready (else identity). */
export const sendKeptBody = (request: FastifyRequest, reply: FastifyReply, body: Body): FastifyReply => {
  const accept = String(request.headers['accept-encoding'] ?? '');
  reply.type('application/json; charset=utf-8');
  if (body.br && /\bbr\b/.test(accept)) return reply.header('Content-Encoding', 'br').send(body.br);
  if (body.gzip && /\bgzip\b/.test(accept)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
};
