// GET /loan/all, /loan/portfolio and /loan/all-archive streamed (issue 10): the spec's lists stay
// for the contract, but the body is never built whole in memory. A read-only REPEATABLE READ
// transaction holds a server-side cursor; 500 loans at a time become JSON text and go out as the
// client reads (back-pressure), all from one consistent snapshot. ETag/304 stay, keyed on the
// loans' data version that PostgreSQL keeps (loan-data-version.ts), so they agree across servers.
// A list that fits LIST_BODY_MAX_BYTES is kept per data version once streamed, and sent from
// memory (with gzip and brotli made once) until the data changes (issue 22, loan-list-body.ts).
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { readLoanDataVersion } from './loan-data-version';
import { createBodyCollector, keptListBody, sendKeptBody } from './loan-list-body';
import {
  loanJson,
  openActivityTypes,
  scopeCondition,
  type LoanJsonRow,
  type LoanScope,
} from './loan.queries';
import { loanJsonText } from './loan.wire';

const BATCH = 500;

const waitForDrain = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    // A client gone while the batch was fetched: 'close' has fired already and will not again
    // (waiting for it kept the transaction, and its pooled connection, forever).
    if (out.destroyed) return resolve();
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });

/** The loans of `scope` as a JSON array, amount descending, written batch by batch. */
const streamLoans = (db: Db, scope: LoanScope, onError: (error: unknown) => void): Readable => {
  const out = new PassThrough();
  const collector = createBodyCollector(db, scope);
  const write = (text: string) => {
    collector.add(text);
    return out.write(text);
  };
  void db
    .transaction(
      async (tx) => {
        // The data version of this snapshot: the key the body is kept under (loan-list-body.ts).
        const [snapshot] = (
          await tx.execute<{ version: string }>(
            sql`select value::text as version from app_state where key = 'loans_data_version'`,
          )
        ).rows;
        await tx.execute(sql`declare loan_list no scroll cursor for
          select loans.status as state, ${openActivityTypes} as open_types, ${loanJson} as json
          from loans left join users u on u.id = loans.owner_user_id
          where ${scopeCondition(scope)}
          order by loans.amount desc nulls last, loans.human_id`);
        write('[');
        let first = true;
        for (;;) {
          if (out.destroyed) return;
          const { rows } = await tx.execute<LoanJsonRow>(sql.raw(`fetch ${BATCH} from loan_list`));
          if (rows.length === 0) break;
          const text = `${first ? '' : ','}${rows.map(loanJsonText).join(',')}`;
          first = false;
          if (!write(text)) await waitForDrain(out);
        }
        collector.add(']');
        out.end(']');
        collector.complete(Number(snapshot?.version ?? 0));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .finally(collector.release)
    .catch((error: unknown) => {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return out;
};

const matchesEtag = (header: string | undefined, etag: string): boolean =>
  !!header && header.split(',').some((candidate) => candidate.trim() === etag || candidate.trim() === '*');

/** 304 when the client holds this version of the list, else the streamed body. */
export const sendLoanStream = async (
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: LoanScope,
): Promise<FastifyReply> => {
  const version = await readLoanDataVersion(db);
  const etag = `W/"loans-${scope}-${version}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding, Authorization');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const kept = keptListBody(db, scope, version);
  if (kept) return sendKeptBody(request, reply, kept);
  return reply
    .type('application/json; charset=utf-8')
    .send(streamLoans(db, scope, (error) => request.log.error({ err: error }, 'loan list stream failed')));
};
