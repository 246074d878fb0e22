-- Issue 22 item 5: lists paged in SQL on their id (plugins/paging.ts idKeyset: WHERE id > cursor
-- ORDER BY id LIMIT limit + 1, with the list's filter in the same query). Where the filter narrows
-- a large table, an index on (filter, id) lets a page stop after limit + 1 rows instead of sorting
-- every match: a loan's activities (not archived), and the leads of one status.
-- Re-runnable (IF NOT EXISTS): db/migrate.test.ts applies the newest migration again.
CREATE INDEX IF NOT EXISTS "activities_loan_id_key_idx" ON "activities" ("loan_id", "id") WHERE "archived" = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_status_id_idx" ON "leads" ("status", "id");
