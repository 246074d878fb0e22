-- Issue 10 (scale): a bulk load (`npm run seed -- --loans 100000`) skips the per-statement summary
-- triggers of 0011 (loan_statistics, loan_status_stays) and 0015 (map point, people sort keys) and
-- rebuilds those summaries once at its end (rebuild_loan_summaries). The triggers read a
-- transaction-local setting, so only the loading transaction is affected: every other writer,
-- on any node, keeps them current as before. Before this, each seed statement that touched every
-- loan (created_at, scores) refreshed the statistics of all of them: 49 minutes for 100,000 loans.
--   SET LOCAL lending.bulk_load = 'on';  ... writes ...  SELECT rebuild_loan_summaries(ids);
CREATE OR REPLACE FUNCTION lending_bulk_load() RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT coalesce(current_setting('lending.bulk_load', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_loans_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_statistics(array(SELECT id FROM inserted));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_loans_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	-- Only the columns the figures read: a score or name change costs one join, no refresh.
	PERFORM refresh_loan_statistics(array(
		SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.status, n.amount, n.archived, n.created_at, n.funded_epoch)
		      IS DISTINCT FROM (o.status, o.amount, o.archived, o.created_at, o.funded_epoch)));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_properties_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_statistics(array(SELECT DISTINCT loan_id FROM new_rows WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_properties_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_statistics(array(
		SELECT DISTINCT loan_id FROM (
			SELECT n.loan_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE (n.loan_id, n.position, n.address_state, n.property_type)
			      IS DISTINCT FROM (o.loan_id, o.position, o.address_state, o.property_type)
			UNION
			SELECT o.loan_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE n.loan_id IS DISTINCT FROM o.loan_id) changed
		WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_properties_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_statistics(array(SELECT DISTINCT loan_id FROM old_rows WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_audit_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_statistics(array(
		SELECT DISTINCT l.id FROM new_rows a
		JOIN loans l ON l.id = (CASE WHEN a.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
		                             THEN a.entity_id::uuid END)
		WHERE a.entity_type = 'loan' AND a.action LIKE 'loan.transition.%'));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_locations_on_properties_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_locations(array(SELECT DISTINCT loan_id FROM new_rows WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_locations_on_properties_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
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
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_locations(array(SELECT DISTINCT loan_id FROM old_rows WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_people_on_links_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
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
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_people(array(
		SELECT DISTINCT lb.loan_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		JOIN loan_borrowers lb ON lb.borrower_id = n.id
		WHERE (n.first_name, n.last_name) IS DISTINCT FROM (o.first_name, o.last_name)));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_people_on_contacts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF lending_bulk_load() THEN RETURN NULL; END IF;
	PERFORM refresh_loan_people(array(
		SELECT DISTINCT lc.loan_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		JOIN loan_contacts lc ON lc.contact_id = n.id
		WHERE (n.first_name, n.last_name) IS DISTINCT FROM (o.first_name, o.last_name)));
	RETURN NULL;
END $$;
--> statement-breakpoint
-- What the skipped triggers would have written, for the given loans, in chunks of 5,000 (each
-- refresh reads its sources by `= ANY (ids)`, so a chunk costs an index probe per loan).
CREATE OR REPLACE FUNCTION rebuild_loan_summaries(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	total integer := coalesce(cardinality(ids), 0);
	start integer := 1;
	part uuid[];
BEGIN
	WHILE start <= total LOOP
		part := ids[start:start + 4999];
		PERFORM refresh_loan_locations(part);
		PERFORM refresh_loan_people(part);
		PERFORM refresh_loan_statistics(part);
		start := start + 5000;
	END LOOP;
END $$;
--> statement-breakpoint
-- GET /loan/summary's cards, median, closing windows and insight joins read only these columns
-- of the list's loans: an index-only scan of this index (about 10 MB at 100,000 loans) instead of
-- a sequential scan of the 200 MB table for each. The name is left out on purpose: with it, the
-- planner also counted a three-letter search's matches by scanning this index and testing ILIKE
-- on every loan of the list (105 ms) instead of looking the trigrams up (16 ms).
CREATE INDEX IF NOT EXISTS "loans_summary_covering_idx" ON "loans" ("archived", "status")
	INCLUDE ("id", "human_id", "amount", "interest_rate", "expected_closing_epoch");
