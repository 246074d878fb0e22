import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access';
import { EMAIL_NOT_FOUND, loadUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { getLoggedInUser } from './user.service';

const loggedInUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(['admin', 'borrower', 'broker']),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  borrower_id: z.uuid().optional(),
  contact_id: z.uuid().optional(),
});

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/logged-in-user/:email',
    {
      // Any verified identity may ask; one without a user row gets 403 with status_code, which the
      // browser turns into the not-authorised page (spec 000 §2 route guard, §7).
      preHandler: signedIn,
      schema: {
        tags: ['user'],
        params: z.object({ email: z.string().min(1) }),
        response: { 200: loggedInUserSchema },
      },
    },
    async (request) => {
      if (!request.identity?.email) throw new AppError(401, EMAIL_NOT_FOUND);
      const caller = await loadUser(request);
      return getLoggedInUser(app.deps.db, { caller, email: request.params.email });
    },
  );
};
