// The three demo accounts (admin, borrower, broker; password demo-password), created when missing.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { borrowers, contacts, users } from '../schema';

export const DEMO_PASSWORD = 'demo-password';

type DemoAccounts = { adminId: string; borrowerId: string; brokerContactId: string };

export const ensureDemoAccounts = async (tx: Tx): Promise<DemoAccounts> => {
  const passwordHash = await hash(DEMO_PASSWORD);
  const find = async (email: string) =>
    (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0];

  let admin = await find('admin@example.com');
  if (!admin) {
    [admin] = await tx
      .insert(users)
      .values({
        email: 'admin@example.com',
        role: 'admin',
        first_name: 'Alex',
        last_name: 'Morgan',
        password_hash: passwordHash,
      })
      .returning();
  }

  let borrowerUser = await find('borrower@example.com');
  let borrowerId = borrowerUser?.borrower_id ?? undefined;
  if (!borrowerId) {
    const [row] = await tx
      .insert(borrowers)
      .values({
        first_name: 'Brenda',
        last_name: 'Walsh',
        email: 'borrower@example.com',
        phone: '512-5550142',
        date_of_birth: Date.UTC(1981, 4, 12) / 1000,
        credit_score: 742,
        net_worth: 6_400_000,
        liquidity: 1_150_000,
        score: 78,
        address_address: '2104 Lakeshore Blvd',
        address_city: 'Austin',
        address_state: 'TX',
        address_zipcode: '78704',
        contact_type: 'borrower',
      })
      .returning();
    borrowerId = row!.id;
  }
  if (!borrowerUser) {
    [borrowerUser] = await tx
      .insert(users)
      .values({
        email: 'borrower@example.com',
        role: 'borrower',
        first_name: 'Brenda',
        last_name: 'Walsh',
        password_hash: passwordHash,
        borrower_id: borrowerId,
      })
      .returning();
  } else if (!borrowerUser.borrower_id) {
    await tx.update(users).set({ borrower_id: borrowerId }).where(eq(users.id, borrowerUser.id));
  }

  let brokerUser = await find('broker@example.com');
  let brokerContactId = brokerUser?.contact_id ?? undefined;
  if (!brokerContactId) {
    const [row] = await tx
      .insert(contacts)
      .values({
        first_name: 'Brad',
        last_name: 'Keller',
        email: 'broker@example.com',
        phone: '212-5550178',
        company: 'Harbor Point Brokerage',
        contact_type: 'broker',
      })
      .returning();
    brokerContactId = row!.id;
  }
  if (!brokerUser) {
    [brokerUser] = await tx
      .insert(users)
      .values({
        email: 'broker@example.com',
        role: 'broker',
        first_name: 'Brad',
        last_name: 'Keller',
        password_hash: passwordHash,
        contact_id: brokerContactId,
      })
      .returning();
  } else if (!brokerUser.contact_id) {
    await tx.update(users).set({ contact_id: brokerContactId }).where(eq(users.id, brokerUser.id));
  }
  return { adminId: admin!.id, borrowerId, brokerContactId };
};
