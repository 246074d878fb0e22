// What a report is about, read in one go: the loan, its properties (with their neighbourhoods),
// its borrowers in order, and the bank connections of the plaid activities.
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  activities,
  borrowers,
  loanBorrowers,
  loans,
  neighborhoods,
  plaidItems,
  properties,
} from '../../db/schema';
import type { ReportSubject } from '../../integrations/reports/report-adapter';
import { ssnContext, type Crypto } from '../../lib/crypto';

export type SubjectOptions = {
  pullOption?: 'full' | 'soft' | null;
  /** Live identity and credit vendors need the SSN; it is decrypted only for them. */
  withSsn?: Crypto;
};

export const loadReportSubject = async (
  db: DbOrTx,
  loanId: string,
  options: SubjectOptions = {},
): Promise<ReportSubject | null> => {
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) return null;
  const [propertyRows, borrowerRows, plaidRows] = await Promise.all([
    db.select().from(properties).where(eq(properties.loan_id, loanId)).orderBy(asc(properties.position)),
    db
      .select({ borrower: borrowers })
      .from(loanBorrowers)
      .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
      .where(eq(loanBorrowers.loan_id, loanId))
      .orderBy(asc(loanBorrowers.position)),
    db
      .select({
        borrower_id: plaidItems.borrower_id,
        liquidity: plaidItems.liquidity,
        is_sandbox: plaidItems.is_sandbox,
      })
      .from(plaidItems)
      .innerJoin(activities, eq(activities.id, plaidItems.activity_id))
      .where(eq(activities.loan_id, loanId)),
  ]);
  const neighborhoodIds = [
    ...new Set(propertyRows.map((p) => p.neighborhood_id).filter((id): id is string => !!id)),
  ];
  const neighborhoodRows = neighborhoodIds.length
    ? await db.select().from(neighborhoods).where(inArray(neighborhoods.id, neighborhoodIds))
    : [];
  return {
    loan: {
      id: loan.id,
      human_id: loan.human_id,
      name: loan.name,
      amount: loan.amount,
      purchase_price: loan.purchase_price,
      purpose: loan.purpose,
    },
    properties: propertyRows.map((p) => ({
      id: p.id,
      property_type: p.property_type,
      address: p.address_address,
      city: p.address_city,
      state: p.address_state,
      zipcode: p.address_zipcode,
      purchase_price: p.purchase_price,
      number_of_units: p.number_of_units,
      details: p.details,
    })),
    borrowers: borrowerRows.map(({ borrower: b }) => ({
      id: b.id,
      first_name: b.first_name,
      last_name: b.last_name,
      date_of_birth: b.date_of_birth,
      credit_score: b.credit_score,
      liquidity: b.liquidity,
      net_worth: b.net_worth,
      address: b.address_address,
      city: b.address_city,
      state: b.address_state,
      zipcode: b.address_zipcode,
      profile: b.profile,
      ssn_last4: b.ssn_last4,
      ssn:
        options.withSsn && b.ssn_ciphertext
          ? options.withSsn.decrypt(b.ssn_ciphertext, ssnContext(b.id))
          : null,
    })),
    neighborhoods: neighborhoodRows.map((n) => ({
      id: n.id,
      name: n.name,
      zipcode: n.zipcode,
      data: n.data,
    })),
    bankConnections: plaidRows.map((row) => ({
      borrower_id: row.borrower_id,
      liquidity: row.liquidity ?? null,
    })),
    pullOption: options.pullOption ?? null,
  };
};
