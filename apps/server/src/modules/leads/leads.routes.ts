import { endpoints } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { pagedAnswer, uuidOrder } from '../../plugins/paging';
import { AppError } from '../../plugins/errors';
import { findLead, listLeads, toLeadResponse } from './leads.queries';
import { invitationRoutes } from './invitation.routes';
import { convertLead, declineLead } from './leads.service';

const leadsOrder = uuidOrder('getLeads', 'id');

/** Leads of the public pre-qualification form (/leads, admin; DESIGN.md §8). */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationRoutes);

  register(app, endpoints.getLeads, async (request, reply) =>
    pagedAnswer(request, reply, leadsOrder, async (page) =>
      (await listLeads(app.deps.db, { status: request.query.status, page })).map(toLeadResponse),
    ),
  );

  register(app, endpoints.getLeadById, async (request) => {
    const lead = await findLead(app.deps.db, { id: request.params.id });
    if (!lead) throw new AppError(404, 'Lead not found');
    return toLeadResponse(lead);
  });

  register(app, endpoints.postLeadConvert, async (request) => {
    const result = await convertLead(app.deps.db, {
      id: request.params.id,
      actor: request.user!,
      mail: app.deps.mail,
      // APP_BASE_URL (default http://localhost:PORT), never the request's Host header.
      appBaseUrl: app.deps.config.appBaseUrl,
    });
    return {
      lead: toLeadResponse(result.lead),
      loan_id: result.loan.id,
      human_id: result.loan.human_id,
      borrower_id: result.borrowerId,
      contact_id: result.contactId,
      invited: result.invited,
    };
  });

  register(app, endpoints.postLeadDecline, async (request) =>
    toLeadResponse(
      await declineLead(app.deps.db, {
        id: request.params.id,
        actor: request.user!,
        reason: request.body.reason,
      }),
    ),
  );
};
