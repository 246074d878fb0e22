ALTER TABLE "insights" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "insights_loan_source_idx" ON "insights" USING btree ("loan_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_entity_field_uq" ON "policies" USING btree ("entity_type","field");--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "external_id" text;
