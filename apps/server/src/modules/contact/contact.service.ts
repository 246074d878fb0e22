import type { Contact, ContactType } from '@lending/domain';
import { asc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import type { RequestUser } from '../../plugins/auth';

type ContactRow = typeof contacts.$inferSelect;

const toContactWire = (row: ContactRow): Contact => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  contact_type: row.contact_type as ContactType,
});

export const listContacts = async (db: DbOrTx) =>
  (await db.select().from(contacts).orderBy(asc(contacts.last_name), asc(contacts.first_name))).map(
    toContactWire,
  );

export type NewContact = Pick<ContactRow, 'first_name' | 'last_name' | 'email' | 'contact_type'> &
  Partial<Pick<ContactRow, 'phone' | 'company'>>;

export const addContact = async (
  db: Db,
  options: { contact: NewContact; actor: RequestUser },
): Promise<{ contact_id: string }> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ ...options.contact, email: options.contact.email.toLowerCase() })
      .returning();
    await recordAudit(tx, {
      actor: options.actor,
      action: 'contact.add',
      entity_type: 'contact',
      entity_id: row!.id,
      before: null,
      after: toContactWire(row!),
    });
    return { contact_id: row!.id };
  });
