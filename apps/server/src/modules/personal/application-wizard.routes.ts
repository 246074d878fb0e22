import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { findVisibleActivity } from './activity-access';
import {
  applicationDownloadSchema,
  applicationDraftBody,
  applicationParams,
  applicationResponse,
  applicationSubmissionSchema,
} from '@lending/domain';
import {
  applicationPdfLink,
  assertApplication,
  getApplication,
  saveDraft,
  submitApplication,
} from './application-wizard.service';
import { resolveViewer } from './personal-entity';
import { visibleActivityFirst } from './ownership-first';
import { userEmailQuery } from './personal.schemas';

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
      config: { access: 'owner' },
      schema: {
        params: applicationParams,
        querystring: userEmailQuery,
        response: { 200: applicationResponse },
      },
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
      config: { access: 'owner' },
      preValidation: visibleActivityFirst(db, 'activityId'),
      bodyLimit: 512 * 1024,
      schema: {
        params: applicationParams,
        querystring: userEmailQuery,
        body: applicationDraftBody,
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
      config: { access: 'owner' },
      preValidation: visibleActivityFirst(db, 'activityId'),
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        params: applicationParams,
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
      config: { access: 'owner' },
      schema: {
        params: applicationParams,
        querystring: userEmailQuery,
        response: { 200: applicationDownloadSchema },
      },
    },
    async (request) => {
      const activity = await visible(request, currentUser(request));
      return applicationPdfLink(db(), app.deps.storage, activity);
    },
  );
};
