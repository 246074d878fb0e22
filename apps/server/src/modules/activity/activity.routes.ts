// The activity calls of spec 000 §7 (staff view), under /api. Handlers parse, call a service, return.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityPageRoutes } from './activity-page';
import { findLoan } from '../../lib/loan-finder';
import {
  acceptGoodFaithDeposit,
  archiveActivity,
  createActivity,
  listAllActivities,
  listLoanActivities,
  pauseActivity,
  restartActivity,
  resumeActivity,
  reviewDocumentRequest,
  setNextState,
} from './activity.service';
import { createUpload, documentDownload, envelopeStatus, runProcess } from './activity.uploads';
import { listSystemDocuments, toWireActivities } from './activity.queries';
import {
  activityResponseSchema,
  actorOf,
  idParams,
  linkResponseSchema,
  processParams,
  stateResponseSchema,
} from './activity.schemas';
import {
  acceptUploadBodySchema,
  activityAllQuery,
  activityArchivedSchema,
  activityDocumentParams,
  addActivitySchema,
  envelopeStatusSchema,
  gfdAcceptSchema,
  presignedUploadBodySchema,
  presignedUploadSchema,
  rejectUploadBodySchema,
  setNextStateBodySchema,
  systemDocumentGroupSchema,
} from '@lending/domain';

const activityList = z.array(activityResponseSchema);
const toState = async (row: { id: string; state: string }) => ({ activity_id: row.id, state: row.state });

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const storage = () => app.deps.storage;
  await app.register(activityPageRoutes);

  app.get(
    '/activity/all',
    {
      config: { access: 'admin' },
      schema: {
        querystring: activityAllQuery,
        response: { 200: activityList },
      },
    },
    async (request) => listAllActivities(db, request.query),
  );

  app.get(
    '/activity/loan/:id/all',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: activityList } } },
    async (request) => listLoanActivities(db, request.params.id, { for: actorOf(request) }),
  );

  app.get(
    '/activity/loan/:id/document-request/all',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: activityList } } },
    async (request) =>
      listLoanActivities(db, request.params.id, { for: actorOf(request), type: 'document-request' }),
  );

  app.get(
    '/activity/loan/:id/system-documents/all',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        response: {
          200: z.array(systemDocumentGroupSchema),
        },
      },
    },
    async (request) =>
      listSystemDocuments(db, (await findLoan(db, request.params.id, { for: actorOf(request) })).id),
  );

  app.post(
    '/activity',
    {
      config: { access: 'admin' },
      schema: {
        body: addActivitySchema,
        response: { 201: activityResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const loanId = input.loan_id ? (await findLoan(db, input.loan_id, { for: actorOf(request) })).id : null;
      reply.status(201);
      return createActivity(db, {
        input: { ...input, loan_id: loanId, participants: input.participants.join(', ') },
        actor: actorOf(request),
      });
    },
  );

  const stateAction = (path: string, run: typeof pauseActivity) =>
    app.post(
      path,
      { config: { access: 'admin' }, schema: { params: idParams, response: { 200: stateResponseSchema } } },
      async (request) => toState(await run(db, { activityId: request.params.id, actor: actorOf(request) })),
    );
  stateAction('/activity/:id/pause', pauseActivity);
  stateAction('/activity/:id/resume', resumeActivity);
  stateAction('/activity/:id/restart', restartActivity);

  app.post(
    '/activity/:id/set-next-state',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: setNextStateBodySchema,
        response: { 200: stateResponseSchema },
      },
    },
    async (request) =>
      toState(
        await setNextState(db, {
          activityId: request.params.id,
          state: request.body.state,
          actor: actorOf(request),
        }),
      ),
  );

  app.post(
    '/activity/:id/set/archived',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        response: { 200: activityArchivedSchema },
      },
    },
    async (request) => archiveActivity(db, { activityId: request.params.id, actor: actorOf(request) }),
  );

  app.post(
    '/activity/:id/generate-document-with-presigned-url',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: presignedUploadBodySchema,
        response: { 200: presignedUploadSchema },
      },
    },
    async (request) =>
      createUpload(db, storage(), {
        activityId: request.params.id,
        ...request.body,
        actor: actorOf(request),
      }),
  );

  app.post(
    '/activity/:id/process/:processId/run',
    {
      config: { access: 'admin' },
      schema: { params: processParams, response: { 200: activityResponseSchema } },
    },
    async (request) =>
      runProcess(db, storage(), {
        activityId: request.params.id,
        processId: request.params.processId,
        actor: actorOf(request),
      }),
  );

  app.get(
    '/activity/envelope-status/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        response: {
          200: envelopeStatusSchema,
        },
      },
    },
    async (request) => envelopeStatus(db, request.params.id),
  );

  app.get(
    '/activity/:id/document/:docId/download',
    {
      config: { access: 'admin' },
      schema: {
        params: activityDocumentParams,
        response: { 200: linkResponseSchema },
      },
    },
    async (request) =>
      documentDownload(db, storage(), { activityId: request.params.id, documentId: request.params.docId }),
  );

  const review = (decision: 'accepted' | 'rejected') =>
    app.post(
      `/activity/document-request/:id/process/:processId/set/${decision}`,
      {
        config: { access: 'admin' },
        schema: {
          params: processParams,
          body: decision === 'rejected' ? rejectUploadBodySchema : acceptUploadBodySchema,
          response: { 200: activityResponseSchema },
        },
      },
      async (request) => {
        const body = request.body as { reason?: string } | undefined;
        const row = await reviewDocumentRequest(db, {
          activityId: request.params.id,
          processId: request.params.processId,
          decision,
          reason: body?.reason,
          actor: actorOf(request),
        });
        const [wire] = await toWireActivities(db, [row]);
        return wire!;
      },
    );
  review('accepted');
  review('rejected');

  app.post(
    '/activity/gfd/:id/set/accepted',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        body: gfdAcceptSchema,
        response: { 200: stateResponseSchema },
      },
    },
    async (request) =>
      toState(
        await acceptGoodFaithDeposit(db, {
          activityId: request.params.id,
          ...request.body,
          actor: actorOf(request),
        }),
      ),
  );
};
