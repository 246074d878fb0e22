// GET /statistics (DESIGN.md §8, issue 8 item 7): every figure is computed in PostgreSQL over
// the loans the loan list shows (not archived unless asked), optionally created in a date range.
// Days in a status come from the audit trail's loan transitions (a loan enters Preliminary when
// it is created); closings are Funded dates.
import { sql, type SQL } from 'drizzle-orm';
import { PIPELINE_STATUSES, type StatisticsQuery, type StatisticsWire } from '@lending/domain';
import type { Db } from '../../db/client';

const pipelineArray = sql.raw(`array[${PIPELINE_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[]`);

const scopeCte = (query: StatisticsQuery): SQL => {
  const conditions: SQL[] = [];
  if (query.archived === 'exclude') conditions.push(sql`l.archived = false`);
  if (query.from !== undefined) conditions.push(sql`l.created_at >= to_timestamp(${query.from})`);
  if (query.to !== undefined) conditions.push(sql`l.created_at <= to_timestamp(${query.to})`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`scope as (
    select l.id, l.status, coalesce(l.amount, 0)::float8 as amount, l.created_at from loans l ${where})`;
};

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

export const getStatistics = async (db: Db, query: StatisticsQuery): Promise<StatisticsWire> => {
  const scope = scopeCte(query);
  const closingConditions: SQL[] = [sql`funded_epoch is not null`];
  if (query.archived === 'exclude') closingConditions.push(sql`archived = false`);
  if (query.from !== undefined) closingConditions.push(sql`funded_epoch >= ${query.from}`);
  if (query.to !== undefined) closingConditions.push(sql`funded_epoch <= ${query.to}`);

  // Three independent statements on separate pooled connections, run at once. JIT is off for
  // them: compiling these one-off plans costs more than running them (seconds on a busy machine).
  const run = (query: SQL) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return tx.execute<Row>(query);
    });
  const [loanRows, closingRows, historyRows] = await Promise.all([
    // Per status, state and property type of the loan's first property: every loan once.
    run(sql`with ${scope},
      primary_property as (
        select distinct on (p.loan_id) p.loan_id, p.address_state, p.property_type
        from properties p join scope s on s.id = p.loan_id
        order by p.loan_id, p.position, p.created_at)
      select s.status, coalesce(pp.address_state, 'Unknown') as state,
             coalesce(pp.property_type, 'Unknown') as property_type,
             count(*)::int as loans, sum(s.amount)::float8 as volume
      from scope s left join primary_property pp on pp.loan_id = s.id
      group by 1, 2, 3`),
    run(sql`
      select to_char(to_timestamp(funded_epoch) at time zone 'UTC', 'YYYY-MM') as month,
             count(*)::int as loans, sum(coalesce(amount, 0))::float8 as volume
      from loans where ${sql.join(closingConditions, sql` and `)}
      group by 1 order by 1`),
    // The status history (a loan enters Preliminary when created): the stays' medians, and how
    // far along the pipeline each loan got (its current status, or the furthest in its history,
    // for loans created before the audit trail existed).
    run(sql`with ${scope},
      history as (
        select s.id, a.after ->> 'status' as status, a.created_at as entered
        from audit_events a join scope s on a.entity_id = s.id::text
        where a.entity_type = 'loan' and a.action like 'loan.transition.%'),
      entries as (
        select id, 'Preliminary'::text as status, created_at as entered from scope
        union all select id, status, entered from history),
      stays as (
        select status, entered, lead(entered) over (partition by id order by entered) as left_at from entries),
      medians as (
        select status,
               percentile_cont(0.5) within group (order by extract(epoch from left_at - entered) / 86400.0)
                 as median_days,
               count(*)::int as stays
        from stays where left_at is not null group by status),
      furthest as (
        select greatest(coalesce(array_position(${pipelineArray}, s.status), 0),
                        coalesce(max(array_position(${pipelineArray}, h.status)), 0), 1) as step
        from scope s left join history h on h.id = s.id group by s.id, s.status),
      reached as (
        select p.status, count(*)::int as loans
        from furthest f join unnest(${pipelineArray}) with ordinality as p(status, i) on p.i <= f.step
        group by p.status)
      select json_build_object(
        'medians', coalesce((select json_agg(medians) from medians), '[]'::json),
        'reached', coalesce((select json_agg(reached) from reached), '[]'::json)) as history`),
  ]);
  const history = historyRows.rows[0]!.history as {
    medians: Array<{ status: string; median_days: number; stays: number }>;
    reached: Array<{ status: string; loans: number }>;
  };
  const statusRows = { rows: [] as Row[] };
  const statusTotals = new Map<string, { loans: number; volume: number }>();
  for (const r of loanRows.rows) {
    const entry = statusTotals.get(String(r.status)) ?? { loans: 0, volume: 0 };
    entry.loans += num(r.loans);
    entry.volume += num(r.volume);
    statusTotals.set(String(r.status), entry);
  }
  for (const [status, totals] of statusTotals) statusRows.rows.push({ status, ...totals });
  const propertyRows = loanRows;
  const reachedRows = { rows: history.reached as unknown as Row[] };
  const stayRows = { rows: history.medians as unknown as Row[] };
  const byStatus = statusRows.rows.map((r) => ({
    status: String(r.status),
    loans: num(r.loans),
    volume: num(r.volume),
  }));
  const total = byStatus.reduce((t, r) => ({ loans: t.loans + r.loans, volume: t.volume + r.volume }), {
    loans: 0,
    volume: 0,
  });
  const sumBy = (key: 'state' | 'property_type') => {
    const map = new Map<string, { loans: number; volume: number }>();
    for (const r of propertyRows.rows) {
      const name = String(r[key]);
      const entry = map.get(name) ?? { loans: 0, volume: 0 };
      entry.loans += num(r.loans);
      entry.volume += num(r.volume);
      map.set(name, entry);
    }
    return [...map].sort((a, b) => b[1].loans - a[1].loans);
  };
  const reached = new Map(reachedRows.rows.map((r) => [String(r.status), num(r.loans)]));
  const stays = new Map(stayRows.rows.map((r) => [String(r.status), r]));
  const statusOrder = [...PIPELINE_STATUSES, 'Rejected'];
  return {
    total,
    by_status: statusOrder
      .map((status) => byStatus.find((r) => r.status === status) ?? { status, loans: 0, volume: 0 })
      .concat(byStatus.filter((r) => !statusOrder.includes(r.status as (typeof statusOrder)[number]))),
    conversion: PIPELINE_STATUSES.slice(0, -1).map((from, i) => {
      const to = PIPELINE_STATUSES[i + 1]!;
      const reachedFrom = reached.get(from) ?? 0;
      const reachedTo = reached.get(to) ?? 0;
      return {
        from,
        to,
        reached_from: reachedFrom,
        reached_to: reachedTo,
        rate: reachedFrom ? Math.round((reachedTo / reachedFrom) * 1000) / 1000 : null,
      };
    }),
    days_in_status: statusOrder.slice(0, -1).map((status) => {
      const row = stays.get(status);
      return {
        status,
        median_days: row ? Math.round(num(row.median_days) * 10) / 10 : null,
        stays: row ? num(row.stays) : 0,
      };
    }),
    closings_by_month: closingRows.rows.map((r) => ({
      month: String(r.month),
      loans: num(r.loans),
      volume: num(r.volume),
    })),
    by_state: sumBy('state').map(([state, v]) => ({ state, ...v })),
    by_property_type: sumBy('property_type').map(([property_type, v]) => ({ property_type, ...v })),
  };
};
