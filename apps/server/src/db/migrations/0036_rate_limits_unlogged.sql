-- Rate-limit counters need no durability: a count lost in a crash only restarts a window. As a
-- logged table every limited request (one upsert each) waited for its WAL flush, and calls made
-- with one API key queued on that key's row: key calls ran at 13% of token calls (issue 22 bench,
-- apps/server/bench/api-key-bench.ts). Unlogged, the upsert commits without a flush; the table is
-- emptied after a crash and is not in base backups or replicas, which only resets the windows.
ALTER TABLE "rate_limits" SET UNLOGGED;
