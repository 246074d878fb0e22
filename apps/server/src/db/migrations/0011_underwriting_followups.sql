-- Issue 8 "/statistics data for 10,000 loans <= 300 ms" after a data change: a narrow summary
-- row per loan and its status stays, maintained by statement-level triggers inside the writing
-- transaction (so the figures change exactly when the loan list does), read by GET /statistics
-- instead of scanning loans, properties and the audit trail each time.
CREATE TABLE "loan_statistics" (
	"loan_id" uuid PRIMARY KEY NOT NULL REFERENCES "loans"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	"archived" boolean NOT NULL,
	"status" text NOT NULL,
	"amount" double precision NOT NULL DEFAULT 0,
	"funded_epoch" bigint,
	"state" text,
	"property_type" text,
	-- Every status the loan has been in (its current one and those of its transitions).
	"statuses" text[] NOT NULL DEFAULT '{}'
);
--> statement-breakpoint
CREATE INDEX "loan_statistics_created_idx" ON "loan_statistics" ("created_at");
--> statement-breakpoint
CREATE INDEX "loan_statistics_funded_idx" ON "loan_statistics" ("funded_epoch") WHERE "funded_epoch" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "loan_status_stays" (
	"loan_id" uuid NOT NULL REFERENCES "loans"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"status" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	-- Length of the stay in days; null while the loan is still in that status.
	"days" double precision,
	-- The loan's, copied so the figures filter stays without a join.
	"archived" boolean NOT NULL,
	"loan_created_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("loan_id", "position")
);
--> statement-breakpoint
-- Every source row is read once per call through its index on the loan (`= ANY (ids)`), then
-- joined by hash: the cost stays linear in the loans refreshed whatever the planner's statistics
-- say (a bulk seed on fresh tables included).
CREATE OR REPLACE FUNCTION refresh_loan_statistics(ids uuid[]) RETURNS void LANGUAGE plpgsql
SET enable_nestloop = off AS $$
DECLARE
	text_ids text[];
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	text_ids := ids::text[];
	WITH transitions AS MATERIALIZED (
		SELECT a.entity_id::uuid AS loan_id, a.after ->> 'status' AS status, a.created_at AS entered
		FROM audit_events a
		WHERE a.entity_type = 'loan' AND a.action LIKE 'loan.transition.%' AND a.entity_id = ANY (text_ids)
		      AND a.after ->> 'status' IS NOT NULL)
	INSERT INTO loan_statistics AS ls
		(loan_id, created_at, archived, status, amount, funded_epoch, state, property_type, statuses)
	SELECT l.id, l.created_at, l.archived, l.status, coalesce(l.amount, 0)::float8, l.funded_epoch,
	       pp.address_state, pp.property_type,
	       array(SELECT DISTINCT s FROM unnest(array_append(coalesce(h.statuses, '{}'), l.status)) s
	             WHERE s IS NOT NULL)
	FROM loans l
	LEFT JOIN (
		SELECT DISTINCT ON (p.loan_id) p.loan_id, p.address_state, p.property_type FROM properties p
		WHERE p.loan_id = ANY (ids) ORDER BY p.loan_id, p.position, p.created_at) pp ON pp.loan_id = l.id
	LEFT JOIN (
		SELECT t.loan_id, array_agg(t.status) AS statuses FROM transitions t GROUP BY t.loan_id
	) h ON h.loan_id = l.id
	WHERE l.id = ANY (ids)
	ON CONFLICT (loan_id) DO UPDATE SET
		created_at = excluded.created_at, archived = excluded.archived, status = excluded.status,
		amount = excluded.amount, funded_epoch = excluded.funded_epoch, state = excluded.state,
		property_type = excluded.property_type, statuses = excluded.statuses;
	DELETE FROM loan_status_stays WHERE loan_id = ANY (ids);
	-- A loan enters Preliminary when it is created; each transition starts the next stay.
	WITH transitions AS MATERIALIZED (
		SELECT a.entity_id::uuid AS loan_id, a.after ->> 'status' AS status, a.created_at AS entered
		FROM audit_events a
		WHERE a.entity_type = 'loan' AND a.action LIKE 'loan.transition.%' AND a.entity_id = ANY (text_ids)
		      AND a.after ->> 'status' IS NOT NULL)
	INSERT INTO loan_status_stays (loan_id, position, status, entered_at, days, archived, loan_created_at)
	SELECT e.id, row_number() OVER w, e.status, e.entered,
	       extract(epoch FROM lead(e.entered) OVER w - e.entered) / 86400.0, l.archived, l.created_at
	FROM (
		SELECT l.id, 'Preliminary'::text AS status, l.created_at AS entered FROM loans l WHERE l.id = ANY (ids)
		UNION ALL
		SELECT t.loan_id, t.status, t.entered FROM transitions t
	) e
	JOIN loans l ON l.id = e.id AND l.id = ANY (ids)
	WINDOW w AS (PARTITION BY e.id ORDER BY e.entered);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_loans_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_loan_statistics(array(SELECT id FROM inserted));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_loans_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
	PERFORM refresh_loan_statistics(array(SELECT DISTINCT loan_id FROM new_rows WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_properties_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
	PERFORM refresh_loan_statistics(array(SELECT DISTINCT loan_id FROM old_rows WHERE loan_id IS NOT NULL));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_statistics_on_audit_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_loan_statistics(array(
		SELECT DISTINCT l.id FROM new_rows a
		JOIN loans l ON l.id = (CASE WHEN a.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
		                             THEN a.entity_id::uuid END)
		WHERE a.entity_type = 'loan' AND a.action LIKE 'loan.transition.%'));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_statistics_insert AFTER INSERT ON loans REFERENCING NEW TABLE AS inserted
	FOR EACH STATEMENT EXECUTE FUNCTION loan_statistics_on_loans_insert();
--> statement-breakpoint
CREATE TRIGGER loans_statistics_update AFTER UPDATE ON loans REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_statistics_on_loans_update();
--> statement-breakpoint
CREATE TRIGGER properties_statistics_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_statistics_on_properties_insert();
--> statement-breakpoint
CREATE TRIGGER properties_statistics_update AFTER UPDATE ON properties REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_statistics_on_properties_update();
--> statement-breakpoint
CREATE TRIGGER properties_statistics_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_statistics_on_properties_delete();
--> statement-breakpoint
CREATE TRIGGER audit_events_statistics_insert AFTER INSERT ON audit_events REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loan_statistics_on_audit_insert();
--> statement-breakpoint
SELECT refresh_loan_statistics(array(SELECT id FROM loans));
--> statement-breakpoint
-- Issue 9: one reader per document. A run claims the document (a token and a heartbeat); another
-- run or a restarting worker leaves a live claim alone and takes over only a stale one.
ALTER TABLE "documents" ADD COLUMN "extraction_claim" uuid;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "extraction_claimed_at" timestamp with time zone;
