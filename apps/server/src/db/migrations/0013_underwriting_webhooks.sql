-- Report vendors' callbacks find their report by the vendor and its order id.
CREATE INDEX IF NOT EXISTS "reports_source_external_idx" ON "reports" USING btree ("source","external_id");
