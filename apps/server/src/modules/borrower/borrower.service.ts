// Borrowers (spec 002 §3, §7). SSN is write-only (DESIGN.md §2): stored encrypted, never returned.
import { assertCurrentVersion } from '../../lib/versioning';
import type { LoanStatus } from '@lending/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { borrowers, loanBorrowers, loans } from '../../db/schema';
import { ssnContext, ssnLast4, type Crypto } from '../../lib/crypto';
import { changedFields, recordAudit } from '../../plugins/audit';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { keyset, pageOrder, type Page } from '../../plugins/paging';
import { refreshBorrowerLoanScores } from '../scoring/index';

const BORROWER_NOT_FOUND = 'Borrower not found';

type BorrowerRow = typeof borrowers.$inferSelect;

/** The allow-list of borrower fields that leave the server (no ssn, no ciphertext). */
const toBorrowerWire = (row: BorrowerRow) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  date_of_birth: row.date_of_birth,
  credit_score: row.credit_score,
  net_worth: row.net_worth,
  liquidity: row.liquidity,
  score: row.score,
  address_address: row.address_address,
  address_city: row.address_city,
  address_state: row.address_state,
  address_zipcode: row.address_zipcode,
  contact_type: row.contact_type,
  has_ssn: row.ssn_ciphertext !== null,
  version: row.version,
});

/** GET /borrower/all's order, by name (the id breaks ties), paged on it (issue 22 item 5). */
export const borrowerOrder = pageOrder<{ id: string; first_name: string; last_name: string }>(
  'getBorrowerAll',
  [
    ['asc', 'text'],
    ['asc', 'text'],
    ['asc', 'uuid'],
  ],
  (row) => [row.last_name, row.first_name, row.id],
);
const borrowerKey = [sql`${borrowers.last_name}`, sql`${borrowers.first_name}`, sql`${borrowers.id}`];

/** Every borrower by name, or one page (`limit + 1` rows) after the cursor. */
export const listBorrowers = async (db: DbOrTx, page: Page | null = null) => {
  const { where, orderBy } = keyset(borrowerKey, borrowerOrder, page);
  const query = db
    .select()
    .from(borrowers)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return (await (page ? query.limit(page.limit + 1) : query)).map(toBorrowerWire);
};

export const getBorrower = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(borrowers).where(eq(borrowers.id, id));
  if (!row) throw new AppError(404, BORROWER_NOT_FOUND);
  const linked = await db
    .select({
      id: loans.id,
      human_id: loans.human_id,
      name: loans.name,
      archived: loans.archived,
      state: loans.status,
    })
    .from(loanBorrowers)
    .innerJoin(loans, eq(loans.id, loanBorrowers.loan_id))
    .where(eq(loanBorrowers.borrower_id, id))
    .orderBy(asc(loans.human_id));
  return {
    ...toBorrowerWire(row),
    loans: linked.map((loan) => ({
      id: loan.id,
      human_id: loan.human_id,
      name: loan.name,
      archived: loan.archived,
      status: { state: loan.state as LoanStatus },
    })),
  };
};

export type BorrowerPatch = Partial<
  Pick<
    BorrowerRow,
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'phone'
    | 'date_of_birth'
    | 'credit_score'
    | 'net_worth'
    | 'liquidity'
    | 'address_address'
    | 'address_city'
    | 'address_state'
    | 'address_zipcode'
  >
> & { ssn?: string; version: number };

export const updateBorrower = async (
  db: Db,
  options: { id: string; patch: BorrowerPatch; actor: RequestUser; crypto: Crypto },
) => {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(borrowers)
      .where(eq(borrowers.id, options.id))
      .for('no key update');
    if (!before) throw new AppError(404, BORROWER_NOT_FOUND);
    const { ssn, version, ...fields } = options.patch;
    assertCurrentVersion(before.version, version);
    const secret = ssn
      ? { ssn_ciphertext: options.crypto.encrypt(ssn, ssnContext(options.id)), ssn_last4: ssnLast4(ssn) }
      : {};
    const diff = changedFields(before as Record<string, unknown>, fields);
    if (Object.keys(diff.after).length === 0 && !ssn) return;
    await tx
      .update(borrowers)
      .set({ ...fields, ...secret, version: before.version + 1, updated_at: new Date() })
      .where(eq(borrowers.id, options.id));
    await refreshBorrowerLoanScores(tx, options.id);
    // The audit row says that the SSN changed, never what it is.
    await recordAudit(tx, {
      actor: options.actor,
      action: 'borrower.update',
      entity_type: 'borrower',
      entity_id: options.id,
      before: diff.before,
      after: ssn ? { ...diff.after, ssn: 'changed' } : diff.after,
    });
  });
  return getBorrower(db, options.id);
};
