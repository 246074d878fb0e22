-- Issue 19 item 6 (S1): a draw's inspection. Staff order one for a requested or approved draw: an
-- internal 'Inspection' activity on the loan, linked by servicing_draws.inspection_activity_id
-- (the column came with 0025; now a foreign key, cleared if the activity is deleted). A loan's
-- terms say whether a draw needs a done inspection before it is funded: a bridge lender requires
-- one before each draw, so the default is true; staff may waive it while the terms await review.
ALTER TABLE "servicing_loans" ADD COLUMN IF NOT EXISTS "draw_inspection_required" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
UPDATE "servicing_draws" SET "inspection_activity_id" = NULL
  WHERE "inspection_activity_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "activities" a WHERE a."id" = "servicing_draws"."inspection_activity_id");
--> statement-breakpoint
-- Re-runnable like every migration (db/migrate.test.ts applies the newest one again).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'servicing_draws_inspection_activity_fk') THEN
    ALTER TABLE "servicing_draws" ADD CONSTRAINT "servicing_draws_inspection_activity_fk"
      FOREIGN KEY ("inspection_activity_id") REFERENCES "activities"("id") ON DELETE SET NULL;
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "servicing_draws_inspection_idx" ON "servicing_draws" ("inspection_activity_id")
  WHERE "inspection_activity_id" IS NOT NULL;
