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
import type { Db, DbOrTx } from '../../db/client';
import { cachedPerDataVersion } from './loan-data-version';
import { scopeCondition } from './loan.queries';

type StatusRow = {
  status: string | null;
  count: number;
  amount: number;
  rate_sum: number;
  rate_n: number;
  median: number | null;
  [closing: `closing_${number}_${'count' | 'amount'}`]: number;
};

const closingIn = (nowEpoch: number, days: number) =>
  sql`loans.expected_closing_epoch >= ${nowEpoch} and loans.expected_closing_epoch <= ${nowEpoch + days * 86_400}`;

const INSIGHT_LOANS = 6;

/** The four queries (exported for the plan test: each reads the list's loans by the covering index). */
export const loanSummaryQueries = (scope: LoanScope, now: Date) => {
  const where = scopeCondition(scope);
  const nowEpoch = Math.floor(now.getTime() / 1000);
  const windows = sql.join(
    CHART_WINDOWS_DAYS.map(
      (
        days,
      ) => sql`count(*) filter (where ${closingIn(nowEpoch, days)})::int as ${sql.raw(`closing_${days}_count`)},
        coalesce(sum(loans.amount) filter (where ${closingIn(nowEpoch, days)}), 0)::float8 as ${sql.raw(`closing_${days}_amount`)}`,
    ),
    sql`, `,
  );
  return {
    // Grouping sets: a row per status, and one row for the whole list (`status` null) that
    // carries the median and the closing windows.
    cards: sql`
      select loans.status, count(*)::int as count, coalesce(sum(loans.amount), 0)::float8 as amount,
        coalesce(sum(loans.interest_rate), 0)::float8 as rate_sum, count(loans.interest_rate)::int as rate_n,
        percentile_cont(0.5) within group (order by loans.amount)::float8 as median,
        ${windows}
      from loans where ${where} group by grouping sets ((loans.status), ())`,
    charts: sql`
      select s.state, s.property_type, count(*)::int as count
      from loans join loan_statistics s on s.loan_id = loans.id
      where ${where} group by grouping sets ((s.state), (s.property_type))`,
    insightTotals: sql`
      select count(*) filter (where i.level >= 2)::int as risks, count(*) filter (where i.level = 1)::int as warnings
      from insights i join loans on loans.id = i.loan_id where ${where}`,
    insightLoans: sql`
      select named.id, named.human_id, named.name, t.risks, t.warnings,
        (select json_build_object('name', w.name, 'description', w.description, 'level', w.level)
          from insights w where w.loan_id = named.id order by w.level desc, w.created_at limit 1) as worst
      from (select loans.id, loans.human_id, c.risks, c.warnings
        from (select i.loan_id, count(*) filter (where i.level >= 2)::int as risks,
            count(*) filter (where i.level = 1)::int as warnings
          from insights i where i.level > 0 group by i.loan_id) c
        join loans on loans.id = c.loan_id
        where ${where}
        order by c.risks desc, c.warnings desc, loans.human_id limit ${INSIGHT_LOANS}) t
      join loans named on named.id = t.id
      order by t.risks desc, t.warnings desc, t.human_id`,
  };
};

/**
 * Status cards (count and amount per status), value cards and charts, computed by PostgreSQL in
 * four queries: one pass over the list's loans for the cards, the median and the closing windows;
 * one join with `loan_statistics` (migration 0011 keeps each loan's first property's state and
 * type there) for the two charts; the insight totals and the insight loans (the loan's name read
 * for those six only). Each reads the list's loans through `loans_summary_covering_idx`
 * (migration 0018) by an index-only scan, not the whole loans table. Before, seven queries each
 * read every loan of the list from the table, two with a subquery per loan for its first property.
 */
const loanSummary = async (db: DbOrTx, scope: LoanScope, now = new Date()): Promise<LoanSummary> => {
  const queries = loanSummaryQueries(scope, now);
  const [statusRows, charts, insightTotals, insightLoans] = await Promise.all([
    db.execute<StatusRow>(queries.cards),
    db.execute<{ state: string | null; property_type: string | null; count: number }>(queries.charts),
    db.execute<{ risks: number; warnings: number }>(queries.insightTotals),
    db.execute<{
      id: string;
      human_id: string;
      name: string | null;
      risks: number;
      warnings: number;
      worst: { name: string; description: string | null; level: number };
    }>(queries.insightLoans),
  ]);
  const whole = statusRows.rows.find((row) => row.status === null);
  const rows = statusRows.rows.filter((row): row is typeof row & { status: string } => row.status !== null);
  const states = charts.rows
    .filter((row) => row.property_type === null && row.state !== null && row.state !== '')
    .map((row) => ({ label: row.state!, count: row.count }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, TOP_STATES_COUNT);
  const types = charts.rows
    .filter((row) => row.state === null && row.property_type !== null)
    .map((row) => ({ property_type: row.property_type, count: row.count }));
  const closing = CHART_WINDOWS_DAYS.map((days) => ({
    days,
    count: whole?.[`closing_${days}_count`] ?? 0,
    amount: whole?.[`closing_${days}_amount`] ?? 0,
  }));
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
    median_amount: whole?.median ?? 0,
    by_state: states,
    by_property_type: types,
    closing,
    insights: {
      risks: insightTotals.rows[0]?.risks ?? 0,
      warnings: insightTotals.rows[0]?.warnings ?? 0,
      loans: insightLoans.rows,
    },
  };
};

// A returning user's dashboard asks for the same cards again: answered from memory while the
// loans' data version (moved by triggers inside every writing transaction, on any node) and the
// minute (the closing windows count from now) are unchanged. Per process and database (the
// version counts per database), a few entries.
const cache = cachedPerDataVersion<LoanSummary>(16);

export const cachedLoanSummary = (db: Db, scope: LoanScope): Promise<LoanSummary> => {
  const now = new Date();
  return cache(db, `${scope}:${Math.floor(now.getTime() / 60_000)}`, () => loanSummary(db, scope, now));
};
