// One route set per generated-document kind (000 §7): /term-sheet/{id}/..., /commitment/{id}/...,
// /board-review/{id}/..., each registered from its declaration (packages/domain/src/contract/
// documents.ts, where the body of update is the kind's values schema).
import type { Endpoint } from '@lending/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { actorOf, baseUrlOf } from '../activity/index';
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

/** A kind's declared endpoints (`endpoints.getTermSheetByIdGetValues`...), each taking `{ id }`. */
export type DocumentRouteOptions = {
  kind: DocActivityKind;
  getValues: Endpoint;
  update: Endpoint;
  generate: Endpoint;
  googleDocs: Endpoint;
  download: Endpoint;
  send: Endpoint;
  marks: ReadonlyArray<readonly [Endpoint, Mark]>;
};

const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

export const registerDocumentActivityRoutes = (
  instance: FastifyInstance,
  { kind, marks, ...declared }: DocumentRouteOptions,
): void => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  register(app, declared.getValues, async (request) => getValues(db, { activityId: idOf(request), kind }));

  register(app, declared.update, async (request) =>
    updateValues(db, {
      activityId: idOf(request),
      kind,
      values: request.body as Record<string, unknown>,
      actor: actorOf(request),
    }),
  );

  register(app, declared.generate, async (request) =>
    generateDocument(db, app.deps, { activityId: idOf(request), kind, actor: actorOf(request) }),
  );

  register(app, declared.googleDocs, async (request) =>
    getDocuments(db, app.deps.storage, { activityId: idOf(request), kind }),
  );

  register(app, declared.download, async (request) =>
    downloadDocument(db, app.deps.storage, { activityId: idOf(request), kind }),
  );

  register(app, declared.send, async (request) =>
    sendDocument(db, app.deps, {
      activityId: idOf(request),
      kind,
      actor: actorOf(request),
      to: (request.body as { to?: string } | null | undefined)?.to,
      baseUrl: baseUrlOf(request),
    }),
  );

  for (const [endpoint, mark] of marks)
    register(app, endpoint, async (request) =>
      markDocument(db, { activityId: idOf(request), kind, mark, actor: actorOf(request) }),
    );
};
