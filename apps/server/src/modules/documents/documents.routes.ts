// PUT /loan/{id}/export-documents (000 §7): enqueue the export; the client shows
// 'Export task initiated, please wait for email notification'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_DOCUMENTS_JOB, type ExportDocumentsJob } from './export-documents';
import { recordAudit } from '../../plugins/audit';
import { actorOf, baseUrlOf } from '../activity/index';
import { findLoan } from '../../lib/loan-finder';
import { documentReviewRoutes } from './document-review.routes';
import { filesRoutes } from './files.routes';
import { endpoints, messages } from '@lending/domain';
import { register } from '../../plugins/contract';

const EXPORT_STARTED = messages.exportInitiated;

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(filesRoutes);
  await app.register(documentReviewRoutes);

  register(app, endpoints.putLoanByIdExportDocuments, async (request, reply) => {
    const loan = await findLoan(app.deps.db, request.params.id, { for: actorOf(request) });
    const actor = actorOf(request);
    const job: ExportDocumentsJob = { loanId: loan.id, requestedBy: actor, baseUrl: baseUrlOf(request) };
    const jobId = await app.deps.jobs.send(EXPORT_DOCUMENTS_JOB, job);
    await recordAudit(app.deps.db, {
      actor,
      action: 'loan.export-documents',
      entity_type: 'loan',
      entity_id: loan.id,
      after: { job_id: jobId },
    });
    reply.status(202);
    return { message: EXPORT_STARTED, job_id: jobId };
  });
};
