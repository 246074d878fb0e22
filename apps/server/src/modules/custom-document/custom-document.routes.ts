// Custom documents (002 §7: get values, generate, update, get google doc, send; paths not shown):
// /custom-document/{activityId}/..., each registered from its declaration
// (packages/domain/src/contract/documents.ts).
import { endpoints } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { actorOf, baseUrlOf } from '../activity/index';
import {
  generateCustomDocument,
  getCustomDocuments,
  getCustomValues,
  sendCustomDocument,
  updateCustomValues,
} from './custom-document.service';

export const customDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.getCustomDocumentByIdGetValues, async (request) =>
    getCustomValues(db, request.params.id),
  );

  register(app, endpoints.putCustomDocumentByIdUpdate, async (request) => {
    const { version, ...values } = request.body;
    return updateCustomValues(db, {
      activityId: request.params.id,
      values: values as Record<string, string | number | boolean | null>,
      version,
      actor: actorOf(request),
    });
  });

  register(app, endpoints.postCustomDocumentByIdGenerate, async (request) =>
    generateCustomDocument(db, app.deps, {
      activityId: request.params.id,
      actor: actorOf(request),
    }),
  );

  register(app, endpoints.getCustomDocumentByIdGetGoogleDocs, async (request) =>
    getCustomDocuments(db, app.deps.storage, request.params.id),
  );

  register(app, endpoints.postCustomDocumentByIdSend, async (request) =>
    sendCustomDocument(db, app.deps, {
      activityId: request.params.id,
      to: request.body?.to,
      actor: actorOf(request),
      baseUrl: baseUrlOf(request),
    }),
  );
};
