import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allow } from '../../plugins/access.js';
import { versionField } from '../../lib/versioning.js';
import { currentUser } from '../../plugins/auth.js';
import { findVisibleActivity } from './activity-access.js';
import { applicationSubmissionSchema } from './application-wizard.schema.js';
import {
  applicationPdfLink,
  assertApplication,
  getApplication,
  saveDraft,
  submitApplication,
} from './application-wizard.service.js';
import { resolveViewer } from './personal-entity.js';
import { userEmailQuery } from './personal.schemas.js';

const params = z.object({ activityId: z.string().max(64) });

const applicationResponse = z.object({
  activity_id: z.string(),
  state: z.string(),
  kind: z.enum(['init-request', 'full-request']),
  data: z.record(z.string(), z.unknown()),
  submitted_epoch: z.number().nullable(),
  files: z.array(
    z.object({
      document_id: z.string(),
      process_id: z.string(),
      file_name: z.string(),
      document_name: z.string(),
    }),
  ),
  version: z.number().int(),
});

const everyone = allow('admin', 'borrower', 'broker');

/** The application wizard (002 §2.2): its draft, and its submission completing the activity. */
export const applicationWizardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const visible = async (
    request: { query: { 'user-email'?: string | undefined }; params: { activityId: string } },
    user: ReturnType<typeof currentUser>,
  ) => {
    const viewer = await resolveViewer(db(), { user, userEmail: request.query['user-email'] });
    return findVisibleActivity(db(), viewer, request.params.activityId);
  };

  app.get(
    '/personal/application/:activityId',
    {
      preHandler: everyone,
      schema: { params, querystring: userEmailQuery, response: { 200: applicationResponse } },
    },
    async (request) => {
      const activity = await visible(request, currentUser(request));
      assertApplication(activity);
      return getApplication(db(), activity);
    },
  );

  app.put(
    '/personal/application/:activityId',
    {
      preHandler: everyone,
      bodyLimit: 512 * 1024,
      schema: {
        params,
        querystring: userEmailQuery,
        body: z.object({
          kind: z.enum(['init-request', 'full-request']).optional(),
          data: z.record(z.string(), z.unknown()),
          version: versionField,
        }),
        response: { 200: applicationResponse },
      },
    },
    async (request) => {
      const activity = await visible(request, currentUser(request));
      const { data, kind, version } = request.body;
      return saveDraft(db(), { activityId: activity.id, data, kind, version });
    },
  );

  app.post(
    '/personal/application/:activityId',
    {
      preHandler: everyone,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        params,
        querystring: userEmailQuery,
        body: applicationSubmissionSchema,
        response: { 200: applicationResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const activity = await visible(request, user);
      return submitApplication(db(), app.deps.storage, {
        activityId: activity.id,
        input: request.body,
        actor: user,
      });
    },
  );

  // The submitted application as a PDF (issue 8 item 9): a short-lived signed link.
  app.get(
    '/personal/application/:activityId/download',
    {
      preHandler: everyone,
      schema: {
        params,
        querystring: userEmailQuery,
        response: { 200: z.object({ url: z.string(), file_name: z.string() }) },
      },
    },
    async (request) => {
      const activity = await visible(request, currentUser(request));
      return applicationPdfLink(db(), app.deps.storage, activity);
    },
  );
};
