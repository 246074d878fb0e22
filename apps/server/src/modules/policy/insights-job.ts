// After the policy changes, every open loan's generated insights are written again in the
// background (pg-boss), a batch of loans at a time.
import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loans } from '../../db/schema';
import { refreshLoanInsights } from './insights.service';

export const INSIGHTS_REFRESH_JOB = 'insights.refresh-all';
export type InsightsRefreshJob = { reason: string };
const BATCH = 200;

export const runInsightsRefresh = async (db: Db): Promise<number> => {
  let after = '00000000-0000-0000-0000-000000000000';
  let count = 0;
  for (;;) {
    const batch = await db
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(
          eq(loans.archived, false),
          notInArray(loans.status, ['Paid-Off', 'Rejected']),
          gt(loans.id, after),
        ),
      )
      .orderBy(asc(loans.id))
      .limit(BATCH);
    if (!batch.length) return count;
    await db.transaction(async (tx) => {
      for (const loan of batch) await refreshLoanInsights(tx, loan.id);
    });
    count += batch.length;
    after = batch.at(-1)!.id;
  }
};
