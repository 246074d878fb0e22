// Loading loans with their properties, borrowers, contacts, neighbourhoods and insights in a
// constant number of queries (no N+1), whatever the number of loans. Each query filters by the
// same loan condition as a subquery, so 10,000 ids never travel as parameters.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  borrowers,
  contacts,
  insights,
  loanBorrowers,
  loanContacts,
  loans,
  neighborhoods,
  properties,
  users,
} from '../../db/schema';

export type LoanRow = typeof loans.$inferSelect & { owner_first_name: string | null; owner_last_name: string | null };
export type PropertyRow = typeof properties.$inferSelect;
export type LoanBorrowerRow = Pick<typeof borrowers.$inferSelect, 'id' | 'first_name' | 'last_name' | 'email' | 'score'> & {
  loan_id: string;
};
export type LoanContactRow = Pick<
  typeof contacts.$inferSelect,
  'id' | 'first_name' | 'last_name' | 'email' | 'company' | 'contact_type'
> & { loan_id: string };
export type InsightRow = Pick<typeof insights.$inferSelect, 'loan_id' | 'name' | 'description' | 'level'>;
export type NeighborhoodRow = Pick<typeof neighborhoods.$inferSelect, 'id' | 'name' | 'zipcode' | 'city' | 'state' | 'score'> & {
  loan_id: string;
};

export type LoanGraph = {
  loan: LoanRow;
  properties: PropertyRow[];
  borrowers: LoanBorrowerRow[];
  contacts: LoanContactRow[];
  insights: InsightRow[];
  neighborhoods: NeighborhoodRow[];
};

const FUNDED_STATES = ['Funded', 'Paid-Off'];

/** Which loans a list shows (spec 000 §7; decided in the brief for the three lists). */
export type LoanScope = 'all' | 'portfolio' | 'archive';

export const scopeCondition = (scope: LoanScope): SQL => {
  if (scope === 'archive') return eq(loans.archived, true);
  if (scope === 'portfolio') return and(eq(loans.archived, false), inArray(loans.status, FUNDED_STATES))!;
  return eq(loans.archived, false);
};

const groupBy = <T extends { loan_id: string | null }>(rows: T[]): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.loan_id) continue;
    const list = map.get(row.loan_id);
    if (list) list.push(row);
    else map.set(row.loan_id, [row]);
  }
  return map;
};

/** Loans matching `where` with everything the wire shape needs: six queries in total. */
export const loadLoanGraphs = async (db: DbOrTx, where: SQL): Promise<LoanGraph[]> => {
  const loanIds = db.select({ id: loans.id }).from(loans).where(where);
  const [loanRows, propertyRows, borrowerRows, contactRows, insightRows, neighborhoodRows] = await Promise.all([
    db
      .select({ loan: loans, owner_first_name: users.first_name, owner_last_name: users.last_name })
      .from(loans)
      .leftJoin(users, eq(users.id, loans.owner_user_id))
      .where(where)
      .orderBy(desc(loans.amount), asc(loans.human_id)),
    db.select().from(properties).where(inArray(properties.loan_id, loanIds)).orderBy(asc(properties.position), asc(properties.created_at)),
    db
      .select({
        loan_id: loanBorrowers.loan_id,
        id: borrowers.id,
        first_name: borrowers.first_name,
        last_name: borrowers.last_name,
        email: borrowers.email,
        score: borrowers.score,
      })
      .from(loanBorrowers)
      .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
      .where(inArray(loanBorrowers.loan_id, loanIds))
      .orderBy(asc(loanBorrowers.position), asc(loanBorrowers.created_at)),
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
      .where(inArray(loanContacts.loan_id, loanIds))
      .orderBy(asc(loanContacts.created_at)),
    db
      .select({ loan_id: insights.loan_id, name: insights.name, description: insights.description, level: insights.level })
      .from(insights)
      .where(inArray(insights.loan_id, loanIds))
      .orderBy(asc(insights.created_at)),
    db
      .selectDistinct({
        loan_id: sql<string>`${properties.loan_id}`.as('loan_id'),
        id: neighborhoods.id,
        name: neighborhoods.name,
        zipcode: neighborhoods.zipcode,
        city: neighborhoods.city,
        state: neighborhoods.state,
        score: neighborhoods.score,
      })
      .from(properties)
      .innerJoin(neighborhoods, eq(neighborhoods.id, properties.neighborhood_id))
      .where(inArray(properties.loan_id, loanIds)),
  ]);
  const byLoan = {
    properties: groupBy(propertyRows),
    borrowers: groupBy(borrowerRows),
    contacts: groupBy(contactRows),
    insights: groupBy(insightRows),
    neighborhoods: groupBy(neighborhoodRows),
  };
  return loanRows.map(({ loan, owner_first_name, owner_last_name }) => ({
    loan: { ...loan, owner_first_name, owner_last_name },
    properties: byLoan.properties.get(loan.id) ?? [],
    borrowers: byLoan.borrowers.get(loan.id) ?? [],
    contacts: byLoan.contacts.get(loan.id) ?? [],
    insights: byLoan.insights.get(loan.id) ?? [],
    neighborhoods: byLoan.neighborhoods.get(loan.id) ?? [],
  }));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/loan/{id}` accepts the UUID or the five-digit human_id (docs/contract.md "Values"). */
export const loanIdCondition = (idOrHumanId: string): SQL =>
  UUID.test(idOrHumanId) ? or(eq(loans.id, idOrHumanId), eq(loans.human_id, idOrHumanId))! : eq(loans.human_id, idOrHumanId);

export const findLoanRow = async (db: DbOrTx, idOrHumanId: string) => {
  const [row] = await db.select().from(loans).where(loanIdCondition(idOrHumanId)).limit(1);
  return row;
};
