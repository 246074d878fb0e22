-- Issue 13 item 7 (lost updates): document request templates carry the optimistic-concurrency
-- version their editors send back (a stale one gets 409), like loans, borrowers and activities.
ALTER TABLE "activity_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
