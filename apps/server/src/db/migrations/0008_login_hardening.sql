-- Issue 13 (login hardening): failed sign-in counters shared by every app process. One row per
-- key: the sha256 of "addr:<address>", "acct:<email>" or "pair:<address>|<email>" (no address or
-- e-mail in clear). last_success_at on a pair row marks an address the account signed in from.
CREATE TABLE IF NOT EXISTS "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_throttle_updated_at_idx" ON "login_throttle" ("updated_at");
