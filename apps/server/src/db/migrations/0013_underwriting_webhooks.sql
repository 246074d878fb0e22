-- Report vendors' callbacks find their report by the vendor and its order id.
CREATE INDEX IF NOT EXISTS "reports_source_external_idx" ON "reports" USING btree ("source","external_id");
--> statement-breakpoint
-- A recalculation compares this digest instead of the stored explanation (issue 8 speed).
ALTER TABLE "loans" ADD COLUMN IF NOT EXISTS "score_hash" text;
