// Staff document review calls beside the activity module: the custom document upload of 000 §7
// and the preview link of the Files panel and System Documents tab (001 §2).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allow } from '../../plugins/access.js';
import { actorOf, idParams } from '../activity/index.js';
import { createCustomUpload } from './custom-upload.js';
import { documentPreview } from './document-preview.js';
import { messages } from '@lending/domain';

const admin = allow('admin');

export const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/activity/:id/generate-custom-document-with-presigned-url',
    {
      preHandler: admin,
      schema: {
        params: idParams,
        body: z.object({
          content_type: z.string().trim().min(1, messages.notValidFileType).max(200),
          name: z.string().trim().min(1, 'name is required').max(255, 'File name is too long'),
          document_name: z.string().trim().max(255).nullish(),
        }),
        response: {
          200: z.object({ presigned_url: z.string(), process_id: z.string(), document_id: z.string() }),
        },
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
      preHandler: admin,
      schema: {
        params: z.object({ id: z.string().max(64), docId: z.string().max(64) }),
        response: {
          200: z.object({
            document_id: z.string(),
            file_name: z.string(),
            kind: z.enum(['pdf', 'image', 'heic', 'other']),
            url: z.string(),
            download_url: z.string(),
            content_type: z.string(),
          }),
        },
      },
    },
    async (request) =>
      documentPreview(db, app.deps.storage, {
        activityId: request.params.id,
        documentId: request.params.docId,
      }),
  );
};
