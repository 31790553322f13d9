ALTER TABLE "post_edits" ADD COLUMN "audience" varchar(8);--> statement-breakpoint
-- Versions recorded before: their audience is not known (the post may have been only-me then and
-- public now), so only the author sees them.
UPDATE "post_edits" SET "audience" = 'only_me' WHERE "audience" IS NULL;
--> statement-breakpoint
-- Pictures of posts that are not public: private from now on, served through signed links.
UPDATE "media_objects" SET "visibility" = 'private' FROM "post_media", "posts" WHERE "media_objects"."id" = "post_media"."media_id" AND "posts"."id" = "post_media"."post_id" AND "posts"."audience" <> 'public';
