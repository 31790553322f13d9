CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"refusal_reason" varchar(32),
	"referrer_coins" integer NOT NULL,
	"new_member_coins" integer NOT NULL,
	"network" varchar(64),
	"created_at" timestamp (3) with time zone NOT NULL,
	"vests_after" timestamp (3) with time zone NOT NULL,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "referral_rewards_status_check" CHECK ("referral_rewards"."status" in ('pending', 'vested', 'refused')),
	CONSTRAINT "referral_rewards_refusal_check" CHECK (("referral_rewards"."status" = 'refused') = ("referral_rewards"."refusal_reason" is not null)),
	CONSTRAINT "referral_rewards_coins_check" CHECK ("referral_rewards"."referrer_coins" >= 0 and "referral_rewards"."new_member_coins" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_referred_key" ON "referral_rewards" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_pending_idx" ON "referral_rewards" USING btree ("vests_after") WHERE "referral_rewards"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'partner', 'moderator', 'admin'));