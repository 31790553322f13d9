CREATE TABLE "task_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"watched_ms" integer DEFAULT 0 NOT NULL,
	"beat_seq" integer DEFAULT 0 NOT NULL,
	"beat_key" varchar(64) NOT NULL,
	"last_beat_at" timestamp (3) with time zone,
	"last_position" real,
	"strikes" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"question_ids" uuid[],
	"quiz_correct" smallint,
	"reward_coins" integer DEFAULT 0 NOT NULL,
	"transaction_id" uuid,
	"failure" varchar(24),
	"proof_kind" varchar(8),
	"proof_media_id" uuid,
	"proof_link" varchar(500),
	"proof_text" varchar(1000),
	"review_reason" varchar(500),
	"reviewed_by" uuid,
	"reviewed_at" timestamp (3) with time zone,
	CONSTRAINT "task_attempts_status_check" CHECK ("task_attempts"."status" in ('watching', 'quiz', 'pending', 'completed', 'failed', 'refused')),
	CONSTRAINT "task_attempts_watched_check" CHECK ("task_attempts"."watched_ms" >= 0 and "task_attempts"."beat_seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_daily_stats" (
	"task_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"quiz_passes" integer DEFAULT 0 NOT NULL,
	"quiz_fails" integer DEFAULT 0 NOT NULL,
	"watch_ms" bigint DEFAULT 0 NOT NULL,
	"watch_count" integer DEFAULT 0 NOT NULL,
	"coins_spent" bigint DEFAULT 0 NOT NULL,
	"fraud_refused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_daily_stats_task_id_day_pk" PRIMARY KEY("task_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"text" varchar(300) NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_index" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" varchar(16) NOT NULL,
	"details" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp (3) with time zone,
	"resolution" varchar(500),
	CONSTRAINT "task_reports_status_check" CHECK ("task_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE TABLE "task_request_keys" (
	"user_id" uuid NOT NULL,
	"key" varchar(100) NOT NULL,
	"scope" varchar(32) NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "task_request_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "task_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"fee_percent" smallint NOT NULL,
	"daily_cap_coins" integer NOT NULL,
	"min_reward_coins" integer NOT NULL,
	"approvals_required" smallint NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "task_settings_one_row_check" CHECK ("task_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "task_views" (
	"task_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "task_views_task_id_member_id_day_pk" PRIMARY KEY("task_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"free" boolean NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"title" varchar(120) NOT NULL,
	"instructions" varchar(2000) DEFAULT '' NOT NULL,
	"reward_coins" integer NOT NULL,
	"completions" integer NOT NULL,
	"completions_done" integer DEFAULT 0 NOT NULL,
	"pending_reviews" integer DEFAULT 0 NOT NULL,
	"fee_per_completion" integer DEFAULT 0 NOT NULL,
	"budget_coins" bigint DEFAULT 0 NOT NULL,
	"spent_coins" bigint DEFAULT 0 NOT NULL,
	"refunded_coins" bigint DEFAULT 0 NOT NULL,
	"seconds_needed" integer DEFAULT 0 NOT NULL,
	"picture_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"video_id" uuid,
	"quiz_draw" smallint,
	"quiz_pass" smallint,
	"proof_kind" varchar(8),
	"reviewer" varchar(8),
	"countries" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"starts_at" timestamp (3) with time zone,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"published_at" timestamp (3) with time zone,
	"approved_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"closing_reason" varchar(500),
	"open_reports" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tasks_kind_check" CHECK ("tasks"."kind" in ('picture', 'video', 'special')),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('draft', 'in_review', 'scheduled', 'live', 'paused', 'ended', 'cancelled', 'refused')),
	CONSTRAINT "tasks_places_check" CHECK ("tasks"."completions_done" >= 0 and "tasks"."pending_reviews" >= 0
      and "tasks"."completions_done" + "tasks"."pending_reviews" <= "tasks"."completions"),
	CONSTRAINT "tasks_reward_check" CHECK ("tasks"."reward_coins" >= 0 and (not "tasks"."free" or "tasks"."reward_coins" = 0)),
	CONSTRAINT "tasks_coins_check" CHECK ("tasks"."spent_coins" >= 0 and "tasks"."refunded_coins" >= 0 and "tasks"."spent_coins" + "tasks"."refunded_coins" <= "tasks"."budget_coins"),
	CONSTRAINT "tasks_dates_check" CHECK ("tasks"."starts_at" is null or "tasks"."starts_at" < "tasks"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "task_attempts" ADD CONSTRAINT "task_attempts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attempts" ADD CONSTRAINT "task_attempts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attempts" ADD CONSTRAINT "task_attempts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_daily_stats" ADD CONSTRAINT "task_daily_stats_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_questions" ADD CONSTRAINT "task_questions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reports" ADD CONSTRAINT "task_reports_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reports" ADD CONSTRAINT "task_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reports" ADD CONSTRAINT "task_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_request_keys" ADD CONSTRAINT "task_request_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_settings" ADD CONSTRAINT "task_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_views" ADD CONSTRAINT "task_views_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_views" ADD CONSTRAINT "task_views_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_attempts_task_member_key" ON "task_attempts" USING btree ("task_id","member_id");--> statement-breakpoint
CREATE INDEX "task_attempts_member_started_idx" ON "task_attempts" USING btree ("member_id","started_at","id");--> statement-breakpoint
CREATE INDEX "task_attempts_member_paid_idx" ON "task_attempts" USING btree ("member_id","finished_at") WHERE "task_attempts"."status" = 'completed' and "task_attempts"."reward_coins" > 0;--> statement-breakpoint
CREATE INDEX "task_attempts_pending_idx" ON "task_attempts" USING btree ("task_id","finished_at","id") WHERE "task_attempts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "task_questions_task_position_key" ON "task_questions" USING btree ("task_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "task_reports_task_reporter_key" ON "task_reports" USING btree ("task_id","reporter_id");--> statement-breakpoint
CREATE INDEX "task_reports_open_idx" ON "task_reports" USING btree ("created_at","id") WHERE "task_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "task_request_keys_created_idx" ON "task_request_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_partner_created_idx" ON "tasks" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_live_newest_idx" ON "tasks" USING btree ("kind","published_at","id") WHERE "tasks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tasks_live_reward_idx" ON "tasks" USING btree ("kind","reward_coins","id") WHERE "tasks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tasks_live_ending_idx" ON "tasks" USING btree ("kind","ends_at","id") WHERE "tasks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tasks_open_starts_idx" ON "tasks" USING btree ("starts_at") WHERE "tasks"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "tasks_open_ends_idx" ON "tasks" USING btree ("ends_at") WHERE "tasks"."status" in ('live', 'paused', 'scheduled');--> statement-breakpoint
CREATE INDEX "tasks_in_review_idx" ON "tasks" USING btree ("published_at","id") WHERE "tasks"."status" = 'in_review';