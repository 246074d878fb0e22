-- Issue 19 items 4, 7 and 8: a boarded loan's extension terms (how many, how long, the fee as a
-- percent of the principal, the extension rate), its default rate and its over-payment rule; the
-- ledger's new events: an extension (fee in amount_cents, rate, months), a default set or cleared
-- (active) and staff applying the suspense.
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "extensions_allowed" integer NOT NULL DEFAULT 0 CHECK ("extensions_allowed" >= 0);
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "extension_period_months" integer NOT NULL DEFAULT 0 CHECK ("extension_period_months" >= 0);
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "extension_fee_percent" numeric(9, 6) NOT NULL DEFAULT 0 CHECK ("extension_fee_percent" >= 0 AND "extension_fee_percent" <= 100);
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "extension_rate" numeric(9, 6) CHECK ("extension_rate" IS NULL OR ("extension_rate" >= 0 AND "extension_rate" <= 100));
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "default_rate" numeric(9, 6) CHECK ("default_rate" IS NULL OR ("default_rate" >= 0 AND "default_rate" <= 100));
--> statement-breakpoint
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "overpayment_rule" text NOT NULL DEFAULT 'principal' CHECK ("overpayment_rule" IN ('principal', 'suspense'));
--> statement-breakpoint
ALTER TABLE "servicing_ledger_events" ADD COLUMN IF NOT EXISTS "rate" numeric(9, 6);
--> statement-breakpoint
ALTER TABLE "servicing_ledger_events" ADD COLUMN IF NOT EXISTS "months" integer;
--> statement-breakpoint
ALTER TABLE "servicing_ledger_events" ADD COLUMN IF NOT EXISTS "active" boolean;
--> statement-breakpoint
ALTER TABLE "servicing_ledger_events" DROP CONSTRAINT IF EXISTS "servicing_ledger_events_kind_check";
--> statement-breakpoint
ALTER TABLE "servicing_ledger_events" ADD CONSTRAINT "servicing_ledger_events_kind_check" CHECK ("kind" IN ('payment', 'reversal', 'draw', 'mark', 'extension', 'default', 'apply-suspense'));
