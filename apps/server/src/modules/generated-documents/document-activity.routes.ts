// One route set per generated-document kind (000 §7): /term-sheet/{id}/..., /commitment/{id}/...,
// /board-review/{id}/... The body of update is validated by the kind's domain schema.
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, baseUrlOf, idParams, stateResponseSchema } from '../activity/index';
import {
  downloadDocument,
  generateDocument,
  getDocuments,
  getValues,
  markDocument,
  sendDocument,
  updateValues,
  type DocActivityKind,
  type Mark,
} from './document-activity.service';
import {
  documentLinksSchema,
  documentValuesSchema,
  documentValuesUpdateSchema,
  generatedDocumentSchema,
  sendDocumentBodySchema,
  sentDocumentSchema,
} from '@lending/domain';

export type DocumentRouteOptions = {
  kind: DocActivityKind;
  /** The kind's values schema from @lending/domain (partial updates are allowed). */
  valuesSchema: z.ZodObject;
  marks: Mark[];
};

export const registerDocumentActivityRoutes = (
  instance: FastifyInstance,
  { kind, valuesSchema, marks }: DocumentRouteOptions,
): void => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const base = `/${kind}/:id`;

  app.get(
    `${base}/get-values`,
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        response: {
          200: documentValuesSchema,
        },
      },
    },
    async (request) => getValues(db, { activityId: request.params.id, kind }),
  );

  app.put(
    `${base}/update`,
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: valuesSchema.partial(),
        response: {
          200: documentValuesUpdateSchema,
        },
      },
    },
    async (request) =>
      updateValues(db, {
        activityId: request.params.id,
        kind,
        values: request.body as Record<string, unknown>,
        actor: actorOf(request),
      }),
  );

  app.post(
    `${base}/generate`,
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        response: { 200: generatedDocumentSchema },
      },
    },
    async (request) =>
      generateDocument(db, app.deps, {
        activityId: request.params.id,
        kind,
        actor: actorOf(request),
      }),
  );

  app.get(
    `${base}/get-google-docs`,
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: documentLinksSchema } } },
    async (request) => getDocuments(db, app.deps.storage, { activityId: request.params.id, kind }),
  );

  app.get(
    `${base}/download`,
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: documentLinksSchema } } },
    async (request) => downloadDocument(db, app.deps.storage, { activityId: request.params.id, kind }),
  );

  app.post(
    `${base}/send`,
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: sendDocumentBodySchema,
        response: { 200: sentDocumentSchema },
      },
    },
    async (request) =>
      sendDocument(db, app.deps, {
        activityId: request.params.id,
        kind,
        actor: actorOf(request),
        to: request.body?.to,
        baseUrl: baseUrlOf(request),
      }),
  );

  for (const mark of marks) {
    app.post(
      `${base}/set/${mark}`,
      { config: { access: 'admin' }, schema: { params: idParams, response: { 200: stateResponseSchema } } },
      async (request) =>
        markDocument(db, { activityId: request.params.id, kind, mark, actor: actorOf(request) }),
    );
  }
};
