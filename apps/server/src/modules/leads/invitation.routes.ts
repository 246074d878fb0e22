import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitationBody, invitationAcceptedSchema } from '@lending/domain';
import { acceptInvitation } from './invitation.service';

/** Public: the invitation link's token is the authorisation (lead conversion, issue 4 §2). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitation/accept',
    {
      schema: {
        body: acceptInvitationBody,
        response: { 200: invitationAcceptedSchema },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await acceptInvitation(app.deps.db, request.body);
      return { email: user.email, role: user.role };
    },
  );
};
