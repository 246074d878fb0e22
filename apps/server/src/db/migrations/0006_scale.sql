-- Issue 10 (scale): server-side paging, sorting and search over 100,000 loans.
-- Trigram indexes answer the dashboard's "contains" search (ILIKE '%...%') on the loan name
-- (which carries the human id and the first property's address) and on borrower names; the
-- keyset indexes answer each sort order's next page without an offset scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_name_trgm_idx" ON "loans" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "borrowers_full_name_trgm_idx" ON "borrowers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_amount_id_idx" ON "loans" ("archived", (coalesce("amount", 0)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_last_update_id_idx" ON "loans" ("archived", "last_update", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_human_id_idx" ON "loans" ("archived", "human_id", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activities_archived_due_key_id_idx" ON "activities" ("archived", (coalesce("due_epoch", 9007199254740991::bigint)), "id");
