DROP INDEX "follows_followee_idx";--> statement-breakpoint
DROP INDEX "friend_requests_receiver_idx";--> statement-breakpoint
DROP INDEX "friend_requests_sender_idx";--> statement-breakpoint
DROP INDEX "friendships_user_recent_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_recent_idx";--> statement-breakpoint
DROP INDEX "post_comments_top_recent_idx";--> statement-breakpoint
DROP INDEX "post_comments_top_relevant_idx";--> statement-breakpoint
DROP INDEX "post_hashtags_tag_recent_idx";--> statement-breakpoint
DROP INDEX "post_reactions_recent_idx";--> statement-breakpoint
DROP INDEX "posts_author_recent_idx";--> statement-breakpoint
DROP INDEX "saved_posts_recent_idx";--> statement-breakpoint
DROP INDEX "recent_searches_recent_idx";--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","created_at","follower_id");--> statement-breakpoint
CREATE INDEX "friend_requests_receiver_idx" ON "friend_requests" USING btree ("receiver_id","created_at","id");--> statement-breakpoint
CREATE INDEX "friend_requests_sender_idx" ON "friend_requests" USING btree ("sender_id","created_at","id");--> statement-breakpoint
CREATE INDEX "friendships_user_recent_idx" ON "friendships" USING btree ("user_id","created_at","friend_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_recent_idx" ON "notifications" USING btree ("recipient_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_top_recent_idx" ON "post_comments" USING btree ("post_id","created_at","id") WHERE "post_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "post_comments_top_relevant_idx" ON "post_comments" USING btree ("post_id",(reaction_count + reply_count),"created_at","id") WHERE "post_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "post_hashtags_tag_recent_idx" ON "post_hashtags" USING btree ("tag","created_at","post_id");--> statement-breakpoint
CREATE INDEX "post_reactions_recent_idx" ON "post_reactions" USING btree ("post_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "posts_author_recent_idx" ON "posts" USING btree ("author_id","created_at","id","audience");--> statement-breakpoint
CREATE INDEX "saved_posts_recent_idx" ON "saved_posts" USING btree ("user_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "recent_searches_recent_idx" ON "recent_searches" USING btree ("user_id","searched_at");