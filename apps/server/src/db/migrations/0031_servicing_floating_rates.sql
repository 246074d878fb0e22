-- Issue 19 item 1 (floating rates): rate index values (SOFR and others) entered by staff or loaded
-- from a CSV file, and a boarded loan's floating terms: index, spread, floor, monthly reset day and
-- the resolved rate periods the ledger accrues by (re-derived when index values arrive).
CREATE TABLE IF NOT EXISTS "servicing_index_rates" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "index_name" text NOT NULL CHECK ("index_name" ~ '^[A-Z0-9_-]{1,20}$'),
  "effective_date" date NOT NULL,
  "value_percent" numeric(9, 6) NOT NULL CHECK ("value_percent" >= 0 AND "value_percent" <= 100),
  "source" text NOT NULL DEFAULT 'staff',
  "entered_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "servicing_index_rates_date_idx" ON "servicing_index_rates" ("index_name", "effective_date");
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "rate_type" text NOT NULL DEFAULT 'fixed';
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "rate_index" text;
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "rate_spread" numeric(9, 6);
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "rate_floor" numeric(9, 6);
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "rate_reset_day" integer;
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "rate_periods" jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servicing_loans_rate_index_idx" ON "servicing_loans" ("rate_index") WHERE "rate_type" = 'floating';
