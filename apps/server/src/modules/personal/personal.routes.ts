import { endpoints } from '@lending/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, contacts, loanContacts } from '../../db/schema/index';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { idOrder, pageInMemory, pagedAnswer, uuidOrder } from '../../plugins/paging';
import { assertBorrowerVisible, resolveViewer, visibleLoanIds } from './personal-entity';
import { borrowerActivitiesWhere, loanActivitiesWhere, toPersonalActivities } from './personal-activities';
import {
  authResponse,
  borrowerResponse,
  findBorrowerRow,
  findVisibleLoan,
  loansByIds,
  contactResponse,
} from './personal.queries';
import { registerDocumentRoutes } from './personal-documents.routes';
import { applicationWizardRoutes } from './application-wizard.routes';
import { personalEditRoutes } from './personal-edit.routes';

// A person's activities, paged in SQL on the activity id (issue 22 item 5).
const borrowerActivitiesOrder = uuidOrder('getPersonalBorrowerByIdActivities', 'activity_id');
const loanActivitiesOrder = uuidOrder('getPersonalLoanByIdActivities', 'activity_id');

/** The personal area's reads (000 §7 'Personal', 002 §2.3). */
export const personalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(personalEditRoutes);
  await app.register(applicationWizardRoutes);
  const db = () => app.deps.db;
  const crypto = () => app.deps.crypto;
  const viewerOf = (request: FastifyRequest, requireEntity = false) =>
    resolveViewer(db(), {
      user: currentUser(request),
      userEmail: (request.query as { 'user-email'?: string })['user-email'],
      requireEntity,
    });

  register(app, endpoints.getPersonalAuth, async (request) => {
    const viewer = await viewerOf(request, true);
    return authResponse(db(), viewer.entity!, viewer.isOther, viewer.scope);
  });

  register(app, endpoints.getPersonalBorrowerById, async (request) => {
    const viewer = await viewerOf(request);
    const row = await findBorrowerRow(db(), request.params.id);
    await assertBorrowerVisible(db(), viewer, row.id);
    return borrowerResponse(row, await loansByIds(db(), await visibleLoanIds(db(), viewer, row.id)));
  });

  register(app, endpoints.getPersonalLoanById, async (request) => {
    const viewer = await viewerOf(request);
    const loan = await findVisibleLoan(db(), viewer, request.params.id);
    return (await loansByIds(db(), [loan.id]))[0]!;
  });

  register(app, endpoints.getPersonalBorrowerByIdActivities, async (request, reply) => {
    const viewer = await viewerOf(request);
    const row = await findBorrowerRow(db(), request.params.id);
    await assertBorrowerVisible(db(), viewer, row.id);
    const where = borrowerActivitiesWhere(row.id);
    // A broker acting for a client sees only what belongs to the loans they share: in the same
    // query as the page, so a page never comes out short.
    const visible = viewer.scope ? and(where, inArray(activities.loan_id, [...viewer.scope]))! : where;
    return pagedAnswer(request, reply, borrowerActivitiesOrder, (page) =>
      toPersonalActivities(db(), crypto(), visible, page),
    );
  });

  register(app, endpoints.getPersonalLoanByIdActivities, async (request, reply) => {
    const viewer = await viewerOf(request);
    const loan = await findVisibleLoan(db(), viewer, request.params.id);
    return pagedAnswer(request, reply, loanActivitiesOrder, (page) =>
      toPersonalActivities(db(), crypto(), loanActivitiesWhere(loan.id), page),
    );
  });

  register(app, endpoints.getPersonalLoanByIdContacts, async (request, reply) => {
    const viewer = await viewerOf(request);
    const loan = await findVisibleLoan(db(), viewer, request.params.id);
    const rows = await db()
      .select({ contact: contacts })
      .from(loanContacts)
      .innerJoin(contacts, eq(contacts.id, loanContacts.contact_id))
      .where(eq(loanContacts.loan_id, loan.id));
    const list = rows.map((row) => contactResponse(row.contact));
    // A loan's few contacts (broker, attorney, title company...): read whole, paged in memory.
    return pageInMemory(request, reply, idOrder('getPersonalLoanByIdContacts', 'id'), list);
  });
  registerDocumentRoutes(app, 'personal');
};
