import { z } from 'zod';
import { dataPointValueTypeSchema, DATASTORE_DOCUMENT_STATUSES } from '../catalogue/catalogue';

// Issue 9 wire shapes: 001 §3 loan document list item, data point, datastore document, thread,
// message, retrieval info; plus the extraction state each document carries.
export const EXTRACTION_STATUSES = ['pending', 'processing', 'processed', 'error'] as const;
export const extractionStatusSchema = z.enum(EXTRACTION_STATUSES);
export type ExtractionStatus = z.infer<typeof extractionStatusSchema>;

export const dataPointSchema = z.object({
  data_point_id: z.string(),
  key_name: z.string(),
  value: z.unknown(),
  value_type: dataPointValueTypeSchema,
  /** extractor | llm | staff */
  source: z.string(),
  page: z.number().int().nullable(),
  quote: z.string().nullable(),
  reason: z.string().nullable(),
  question: z.string().nullable(),
  corrected_at: z.string().nullable(),
});
export type DataPoint = z.infer<typeof dataPointSchema>;

export const extractionSchema = z.object({
  status: extractionStatusSchema,
  error: z.string().nullable(),
  note: z.string().nullable(),
  progress: z.number().int(),
  method: z.string().nullable(),
  page_count: z.number().int().nullable(),
  document_class: z.string().nullable(),
  /** Why the semantic index of the document could not be built (keyword search still works). */
  embedding_error: z.string().nullable(),
});
export type Extraction = z.infer<typeof extractionSchema>;

export const loanDocumentItemSchema = z.object({
  document: z.object({
    document_id: z.string(),
    document_name: z.string().nullable(),
    file_name: z.string(),
    content_type: z.string(),
    created: z.number().int(),
    /** upload | generated | custom | signed | report ... (the storage row's kind). */
    kind: z.string().optional(),
  }),
  user_name: z.string().nullable(),
  activity_status: z.object({ state: z.string().nullable() }),
  activity_uuid: z.string().nullable(),
  process_uuid: z.string().nullable(),
  /** The activity's kind and the process's own state: which review actions the viewer offers. */
  activity_type: z.string().nullable().optional(),
  process_status: z.object({ state: z.string().nullable() }).optional(),
  download_url: z.string(),
  ocr_data: z.record(z.string(), z.object({ value: z.unknown() })),
  data_points: z.array(dataPointSchema),
  extraction: extractionSchema,
});
export type LoanDocumentItem = z.infer<typeof loanDocumentItemSchema>;

export const sourceEntrySchema = z.object({
  source_key: z.string(),
  source_name: z.string(),
  value: z.unknown(),
  priority: z.number().int(),
  documents: z.array(
    z.object({ document_id: z.string(), document_name: z.string().nullable(), page: z.number().nullable() }),
  ),
  entity_name: z.string(),
  entity_id: z.string().nullable(),
  last_update: z.number().int(),
  display_option: z.number().int(),
});
export type SourceEntry = z.infer<typeof sourceEntrySchema>;

export const datastoreDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(DATASTORE_DOCUMENT_STATUSES),
  created_at: z.string(),
  error: z.string().nullable(),
  progress: z.number().int(),
});
export type DatastoreDocument = z.infer<typeof datastoreDocumentSchema>;

export const syncRunSchema = z.object({
  sync_id: z.string(),
  status: z.enum(DATASTORE_DOCUMENT_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const dataPointUpdateSchema = z
  .array(z.object({ data_point_id: z.uuid({ message: 'data_point_id must be an id' }), value: z.unknown() }))
  .min(1, { message: 'Nothing to update' })
  .max(500);
export type DataPointUpdate = z.infer<typeof dataPointUpdateSchema>;

export const pageWordSchema = z.tuple([z.number(), z.number(), z.number(), z.number(), z.string()]);
export const documentPageSchema = z.object({
  page: z.number().int(),
  text: z.string(),
  words: z.array(pageWordSchema),
  width: z.number(),
  height: z.number(),
  method: z.string(),
});

/** GET /loan/{id}/document/{documentId}/pages and PUT .../retry-extraction. */
export const loanDocumentParams = z.object({ id: z.string().min(1), documentId: z.string().min(1) });
export const documentPagesSchema = z.object({ pages: z.array(documentPageSchema) });
export type DocumentPages = z.infer<typeof documentPagesSchema>;
export const retryExtractionSchema = z.object({ document_id: z.string(), status: z.literal('processing') });
export type RetryExtraction = z.infer<typeof retryExtractionSchema>;
export type DocumentPage = z.infer<typeof documentPageSchema>;

export const retrievalContentSchema = z.object({
  content_id: z.string(),
  document_id: z.string(),
  loan_id: z.string().nullable(),
  doc_name: z.string(),
  page: z.number().int(),
  text: z.string(),
  score: z.number(),
});
export type RetrievalContent = z.infer<typeof retrievalContentSchema>;

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export const messageSchema = z.object({
  message_id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  timestamp: z.number().int(),
  retrieval_contents: z.array(retrievalContentSchema),
  data: z.object({ content: z.string(), mode: z.string().optional() }),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const THREAD_STATUSES = ['active', 'archived'] as const;
export const threadSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  thread_type: z.string(),
  status: z.enum(THREAD_STATUSES),
  message_count: z.number().int(),
  last_message_at: z.number().int().nullable(),
  loan_ids: z.array(z.string()),
  messages: z.array(messageSchema),
});
export type Thread = z.infer<typeof threadSchema>;

export const threadQuerySchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(MESSAGE_ROLES), content: z.string().max(8000) }))
    .min(1, { message: 'A message is required' })
    .max(100)
    .refine((list) => list.some((m) => m.role === 'user' && m.content.trim() !== ''), {
      message: 'A message is required',
    }),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

export const retrievalInfoSchema = z.object({
  page_image: z.string().nullable(),
  metadata: z.object({
    content_text: z.string(),
    doc_name: z.string(),
    page: z.number().int(),
    document_id: z.string(),
    loan_id: z.string().nullable(),
    loan_human_id: z.string().nullable(),
    quote: z.string(),
  }),
});
export type RetrievalInfo = z.infer<typeof retrievalInfoSchema>;

/**
 * Which answering mode runs (the UI says it): offline passages or a named model; and how
 * passages are found: full-text only, or hybrid with an embedding model (pgvector or in-app).
 */
export const assistantModeSchema = z.object({
  mode: z.enum(['offline', 'model']),
  model: z.string().nullable(),
  retrieval: z.object({
    mode: z.enum(['full-text', 'hybrid']),
    embedding_model: z.string().nullable(),
    vector_store: z.enum(['pgvector', 'in-app']).nullable(),
  }),
});
export type AssistantMode = z.infer<typeof assistantModeSchema>;

// The loan assistant's calls (/thread): params, the list query and the new thread's body.
export const threadParams = z.object({ id: z.string().min(1) });
export const threadLoanParams = z.object({ id: z.string().min(1), loanId: z.string().min(1) });
export const threadsOfLoanParams = z.object({ loanId: z.string().min(1) });
export const threadListQuery = z.object({ include_archived: z.enum(['true', 'false']).optional() });
export const newThreadBody = z.object({ name: z.string().max(120).optional() }).nullish();
export const threadQueryParams = z.object({ threadId: z.string().min(1), loanId: z.string().min(1) });
export const retrievalInfoParams = z.object({
  messageId: z.string().min(1),
  contentId: z.string().min(1).max(20),
});
