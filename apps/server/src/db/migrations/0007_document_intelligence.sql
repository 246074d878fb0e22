-- Document intelligence (issue 9): extraction state on documents, pages with word boxes and a
-- full-text index, data point provenance and corrections, datastore sync runs.
ALTER TABLE "documents" ADD COLUMN "extraction_status" text DEFAULT 'pending' NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extraction_error" text;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extraction_note" text;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extraction_progress" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extraction_method" text;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "page_count" integer;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "document_class" text;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extracted_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "documents_extraction_pending_idx" ON "documents" ("created_at") WHERE "extraction_status" = 'pending';
--> statement-breakpoint
CREATE TABLE "document_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL REFERENCES "documents"("id") ON DELETE cascade,
	"loan_id" uuid REFERENCES "loans"("id") ON DELETE cascade,
	"page" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" real DEFAULT 0 NOT NULL,
	"height" real DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_pages_document_page_uq" ON "document_pages" ("document_id", "page");
--> statement-breakpoint
CREATE INDEX "document_pages_loan_idx" ON "document_pages" ("loan_id");
--> statement-breakpoint
CREATE INDEX "document_pages_tsv_idx" ON "document_pages" USING gin ("tsv");
--> statement-breakpoint
ALTER TABLE "data_points" ADD COLUMN "page" integer;
--> statement-breakpoint
ALTER TABLE "data_points" ADD COLUMN "quote" text;
--> statement-breakpoint
ALTER TABLE "data_points" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "data_points" ADD COLUMN "question" text;
--> statement-breakpoint
ALTER TABLE "data_points" ADD COLUMN "corrected_by" uuid REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "data_points" ADD COLUMN "corrected_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "data_points" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "data_points_document_key_uq" ON "data_points" ("document_id", "key_name");
--> statement-breakpoint
CREATE TABLE "datastore_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL REFERENCES "loans"("id") ON DELETE cascade,
	"status" text DEFAULT 'processing' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"requested_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "datastore_syncs_loan_idx" ON "datastore_syncs" ("loan_id", "created_at");
