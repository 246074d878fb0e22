-- Issue 22 item 3: API keys for integrations. Only the SHA-256 of a key is kept (the key is 32
-- random bytes: a fast hash cannot be brute-forced back, and an exact-match index finds it in one
-- read); `prefix` is the key's first characters, shown in lists to tell keys apart. A key acts
-- with admin-level access restricted to its scopes, on behalf of the admin who created it (so
-- rows it writes keep a real user id); revoked_at ends it on every server at once (no cache).
CREATE TABLE IF NOT EXISTS "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "api_keys_key_hash_idx" ON "api_keys" ("key_hash");
--> statement-breakpoint
-- Who did it, by kind: 'user' (a person), 'api_key' (actor_name is the key's name) or 'system'.
ALTER TABLE "audit_events" ADD COLUMN IF NOT EXISTS "actor_kind" text;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN IF NOT EXISTS "actor_api_key_id" uuid;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN IF NOT EXISTS "actor_name" text;
