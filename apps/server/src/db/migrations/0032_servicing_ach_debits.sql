-- Issue 19 item 4 (ACH debits): a borrower's payment from the bank account linked with Plaid,
-- pending until staff mark the day's NACHA file settled (then posted to the ledger as an ACH
-- payment) or returned (R01 and the like: never posted, or reversed when already posted). The
-- account number is encrypted at rest; the routing number and last four digits are kept plain.
CREATE TABLE IF NOT EXISTS "servicing_ach_debits" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "loan_id" uuid NOT NULL REFERENCES "servicing_loans"("loan_id") ON DELETE CASCADE,
  "trace_seq" bigserial NOT NULL,
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "debit_date" date NOT NULL,
  "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'settled', 'returned')),
  "sec_code" text NOT NULL DEFAULT 'PPD' CHECK ("sec_code" IN ('PPD', 'CCD')),
  "transaction_code" integer NOT NULL CHECK ("transaction_code" IN (27, 37)),
  "routing_number" text NOT NULL CHECK ("routing_number" ~ '^[0-9]{9}$'),
  "account_ciphertext" text NOT NULL,
  "account_last4" text NOT NULL,
  "account_name" text,
  "institution_name" text,
  "holder_name" text NOT NULL,
  "is_sandbox" boolean NOT NULL DEFAULT true,
  "payment_id" uuid,
  "return_code" text,
  "requested_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "settled_at" timestamptz,
  "returned_at" timestamptz
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servicing_ach_debits_date_idx" ON "servicing_ach_debits" ("debit_date", "status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servicing_ach_debits_loan_idx" ON "servicing_ach_debits" ("loan_id", "created_at");
