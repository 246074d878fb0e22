import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { findVisibleActivity } from './activity-access';
import { endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';
import {
  applicationPdfLink,
  assertApplication,
  getApplication,
  saveDraft,
  submitApplication,
} from './application-wizard.service';
import { resolveViewer } from './personal-entity';
import { visibleActivityFirst } from './ownership-first';

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

  register(app, endpoints.getPersonalApplication, async (request) => {
    const activity = await visible(request, currentUser(request));
    assertApplication(activity);
    return getApplication(db(), activity);
  });

  register(
    app,
    endpoints.putPersonalApplication,
    async (request) => {
      const activity = await visible(request, currentUser(request));
      const { data, kind, version } = request.body;
      return saveDraft(db(), { activityId: activity.id, data, kind, version });
    },
    { preValidation: visibleActivityFirst(db, 'activityId'), bodyLimit: 512 * 1024 },
  );

  register(
    app,
    endpoints.postPersonalApplication,
    async (request) => {
      const user = currentUser(request);
      const activity = await visible(request, user);
      return submitApplication(db(), app.deps.storage, {
        activityId: activity.id,
        input: request.body,
        actor: user,
      });
    },
    { preValidation: visibleActivityFirst(db, 'activityId'), bodyLimit: 2 * 1024 * 1024 },
  );

  // The submitted application as a PDF (issue 8 item 9): a short-lived signed link.
  register(app, endpoints.getPersonalApplicationDownload, async (request) => {
    const activity = await visible(request, currentUser(request));
    return applicationPdfLink(db(), app.deps.storage, activity);
  });
};
