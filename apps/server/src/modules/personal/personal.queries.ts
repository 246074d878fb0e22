// The personal area's read models (002 §2.3, §3). Response schemas are the allow-list: the SSN
// is never among the fields (only ssn_last4 and has_ssn, for the locked SSN field).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { messages, type PersonalLoan } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { borrowers, contacts, loanBorrowers, loanContacts, loans, properties } from '../../db/schema/index';
import { AppError } from '../../plugins/errors';
import {
  canSeeLoan,
  linkedLoanIds,
  USER_NOT_FOUND,
  type PersonalEntity,
  type Viewer,
} from './personal-entity';
import { isUuid } from '../../lib/ids';
import { findLoan, type LoanRow } from '../../lib/loan-finder';
import { idKeyset, type Page } from '../../plugins/paging';

/** Loans in the personal shape, with properties, borrowers and contacts, in 4 queries. */
const toPersonalLoans = async (db: DbOrTx, rows: LoanRow[]): Promise<PersonalLoan[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [props, borrowerLinks, contactLinks] = await Promise.all([
    db.select().from(properties).where(inArray(properties.loan_id, ids)).orderBy(asc(properties.position)),
    db
      .select({
        loan_id: loanBorrowers.loan_id,
        id: borrowers.id,
        first_name: borrowers.first_name,
        last_name: borrowers.last_name,
        email: borrowers.email,
      })
      .from(loanBorrowers)
      .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
      .where(inArray(loanBorrowers.loan_id, ids))
      .orderBy(asc(loanBorrowers.position)),
    db
      .select({
        loan_id: loanContacts.loan_id,
        id: contacts.id,
        first_name: contacts.first_name,
        last_name: contacts.last_name,
        email: contacts.email,
        company: contacts.company,
        contact_type: contacts.contact_type,
      })
      .from(loanContacts)
      .innerJoin(contacts, eq(contacts.id, loanContacts.contact_id))
      .where(inArray(loanContacts.loan_id, ids)),
  ]);
  return rows.map((loan) => ({
    id: loan.id,
    human_id: loan.human_id,
    name: loan.name,
    archived: loan.archived,
    amount: loan.amount,
    amount_at_closing: loan.amount_at_closing,
    purpose: loan.purpose,
    duration_months: loan.duration_months,
    exit_strategy: loan.exit_strategy,
    interest_rate: loan.interest_rate,
    purchase_price: loan.purchase_price,
    expected_closing_epoch: loan.expected_closing_epoch,
    last_update: loan.last_update,
    status: { state: loan.status, suggested_steps: [] },
    properties: props
      .filter((p) => p.loan_id === loan.id)
      .map((p) => ({
        id: p.id,
        property_type: p.property_type,
        address_address: p.address_address,
        address_city: p.address_city,
        address_state: p.address_state,
        address_zipcode: p.address_zipcode,
        coordinates: { lat: p.lat, lng: p.lng },
        purchase_price: p.purchase_price,
        number_of_units: p.number_of_units,
        number_of_commercial_units: p.number_of_commercial_units,
      })),
    borrowers: borrowerLinks.filter((b) => b.loan_id === loan.id).map(({ loan_id: _l, ...b }) => b),
    contacts: contactLinks.filter((c) => c.loan_id === loan.id).map(({ loan_id: _l, ...c }) => c),
  }));
};

export const loansByIds = async (db: DbOrTx, ids: string[]): Promise<PersonalLoan[]> =>
  ids.length === 0
    ? []
    : toPersonalLoans(
        db,
        await db.select().from(loans).where(inArray(loans.id, ids)).orderBy(desc(loans.last_update)),
      );

/**
 * One page of an entity's loans (a broker's, through their contact), in loan id order: the link
 * and the viewer's scope are in the page's own query, so a page never comes out short and never
 * shows a loan the viewer may not see (issue 22 item 5).
 */
export const pageLoansOf = async (
  db: DbOrTx,
  entity: PersonalEntity,
  scope: readonly string[] | undefined,
  page: Page,
): Promise<PersonalLoan[]> => {
  const linked = linkedLoanIds(db, entity);
  const keyset = idKeyset(loans.id, page);
  const rows = await db
    .select()
    .from(loans)
    .where(and(inArray(loans.id, linked), scope ? inArray(loans.id, [...scope]) : undefined, keyset.where))
    .orderBy(keyset.orderBy)
    .limit(keyset.take);
  return toPersonalLoans(db, rows);
};

/**
 * A loan the viewer may see: the signed-in user's own reach (the loan finder: an unknown loan and
 * someone else's both answer 404 'Loan not found', so ids cannot be probed; DESIGN.md §2), narrowed
 * for a broker acting for a client to the loans they share.
 */
export const findVisibleLoan = async (db: DbOrTx, viewer: Viewer, idOrHumanId: string): Promise<LoanRow> => {
  const loan = await findLoan(db, idOrHumanId, { for: viewer.user });
  if (!(await canSeeLoan(db, viewer, loan.id))) throw new AppError(404, messages.loanNotFound);
  return loan;
};

export const findBorrowerRow = async (db: DbOrTx, id: string) => {
  const [row] = isUuid(id) ? await db.select().from(borrowers).where(eq(borrowers.id, id)) : [];
  if (!row) throw new AppError(404, USER_NOT_FOUND);
  return row;
};

export const findContactRow = async (db: DbOrTx, id: string) => {
  const [row] = isUuid(id) ? await db.select().from(contacts).where(eq(contacts.id, id)) : [];
  if (!row) throw new AppError(404, USER_NOT_FOUND);
  return row;
};

export const borrowerResponse = (row: typeof borrowers.$inferSelect, loansOf: PersonalLoan[]) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  date_of_birth: row.date_of_birth,
  credit_score: row.credit_score,
  address_address: row.address_address,
  address_city: row.address_city,
  address_state: row.address_state,
  address_zipcode: row.address_zipcode,
  contact_type: row.contact_type,
  has_ssn: Boolean(row.ssn_ciphertext),
  ssn_last4: row.ssn_last4,
  loans: loansOf,
  version: row.version,
});

export const contactResponse = (row: typeof contacts.$inferSelect) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  contact_type: row.contact_type,
  version: row.version,
});

export const loanIdsOfBorrower = async (db: DbOrTx, borrowerId: string) =>
  (
    await db
      .select({ id: loanBorrowers.loan_id })
      .from(loanBorrowers)
      .where(eq(loanBorrowers.borrower_id, borrowerId))
  ).map((r) => r.id);

export const authResponse = async (
  db: DbOrTx,
  entity: PersonalEntity,
  isOther: boolean,
  scope?: readonly string[],
) => {
  const only = (ids: string[]) => (scope ? ids.filter((id) => scope.includes(id)) : ids);
  const base = { role: entity.role, user_email: entity.userEmail, is_other_user: isOther };
  if (entity.kind === 'borrower') {
    const row = await findBorrowerRow(db, entity.id);
    const loansOf = await loansByIds(db, only(await loanIdsOfBorrower(db, entity.id)));
    return {
      ...base,
      entity_type: 'borrower' as const,
      borrower: borrowerResponse(row, loansOf),
      contact: null,
    };
  }
  const row = await findContactRow(db, entity.id);
  const ids = (
    await db
      .select({ id: loanContacts.loan_id })
      .from(loanContacts)
      .where(and(eq(loanContacts.contact_id, entity.id)))
  ).map((r) => r.id);
  return {
    ...base,
    entity_type: 'contact' as const,
    borrower: null,
    contact: { ...contactResponse(row), loans: await loansByIds(db, only(ids)) },
  };
};
