// Issue 9 calls on a loan's documents (001 §7, 000 §7): get-all-documents, get-all-sources,
// get-datastore-documents, sync-files-to-datastore, plus the pages a viewer highlights on and the
// retry of a failed read, and the OCR panel's edits (update-display-data: a reading's key is corrected
// through the same store as PUT /data-point/update). Staff only (001 §6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIVITY_VERSION_HEADER, endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';
import { idOrder, pageInMemory, pageOrder } from '../../plugins/paging';
import { actorOf } from '../activity/index';
import { findLoan } from '../../lib/loan-finder';
import {
  documentPagesOf,
  latestSync,
  listDatastoreDocuments,
  listLoanDocuments,
  retryExtraction,
  startDatastoreSync,
} from './documents.service';
import { listLoanSources } from './sources.service';
import { updateDisplayData } from './display-data';

const documentOrder = pageOrder<{ document: { document_id: string } }>(
  'getLoanByIdGetAllDocuments',
  [['asc', 'text']],
  (row) => [row.document.document_id],
);
const sourceOrder = pageOrder<{
  source_key: string;
  source_name: string;
  entity_id: string | null;
  key_name: string;
}>(
  'getLoanByIdGetAllSources',
  [
    ['asc', 'text'],
    ['asc', 'text'],
    ['asc', 'text'],
    ['asc', 'text'],
  ],
  (row) => [row.source_key, row.entity_id ?? '', row.source_name, row.key_name],
);

export const documentsIntelligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, jobs } = app.deps;

  // Paged in memory (issue 22 item 5): documents by their id, sources by their key and entity.
  // Each is one loan's list (its files, its extracted sources), bounded by that loan, and built
  // with storage links and merged keys, so it is read whole and sliced rather than paged in SQL.
  register(app, endpoints.getLoanByIdGetAllDocuments, async (request, reply) => {
    const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
    return pageInMemory(request, reply, documentOrder, await listLoanDocuments(db, storage, loan.id));
  });

  register(app, endpoints.getLoanByIdGetAllSources, async (request, reply) => {
    const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
    return pageInMemory(request, reply, sourceOrder, await listLoanSources(db, loan.id));
  });

  register(app, endpoints.getLoanByIdGetDatastoreDocuments, async (request, reply) =>
    pageInMemory(
      request,
      reply,
      idOrder('getLoanByIdGetDatastoreDocuments', 'id'),
      await listDatastoreDocuments(db, (await findLoan(db, request.params.id, { for: actorOf(request) })).id),
    ),
  );

  register(app, endpoints.putLoanByIdSyncFilesToDatastore, async (request, reply) => {
    const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
    reply.status(202);
    return startDatastoreSync(db, jobs, { loanId: loan.id, actor: actorOf(request) });
  });

  // Progress of the latest sync run (the 'Sync Folder' popover polls it).
  register(app, endpoints.getLoanByIdSyncFilesToDatastore, async (request) =>
    latestSync(db, (await findLoan(db, request.params.id, { for: actorOf(request) })).id),
  );

  register(app, endpoints.getLoanByIdDocumentByDocumentIdPages, async (request) => {
    const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
    return { pages: await documentPagesOf(db, loan.id, request.params.documentId) };
  });

  register(app, endpoints.putLoanByIdDocumentByDocumentIdRetryExtraction, async (request, reply) => {
    const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
    reply.status(202);
    return retryExtraction(db, jobs, {
      loanId: loan.id,
      documentId: request.params.documentId,
      actor: actorOf(request),
    });
  });

  // The edited values, and the activity's `version` the editor read (a stale one gets 409).
  register(app, endpoints.putActivityByIdProcessByProcessIdUpdateDisplayData, async (request, reply) => {
    const { version, ...data } = request.body;
    const saved = await updateDisplayData(db, {
      activityId: request.params.id,
      processId: request.params.processId,
      data,
      version,
      actor: actorOf(request),
    });
    // The answer stays the process's whole map (000 §7); the activity's new version rides along.
    reply.header(ACTIVITY_VERSION_HEADER, String(saved.version));
    return saved.data;
  });
};
