import { AppError } from '../../plugins/errors';
import type { DbOrTx } from '../../db/client';
import { findActivity, type ActivityRow } from '../activity/index';
import { PERSONAL_TYPES } from './personal-activities';
import { canSeeLoan, type Viewer } from './personal-entity';

const ACTIVITY_NOT_AUTHORIZED = 'You are not authorized to view this activity';

/**
 * An activity of the personal area the viewer may act on: a borrower-facing type, on one of
 * their loans or about their own borrower record. Others get 403 (admins reach all).
 */
export const findVisibleActivity = async (
  db: DbOrTx,
  viewer: Viewer,
  activityId: string,
): Promise<ActivityRow> => {
  if (viewer.isAdmin) return findActivity(db, activityId);
  // To anyone but staff an unknown activity reads like someone else's (no probing of ids).
  const activity = await findActivity(db, activityId).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404)
      throw new AppError(403, ACTIVITY_NOT_AUTHORIZED);
    throw error;
  });
  if (!PERSONAL_TYPES.includes(activity.activity_type)) throw new AppError(403, ACTIVITY_NOT_AUTHORIZED);
  const entity = viewer.entity;
  const isOwnRecord =
    entity?.kind === 'borrower' && activity.entity_type === 'borrower' && activity.entity_id === entity.id;
  const inScope = !viewer.scope || (activity.loan_id !== null && viewer.scope.includes(activity.loan_id));
  if (isOwnRecord && inScope) return activity;
  if (activity.loan_id && (await canSeeLoan(db, viewer, activity.loan_id))) return activity;
  throw new AppError(403, ACTIVITY_NOT_AUTHORIZED);
};
