// POST /loan/{id}/add-borrower/{bid}; PUT /loan/{id}/add-contact/{cid}; PUT remove-borrower/{bid};
// PUT remove-contact/{cid} (spec 000 §7). Admin only; each answers the updated loan.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { addLink, removeLink, type LinkKind } from './loan-links.service';
import { endpoints, type Endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';
import { getLoan } from './loan.service';

export const loanLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const route = (
    endpoint: Endpoints[
      | 'postLoanByIdAddBorrowerByBid'
      | 'putLoanByIdAddContactByCid'
      | 'putLoanByIdRemoveBorrowerByBid'
      | 'putLoanByIdRemoveContactByCid'],
    action: 'add' | 'remove',
    kind: LinkKind,
  ) =>
    register(app, endpoint, async (request) => {
      const params: Record<string, string> = request.params;
      const change = action === 'add' ? addLink : removeLink;
      const loanId = await change(db, {
        idOrHumanId: params.id!,
        kind,
        entityId: params[kind === 'borrower' ? 'bid' : 'cid']!,
        actor: currentUser(request),
      });
      return getLoan(db, loanId);
    });
  route(endpoints.postLoanByIdAddBorrowerByBid, 'add', 'borrower');
  route(endpoints.putLoanByIdAddContactByCid, 'add', 'contact');
  route(endpoints.putLoanByIdRemoveBorrowerByBid, 'remove', 'borrower');
  route(endpoints.putLoanByIdRemoveContactByCid, 'remove', 'contact');
};
