import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../plugins/access.js';
import { acceptInvitation, MIN_PASSWORD_LENGTH } from './invitation.service.js';

const acceptBody = z.object({
  token: z.string().min(1, 'Invitation token is required').max(200),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password is too long'),
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
