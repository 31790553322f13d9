CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(8) NOT NULL,
	"subject_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"first_reported_at" timestamp (3) with time zone NOT NULL,
	"last_reported_at" timestamp (3) with time zone NOT NULL,
	"activity_at" timestamp (3) with time zone NOT NULL,
	"action" varchar(8),
	"note" varchar(500) DEFAULT '' NOT NULL,
	"resolved_by_id" uuid,
	"resolved_at" timestamp (3) with time zone,
	"suspended_until" timestamp (3) with time zone,
	CONSTRAINT "moderation_cases_kind_check" CHECK (kind in ('post', 'comment', 'profile')),
	CONSTRAINT "moderation_cases_status_check" CHECK ("moderation_cases"."status" in ('open', 'resolved')),
	CONSTRAINT "moderation_cases_action_check" CHECK ("moderation_cases"."action" is null or "moderation_cases"."action" in ('dismiss', 'remove', 'warn', 'suspend'))
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"subject_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" varchar(32) NOT NULL,
	"details" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_reports_kind_check" CHECK (kind in ('post', 'comment', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_subject_key" ON "moderation_cases" USING btree ("kind","subject_id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","activity_at","id");--> statement-breakpoint
CREATE INDEX "moderation_cases_kind_queue_idx" ON "moderation_cases" USING btree ("status","kind","activity_at","id");--> statement-breakpoint
CREATE INDEX "moderation_cases_author_idx" ON "moderation_cases" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_reporter_key" ON "moderation_reports" USING btree ("kind","subject_id","reporter_id");--> statement-breakpoint
CREATE INDEX "moderation_reports_case_idx" ON "moderation_reports" USING btree ("case_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" in ('friend_request', 'friend_accept', 'reaction', 'comment', 'reply', 'mention', 'share', 'report_outcome', 'moderation'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('friend_request', 'friend_accept', 'reaction', 'comment', 'reply', 'mention', 'share', 'report_outcome', 'moderation'));