// Loans as wire JSON built by PostgreSQL (issue 2 "Speed": the database work must not block the
// server). One query returns, per loan, its JSON text with properties, borrowers, contacts,
// neighbourhoods, insights and owner (no N+1, whatever the number of loans), plus the state and
// open activity types the status block is computed from. The object built here IS the response
// allow-list: it names every field of the contract's loan shape and nothing else.
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loans } from '../../db/schema';
import type { LoanScope } from '@lending/domain';

const FUNDED_STATES = ['Funded', 'Paid-Off'];

export type { LoanScope } from '@lending/domain';

export const scopeCondition = (scope: LoanScope): SQL => {
  if (scope === 'archive') return eq(loans.archived, true);
  if (scope === 'requests') return and(eq(loans.archived, false), notInArray(loans.status, FUNDED_STATES))!;
  if (scope === 'requests-archive')
    return and(eq(loans.archived, true), notInArray(loans.status, FUNDED_STATES))!;
  if (scope === 'portfolio-archive')
    return and(eq(loans.archived, true), inArray(loans.status, FUNDED_STATES))!;
  if (scope === 'portfolio') return and(eq(loans.archived, false), inArray(loans.status, FUNDED_STATES))!;
  return eq(loans.archived, false);
};

// Everything of the contract's loan shape except `status`, which needs domain logic.
export const loanJson = sql`json_build_object(
  'id', loans.id, 'human_id', loans.human_id, 'name', loans.name, 'archived', loans.archived,
  'amount', loans.amount, 'amount_at_closing', loans.amount_at_closing, 'purpose', loans.purpose,
  'duration_months', loans.duration_months, 'exit_strategy', loans.exit_strategy,
  'interest_rate', loans.interest_rate, 'construction_reserve', loans.construction_reserve,
  'purchase_price', loans.purchase_price, 'expected_closing_epoch', loans.expected_closing_epoch,
  'last_update', loans.last_update, 'score', loans.score,
  'properties', coalesce((select json_agg(json_build_object(
      'id', p.id, 'property_type', p.property_type, 'address_address', p.address_address,
      'address_city', p.address_city, 'address_state', p.address_state, 'address_zipcode', p.address_zipcode,
      'coordinates', json_build_object('lat', p.lat, 'lng', p.lng), 'purchase_price', p.purchase_price,
      'number_of_units', p.number_of_units, 'number_of_commercial_units', p.number_of_commercial_units, 'score', p.score,
      'version', p.version)
    order by p.position, p.created_at) from properties p where p.loan_id = loans.id), '[]'::json),
  'borrowers', coalesce((select json_agg(json_build_object(
      'id', b.id, 'first_name', b.first_name, 'last_name', b.last_name, 'email', b.email, 'score', b.score)
    order by lb.position, lb.created_at)
    from loan_borrowers lb join borrowers b on b.id = lb.borrower_id where lb.loan_id = loans.id), '[]'::json),
  'contacts', coalesce((select json_agg(json_build_object(
      'id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email,
      'company', c.company, 'contact_type', c.contact_type)
    order by lc.created_at)
    from loan_contacts lc join contacts c on c.id = lc.contact_id where lc.loan_id = loans.id), '[]'::json),
  'neighborhoods', coalesce((select json_agg(distinct jsonb_build_object(
      'id', n.id, 'name', n.name, 'zipcode', n.zipcode, 'city', n.city, 'state', n.state, 'score', n.score))
    from properties p join neighborhoods n on n.id = p.neighborhood_id where p.loan_id = loans.id), '[]'::json),
  'insights', coalesce((select json_agg(json_build_object('name', i.name, 'description', i.description, 'level', i.level)
    order by i.created_at) from insights i where i.loan_id = loans.id), '[]'::json),
  'owner_user', json_build_object('name', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')),
  'story', loans.story, 'google_drive_folder_id', loans.google_drive_folder_id,
  'spreadsheet_id', loans.spreadsheet_id, 'version', loans.version)::text`;

// Open activities drive suggested_steps (DESIGN.md §3).
export const openActivityTypes = sql`(select coalesce(array_agg(distinct a.activity_type), '{}') from activities a
  where a.loan_id = loans.id and a.archived = false and a.state not in ('accepted', 'done'))`;

export type LoanJsonRow = { state: string; open_types: string[]; json: string };

/** Loans matching `where`, amount descending (the dashboard's default sort, 000 §2). */
export const loadLoanJsonRows = async (db: DbOrTx, where: SQL, limit?: number): Promise<LoanJsonRow[]> => {
  const result = await db.execute<LoanJsonRow>(sql`
    select loans.status as state, ${openActivityTypes} as open_types, ${loanJson} as json
    from loans left join users u on u.id = loans.owner_user_id
    where ${where}
    order by loans.amount desc nulls last, loans.human_id
    ${limit ? sql`limit ${limit}` : sql``}`);
  return result.rows;
};
