import type { Contact, ContactType } from '@lending/domain';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import type { RequestUser } from '../../plugins/auth';
import { keyset, pageOrder, type Page } from '../../plugins/paging';

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

/** GET /contact/all's order, by name (the id breaks ties), paged on it (issue 22 item 5). */
export const contactOrder = pageOrder<{ id: string; first_name: string | null; last_name: string | null }>(
  'getContactAll',
  [
    ['asc', 'text'],
    ['asc', 'text'],
    ['asc', 'uuid'],
  ],
  (row) => [row.last_name ?? '', row.first_name ?? '', row.id],
);
const contactKey = [sql`${contacts.last_name}`, sql`${contacts.first_name}`, sql`${contacts.id}`];

/** Every contact by name, or one page (`limit + 1` rows) after the cursor. */
export const listContacts = async (db: DbOrTx, page: Page | null = null) => {
  const { where, orderBy } = keyset(contactKey, contactOrder, page);
  const query = db
    .select()
    .from(contacts)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return (await (page ? query.limit(page.limit + 1) : query)).map(toContactWire);
};

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
