-- Issue 22 item 3: OAuth2 client credentials (RFC 6749 section 4.4) for the same scopes as API
-- keys. An integration trades its key (client_id = the key's id, client_secret = the key) for a
-- short-lived access token; only the token's SHA-256 is kept. A token acts as its key: revoking the
-- key ends its tokens at once on every server (each call joins the key's row).
CREATE TABLE IF NOT EXISTS "api_key_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_key_id" uuid NOT NULL REFERENCES "api_keys"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "api_key_tokens_token_hash_idx" ON "api_key_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "api_key_tokens_expires_at_idx" ON "api_key_tokens" ("expires_at");
