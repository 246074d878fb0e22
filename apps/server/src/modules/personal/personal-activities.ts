// Activities as the personal area shows them (002 §2.3): only the borrower-facing types, each
// with the actions of the domain table's 'personal' view, and for the plaid activity the signed
// /plaid/{id} link (modules/plaid/plaid-link.ts) in `url`.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/index';
import type { Crypto } from '../../lib/crypto';
import { listActivityRows, toWireActivities, type WireActivity } from '../activity/index';
import { createPlaidLinkId, plaidPagePath } from '../../lib/plaid-link';
import { personalActionsOf } from './personal-actions';
import type { Page } from '../../plugins/paging';

/** Types a borrower or broker works on; staff-only work (internal, underwriting, reports) stays out. */
export const PERSONAL_TYPES = [
  'term-sheet',
  'commitment',
  'good-faith-deposit',
  'document-request',
  'application',
  'plaid',
  'question',
];

export type PersonalActivity = Omit<WireActivity, 'name'> & { name: string; actions: string[] };

export const toPersonalActivities = async (
  db: DbOrTx,
  crypto: Crypto,
  where: SQL,
  page?: Page | null,
): Promise<PersonalActivity[]> => {
  const rows = await listActivityRows(db, and(inArray(activities.activity_type, PERSONAL_TYPES), where), {
    page,
  });
  const wire = await toWireActivities(db, rows);
  return wire.map((activity) => ({
    ...activity,
    name: activity.name ?? activity.document_name ?? '',
    url:
      activity.activity_type === 'plaid'
        ? plaidPagePath(createPlaidLinkId(crypto, activity.activity_id))
        : activity.url,
    actions: personalActionsOf(activity.activity_type, activity.status.state),
  }));
};

export const loanActivitiesWhere = (loanId: string): SQL => eq(activities.loan_id, loanId);

/** The borrower's own tasks (the application, borrower document requests). */
export const borrowerActivitiesWhere = (borrowerId: string): SQL =>
  and(eq(activities.entity_type, 'borrower'), eq(activities.entity_id, borrowerId))!;
