ALTER TABLE "post_edits" ADD COLUMN "audience" varchar(8);--> statement-breakpoint
-- Versions recorded before: their audience is not known (the post may have been only-me then and
-- public now), so only the author sees them.
UPDATE "post_edits" SET "audience" = 'only_me' WHERE "audience" IS NULL;
