// Staff document review calls beside the activity module: the custom document upload of 000 §7
// and the preview link of the Files panel and System Documents tab (001 §2).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, idParams } from '../activity/index';
import { createCustomUpload } from './custom-upload';
import { documentPreview } from './document-preview';
import {
  customUploadBodySchema,
  customUploadSchema,
  documentParams,
  documentPreviewSchema,
} from '@lending/domain';

export const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/activity/:id/generate-custom-document-with-presigned-url',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: customUploadBodySchema,
        response: { 200: customUploadSchema },
      },
    },
    async (request) =>
      createCustomUpload(db, app.deps.storage, {
        activityId: request.params.id,
        ...request.body,
        actor: actorOf(request),
      }),
  );

  app.get(
    '/activity/:id/document/:docId/preview',
    {
      config: { access: 'admin' },
      schema: {
        params: documentParams,
        response: { 200: documentPreviewSchema },
      },
    },
    async (request) =>
      documentPreview(db, app.deps.storage, {
        activityId: request.params.id,
        documentId: request.params.docId,
      }),
  );
};
