// GET /personal/to-do (issue 21, a borrower's phone): the person's whole 'What to do now' list in
// one answer, so the list shows one round trip after sign-in instead of after the area's owner,
// then every loan's activities. The same access as the area's other reads: the viewer's own
// borrower or contact (or, through user-email, whom an admin or a linked broker acts for, within
// the broker's shared loans), the loans they reach, archived loans left out, as the page does.
// Two round trips to PostgreSQL: the waiting rows (access and the rule in one query) beside the
// name, then their processes and files (toWireActivities).
import { endpoints, needsAction, messages, type PersonalToDo } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, borrowers, contacts, loans } from '../../db/schema/index';
import type { Crypto } from '../../lib/crypto';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { borrowerActivitiesWhere, toPersonalActivities } from './personal-activities';
import { linkedLoanIds, resolveViewer, type PersonalEntity, type Viewer } from './personal-entity';
import { waitingForPerson } from './to-do-where';

const nameOf = async (db: DbOrTx, kind: 'borrower' | 'contact', id: string) => {
  const [row] =
    kind === 'borrower'
      ? await db
          .select({ first_name: borrowers.first_name, last_name: borrowers.last_name })
          .from(borrowers)
          .where(eq(borrowers.id, id))
      : await db
          .select({ first_name: contacts.first_name, last_name: contacts.last_name })
          .from(contacts)
          .where(eq(contacts.id, id));
  if (!row) throw new AppError(404, messages.userNotFound);
  return row;
};

/**
 * The person's open loans as a subquery (their borrower's loans or their contact's links, within a
 * delegating broker's shared loans, archived loans left out): the activities are read in the same
 * query instead of after two more round trips for the ids.
 */
const openLoansOf = (db: DbOrTx, viewer: Viewer, entity: PersonalEntity) => {
  const reached = linkedLoanIds(db, entity);
  return db
    .select({ id: loans.id })
    .from(loans)
    .where(
      and(
        inArray(loans.id, reached),
        eq(loans.archived, false),
        viewer.scope ? inArray(loans.id, [...viewer.scope]) : undefined,
      ),
    );
};

const personalToDo = async (db: DbOrTx, crypto: Crypto, viewer: Viewer): Promise<PersonalToDo> => {
  const entity = viewer.entity;
  if (!entity) throw new AppError(400, messages.noValidRole);
  // Every activity of the person's open loans (their own application and requests on those loans
  // among them), and a borrower's own tasks that belong to no loan (not for a broker acting for
  // them: only the loans they share).
  const ofOpenLoans = inArray(activities.loan_id, openLoansOf(db, viewer, entity));
  const reach =
    entity.kind === 'borrower' && !viewer.scope
      ? or(and(borrowerActivitiesWhere(entity.id), isNull(activities.loan_id)), ofOpenLoans)!
      : ofOpenLoans;
  // Only the rows that wait for the person are read and built (to-do-where.ts, derived from the
  // same rule); the rule is applied once more to the built rows, so the two can never disagree.
  const [name, list] = await Promise.all([
    nameOf(db, entity.kind, entity.id),
    toPersonalActivities(db, crypto, and(reach, waitingForPerson)!),
  ]);
  return {
    entity_type: entity.kind,
    is_other_user: viewer.isOther,
    first_name: name.first_name,
    last_name: name.last_name,
    activities: list.filter(needsAction),
  };
};

/** GET /personal/to-do, beside the area's other reads (personal.routes.ts) with the same viewer. */
export const personalToDoRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, endpoints.getPersonalToDo, async (request) => {
    const viewer = await resolveViewer(app.deps.db, {
      user: currentUser(request),
      userEmail: request.query['user-email'],
      requireEntity: true,
    });
    return personalToDo(app.deps.db, app.deps.crypto, viewer);
  });
};
