CREATE TABLE "payout_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"driver" varchar(20) DEFAULT 'manual' NOT NULL,
	"currencies" varchar(3)[] NOT NULL,
	"fee_fixed_coins" integer NOT NULL,
	"fee_percent_bps" integer NOT NULL,
	"min_coins" integer NOT NULL,
	"max_coins" integer NOT NULL,
	"required_fields" varchar(16)[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_providers_kind_check" CHECK (kind in ('mobile_money', 'bank_transfer', 'paypal', 'other')),
	CONSTRAINT "payout_providers_driver_check" CHECK (driver in ('manual')),
	CONSTRAINT "payout_providers_currencies_check" CHECK (cardinality("payout_providers"."currencies") >= 1),
	CONSTRAINT "payout_providers_fields_check" CHECK (required_fields <@ array['phone', 'iban', 'email', 'accountName']::varchar[]),
	CONSTRAINT "payout_providers_fee_check" CHECK ("payout_providers"."fee_fixed_coins" >= 0 and "payout_providers"."fee_percent_bps" between 0 and 10000),
	CONSTRAINT "payout_providers_limits_check" CHECK ("payout_providers"."min_coins" > 0 and "payout_providers"."max_coins" >= "payout_providers"."min_coins")
);
--> statement-breakpoint
CREATE TABLE "payout_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" varchar(3) NOT NULL,
	"version" integer NOT NULL,
	"rate" numeric(13, 6) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_rates_currency_check" CHECK ("payout_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payout_rates_version_check" CHECK ("payout_rates"."version" >= 1),
	CONSTRAINT "payout_rates_rate_check" CHECK ("payout_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_rates" ADD CONSTRAINT "payout_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_providers_name_key" ON "payout_providers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payout_providers_active_idx" ON "payout_providers" USING btree ("active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_rates_currency_version_key" ON "payout_rates" USING btree ("currency","version");