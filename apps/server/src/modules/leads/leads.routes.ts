import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allow } from '../../plugins/access.js';
import { AppError } from '../../plugins/errors.js';
import { findLead, LEAD_STATUSES, listLeads, toLeadResponse } from './leads.queries.js';
import { invitationRoutes } from './invitation.routes.js';
import { convertLead, declineLead } from './leads.service.js';
import { messages } from '@lending/domain';

const idParams = z.object({ id: z.uuid('Lead not found') });

const leadResponse = z.object({
  id: z.string(),
  status: z.enum(LEAD_STATUSES),
  created_epoch: z.number(),
  decided_epoch: z.number().nullable(),
  decline_reason: z.string().nullable(),
  loan_id: z.string().nullable(),
  is_broker: z.boolean(),
  borrower_name: z.string(),
  borrower_email: z.string().nullable(),
  broker_name: z.string().nullable(),
  broker_email: z.string().nullable(),
  purpose: z.string().nullable(),
  amount: z.number().nullable(),
  property_count: z.number(),
  first_property: z.object({ property_type: z.string(), address: z.string() }).nullable(),
  payload: z.record(z.string(), z.unknown()),
});

/** Leads of the public pre-qualification form (/leads, admin; DESIGN.md §8). */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationRoutes);

  app.get(
    '/leads',
    {
      preHandler: allow('admin'),
      schema: {
        querystring: z.object({ status: z.enum(LEAD_STATUSES).optional() }),
        response: { 200: z.array(leadResponse) },
      },
    },
    async (request) => (await listLeads(app.deps.db, { status: request.query.status })).map(toLeadResponse),
  );

  app.get(
    '/leads/:id',
    { preHandler: allow('admin'), schema: { params: idParams, response: { 200: leadResponse } } },
    async (request) => {
      const lead = await findLead(app.deps.db, { id: request.params.id });
      if (!lead) throw new AppError(404, 'Lead not found');
      return toLeadResponse(lead);
    },
  );

  app.post(
    '/leads/:id/convert',
    {
      preHandler: allow('admin'),
      schema: {
        params: idParams,
        response: {
          200: z.object({
            lead: leadResponse,
            loan_id: z.string(),
            human_id: z.string(),
            borrower_id: z.string(),
            contact_id: z.string().nullable(),
            invited: z.array(z.string()),
          }),
        },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/leads/:id/decline',
    {
      preHandler: allow('admin'),
      schema: {
        params: idParams,
        body: z.object({
          reason: z.string().trim().min(1, messages.required).max(2000, 'Reason is too long'),
        }),
        response: { 200: leadResponse },
      },
    },
    async (request) =>
      toLeadResponse(
        await declineLead(app.deps.db, {
          id: request.params.id,
          actor: request.user!,
          reason: request.body.reason,
        }),
      ),
  );
};
