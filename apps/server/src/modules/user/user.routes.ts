import { endpoints, messages } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { currentUser, loadUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { idKeyset, nameNextPage, pagedAnswer, uuidOrder } from '../../plugins/paging';
import { AppError } from '../../plugins/errors';
import { getLoggedInUser } from './user.service';
import { listNotificationPage } from '../notifications/index';

const staffOrder = uuidOrder('getUserStaff', 'id');

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any verified identity may ask; one without a user row gets 403 with status_code, which the
  // browser turns into the not-authorised page (spec 000 §2 route guard, §7).
  register(app, endpoints.getUserLoggedInUserByEmail, async (request) => {
    // 000 §5: the user fetch requires an email from the identity token.
    if (!request.identity?.email) throw new AppError(401, messages.emailNotFoundInJwt);
    const caller = await loadUser(request);
    return getLoggedInUser(app.deps.db, { caller, email: request.params.email });
  });

  // Paged newest first (50 by default); X-Next-Cursor carries the next page's cursor.
  register(app, endpoints.getUserByIdNotifications, async (request, reply) => {
    const page = await listNotificationPage(app.deps.db, {
      caller: currentUser(request),
      userId: request.params.id,
      query: request.query,
    });
    if (page.next_cursor) nameNextPage(request, reply, page.next_cursor);
    return page.items;
  });

  // The staff who may be named as an activity's participants (002 §2.7 Add Activity): the modal
  // suggests them, and a named one hears 'activity assigned'. Staff only.
  register(app, endpoints.getUserStaff, async (request, reply) =>
    pagedAnswer(request, reply, staffOrder, async (page) => {
      // Unpaged: by name, as before; paged: in SQL on the user id (issue 22 item 5).
      const keyset = page ? idKeyset(users.id, page) : undefined;
      const query = app.deps.db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.is_active, true), keyset?.where));
      const rows = await (keyset
        ? query.orderBy(keyset.orderBy).limit(keyset.take)
        : query.orderBy(asc(users.first_name), asc(users.last_name), asc(users.email)));
      return rows.map((row) => ({
        id: row.id,
        name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email,
        email: row.email,
      }));
    }),
  );
};
