-- Issue 19 (servicing): boarded loans, the ledger's events and its double-entry postings. Money is
-- integer cents (bigint), the rate an exact numeric. Events and postings are append-only: a
-- trigger refuses UPDATE (corrections are new rows); rows leave only with their loan (cascade).
CREATE TABLE IF NOT EXISTS "servicing_loans" (
  "loan_id" uuid PRIMARY KEY REFERENCES "loans"("id") ON DELETE CASCADE,
  "principal_cents" bigint NOT NULL CHECK ("principal_cents" > 0),
  "annual_rate" numeric(9, 6) NOT NULL CHECK ("annual_rate" >= 0 AND "annual_rate" <= 100),
  "day_count" text NOT NULL,
  "rounding" text NOT NULL DEFAULT 'half_up',
  "funded_date" date NOT NULL,
  "first_payment_date" date NOT NULL,
  "term_months" integer NOT NULL CHECK ("term_months" > 0),
  "amortization_months" integer NOT NULL DEFAULT 0,
  "grace_days" integer NOT NULL DEFAULT 10,
  "late_fee_percent" numeric(6, 3),
  "late_fee_flat_cents" bigint NOT NULL DEFAULT 0,
  "late_fee_cap_cents" bigint,
  "status" text NOT NULL DEFAULT 'active',
  "next_seq" integer NOT NULL DEFAULT 1,
  "boarded_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "boarded_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "servicing_ledger_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "loan_id" uuid NOT NULL REFERENCES "servicing_loans"("loan_id") ON DELETE CASCADE,
  "seq" integer NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('payment', 'reversal')),
  "effective_date" date NOT NULL,
  "amount_cents" bigint CHECK ("amount_cents" IS NULL OR "amount_cents" > 0),
  "method" text,
  "payment_id" uuid,
  "idempotency_key" text,
  "reason" text,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "posted_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "servicing_ledger_events_seq_idx" ON "servicing_ledger_events" ("loan_id", "seq");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "servicing_ledger_events_idempotency_idx" ON "servicing_ledger_events" ("loan_id", "idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "servicing_ledger_events_one_reversal_idx" ON "servicing_ledger_events" ("payment_id") WHERE "kind" = 'reversal';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servicing_ledger_events_loan_idx" ON "servicing_ledger_events" ("loan_id", "effective_date");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "servicing_postings" (
  "id" bigserial PRIMARY KEY,
  "loan_id" uuid NOT NULL REFERENCES "servicing_loans"("loan_id") ON DELETE CASCADE,
  "event_id" uuid REFERENCES "servicing_ledger_events"("id") ON DELETE CASCADE,
  "source" text NOT NULL,
  "account" text NOT NULL,
  "effective_date" date NOT NULL,
  "amount_cents" bigint NOT NULL,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "posted_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servicing_postings_loan_idx" ON "servicing_postings" ("loan_id", "id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "servicing_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'servicing ledger rows are append-only (%): post a correction instead', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "servicing_postings_append_only" ON "servicing_postings";
--> statement-breakpoint
CREATE TRIGGER "servicing_postings_append_only" BEFORE UPDATE ON "servicing_postings"
  FOR EACH ROW EXECUTE FUNCTION "servicing_refuse_update"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "servicing_ledger_events_append_only" ON "servicing_ledger_events";
--> statement-breakpoint
CREATE TRIGGER "servicing_ledger_events_append_only" BEFORE UPDATE ON "servicing_ledger_events"
  FOR EACH ROW EXECUTE FUNCTION "servicing_refuse_update"();
