-- Issue 19 (D2): the installments the nightly servicing job found late (past due date + grace),
-- one row each, so payment.late is emitted once per installment; the two columns on
-- servicing_loans tell the job which loans to look at again (a new event since the last look, or
-- a due date whose grace ends). And the day's NACHA file recorded when staff mark it sent (who,
-- when, the file's SHA-256, its entries), one per effective entry date, so it is not sent twice.
CREATE TABLE IF NOT EXISTS "servicing_late_installments" (
  "loan_id" uuid NOT NULL REFERENCES "servicing_loans"("loan_id") ON DELETE CASCADE,
  "number" integer NOT NULL,
  "due_date" date NOT NULL,
  "days_late" integer NOT NULL,
  "marked_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("loan_id", "number")
);
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "late_checked_seq" integer;
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "late_check_on" date;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "servicing_nacha_files" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "effective_date" date NOT NULL UNIQUE,
  "sha256" text NOT NULL CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
  "entry_count" integer NOT NULL,
  "total_cents" bigint NOT NULL,
  "entries" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "content" text NOT NULL,
  "sent_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "sent_at" timestamptz NOT NULL DEFAULT now()
);
