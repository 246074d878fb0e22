import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../plugins/access.js';
import { newPasswordSchema } from '@lending/domain';
import { acceptInvitation } from './invitation.service.js';

// The password rules of packages/domain (auth/password.ts); the e-mail rule is checked once the
// token names the account.
const acceptBody = z.object({
  token: z.string().min(1, 'Invitation token is required').max(200),
  password: newPasswordSchema,
});

/** Public: the invitation link's token is the authorisation (lead conversion, issue 4 §2). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitation/accept',
    {
      preHandler: publicRoute,
      schema: {
        body: acceptBody,
        response: { 200: z.object({ email: z.string(), role: z.string() }) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await acceptInvitation(app.deps.db, request.body);
      return { email: user.email, role: user.role };
    },
  );
};
