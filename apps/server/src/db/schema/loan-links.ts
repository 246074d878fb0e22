import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { borrowers } from './borrowers';
import { contacts } from './contacts';
import { loans } from './loans';

/** Borrowers of a loan, in order (the first is the main sponsor). */
export const loanBorrowers = pgTable(
  'loan_borrowers',
  {
    loan_id: uuid()
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    borrower_id: uuid()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.loan_id, t.borrower_id] }),
    index('loan_borrowers_borrower_idx').on(t.borrower_id),
  ],
);

/** Contacts linked to a loan; a broker reaches the loans on which one of their contacts is linked. */
export const loanContacts = pgTable(
  'loan_contacts',
  {
    loan_id: uuid()
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    contact_id: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.loan_id, t.contact_id] }),
    index('loan_contacts_contact_idx').on(t.contact_id),
  ],
);
