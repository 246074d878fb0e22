// The activity calls of spec 000 §7 (staff view), under /api. Handlers parse, call a service, return.
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
import { actorOf } from './activity.schemas';
import { endpoints, type Endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';
import { idOrder, pageInMemory, pagedAnswer, uuidOrder } from '../../plugins/paging';

const toState = async (row: { id: string; state: string }) => ({ activity_id: row.id, state: row.state });

// Paged in SQL on the activity id (limit and cursor, the filter and the loan's access in the same
// query); unpaged, the whole list as before (issue 22 item 5).
const allOrder = uuidOrder('getActivityAll', 'activity_id');
const loanOrder = uuidOrder('getActivityLoanByIdAll', 'activity_id');
const requestsOrder = uuidOrder('getActivityLoanByIdDocumentRequestAll', 'activity_id');

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const storage = () => app.deps.storage;
  await app.register(activityPageRoutes);

  register(app, endpoints.getActivityAll, async (request, reply) =>
    pagedAnswer(request, reply, allOrder, (page) => listAllActivities(db, request.query, page)),
  );

  register(app, endpoints.getActivityLoanByIdAll, async (request, reply) =>
    pagedAnswer(request, reply, loanOrder, (page) =>
      listLoanActivities(db, request.params.id, {
        for: actorOf(request),
        page,
      }),
    ),
  );

  register(app, endpoints.getActivityLoanByIdDocumentRequestAll, async (request, reply) =>
    pagedAnswer(request, reply, requestsOrder, (page) =>
      listLoanActivities(db, request.params.id, {
        for: actorOf(request),
        type: 'document-request',
        page,
      }),
    ),
  );

  // A loan's generated and custom documents, grouped by activity: bounded by the loan's own
  // activities (tens), so built whole and paged in memory on the activity id.
  register(app, endpoints.getActivityLoanByIdSystemDocumentsAll, async (request, reply) =>
    pageInMemory(
      request,
      reply,
      idOrder('getActivityLoanByIdSystemDocumentsAll', 'activity_id'),
      await listSystemDocuments(db, (await findLoan(db, request.params.id, { for: actorOf(request) })).id),
    ),
  );

  register(app, endpoints.postActivity, async (request, reply) => {
    const input = request.body;
    const loanId = input.loan_id ? (await findLoan(db, input.loan_id, { for: actorOf(request) })).id : null;
    reply.status(201);
    return createActivity(db, {
      input: { ...input, loan_id: loanId, participants: input.participants.join(', ') },
      actor: actorOf(request),
    });
  });

  const stateAction = (
    endpoint: Endpoints['postActivityByIdPause' | 'postActivityByIdResume' | 'postActivityByIdRestart'],
    run: typeof pauseActivity,
  ) =>
    register(app, endpoint, async (request) =>
      toState(await run(db, { activityId: request.params.id, actor: actorOf(request) })),
    );
  stateAction(endpoints.postActivityByIdPause, pauseActivity);
  stateAction(endpoints.postActivityByIdResume, resumeActivity);
  stateAction(endpoints.postActivityByIdRestart, restartActivity);

  register(app, endpoints.postActivityByIdSetNextState, async (request) =>
    toState(
      await setNextState(db, {
        activityId: request.params.id,
        state: request.body.state,
        actor: actorOf(request),
      }),
    ),
  );

  register(app, endpoints.postActivityByIdSetArchived, async (request) =>
    archiveActivity(db, { activityId: request.params.id, actor: actorOf(request) }),
  );

  register(app, endpoints.postActivityByIdGenerateDocumentWithPresignedUrl, async (request) =>
    createUpload(db, storage(), {
      activityId: request.params.id,
      ...request.body,
      actor: actorOf(request),
    }),
  );

  register(app, endpoints.postActivityByIdProcessByProcessIdRun, async (request) =>
    runProcess(db, storage(), {
      activityId: request.params.id,
      processId: request.params.processId,
      actor: actorOf(request),
    }),
  );

  register(app, endpoints.getActivityEnvelopeStatusById, async (request) =>
    envelopeStatus(db, request.params.id),
  );

  register(app, endpoints.getActivityByIdDocumentByDocIdDownload, async (request) =>
    documentDownload(db, storage(), { activityId: request.params.id, documentId: request.params.docId }),
  );

  const review = (
    endpoint: Endpoints[
      | 'postActivityDocumentRequestByIdProcessByProcessIdSetAccepted'
      | 'postActivityDocumentRequestByIdProcessByProcessIdSetRejected'],
    decision: 'accepted' | 'rejected',
  ) =>
    register(app, endpoint, async (request) => {
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
    });
  review(endpoints.postActivityDocumentRequestByIdProcessByProcessIdSetAccepted, 'accepted');
  review(endpoints.postActivityDocumentRequestByIdProcessByProcessIdSetRejected, 'rejected');

  register(app, endpoints.postActivityGfdByIdSetAccepted, async (request) =>
    toState(
      await acceptGoodFaithDeposit(db, {
        activityId: request.params.id,
        ...request.body,
        actor: actorOf(request),
      }),
    ),
  );
};
