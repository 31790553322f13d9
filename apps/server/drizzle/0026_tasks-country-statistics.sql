-- Members' task lists filter on `cardinality(countries) = 0 or <country> = any(countries)`: without
-- statistics on the expression the planner guessed 11 "everywhere" tasks out of 3,334 and, for a
-- country no task names, scanned and sorted every live task (6-24 ms) instead of walking the sort
-- index (0.2 ms). Expression statistics (PostgreSQL 14 and later) give it the real share.
CREATE STATISTICS IF NOT EXISTS "tasks_countries_everywhere_stats" ON (cardinality("countries")) FROM "tasks";
--> statement-breakpoint
ANALYZE "tasks";
