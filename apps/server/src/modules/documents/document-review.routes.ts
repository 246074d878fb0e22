// Staff document review calls beside the activity module: the custom document upload of 000 §7
// and the preview link of the Files panel and System Documents tab (001 §2). Declared in
// @lending/domain (contract/loan-documents.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';
import { actorOf } from '../activity/index';
import { createCustomUpload } from './custom-upload';
import { documentPreview } from './document-preview';

export const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.postActivityByIdGenerateCustomDocumentWithPresignedUrl, async (request) =>
    createCustomUpload(db, app.deps.storage, {
      activityId: request.params.id,
      ...request.body,
      actor: actorOf(request),
    }),
  );

  register(app, endpoints.getActivityByIdDocumentByDocIdPreview, async (request) =>
    documentPreview(db, app.deps.storage, {
      activityId: request.params.id,
      documentId: request.params.docId,
    }),
  );
};
