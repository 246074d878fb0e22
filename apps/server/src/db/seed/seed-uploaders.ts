// Who uploaded the demo's documents (issue 23): a borrower sends a document request's files from the
// personal area, so each seeded upload names its loan's first borrower, as a real upload would. The
// seeded borrowers get the portal account a converted lead gets (leads/invitation: role borrower,
// no password until they accept an invitation); the demo borrower keeps hers.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/** Creates the missing accounts of the loans' first borrowers; returns loan id -> uploader user id. */
export const borrowerUploaders = async (tx: Tx, loanIds: string[]): Promise<Map<string, string>> => {
  if (loanIds.length === 0) return new Map();
  await tx.execute(sql`
    insert into users (email, role, first_name, last_name, borrower_id)
    select distinct on (b.id) lower(b.email), 'borrower', b.first_name, b.last_name, b.id
    from loan_borrowers lb join borrowers b on b.id = lb.borrower_id
    where lb.loan_id = any(${sql.param(loanIds)}::uuid[]) and b.email is not null and b.email <> ''
      and not exists (select 1 from users u where u.borrower_id = b.id)
    on conflict do nothing`);
  const { rows } = await tx.execute<{ loan_id: string; user_id: string }>(sql`
    select distinct on (lb.loan_id) lb.loan_id, u.id as user_id
    from loan_borrowers lb join users u on u.borrower_id = lb.borrower_id
    where lb.loan_id = any(${sql.param(loanIds)}::uuid[])
    order by lb.loan_id, lb.position, u.created_at`);
  return new Map(rows.map((row) => [row.loan_id, row.user_id]));
};
