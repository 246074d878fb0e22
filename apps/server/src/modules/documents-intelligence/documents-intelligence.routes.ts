// Issue 9 calls on a loan's documents (001 §7, 000 §7): get-all-documents, get-all-sources,
// get-datastore-documents, sync-files-to-datastore, plus the pages a viewer highlights on and the
// retry of a failed read, and the OCR panel's edits (update-display-data: a reading's key is corrected
// through the same store as PUT /data-point/update). Staff only (001 §6).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVITY_VERSION_HEADER,
  datastoreDocumentSchema,
  displayDataBodySchema,
  displayDataSchema,
  documentPagesSchema,
  loanDocumentItemSchema,
  loanDocumentParams,
  loanSourceSchema,
  processParams,
  retryExtractionSchema,
  syncRunSchema,
} from '@lending/domain';
import { actorOf, idParams } from '../activity/index';
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

export const documentsIntelligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, jobs } = app.deps;

  app.get(
    '/loan/:id/get-all-documents',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: z.array(loanDocumentItemSchema) } },
    },
    async (request) =>
      listLoanDocuments(db, storage, (await findLoan(db, request.params.id, { for: actorOf(request) })).id),
  );

  app.get(
    '/loan/:id/get-all-sources',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: z.array(loanSourceSchema) } },
    },
    async (request) =>
      listLoanSources(db, (await findLoan(db, request.params.id, { for: actorOf(request) })).id),
  );

  app.get(
    '/loan/:id/get-datastore-documents',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: z.array(datastoreDocumentSchema) } },
    },
    async (request) =>
      listDatastoreDocuments(db, (await findLoan(db, request.params.id, { for: actorOf(request) })).id),
  );

  app.put(
    '/loan/:id/sync-files-to-datastore',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 202: syncRunSchema } } },
    async (request, reply) => {
      const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
      reply.status(202);
      return startDatastoreSync(db, jobs, { loanId: loan.id, actor: actorOf(request) });
    },
  );

  // Progress of the latest sync run (the 'Sync Folder' popover polls it).
  app.get(
    '/loan/:id/sync-files-to-datastore',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: syncRunSchema.nullable() } },
    },
    async (request) => latestSync(db, (await findLoan(db, request.params.id, { for: actorOf(request) })).id),
  );

  app.get(
    '/loan/:id/document/:documentId/pages',
    {
      config: { access: 'admin' },
      schema: { params: loanDocumentParams, response: { 200: documentPagesSchema } },
    },
    async (request) => {
      const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
      return { pages: await documentPagesOf(db, loan.id, request.params.documentId) };
    },
  );

  app.put(
    '/loan/:id/document/:documentId/retry-extraction',
    {
      config: { access: 'admin' },
      schema: {
        params: loanDocumentParams,
        response: { 202: retryExtractionSchema },
      },
    },
    async (request, reply) => {
      const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
      reply.status(202);
      return retryExtraction(db, jobs, {
        loanId: loan.id,
        documentId: request.params.documentId,
        actor: actorOf(request),
      });
    },
  );

  app.put(
    '/activity/:id/process/:processId/update-display-data',
    {
      config: { access: 'admin' },
      schema: {
        params: processParams,
        // The edited values, and the activity's `version` the editor read (a stale one gets 409).
        body: displayDataBodySchema,
        response: { 200: displayDataSchema },
      },
    },
    async (request, reply) => {
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
    },
  );
};
