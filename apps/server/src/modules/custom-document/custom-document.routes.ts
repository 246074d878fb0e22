// Custom documents (002 §7: get values, generate, update, get google doc, send; paths not shown):
// /custom-document/{activityId}/...
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, baseUrlOf, idParams } from '../activity/index';
import {
  generateCustomDocument,
  getCustomDocuments,
  getCustomValues,
  sendCustomDocument,
  updateCustomValues,
} from './custom-document.service';
import {
  customDocumentGeneratedSchema,
  customDocumentSentSchema,
  customValuesSchema,
  customValuesUpdateBody,
  customValuesUpdateSchema,
  documentLinksSchema,
  sendDocumentBodySchema,
} from '@lending/domain';

export const customDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/custom-document/:id/get-values',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: customValuesSchema } } },
    async (request) => getCustomValues(db, request.params.id),
  );

  app.put(
    '/custom-document/:id/update',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: customValuesUpdateBody,
        response: {
          200: customValuesUpdateSchema,
        },
      },
    },
    async (request) => {
      const { version, ...values } = request.body;
      return updateCustomValues(db, {
        activityId: request.params.id,
        values: values as Record<string, string | number | boolean | null>,
        version,
        actor: actorOf(request),
      });
    },
  );

  app.post(
    '/custom-document/:id/generate',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: customDocumentGeneratedSchema } },
    },
    async (request) =>
      generateCustomDocument(db, app.deps, {
        activityId: request.params.id,
        actor: actorOf(request),
      }),
  );

  app.get(
    '/custom-document/:id/get-google-docs',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: documentLinksSchema } } },
    async (request) => getCustomDocuments(db, app.deps.storage, request.params.id),
  );

  app.post(
    '/custom-document/:id/send',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: sendDocumentBodySchema,
        response: { 200: customDocumentSentSchema },
      },
    },
    async (request) =>
      sendCustomDocument(db, app.deps, {
        activityId: request.params.id,
        to: request.body?.to,
        actor: actorOf(request),
        baseUrl: baseUrlOf(request),
      }),
  );
};
