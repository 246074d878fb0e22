ALTER TABLE "envelopes" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "envelopes_external_idx" ON "envelopes" USING btree ("provider","external_id");--> statement-breakpoint
CREATE TABLE "envelope_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envelope_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"signature_kind" text,
	"typed_name" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "envelope_recipients" ADD CONSTRAINT "envelope_recipients_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_recipients_token_idx" ON "envelope_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "envelope_recipients_envelope_idx" ON "envelope_recipients" USING btree ("envelope_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","created_at" DESC,"id" DESC);
