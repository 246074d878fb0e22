-- Issue 19 items 3 and 6: holdbacks (interest reserve and construction reserve, integer cents),
-- construction draws with their files, funded draws as ledger events, and monthly statements.
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "interest_reserve_cents" bigint NOT NULL DEFAULT 0 CHECK ("interest_reserve_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "construction_reserve_cents" bigint NOT NULL DEFAULT 0 CHECK ("construction_reserve_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "budget" jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE "servicing_ledger_events" DROP CONSTRAINT IF EXISTS "servicing_ledger_events_kind_check";
--> statement-breakpoint
ALTER TABLE "servicing_ledger_events" ADD CONSTRAINT "servicing_ledger_events_kind_check" CHECK ("kind" IN ('payment', 'reversal', 'draw', 'mark'));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "servicing_draws" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "loan_id" uuid NOT NULL REFERENCES "servicing_loans"("loan_id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'requested' CHECK ("status" IN ('requested', 'approved', 'funded', 'rejected')),
  "lines" jsonb NOT NULL,
  "requested_cents" bigint NOT NULL CHECK ("requested_cents" > 0),
  "approved_cents" bigint CHECK ("approved_cents" IS NULL OR "approved_cents" > 0),
  "note" text,
  "reason" text,
  "event_id" uuid REFERENCES "servicing_ledger_events"("id") ON DELETE SET NULL,
  "inspection_activity_id" uuid,
  "requested_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "requested_at" timestamptz NOT NULL DEFAULT now(),
  "decided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamptz,
  "funded_date" date
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servicing_draws_loan_idx" ON "servicing_draws" ("loan_id", "requested_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "servicing_draw_files" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "draw_id" uuid NOT NULL REFERENCES "servicing_draws"("id") ON DELETE CASCADE,
  "storage_key" text NOT NULL,
  "file_name" text NOT NULL,
  "content_type" text NOT NULL,
  "size" integer NOT NULL,
  "uploaded_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "uploaded_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "servicing_statements" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "loan_id" uuid NOT NULL REFERENCES "servicing_loans"("loan_id") ON DELETE CASCADE,
  "period_start" date NOT NULL,
  "period_end" date NOT NULL,
  "due_date" date,
  "amount_due_cents" bigint NOT NULL,
  "data" jsonb NOT NULL,
  "generated_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "servicing_statements_period_idx" ON "servicing_statements" ("loan_id", "period_end");
