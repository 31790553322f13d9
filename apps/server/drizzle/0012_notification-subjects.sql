-- A notification names its subject (subject_type + subject_id) and carries what the bell shows
-- (payload) instead of one foreign key per domain. Every existing line moves over: a post's line
-- keeps its post (and comment, with the top-level comment that comment answers, so deleting that
-- one still deletes the line); a friend request's or acceptance's line is about its actor.
ALTER TABLE "notifications" ADD COLUMN "subject_type" varchar(32);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "payload" jsonb;--> statement-breakpoint
UPDATE "notifications" AS n
SET
	"subject_type" = CASE WHEN n."post_id" IS NULL THEN 'member' ELSE 'post' END,
	"subject_id" = COALESCE(n."post_id", n."actor_id")::text,
	"payload" = CASE
		WHEN n."post_id" IS NULL THEN '{}'::jsonb
		WHEN n."comment_id" IS NULL THEN jsonb_build_object('postId', n."post_id")
		ELSE jsonb_build_object(
			'postId', n."post_id",
			'commentId', n."comment_id",
			'parentCommentId', (SELECT c."parent_id" FROM "post_comments" AS c WHERE c."id" = n."comment_id")
		)
	END;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "subject_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "subject_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "payload" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_post_id_posts_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_comment_id_post_comments_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "post_id";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "comment_id";--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree ("subject_type","subject_id");
