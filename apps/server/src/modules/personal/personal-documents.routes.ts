// Upload, run and download for the personal and broker areas (000 §7 'Personal', 001 §7
// 'Broker personal interface'): the same functions as the staff routes (modules/activity),
// behind the personal ownership check and the action table's 'personal' view.
import { endpoints } from '@lending/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { createUpload, documentDownload, runProcess } from '../activity/index';
import { documentPreview } from '../documents/index';
import { createApplicationUpload } from './application-uploads';
import { findVisibleActivity } from './activity-access';
import { resolveViewer } from './personal-entity';
import { visibleActivityFirst } from './ownership-first';

const areas = {
  personal: {
    upload: endpoints.postPersonalUploadLink,
    run: endpoints.postPersonalProcessRun,
    download: endpoints.getPersonalDocumentDownload,
    preview: endpoints.getPersonalDocumentPreview,
  },
  broker: {
    upload: endpoints.postBrokerUploadLink,
    run: endpoints.postBrokerProcessRun,
    download: endpoints.getBrokerDocumentDownload,
    preview: endpoints.getBrokerDocumentPreview,
  },
} as const;

export const registerDocumentRoutes = (instance: FastifyInstance, area: 'personal' | 'broker'): void => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.db;
  const declared = areas[area];

  register(
    app,
    declared.upload,
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
    { preValidation: visibleActivityFirst(db, 'id') },
  );

  // :id and :pid (personal) or :processId (broker), as the spec names them.
  register(app, declared.run, async (request) => {
    const user = currentUser(request);
    const viewer = await resolveViewer(db(), { user, userEmail: request.query['user-email'] });
    const activity = await findVisibleActivity(db(), viewer, request.params.id);
    const params = request.params as { pid?: string; processId?: string };
    const processId = params.pid ?? params.processId ?? '';
    return runProcess(db(), app.deps.storage, { activityId: activity.id, processId, actor: user });
  });

  register(app, declared.download, async (request) => {
    const viewer = await resolveViewer(db(), {
      user: currentUser(request),
      userEmail: request.query['user-email'],
    });
    const activity = await findVisibleActivity(db(), viewer, request.params.id);
    return documentDownload(db(), app.deps.storage, {
      activityId: activity.id,
      documentId: request.params.docId,
    });
  });

  // The Files panel's preview for the borrower's or broker's own documents (issue 11): the staff
  // preview (PDF, image, HEIC as JPEG) behind the same ownership check as the download.
  register(app, declared.preview, async (request) => {
    const viewer = await resolveViewer(db(), {
      user: currentUser(request),
      userEmail: request.query['user-email'],
    });
    const activity = await findVisibleActivity(db(), viewer, request.params.id);
    return documentPreview(db(), app.deps.storage, {
      activityId: activity.id,
      documentId: request.params.docId,
    });
  });
};
