ALTER TABLE "moderation_cases" DROP CONSTRAINT "moderation_cases_kind_check";--> statement-breakpoint
ALTER TABLE "moderation_reports" DROP CONSTRAINT "moderation_reports_kind_check";--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_kind_check" CHECK (kind in ('post', 'comment', 'profile', 'message'));--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_kind_check" CHECK (kind in ('post', 'comment', 'profile', 'message'));