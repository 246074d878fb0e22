import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, epoch, id } from './columns';
import { activities, processes } from './activities';
import { loans } from './loans';
import { users } from './users';

/**
 * A stored file. The original name is only a label; the bytes live in storage under a generated
 * key. kind: upload | generated | system | export | report. status follows the datastore
 * (completed, processing, failed) for text extraction.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    loan_id: uuid().references(() => loans.id, { onDelete: 'cascade' }),
    activity_id: uuid().references(() => activities.id, { onDelete: 'set null' }),
    process_id: uuid().references(() => processes.id, { onDelete: 'set null' }),
    kind: text().notNull().default('upload'),
    document_name: text().notNull(),
    file_name: text().notNull(),
    storage_key: text().notNull(),
    content_type: text().notNull(),
    size_bytes: bigint({ mode: 'number' }).notNull().default(0),
    sha256: text(),
    status: text().notNull().default('completed'),
    text_content: text(),
    ocr_data: jsonb().$type<Record<string, { value: unknown }>>(),
    uploaded_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_epoch: epoch().notNull(),
    created_at: createdAt(),
    /** Text extraction (issue 9): pending | processing | processed | error, with its reason. */
    extraction_status: text().notNull().default('pending'),
    extraction_error: text(),
    /** A non-fatal remark (e.g. pages beyond the OCR limit not read). */
    extraction_note: text(),
    extraction_progress: integer().notNull().default(0),
    /** The run reading the document now and when it last showed progress (one reader at a time). */
    extraction_claim: uuid(),
    extraction_claimed_at: timestamp({ withTimezone: true }),
    /** text | ocr | mixed */
    extraction_method: text(),
    page_count: integer(),
    /** What the offline extractor recognised (bank-statement, operating-agreement...). */
    document_class: text(),
    extracted_at: timestamp({ withTimezone: true }),
    /** Why the page embeddings could not be made (semantic retrieval); keyword search still works. */
    embedding_error: text(),
  },
  (t) => [
    index('documents_loan_idx').on(t.loan_id),
    index('documents_activity_idx').on(t.activity_id),
    index('documents_process_idx').on(t.process_id),
  ],
);

/** A value extracted from a document (001 §3): INTEGER, STRING, FLOAT, BOOLEAN or LIST[...]. */
export const dataPoints = pgTable(
  'data_points',
  {
    id: id(),
    document_id: uuid()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    key_name: text().notNull(),
    value: jsonb(),
    value_type: text().notNull(),
    /** extractor | llm | staff (a staff correction is never overwritten by a re-run). */
    source: text().notNull().default('extractor'),
    created_at: createdAt(),
    page: integer(),
    quote: text(),
    /** Why the value is 'N/A' (not found, or outside its type). */
    reason: text(),
    question: text(),
    corrected_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    corrected_at: timestamp({ withTimezone: true }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_points_document_idx').on(t.document_id),
    uniqueIndex('data_points_document_key_uq').on(t.document_id, t.key_name),
  ],
);
