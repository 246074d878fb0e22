// Upload, run and download for the personal and broker areas (000 §7 'Personal', 001 §7
// 'Broker personal interface'): the same functions as the staff routes (modules/activity),
// behind the personal ownership check and the action table's 'personal' view.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { createUpload, documentDownload, runProcess } from '../activity/index';
import { documentPreview } from '../documents/index';
import { createApplicationUpload } from './application-uploads';
import { findVisibleActivity } from './activity-access';
import { resolveViewer } from './personal-entity';
import { visibleActivityFirst } from './ownership-first';
import { personalActivitySchema, uploadBody, uploadResponse, userEmailQuery } from './personal.schemas';
import {
  personalActivityParams,
  personalDocumentParams,
  personalDownloadResponse,
  personalPreviewResponse,
} from '@lending/domain';

export const registerDocumentRoutes = (
  instance: FastifyInstance,
  {
    prefix,
    access,
    processParam,
  }: { prefix: '/personal' | '/broker'; access: RouteAccess; processParam: 'pid' | 'processId' },
): void => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.db;

  app.post(
    `${prefix}/:id/generate-document-with-presigned-url`,
    {
      config: { access },
      preValidation: visibleActivityFirst(db, 'id'),
      schema: {
        params: personalActivityParams,
        querystring: userEmailQuery,
        body: uploadBody,
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const viewer = await resolveViewer(db(), { user, userEmail: request.query['user-email'] });
      const activity = await findVisibleActivity(db(), viewer, request.params.id);
      const input = {
        activityId: activity.id,
        content_type: request.body.content_type,
        name: request.body.name,
        actor: user,
      };
      // The wizard's files (002 §2.2) are uploaded into the application activity.
      if (activity.activity_type === 'application')
        return createApplicationUpload(db(), app.deps.storage, input);
      return createUpload(db(), app.deps.storage, { ...input, view: 'personal' });
    },
  );

  app.post(
    `${prefix}/:id/process/:${processParam}/run`,
    {
      config: { access },
      schema: {
        // :id and :pid (personal) or :processId (broker), as the spec names them.
        // An object with the two named keys (a z.record was published as parameters named
        // `type` and `additionalProperties`, issue 22).
        params: z.object({ id: z.string().max(64), [processParam]: z.string().max(64) }) as z.ZodType<
          Record<string, string>
        >,
        querystring: userEmailQuery,
        response: { 200: personalActivitySchema.partial({ actions: true }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const viewer = await resolveViewer(db(), { user, userEmail: request.query['user-email'] });
      const activity = await findVisibleActivity(db(), viewer, request.params.id ?? '');
      const processId = request.params[processParam] ?? '';
      return runProcess(db(), app.deps.storage, { activityId: activity.id, processId, actor: user });
    },
  );

  app.get(
    `${prefix}/:id/document/:docId/download`,
    {
      config: { access },
      schema: {
        params: personalDocumentParams,
        querystring: userEmailQuery,
        response: { 200: personalDownloadResponse },
      },
    },
    async (request) => {
      const viewer = await resolveViewer(db(), {
        user: currentUser(request),
        userEmail: request.query['user-email'],
      });
      const activity = await findVisibleActivity(db(), viewer, request.params.id);
      return documentDownload(db(), app.deps.storage, {
        activityId: activity.id,
        documentId: request.params.docId,
      });
    },
  );

  // The Files panel's preview for the borrower's or broker's own documents (issue 11): the staff
  // preview (PDF, image, HEIC as JPEG) behind the same ownership check as the download.
  app.get(
    `${prefix}/:id/document/:docId/preview`,
    {
      config: { access },
      schema: {
        params: personalDocumentParams,
        querystring: userEmailQuery,
        response: { 200: personalPreviewResponse },
      },
    },
    async (request) => {
      const viewer = await resolveViewer(db(), {
        user: currentUser(request),
        userEmail: request.query['user-email'],
      });
      const activity = await findVisibleActivity(db(), viewer, request.params.id);
      return documentPreview(db(), app.deps.storage, {
        activityId: activity.id,
        documentId: request.params.docId,
      });
    },
  );
};
