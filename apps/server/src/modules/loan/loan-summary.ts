// GET /loan/summary (issue 10): the status cards, value cards, charts and insights of a loan
// list, computed by PostgreSQL so the browser never needs the whole list.
import { sql } from 'drizzle-orm';
import {
  CHART_WINDOWS_DAYS,
  LOAN_STATUSES,
  TOP_STATES_COUNT,
  type LoanScope,
  type LoanSummary,
} from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { scopeCondition } from './loan.queries';

const INSIGHT_LOANS = 6;
const firstProperty = sql`left join lateral (select p.address_state, p.property_type from properties p
  where p.loan_id = loans.id order by p.position, p.created_at limit 1) fp on true`;

/** Status cards (count and amount per status), value cards and charts, computed by PostgreSQL. */
export const loanSummary = async (db: DbOrTx, scope: LoanScope, now = new Date()): Promise<LoanSummary> => {
  const where = scopeCondition(scope);
  const nowEpoch = Math.floor(now.getTime() / 1000);
  const [statusRows, figures, states, types, closing, insightTotals, insightLoans] = await Promise.all([
    db.execute<{ status: string; count: number; amount: number; rate_sum: number; rate_n: number }>(sql`
      select loans.status, count(*)::int as count, coalesce(sum(loans.amount), 0)::float8 as amount,
        coalesce(sum(loans.interest_rate), 0)::float8 as rate_sum, count(loans.interest_rate)::int as rate_n
      from loans where ${where} group by loans.status`),
    db.execute<{ median: number | null }>(sql`
      select percentile_cont(0.5) within group (order by loans.amount)::float8 as median
      from loans where ${where} and loans.amount is not null`),
    db.execute<{ label: string; count: number }>(sql`
      select fp.address_state as label, count(*)::int as count from loans ${firstProperty}
      where ${where} and coalesce(fp.address_state, '') <> ''
      group by fp.address_state order by count(*) desc, fp.address_state limit ${TOP_STATES_COUNT}`),
    db.execute<{ property_type: string | null; count: number }>(sql`
      select fp.property_type, count(*)::int as count from loans ${firstProperty}
      where ${where} and fp.property_type is not null group by fp.property_type`),
    db.execute<{ days: number; count: number; amount: number }>(sql`
      select w.days, count(loans.id)::int as count, coalesce(sum(loans.amount), 0)::float8 as amount
      from unnest(${sql.raw(`array[${CHART_WINDOWS_DAYS.join(', ')}]`)}::int[]) as w(days)
      left join loans on ${where} and loans.expected_closing_epoch >= ${nowEpoch}
        and loans.expected_closing_epoch <= ${nowEpoch} + w.days * 86400
      group by w.days order by w.days`),
    db.execute<{ risks: number; warnings: number }>(sql`
      select count(*) filter (where i.level >= 2)::int as risks, count(*) filter (where i.level = 1)::int as warnings
      from insights i join loans on loans.id = i.loan_id where ${where}`),
    db.execute<{
      id: string;
      human_id: string;
      name: string | null;
      risks: number;
      warnings: number;
      worst: { name: string; description: string | null; level: number };
    }>(sql`
      select loans.id, loans.human_id, loans.name, c.risks, c.warnings,
        (select json_build_object('name', w.name, 'description', w.description, 'level', w.level)
          from insights w where w.loan_id = loans.id order by w.level desc, w.created_at limit 1) as worst
      from (select i.loan_id, count(*) filter (where i.level >= 2)::int as risks,
          count(*) filter (where i.level = 1)::int as warnings
        from insights i group by i.loan_id having max(i.level) > 0) c
      join loans on loans.id = c.loan_id
      where ${where}
      order by c.risks desc, c.warnings desc, loans.human_id limit ${INSIGHT_LOANS}`),
  ]);
  const rows = statusRows.rows;
  const order = new Map(LOAN_STATUSES.map((status, index) => [status as string, index]));
  const total_count = rows.reduce((sum, r) => sum + r.count, 0);
  const total_amount = rows.reduce((sum, r) => sum + r.amount, 0);
  const rateN = rows.reduce((sum, r) => sum + r.rate_n, 0);
  return {
    by_status: rows
      .map((r) => ({ status: r.status, count: r.count, amount: r.amount }))
      .sort((a, b) => (order.get(a.status) ?? 99) - (order.get(b.status) ?? 99)),
    total_count,
    total_amount,
    average_amount: total_count ? total_amount / total_count : 0,
    average_interest_rate: rateN ? rows.reduce((sum, r) => sum + r.rate_sum, 0) / rateN : null,
    median_amount: figures.rows[0]?.median ?? 0,
    by_state: states.rows,
    by_property_type: types.rows,
    closing: closing.rows,
    insights: {
      risks: insightTotals.rows[0]?.risks ?? 0,
      warnings: insightTotals.rows[0]?.warnings ?? 0,
      loans: insightLoans.rows,
    },
  };
};
