// POST /loan/{id}/add-borrower/{bid}; PUT /loan/{id}/add-contact/{cid}; PUT remove-borrower/{bid};
// PUT remove-contact/{cid} (spec 000 §7). Admin only; each answers the updated loan.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { addLink, removeLink, type LinkKind } from './loan-links.service';
import { loanLinkParams, loanSchema } from '@lending/domain';
import { getLoan } from './loan.service';

export const loanLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const route = (method: 'POST' | 'PUT', action: 'add' | 'remove', kind: LinkKind) => {
    const key = kind === 'borrower' ? 'bid' : 'cid';
    app.route({
      method,
      url: `/loan/:id/${action}-${kind}/:${key}`,
      config: { access: 'admin' },
      schema: { tags: ['loan'], params: loanLinkParams(key), response: { 200: loanSchema } },
      handler: async (request) => {
        const { id, [key]: entityId } = request.params as Record<string, string>;
        const change = action === 'add' ? addLink : removeLink;
        const loanId = await change(db, {
          idOrHumanId: id!,
          kind,
          entityId: entityId!,
          actor: currentUser(request),
        });
        return getLoan(db, loanId);
      },
    });
  };
  route('POST', 'add', 'borrower');
  route('PUT', 'add', 'contact');
  route('PUT', 'remove', 'borrower');
  route('PUT', 'remove', 'contact');
};
