// The audit-trail viewer's read (issue 22 item 6): newest first, keyset-paged on the row id,
// filtered by loan, actor, entity, action and time. Read only: rows are never changed or deleted
// (migration 0028 makes PostgreSQL refuse it).
import { sql, type SQL } from 'drizzle-orm';
import type { AuditQuery, AuditRow } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';

type Row = {
  id: string;
  created_epoch: number;
  actor_kind: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  actor_api_key_id: string | null;
  actor_name: string | null;
  entity_type: string;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
  loan_id: string | null;
};

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A loan's uuid from a uuid or its five-digit human id (404 when none). */
const resolveLoanId = async (db: DbOrTx, idOrHumanId: string): Promise<string> => {
  const found = await db.execute<{ id: string }>(sql`
    select id from loans where id::text = ${idOrHumanId} or human_id::text = ${idOrHumanId} limit 1`);
  if (!found.rows[0]) throw new AppError(404, 'Loan not found');
  return found.rows[0].id;
};

const conditions = async (db: DbOrTx, query: AuditQuery): Promise<SQL[]> => {
  const where: SQL[] = [];
  if (query.loan_id) {
    const loanId = await resolveLoanId(db, query.loan_id);
    // The loan's own rows, its activities' rows, and rows that name it in their values.
    where.push(sql`(
      (a.entity_type = 'loan' and a.entity_id = ${loanId})
      or (a.entity_type = 'activity' and a.entity_id in (select id::text from activities where loan_id = ${loanId}))
      or a.after ->> 'loan_id' = ${loanId} or a.before ->> 'loan_id' = ${loanId})`);
  }
  if (query.actor) {
    const pattern = `%${likeEscape(query.actor)}%`;
    where.push(sql`(a.actor_email ilike ${pattern} or a.actor_name ilike ${pattern}
      or (coalesce(a.actor_kind, case when a.actor_user_id is null and a.actor_email is null then 'system' end) = 'system'
          and 'system' ilike ${pattern}))`);
  }
  if (query.actor_kind === 'system')
    where.push(
      sql`(a.actor_kind = 'system' or (a.actor_kind is null and a.actor_user_id is null and a.actor_email is null))`,
    );
  else if (query.actor_kind === 'user')
    where.push(
      sql`(a.actor_kind = 'user' or (a.actor_kind is null and (a.actor_user_id is not null or a.actor_email is not null)))`,
    );
  else if (query.actor_kind) where.push(sql`a.actor_kind = ${query.actor_kind}`);
  if (query.entity) where.push(sql`a.entity_type = ${query.entity}`);
  if (query.action) where.push(sql`a.action like ${`${likeEscape(query.action)}%`}`);
  if (query.from !== undefined) where.push(sql`a.created_at >= to_timestamp(${query.from})`);
  if (query.to !== undefined) where.push(sql`a.created_at < to_timestamp(${query.to})`);
  if (query.cursor) {
    if (!/^\d{1,18}$/.test(query.cursor))
      throw new AppError(400, 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
    where.push(sql`a.id < ${query.cursor}::bigint`);
  }
  return where;
};

const toWire = (row: Row): AuditRow => {
  const kind = (row.actor_kind ??
    (row.actor_user_id || row.actor_email ? 'user' : 'system')) as AuditRow['actor']['kind'];
  const name =
    kind === 'api_key'
      ? (row.actor_name ?? 'API key')
      : kind === 'system'
        ? 'System'
        : (row.actor_email ?? 'Unknown');
  return {
    id: Number(row.id),
    created_epoch: Number(row.created_epoch),
    actor: { kind, name, user_id: row.actor_user_id, api_key_id: row.actor_api_key_id },
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    loan_id: row.loan_id,
    action: row.action,
    before: row.before,
    after: row.after,
  };
};

/** One page, newest first; next_cursor is the last row's id when more match. */
export const readAuditPage = async (
  db: DbOrTx,
  query: AuditQuery,
): Promise<{ items: AuditRow[]; next_cursor: string | null }> => {
  const where = await conditions(db, query);
  const result = await db.execute<Row>(sql`
    select a.id, extract(epoch from a.created_at)::bigint as created_epoch, a.actor_kind, a.actor_user_id,
           a.actor_email, a.actor_api_key_id, a.actor_name, a.entity_type, a.entity_id, a.action,
           a.before, a.after,
           case when a.entity_type = 'loan' then a.entity_id
                when a.entity_type = 'activity' then (select loan_id::text from activities where id::text = a.entity_id)
                else coalesce(a.after ->> 'loan_id', a.before ->> 'loan_id') end as loan_id
    from audit_events a
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by a.id desc
    limit ${query.limit + 1}`);
  const rows = result.rows.slice(0, query.limit);
  return {
    items: rows.map(toWire),
    next_cursor: result.rows.length > query.limit ? String(rows[rows.length - 1]!.id) : null,
  };
};
