CREATE TABLE "short_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" varchar(1000) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"client_key" uuid
);
--> statement-breakpoint
CREATE TABLE "short_likes" (
	"short_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_likes_short_id_user_id_pk" PRIMARY KEY("short_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "short_mentions" (
	"short_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "short_mentions_short_id_user_id_pk" PRIMARY KEY("short_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "short_saves" (
	"user_id" uuid NOT NULL,
	"short_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_saves_user_id_short_id_pk" PRIMARY KEY("user_id","short_id")
);
--> statement-breakpoint
CREATE TABLE "short_views" (
	"short_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"watched_ms" integer NOT NULL,
	"completed" boolean NOT NULL,
	"first_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_views_short_id_viewer_id_day_pk" PRIMARY KEY("short_id","viewer_id","day")
);
--> statement-breakpoint
CREATE TABLE "shorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"alt_text" varchar(500) DEFAULT '' NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"remix_of_id" uuid,
	"sound" varchar(8) DEFAULT 'own' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"client_key" uuid,
	"view_count" integer DEFAULT 0 NOT NULL,
	"completion_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"remix_count" integer DEFAULT 0 NOT NULL,
	"engagement" integer GENERATED ALWAYS AS (like_count * 2 + comment_count * 3 + share_count * 4 + completion_count) STORED NOT NULL,
	CONSTRAINT "shorts_sound_check" CHECK ("shorts"."sound" in ('own', 'pending', 'borrowed')),
	CONSTRAINT "shorts_caption_length" CHECK (char_length("shorts"."caption") <= 2200),
	CONSTRAINT "shorts_counters_not_negative" CHECK (least("shorts"."view_count", "shorts"."completion_count", "shorts"."like_count", "shorts"."comment_count", "shorts"."share_count", "shorts"."save_count", "shorts"."remix_count") >= 0)
);
--> statement-breakpoint
CREATE TABLE "close_friends" (
	"user_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "close_friends_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id"),
	CONSTRAINT "close_friends_not_self" CHECK ("close_friends"."user_id" <> "close_friends"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"media_id" uuid,
	"text" varchar(250),
	"background" varchar(16),
	"caption" varchar(200),
	"link_url" varchar(2000),
	"link_label" varchar(40),
	"audience" varchar(16) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"client_key" uuid,
	CONSTRAINT "stories_kind_check" CHECK ("stories"."kind" in ('photo', 'video', 'text')),
	CONSTRAINT "stories_audience_check" CHECK ("stories"."audience" in ('public', 'friends', 'close_friends')),
	CONSTRAINT "stories_content_check" CHECK (case when "stories"."kind" = 'text' then "stories"."text" is not null and "stories"."background" is not null and "stories"."media_id" is null else "stories"."text" is null end)
);
--> statement-breakpoint
CREATE TABLE "story_reactions" (
	"story_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"emoji" varchar(16) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_reactions_story_id_viewer_id_pk" PRIMARY KEY("story_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "story_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" varchar(500) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_views" (
	"story_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_views_story_id_viewer_id_pk" PRIMARY KEY("story_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "short_comments" ADD CONSTRAINT "short_comments_short_id_shorts_id_fk" FOREIGN KEY ("short_id") REFERENCES "public"."shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_comments" ADD CONSTRAINT "short_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_likes" ADD CONSTRAINT "short_likes_short_id_shorts_id_fk" FOREIGN KEY ("short_id") REFERENCES "public"."shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_likes" ADD CONSTRAINT "short_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_mentions" ADD CONSTRAINT "short_mentions_short_id_shorts_id_fk" FOREIGN KEY ("short_id") REFERENCES "public"."shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_mentions" ADD CONSTRAINT "short_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_saves" ADD CONSTRAINT "short_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_saves" ADD CONSTRAINT "short_saves_short_id_shorts_id_fk" FOREIGN KEY ("short_id") REFERENCES "public"."shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_views" ADD CONSTRAINT "short_views_short_id_shorts_id_fk" FOREIGN KEY ("short_id") REFERENCES "public"."shorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_views" ADD CONSTRAINT "short_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shorts" ADD CONSTRAINT "shorts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shorts" ADD CONSTRAINT "shorts_media_id_media_objects_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shorts" ADD CONSTRAINT "shorts_remix_of_id_shorts_id_fk" FOREIGN KEY ("remix_of_id") REFERENCES "public"."shorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_friends" ADD CONSTRAINT "close_friends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_friends" ADD CONSTRAINT "close_friends_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_media_id_media_objects_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reactions" ADD CONSTRAINT "story_reactions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reactions" ADD CONSTRAINT "story_reactions_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_replies" ADD CONSTRAINT "story_replies_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_replies" ADD CONSTRAINT "story_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_comments_recent_idx" ON "short_comments" USING btree ("short_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "short_comments_author_client_key" ON "short_comments" USING btree ("author_id","client_key");--> statement-breakpoint
CREATE INDEX "short_saves_recent_idx" ON "short_saves" USING btree ("user_id","created_at","short_id");--> statement-breakpoint
CREATE INDEX "short_views_viewer_recent_idx" ON "short_views" USING btree ("viewer_id","first_at","short_id");--> statement-breakpoint
CREATE INDEX "shorts_recent_idx" ON "shorts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shorts_author_recent_idx" ON "shorts" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shorts_author_listed_idx" ON "shorts" USING btree ("author_id","created_at","id") WHERE "shorts"."sound" <> 'pending';--> statement-breakpoint
CREATE INDEX "shorts_engagement_idx" ON "shorts" USING btree ("engagement","created_at");--> statement-breakpoint
CREATE INDEX "shorts_sound_pending_idx" ON "shorts" USING btree ("created_at") WHERE "shorts"."sound" = 'pending';--> statement-breakpoint
CREATE INDEX "shorts_remix_of_idx" ON "shorts" USING btree ("remix_of_id","created_at","id") WHERE "shorts"."remix_of_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shorts_media_key" ON "shorts" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shorts_author_client_key" ON "shorts" USING btree ("author_id","client_key");--> statement-breakpoint
CREATE INDEX "close_friends_friend_idx" ON "close_friends" USING btree ("friend_id","user_id");--> statement-breakpoint
CREATE INDEX "stories_author_live_idx" ON "stories" USING btree ("author_id","expires_at");--> statement-breakpoint
CREATE INDEX "stories_author_recent_idx" ON "stories" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_author_client_key" ON "stories" USING btree ("author_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_media_key" ON "stories" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "story_replies_story_author_idx" ON "story_replies" USING btree ("story_id","author_id");--> statement-breakpoint
CREATE INDEX "story_views_recent_idx" ON "story_views" USING btree ("story_id","viewed_at","viewer_id");--> statement-breakpoint
CREATE INDEX "story_views_viewer_idx" ON "story_views" USING btree ("viewer_id","story_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" in ('friend_request', 'friend_accept', 'reaction', 'comment', 'reply', 'mention', 'share', 'report_outcome', 'moderation', 'coins_adjusted', 'invite_joined', 'story_reply', 'story_reaction', 'short_like', 'short_comment'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('friend_request', 'friend_accept', 'reaction', 'comment', 'reply', 'mention', 'share', 'report_outcome', 'moderation', 'coins_adjusted', 'invite_joined', 'story_reply', 'story_reaction', 'short_like', 'short_comment'));