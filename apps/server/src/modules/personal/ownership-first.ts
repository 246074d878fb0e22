// Ownership before validation (issue 24): a caller who may not reach a record gets the same 403 as
// with a well-formed body, never the body's field errors (a 400 tells them the route took the id
// and shows the form's rules). These run in preValidation, after the route's access rule (app.ts),
// on the raw params and query, with the same checks the handlers make again after validation.
// Staff reach every record, so their calls go on to validation as before.
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { currentUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { findVisibleActivity } from './activity-access';
import { assertBorrowerEditable, resolveViewer, USER_NOT_FOUND } from './personal-entity';

const rawString = (source: unknown, name: string): string | undefined => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

const rawViewer = (db: DbOrTx, request: FastifyRequest) =>
  resolveViewer(db, { user: currentUser(request), userEmail: rawString(request.query, 'user-email') });

/** The activity in the path is one the caller may act on (findVisibleActivity). */
export const visibleActivityFirst =
  (db: () => DbOrTx, param: string) =>
  async (request: FastifyRequest): Promise<void> => {
    if (currentUser(request).role === 'admin') return;
    await findVisibleActivity(db(), await rawViewer(db(), request), rawString(request.params, param) ?? '');
  };

/** The borrower in the path is the caller's own (assertBorrowerEditable). */
export const editableBorrowerFirst =
  (db: () => DbOrTx) =>
  async (request: FastifyRequest): Promise<void> => {
    if (currentUser(request).role === 'admin') return;
    const id = rawString(request.params, 'id') ?? '';
    const viewer = await rawViewer(db(), request);
    if (!isUuid(id)) throw new AppError(404, USER_NOT_FOUND);
    assertBorrowerEditable(viewer, id);
  };

/** The contact in the path is the caller's own. */
export const ownContactFirst =
  (db: () => DbOrTx) =>
  async (request: FastifyRequest): Promise<void> => {
    if (currentUser(request).role === 'admin') return;
    const id = rawString(request.params, 'id') ?? '';
    const viewer = await rawViewer(db(), request);
    const isOwn = viewer.entity?.kind === 'contact' && viewer.entity.id === id && !viewer.isOther;
    if (!isOwn) throw new AppError(403, USER_NOT_FOUND);
  };
