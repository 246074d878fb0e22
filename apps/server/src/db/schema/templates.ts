import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** A document request template (001 §3), with the OCR prompts that define its data points. */
export const activityTemplates = pgTable('activity_templates', {
  id: id(),
  entity_type: text().notNull(),
  document_name: text().notNull(),
  description: text().notNull(),
  auto_create_activity: boolean().notNull().default(false),
  folder_name: text(),
  use_textract: boolean().notNull().default(false),
  gpt_prompts: jsonb().$type<{ name: string; question: string }[]>().notNull().default([]),
  /** Request Documents flags (flip, cash_flow, mid_construction, retail) that select this template. */
  flags: jsonb().$type<string[]>().notNull().default([]),
  /** Optimistic concurrency: each update sends the version it read; a stale one gets 409. */
  version: integer().notNull().default(1),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** The editable DOCX template of a generated document kind (term-sheet, commitment, board-review...). */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: id(),
    kind: text().notNull(),
    file_name: text().notNull(),
    storage_key: text().notNull(),
    updated_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('document_templates_kind_uq').on(t.kind)],
);
