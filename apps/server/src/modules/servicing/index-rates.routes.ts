// The floating-rate calls (issue 19 item 1). Staff enter index values one at a time, list them
// (paged) or load a CSV file of date,value lines; staff set a loan's floating terms; the loan's
// people and staff read what the Servicing tab shows (index, spread, floor, all-in rate, next reset).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints, servicingRateMessages as m } from '@lending/domain';
import { findLoan } from '../../lib/loan-finder';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { actorOf } from '../activity/index';
import { floatingSummary, setFloatingTerms } from './floating';
import { addIndexRate, listIndexRates, loadIndexCsv } from './index-rates';

const MAX_FILE = 2 * 1024 * 1024;

export const indexRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const ownLoan = async (request: FastifyRequest, loanId: string) => {
    await findLoan(db, loanId, { for: currentUser(request) });
  };

  register(app, endpoints.postServicingIndexRates, async (request, reply) =>
    reply.code(201).send(await addIndexRate(db, { body: request.body, actor: actorOf(request) })),
  );

  register(app, endpoints.getServicingIndexRates, async (request) => listIndexRates(db, request.query));

  register(app, endpoints.putServicingLoanByLoanIdFloating, async (request) => {
    await setFloatingTerms(db, {
      loanId: request.params.loanId,
      body: request.body,
      actor: actorOf(request),
    });
    return floatingSummary(db, request.params.loanId);
  });

  register(app, endpoints.getServicingLoanByLoanIdFloating, async (request) => {
    await ownLoan(request, request.params.loanId);
    return floatingSummary(db, request.params.loanId);
  });

  // The CSV file arrives as the one file of a multipart form; the index is a query parameter.
  const uploadRoute: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(multipart, { limits: { fileSize: MAX_FILE, files: 1 } });
    register(
      upload,
      endpoints.postServicingIndexRatesUpload,
      async (request) => {
        const part = request.isMultipart() ? await request.file() : undefined;
        if (!part) throw new AppError(400, m.indexFileRequired);
        const bytes = await part.toBuffer().catch(() => {
          throw new AppError(400, m.indexFileRequired);
        });
        return loadIndexCsv(db, {
          index: request.query.index,
          text: bytes.toString('utf8'),
          actor: actorOf(request),
        });
      },
      { bodyLimit: MAX_FILE + 64 * 1024 },
    );
  };
  await app.register(uploadRoute);
};
