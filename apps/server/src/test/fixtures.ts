// Seed factories for tests: the three demo identities and small loans, written straight to the
// database (no mocks), so each test states only what it cares about.
import { hash } from '@node-rs/argon2';
import type { DbOrTx } from '../db/client';
import { borrowers, contacts, loanBorrowers, loanContacts, loans, properties, users } from '../db/schema';
import { epochNow } from '../lib/clock';

export const DEMO_PASSWORD = 'demo-password';

let demoHash: Promise<string> | undefined;
const demoPasswordHash = () => (demoHash ??= hash(DEMO_PASSWORD));

export type Role = 'admin' | 'borrower' | 'broker';
export type TestUser = {
  id: string;
  email: string;
  role: Role;
  borrower_id: string | null;
  contact_id: string | null;
};

export const insertBorrower = async (db: DbOrTx, values: Partial<typeof borrowers.$inferInsert> = {}) => {
  const [row] = await db
    .insert(borrowers)
    .values({
      first_name: 'Bea',
      last_name: 'Borrower',
      email: `b-${Math.random().toString(36).slice(2)}@example.com`,
      score: 70,
      credit_score: 720,
      ...values,
    })
    .returning();
  return row!;
};

export const insertContact = async (db: DbOrTx, values: Partial<typeof contacts.$inferInsert> = {}) => {
  const [row] = await db
    .insert(contacts)
    .values({
      first_name: 'Bo',
      last_name: 'Broker',
      email: `c-${Math.random().toString(36).slice(2)}@example.com`,
      contact_type: 'broker',
      ...values,
    })
    .returning();
  return row!;
};

export const insertUser = async (
  db: DbOrTx,
  values: {
    email: string;
    role: Role;
    borrower_id?: string | null;
    contact_id?: string | null;
    first_name?: string;
    last_name?: string;
  },
): Promise<TestUser> => {
  const [row] = await db
    .insert(users)
    .values({
      first_name: 'Test',
      last_name: 'User',
      ...values,
      email: values.email.toLowerCase(),
      password_hash: await demoPasswordHash(),
    })
    .returning();
  return {
    id: row!.id,
    email: row!.email,
    role: values.role,
    borrower_id: row!.borrower_id,
    contact_id: row!.contact_id,
  };
};

/** admin@example.com, borrower@example.com (with a borrower row), broker@example.com (with a broker contact). */
export const insertDemoUsers = async (db: DbOrTx): Promise<Record<Role, TestUser>> => {
  const borrower = await insertBorrower(db, {
    first_name: 'Brenda',
    last_name: 'Borrower',
    email: 'borrower@example.com',
  });
  const broker = await insertContact(db, {
    first_name: 'Brad',
    last_name: 'Broker',
    email: 'broker@example.com',
    company: 'Broker & Co',
  });
  return {
    admin: await insertUser(db, {
      email: 'admin@example.com',
      role: 'admin',
      first_name: 'Ada',
      last_name: 'Admin',
    }),
    borrower: await insertUser(db, {
      email: 'borrower@example.com',
      role: 'borrower',
      borrower_id: borrower.id,
      first_name: 'Brenda',
      last_name: 'Borrower',
    }),
    broker: await insertUser(db, {
      email: 'broker@example.com',
      role: 'broker',
      contact_id: broker.id,
      first_name: 'Brad',
      last_name: 'Broker',
    }),
  };
};

let nextHumanId = 20000 + Math.floor(Math.random() * 50000);

export type LoanFixture = {
  values?: Partial<typeof loans.$inferInsert>;
  property?: Partial<typeof properties.$inferInsert>;
  borrowerIds?: string[];
  contactIds?: string[];
};

/** A loan with one property, linked to the given borrowers and contacts. */
export const insertLoan = async (db: DbOrTx, fixture: LoanFixture = {}) => {
  const humanId = String(nextHumanId++);
  const [loan] = await db
    .insert(loans)
    .values({
      human_id: humanId,
      name: `${humanId} - 118 Maple Ave, Austin`,
      status: 'Preliminary',
      amount: 1_250_000,
      amount_at_closing: 1_000_000,
      purpose: 'Purchase',
      duration_months: 12,
      exit_strategy: 'Sale',
      interest_rate: 0.105,
      construction_reserve: 100_000,
      purchase_price: 1_600_000,
      expected_closing_epoch: epochNow() + 14 * 86_400,
      last_update: epochNow(),
      ...fixture.values,
    })
    .returning();
  const [property] = await db
    .insert(properties)
    .values({
      loan_id: loan!.id,
      property_type: 'Single family home',
      address_address: '118 Maple Ave',
      address_city: 'Austin',
      address_state: 'TX',
      address_zipcode: '78704',
      lat: 30.2437,
      lng: -97.7671,
      purchase_price: 1_600_000,
      number_of_units: 1,
      ...fixture.property,
    })
    .returning();
  for (const [position, borrowerId] of (fixture.borrowerIds ?? []).entries()) {
    await db.insert(loanBorrowers).values({ loan_id: loan!.id, borrower_id: borrowerId, position });
  }
  for (const contactId of fixture.contactIds ?? []) {
    await db.insert(loanContacts).values({ loan_id: loan!.id, contact_id: contactId });
  }
  return { loan: loan!, property: property! };
};
