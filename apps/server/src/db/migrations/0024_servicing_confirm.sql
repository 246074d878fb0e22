-- Issue 19 item 1: staff review and confirm a boarded loan's terms. Until confirmed the Servicing
-- tab says the terms await review and staff may still edit them (the ledger is re-derived).
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "confirmed_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "confirmed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
