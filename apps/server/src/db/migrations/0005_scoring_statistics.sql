ALTER TABLE "scoring_models" ADD COLUMN "published" jsonb;--> statement-breakpoint
ALTER TABLE "scoring_models" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scoring_models" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_variable_locations" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_variables" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scoring_rules" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "scoring_models_one_active_uq" ON "scoring_models" USING btree ("is_active") WHERE "scoring_models"."is_active";--> statement-breakpoint
CREATE TABLE "scoring_recalculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "scoring_recalculations" ADD CONSTRAINT "scoring_recalculations_model_id_scoring_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."scoring_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scoring_recalculations_created_idx" ON "scoring_recalculations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_loan_transition_idx" ON "audit_events" USING btree ("entity_id","created_at") WHERE "audit_events"."entity_type" = 'loan' AND "audit_events"."action" LIKE 'loan.transition.%';--> statement-breakpoint
CREATE INDEX "loans_funded_epoch_idx" ON "loans" USING btree ("funded_epoch") WHERE "loans"."funded_epoch" IS NOT NULL;
