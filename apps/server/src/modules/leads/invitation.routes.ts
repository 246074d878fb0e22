import { endpoints } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { acceptInvitation } from './invitation.service';

/** Public: the invitation link's token is the authorisation (lead conversion, issue 4 §2). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  register(
    app,
    endpoints.postInvitationAccept,
    async (request) => {
      const user = await acceptInvitation(app.deps.db, request.body);
      return { email: user.email, role: user.role };
    },
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
};
