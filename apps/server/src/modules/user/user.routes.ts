import { messages, userSchema } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allow, signedIn } from '../../plugins/access';
import { currentUser, loadUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { getLoggedInUser, listNotifications } from './user.service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/logged-in-user/:email',
    {
      // Any verified identity may ask; one without a user row gets 403 with status_code, which the
      // browser turns into the not-authorised page (spec 000 §2 route guard, §7).
      preHandler: signedIn,
      schema: {
        tags: ['user'],
        params: z.object({ email: z.string().min(1).max(320) }),
        response: { 200: userSchema },
      },
    },
    async (request) => {
      // 000 §5: the user fetch requires an email from the identity token.
      if (!request.identity?.email) throw new AppError(401, messages.emailNotFoundInJwt);
      const caller = await loadUser(request);
      return getLoggedInUser(app.deps.db, { caller, email: request.params.email });
    },
  );

  app.get(
    '/user/:id/notifications',
    {
      preHandler: allow('admin', 'borrower', 'broker'),
      schema: {
        tags: ['user'],
        params: z.object({ id: z.uuid({ message: 'Invalid user id' }) }),
        response: {
          200: z.array(
            z.object({
              id: z.uuid(),
              message: z.string(),
              status: z.enum(['seen', 'unseen']),
              is_read: z.boolean(),
              state: z.string(),
              created_at: z.number().int(),
              document_id: z.string().nullable(),
              loan_human_id: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) =>
      listNotifications(app.deps.db, { caller: currentUser(request), userId: request.params.id }),
  );
};
