// Staff "View plaid" on a loan's liquidity verification (issue 8 item 9): the borrower's linked
// bank accounts with balances, and the liquidity reports to download. Never the access token.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PlaidStaffView } from '@lending/domain';
import type { Db } from '../../db/client';
import { borrowers, documents, plaidItems } from '../../db/schema/index';
import { AppError } from '../../plugins/errors';
import { findActivity } from '../activity/index';

type StoredReport = {
  total_liquidity?: number;
  accounts?: Array<{
    name: string;
    mask: string | null;
    type: string;
    subtype: string | null;
    balances?: { available: number | null; current: number | null };
  }>;
};

export const getPlaidStaffView = async (db: Db, activityId: string): Promise<PlaidStaffView> => {
  const activity = await findActivity(db, activityId);
  if (activity.activity_type !== 'plaid') throw new AppError(404, 'Activity not found');
  const [borrower] = activity.borrower_id
    ? await db
        .select({ first: borrowers.first_name, last: borrowers.last_name })
        .from(borrowers)
        .where(eq(borrowers.id, activity.borrower_id))
    : [];
  const items = await db
    .select()
    .from(plaidItems)
    .where(eq(plaidItems.activity_id, activity.id))
    .orderBy(asc(plaidItems.created_at));
  const reports = await db
    .select({
      document_id: documents.id,
      file_name: documents.file_name,
      created_epoch: documents.created_epoch,
    })
    .from(documents)
    .where(and(eq(documents.activity_id, activity.id), eq(documents.kind, 'report')))
    .orderBy(desc(documents.created_epoch));
  const shaped = items.map((item) => {
    const report = (item.liquidity ?? {}) as StoredReport;
    return {
      institution_name: item.institution_name,
      is_sandbox: item.is_sandbox,
      connected_epoch: Math.floor(item.created_at.getTime() / 1000),
      total_liquidity: typeof report.total_liquidity === 'number' ? report.total_liquidity : null,
      accounts: (report.accounts ?? []).map((account) => ({
        name: account.name,
        mask: account.mask,
        type: account.type,
        subtype: account.subtype,
        available: account.balances?.available ?? null,
        current: account.balances?.current ?? null,
      })),
    };
  });
  return {
    activity_id: activity.id,
    state: activity.state,
    borrower_name: borrower ? `${borrower.first} ${borrower.last}` : null,
    total_liquidity: shaped.reduce((sum, item) => sum + (item.total_liquidity ?? 0), 0),
    items: shaped,
    reports: reports.map((r) => ({ ...r, created_epoch: r.created_epoch ?? null })),
  };
};
