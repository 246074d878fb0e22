import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { loans } from './loans';
import { users } from './users';

/** A chat thread about one or more loans (001 §3). */
export const threads = pgTable('threads', {
  id: id(),
  name: text().notNull(),
  description: text(),
  thread_type: text().notNull().default('loan'),
  status: text().notNull().default('active'),
  message_count: integer().notNull().default(0),
  last_message_at: timestamp({ withTimezone: true }),
  created_by: uuid().references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const threadLoans = pgTable(
  'thread_loans',
  {
    thread_id: uuid()
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    loan_id: uuid()
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.thread_id, t.loan_id] }), index('thread_loans_loan_idx').on(t.loan_id)],
);

/** A message; assistant messages cite retrieved passages (retrieval_contents). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    thread_id: uuid()
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    content: text().notNull(),
    retrieval_contents: jsonb()
      .$type<{ content_id: string; document_id: string; page?: number; text: string }[]>()
      .notNull()
      .default([]),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('messages_thread_idx').on(t.thread_id, t.created_at)],
);
