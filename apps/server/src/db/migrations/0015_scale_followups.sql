-- Issue 10 follow-ups (scale): what the loan list sorts and the map places by, stored on the loan
-- and indexed, instead of a per-row subquery over every matching loan.
--  * map_lat / map_lng: where the loan sits on the map, its first property's geocode (by position,
--    then creation); no property or 0,0 is Washington DC (spec 000 §5, §9; DEFAULT_LOCATION in
--    packages/domain). A GiST index on the point answers GET /loan/map's visible box.
--  * borrowers_sort / contacts_sort: the "Borrowers" and "Contacts" columns' sort keys (the linked
--    people's names, lower case, comma separated, in the order they were linked).
-- Statement-level triggers keep them current inside the writing transaction (as 0011 does for
-- loan_statistics), so every writer (services, seed, imports) is covered; backfilled below.
ALTER TABLE "loans" ADD COLUMN "map_lat" double precision DEFAULT 38.9072 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "map_lng" double precision DEFAULT -77.0369 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "borrowers_sort" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "contacts_sort" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_loan_locations(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	UPDATE loans l SET map_lat = k.lat, map_lng = k.lng
	FROM (
		SELECT i.id,
		       CASE WHEN fp.lat IS NULL OR (fp.lat = 0 AND fp.lng = 0) THEN 38.9072 ELSE fp.lat END AS lat,
		       CASE WHEN fp.lat IS NULL OR (fp.lat = 0 AND fp.lng = 0) THEN -77.0369 ELSE fp.lng END AS lng
		FROM (SELECT DISTINCT unnest(ids) AS id) i
		LEFT JOIN (
			SELECT DISTINCT ON (p.loan_id) p.loan_id, p.lat, p.lng FROM properties p
			WHERE p.loan_id = ANY (ids) ORDER BY p.loan_id, p.position, p.created_at, p.id) fp ON fp.loan_id = i.id
	) k
	WHERE l.id = k.id AND (l.map_lat, l.map_lng) IS DISTINCT FROM (k.lat, k.lng);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_loan_people(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	UPDATE loans l SET borrowers_sort = k.b, contacts_sort = k.c
	FROM (
		SELECT i.id,
		       coalesce((SELECT string_agg(lower(trim(concat_ws(' ', x.first_name, x.last_name))), ', '
		                   ORDER BY lb.created_at, lower(trim(concat_ws(' ', x.first_name, x.last_name))))
		                 FROM loan_borrowers lb JOIN borrowers x ON x.id = lb.borrower_id WHERE lb.loan_id = i.id), '') AS b,
		       coalesce((SELECT string_agg(lower(trim(concat_ws(' ', x.first_name, x.last_name))), ', '
		                   ORDER BY lc.created_at, lower(trim(concat_ws(' ', x.first_name, x.last_name))))
		                 FROM loan_contacts lc JOIN contacts x ON x.id = lc.contact_id WHERE lc.loan_id = i.id), '') AS c
		FROM (SELECT DISTINCT unnest(ids) AS id) i
	) k
	WHERE l.id = k.id AND (l.borrowers_sort, l.contacts_sort) IS DISTINCT FROM (k.b, k.c);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_locations_on_properties_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_loan_locations(array(SELECT DISTINCT loan_id FROM new_rows WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_locations_on_properties_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only what decides the first property and its place; the loan it left too when it moved.
	PERFORM refresh_loan_locations(array(
		SELECT DISTINCT loan_id FROM (
			SELECT n.loan_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE (n.loan_id, n.position, n.created_at, n.lat, n.lng)
			      IS DISTINCT FROM (o.loan_id, o.position, o.created_at, o.lat, o.lng)
			UNION
			SELECT o.loan_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE n.loan_id IS DISTINCT FROM o.loan_id) changed
		WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_locations_on_properties_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_loan_locations(array(SELECT DISTINCT loan_id FROM old_rows WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_people_on_links_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM refresh_loan_people(array(SELECT DISTINCT loan_id FROM old_rows));
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM refresh_loan_people(array(SELECT DISTINCT loan_id FROM new_rows));
	ELSE
		PERFORM refresh_loan_people(array(SELECT loan_id FROM new_rows UNION SELECT loan_id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_people_on_borrowers_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_loan_people(array(
		SELECT DISTINCT lb.loan_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		JOIN loan_borrowers lb ON lb.borrower_id = n.id
		WHERE (n.first_name, n.last_name) IS DISTINCT FROM (o.first_name, o.last_name)));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_people_on_contacts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_loan_people(array(
		SELECT DISTINCT lc.loan_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		JOIN loan_contacts lc ON lc.contact_id = n.id
		WHERE (n.first_name, n.last_name) IS DISTINCT FROM (o.first_name, o.last_name)));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_locations_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_locations_on_properties_insert();
--> statement-breakpoint
CREATE TRIGGER properties_locations_update AFTER UPDATE ON properties REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_locations_on_properties_update();
--> statement-breakpoint
CREATE TRIGGER properties_locations_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_locations_on_properties_delete();
--> statement-breakpoint
CREATE TRIGGER loan_borrowers_people_insert AFTER INSERT ON loan_borrowers REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_people_on_links_change();
--> statement-breakpoint
CREATE TRIGGER loan_borrowers_people_update AFTER UPDATE ON loan_borrowers REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_people_on_links_change();
--> statement-breakpoint
CREATE TRIGGER loan_borrowers_people_delete AFTER DELETE ON loan_borrowers REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_people_on_links_change();
--> statement-breakpoint
CREATE TRIGGER loan_contacts_people_insert AFTER INSERT ON loan_contacts REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_people_on_links_change();
--> statement-breakpoint
CREATE TRIGGER loan_contacts_people_update AFTER UPDATE ON loan_contacts REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_people_on_links_change();
--> statement-breakpoint
CREATE TRIGGER loan_contacts_people_delete AFTER DELETE ON loan_contacts REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_people_on_links_change();
--> statement-breakpoint
CREATE TRIGGER borrowers_people_update AFTER UPDATE ON borrowers REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_people_on_borrowers_update();
--> statement-breakpoint
CREATE TRIGGER contacts_people_update AFTER UPDATE ON contacts REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_people_on_contacts_update();
--> statement-breakpoint
SELECT refresh_loan_locations(array(SELECT id FROM loans));
--> statement-breakpoint
SELECT refresh_loan_people(array(SELECT id FROM loans));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_map_point_idx" ON "loans" USING gist (point("map_lng", "map_lat"));
--> statement-breakpoint
-- One keyset index per sortable column of the loan tables (GET /loan/page `sort`), each on the
-- exact expression the page orders by (loan-page.ts SORTS), after `archived` as every scope has it.
CREATE INDEX IF NOT EXISTS "loans_archived_name_id_idx" ON "loans" ("archived", "name", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_lower_name_id_idx" ON "loans" ("archived", lower("name"), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_score_id_idx" ON "loans" ("archived", (coalesce("score", -1)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_duration_id_idx" ON "loans" ("archived", (coalesce("duration_months", -1)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_closing_id_idx" ON "loans" ("archived", (coalesce("expected_closing_epoch", 9007199254740991::bigint)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_status_rank_id_idx" ON "loans" ("archived", (coalesce(array_position(array['Preliminary', 'Term-Sheet-Sent', 'Underwriting', 'Board-Review', 'Commitment-Sent', 'Commitment-Accepted', 'Rejected', 'Funded', 'Paid-Off']::text[], "status"), 99)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_borrowers_sort_id_idx" ON "loans" ("archived", "borrowers_sort", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "loans_archived_contacts_sort_id_idx" ON "loans" ("archived", "contacts_sort", "id");
