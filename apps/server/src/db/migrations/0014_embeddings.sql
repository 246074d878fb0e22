-- Semantic retrieval (issue 9): one embedding per indexed page when an embedding endpoint is
-- configured, stored portably (float32 little-endian bytes) with its model and size; the
-- document says when its embeddings could not be made (keyword search still works). A
-- pgvector column and its HNSW index are added at start, only where the extension exists.
ALTER TABLE "document_pages" ADD COLUMN "embedding" bytea;
--> statement-breakpoint
ALTER TABLE "document_pages" ADD COLUMN "embedding_model" text;
--> statement-breakpoint
ALTER TABLE "document_pages" ADD COLUMN "embedding_dims" integer;
--> statement-breakpoint
CREATE INDEX "document_pages_loan_embedding_idx" ON "document_pages" ("loan_id", "embedding_model", "created_at") WHERE "embedding" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "embedding_error" text;
