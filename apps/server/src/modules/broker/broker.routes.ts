import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { loanContacts } from '../../db/schema/index';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { pagedAnswer, uuidOrder } from '../../plugins/paging';
import { AppError } from '../../plugins/errors';
import {
  loanActivitiesWhere,
  toPersonalActivities,
  registerDocumentRoutes,
  INVALID_ENTITY,
  loanIdsOf,
  resolveViewer,
  scopeLoanIds,
  USER_NOT_FOUND,
  type Viewer,
  authResponse,
  contactResponse,
  findContactRow,
  findVisibleLoan,
  loansByIds,
  pageLoansOf,
} from '../personal/index';

const brokerLoansOrder = uuidOrder('getBrokerAll', 'id');
const brokerActivitiesOrder = uuidOrder('getBrokerLoanByIdActivities', 'activity_id');

/** The broker acts as their contact (001 §5); a borrower entity here is not a broker. */
const brokerEntity = (viewer: Viewer) => {
  if (viewer.entity && viewer.entity.kind !== 'contact') throw new AppError(403, INVALID_ENTITY);
  return viewer.entity;
};

/** The broker personal interface (001 §7): a broker reaches the loans of their contact. */
export const brokerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const viewerOf = (
    request: { query: unknown },
    user: Parameters<typeof resolveViewer>[1]['user'],
    requireEntity = false,
  ) =>
    resolveViewer(db(), {
      user,
      userEmail: (request.query as { 'user-email'?: string })['user-email'],
      requireEntity,
    });

  register(app, endpoints.getBrokerAuth, async (request) => {
    const viewer = await viewerOf(request, currentUser(request), true);
    return authResponse(db(), brokerEntity(viewer)!, viewer.isOther, viewer.scope);
  });

  register(app, endpoints.getBrokerAll, async (request, reply) => {
    const viewer = await viewerOf(request, currentUser(request));
    const entity = brokerEntity(viewer);
    // Unpaged: every loan, as before; paged: in SQL on the loan id, the broker's link and the
    // delegated scope in the same query (issue 22 item 5).
    return pagedAnswer(request, reply, brokerLoansOrder, async (page) => {
      if (!entity) return [];
      if (page) return pageLoansOf(db(), entity, viewer.scope, page);
      return loansByIds(db(), scopeLoanIds(viewer, await loanIdsOf(db(), entity)));
    });
  });

  register(app, endpoints.getBrokerLoanById, async (request) => {
    const viewer = await viewerOf(request, currentUser(request));
    brokerEntity(viewer);
    const loan = await findVisibleLoan(db(), viewer, request.params.id);
    return (await loansByIds(db(), [loan.id]))[0]!;
  });

  register(app, endpoints.getBrokerLoanByIdActivities, async (request, reply) => {
    const viewer = await viewerOf(request, currentUser(request));
    brokerEntity(viewer);
    const loan = await findVisibleLoan(db(), viewer, request.params.id);
    return pagedAnswer(request, reply, brokerActivitiesOrder, (page) =>
      toPersonalActivities(db(), app.deps.crypto, loanActivitiesWhere(loan.id), page),
    );
  });

  register(app, endpoints.getBrokerById, async (request) => {
    const viewer = await viewerOf(request, currentUser(request));
    const entity = brokerEntity(viewer);
    const row = await findContactRow(db(), request.params.id);
    if (!viewer.isAdmin && entity?.id !== row.id) throw new AppError(403, USER_NOT_FOUND);
    const ids = (
      await db()
        .select({ id: loanContacts.loan_id })
        .from(loanContacts)
        .where(eq(loanContacts.contact_id, row.id))
    ).map((r) => r.id);
    return { ...contactResponse(row), loans: await loansByIds(db(), scopeLoanIds(viewer, ids)) };
  });

  registerDocumentRoutes(app, 'broker');
};
