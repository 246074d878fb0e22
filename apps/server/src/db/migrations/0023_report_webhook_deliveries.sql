-- Issue 24: report vendor callbacks remember the deliveries they accepted for as long as the
-- signature's timestamp window could accept them again, so a captured signed delivery replayed
-- within the window changes nothing, whichever server of the database receives it.
CREATE TABLE IF NOT EXISTS "report_webhook_deliveries" (
	"source" text NOT NULL,
	"delivery_id" text NOT NULL,
	"keep_until" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_webhook_deliveries_source_delivery_id_pk" PRIMARY KEY("source","delivery_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_webhook_deliveries_keep_until_idx" ON "report_webhook_deliveries" ("keep_until");
