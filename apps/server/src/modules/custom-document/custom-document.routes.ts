// Custom documents (002 §7: get values, generate, update, get google doc, send; paths not shown):
// /custom-document/{activityId}/...
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allow } from '../../plugins/access.js';
import { versionField } from '../../lib/versioning.js';
import { actorOf, baseUrlOf, idParams } from '../activity/index.js';
import {
  generateCustomDocument,
  getCustomDocuments,
  getCustomValues,
  sendCustomDocument,
  updateCustomValues,
} from './custom-document.service.js';
import { messages } from '@lending/domain';

const admin = allow('admin');
const valuesResponse = z.object({
  activity_id: z.string(),
  state: z.string(),
  values: z.record(z.string(), z.unknown()),
  version: z.number().int(),
});
const FIELD_NAME = /^[a-z0-9_]{1,64}$/i;
// The values to change, and the activity's `version` the editor read (a stale one gets 409).
const updateBody = z
  .object({ version: versionField })
  .catchall(z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]))
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (!FIELD_NAME.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Invalid field name' });
    }
  });
const links = z.object({
  activity_id: z.string(),
  pdf_url: z.string(),
  docx_url: z.string(),
  pdf_document_id: z.string(),
  docx_document_id: z.string(),
  file_name: z.string(),
  generated_epoch: z.number(),
});

export const customDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/custom-document/:id/get-values',
    { preHandler: admin, schema: { params: idParams, response: { 200: valuesResponse } } },
    async (request) => getCustomValues(db, request.params.id),
  );

  app.put(
    '/custom-document/:id/update',
    {
      preHandler: admin,
      schema: {
        params: idParams,
        body: updateBody,
        response: {
          200: z.object({
            activity_id: z.string(),
            changed: z.boolean(),
            values: z.record(z.string(), z.unknown()),
            version: z.number().int(),
          }),
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
      preHandler: admin,
      schema: { params: idParams, response: { 200: links.extend({ process_id: z.string() }) } },
    },
    async (request) =>
      generateCustomDocument(db, app.deps.storage, {
        activityId: request.params.id,
        actor: actorOf(request),
      }),
  );

  app.get(
    '/custom-document/:id/get-google-docs',
    { preHandler: admin, schema: { params: idParams, response: { 200: links } } },
    async (request) => getCustomDocuments(db, app.deps.storage, request.params.id),
  );

  app.post(
    '/custom-document/:id/send',
    {
      preHandler: admin,
      schema: {
        params: idParams,
        body: z.object({ to: z.email(messages.validEmail).optional() }).nullish(),
        response: { 200: z.object({ activity_id: z.string(), state: z.string(), sent_to: z.string() }) },
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
