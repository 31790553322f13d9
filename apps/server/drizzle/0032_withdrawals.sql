CREATE TABLE "withdrawal_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdrawal_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"actor_id" uuid,
	"note" varchar(500),
	"request_key" varchar(255),
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "withdrawal_events_kind_check" CHECK (kind in ('requested', 'first_approval', 'approved', 'paid', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"day_limit_coins" integer NOT NULL,
	"month_limit_coins" integer NOT NULL,
	"second_approval_above_coins" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "withdrawal_settings_one_row" CHECK ("withdrawal_settings"."id" = 1),
	CONSTRAINT "withdrawal_settings_limits_check" CHECK ("withdrawal_settings"."day_limit_coins" > 0 and "withdrawal_settings"."month_limit_coins" >= "withdrawal_settings"."day_limit_coins" and "withdrawal_settings"."second_approval_above_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"currency" varchar(3) NOT NULL,
	"coins" integer NOT NULL,
	"fee_coins" integer NOT NULL,
	"rate_id" uuid NOT NULL,
	"rate_version" integer NOT NULL,
	"rate" numeric(13, 6) NOT NULL,
	"money_minor" bigint NOT NULL,
	"destination" jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(500),
	"reference" varchar(100),
	"first_approved_by" uuid,
	"first_approved_at" timestamp (3) with time zone,
	"approved_by" uuid,
	"approved_at" timestamp (3) with time zone,
	"needs_two_approvals" boolean NOT NULL,
	"request_key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "withdrawals_status_check" CHECK (status in ('pending', 'approved', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_amounts_check" CHECK ("withdrawals"."coins" > 0 and "withdrawals"."fee_coins" >= 0 and "withdrawals"."fee_coins" < "withdrawals"."coins"),
	CONSTRAINT "withdrawals_money_check" CHECK ("withdrawals"."money_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "email_challenges" DROP CONSTRAINT "email_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD CONSTRAINT "withdrawal_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_provider_id_payout_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."payout_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_rate_id_payout_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."payout_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_events_withdrawal_idx" ON "withdrawal_events" USING btree ("withdrawal_id","at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_events_request_key" ON "withdrawal_events" USING btree ("withdrawal_id","actor_id","request_key") WHERE "withdrawal_events"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_number_key" ON "withdrawals" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key" ON "withdrawals" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("user_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_requested_idx" ON "withdrawals" USING btree ("requested_at","id");--> statement-breakpoint
ALTER TABLE "email_challenges" ADD CONSTRAINT "email_challenges_purpose_check" CHECK ("email_challenges"."purpose" in ('verify_email', 'login', 'withdrawal'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_type_check" CHECK ("notification_preferences"."type" in ('friend_request', 'friend_accept', 'reaction', 'comment', 'reply', 'mention', 'share', 'report_outcome', 'moderation', 'coins_adjusted', 'invite_joined', 'story_reply', 'story_reaction', 'short_like', 'short_comment', 'task_reward', 'task_proof_refused', 'task_reviewed', 'kyc_status', 'withdrawal'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('friend_request', 'friend_accept', 'reaction', 'comment', 'reply', 'mention', 'share', 'report_outcome', 'moderation', 'coins_adjusted', 'invite_joined', 'story_reply', 'story_reaction', 'short_like', 'short_comment', 'task_reward', 'task_proof_refused', 'task_reviewed', 'kyc_status', 'withdrawal'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('purchase', 'referral_bonus', 'admin_adjustment', 'reversal', 'refund', 'chargeback', 'task_funding', 'task_reward', 'task_refund', 'withdrawal', 'withdrawal_return', 'withdrawal_payout'));