ALTER TABLE "post_comments" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "post_comments_author_client_key" ON "post_comments" USING btree ("author_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_author_client_key" ON "posts" USING btree ("author_id","client_key");--> statement-breakpoint
CREATE INDEX "posts_public_recent_idx" ON "posts" USING btree ("created_at","id") WHERE "posts"."audience" = 'public';