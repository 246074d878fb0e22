import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { assertOwnEmailUnchanged } from './identifying-email';
import { addContactToLoan, updateBorrower, updateContact } from './personal-edit.service';
import { assertBorrowerEditable, resolveViewer, USER_NOT_FOUND } from './personal-entity';
import {
  borrowerResponse,
  contactResponse,
  findVisibleLoan,
  loanIdsOfBorrower,
  loansByIds,
} from './personal.queries';
import { endpoints, messages } from '@lending/domain';
import { isUuid } from '../../lib/ids';
import { editableBorrowerFirst, ownContactFirst } from './ownership-first';

const LINKS_NOT_DELEGATED = 'Contacts can only be added to a loan by its borrower or by the lender';

/** The personal page's changes (002 §5, §7): own record only, admins anyone's. */
export const personalEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  register(
    app,
    endpoints.putPersonalBorrowerUpdateById,
    async (request) => {
      const viewer = await resolveViewer(db(), {
        user: currentUser(request),
        userEmail: request.query['user-email'],
      });
      if (!isUuid(request.params.id)) throw new AppError(404, USER_NOT_FOUND);
      assertBorrowerEditable(viewer, request.params.id);
      if (!viewer.isAdmin)
        await assertOwnEmailUnchanged(db(), 'borrower', request.params.id, request.body.email);
      const row = await updateBorrower(db(), {
        id: request.params.id,
        input: request.body,
        actor: currentUser(request),
        crypto: app.deps.crypto,
      });
      return borrowerResponse(row, await loansByIds(db(), await loanIdsOfBorrower(db(), row.id)));
    },
    { preValidation: editableBorrowerFirst(db) },
  );

  register(
    app,
    endpoints.putPersonalContactUpdateById,
    async (request) => {
      const viewer = await resolveViewer(db(), {
        user: currentUser(request),
        userEmail: request.query['user-email'],
      });
      const id = request.params.id;
      const isOwn = viewer.entity?.kind === 'contact' && viewer.entity.id === id && !viewer.isOther;
      if (!viewer.isAdmin && !isOwn) throw new AppError(403, USER_NOT_FOUND);
      if (!isUuid(id)) throw new AppError(404, USER_NOT_FOUND);
      if (!viewer.isAdmin) await assertOwnEmailUnchanged(db(), 'contact', id, request.body.email);
      return contactResponse(
        await updateContact(db(), { id, input: request.body, actor: currentUser(request) }),
      );
    },
    { preValidation: ownContactFirst(db) },
  );

  register(app, endpoints.putPersonalLoanByIdAddContactByContactId, async (request) => {
    const viewer = await resolveViewer(db(), {
      user: currentUser(request),
      userEmail: request.query['user-email'],
    });
    // Acting for a client never makes links (links are the basis of that delegation).
    if (viewer.isOther && !viewer.isAdmin) throw new AppError(403, LINKS_NOT_DELEGATED);
    const loan = await findVisibleLoan(db(), viewer, request.params.id);
    if (!isUuid(request.params.contactId)) throw new AppError(404, 'Contact not found');
    await addContactToLoan(db(), {
      loanId: loan.id,
      contactId: request.params.contactId,
      actor: currentUser(request),
    });
    return { message: messages.contactAddedToLoan };
  });
};
