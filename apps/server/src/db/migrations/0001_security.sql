-- The JWT signing private key leaves the database (kept encrypted in DATA_DIR/keys or given by
-- JWT_PRIVATE_KEY); existing keys are moved out on start and the column cleared.
ALTER TABLE "signing_keys" ALTER COLUMN "private_pkcs8" DROP NOT NULL;
--> statement-breakpoint
-- Optimistic concurrency on every editable record: a stale version gets 409.
ALTER TABLE "borrowers" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;
