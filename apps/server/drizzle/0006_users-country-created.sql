DROP INDEX "users_country_idx";--> statement-breakpoint
CREATE INDEX "users_country_created_idx" ON "users" USING btree ("country","created_at");