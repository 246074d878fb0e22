import { endpoints, messages } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertBorrowerAccess } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { pagedAnswer } from '../../plugins/paging';
import { borrowerOrder, getBorrower, listBorrowers, updateBorrower } from './borrower.service';
import { assertOwnEmailUnchanged } from '../personal/index';

/** Fields the loan score reads: set by staff only (a borrower cannot raise their own score). */
const UNDERWRITING_FIELDS = ['credit_score', 'net_worth', 'liquidity'] as const;
const UNDERWRITING_STAFF_ONLY = 'Only the lender can change underwriting fields';

export const borrowerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.getBorrowerAll, async (request, reply) =>
    pagedAnswer(request, reply, borrowerOrder, (page) => listBorrowers(db, page)),
  );

  // Admin: any borrower; a borrower: their own; a broker: borrowers of their contact's loans.
  register(app, endpoints.getBorrowerById, async (request) => {
    await assertBorrowerAccess(db, currentUser(request), request.params.id);
    return getBorrower(db, request.params.id);
  });

  // Admin, or the borrower themselves (DESIGN.md §2: a borrower changes only their own record).
  register(
    app,
    endpoints.putBorrowerByIdUpdate,
    async (request) => {
      const user = currentUser(request);
      if (user.role !== 'admin' && user.borrower_id !== request.params.id)
        throw new AppError(403, messages.userNotFound);
      if (user.role !== 'admin') {
        // Underwriting inputs feed the score: only staff set them.
        const staffOnly = UNDERWRITING_FIELDS.filter((field) => request.body[field] !== undefined);
        if (staffOnly.length > 0)
          throw new AppError(
            403,
            UNDERWRITING_STAFF_ONLY,
            staffOnly.map((field) => ({ path: field, message: UNDERWRITING_STAFF_ONLY })),
          );
        if (request.body.email !== undefined)
          await assertOwnEmailUnchanged(db, 'borrower', request.params.id, request.body.email);
      }
      return updateBorrower(db, {
        id: request.params.id,
        patch: request.body,
        actor: user,
        crypto: app.deps.crypto,
      });
    },
    {
      // Someone else's record is refused before the body is validated (issue 24).
      preValidation: async (request) => {
        const user = currentUser(request);
        if (user.role !== 'admin' && user.borrower_id !== (request.params as { id?: unknown }).id)
          throw new AppError(403, messages.userNotFound);
      },
    },
  );
};
