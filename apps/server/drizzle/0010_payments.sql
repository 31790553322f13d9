CREATE TABLE "coin_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(60) NOT NULL,
	"coins" integer NOT NULL,
	"bonus_coins" integer DEFAULT 0 NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_packs_coins_check" CHECK ("coin_packs"."coins" > 0 and "coin_packs"."bonus_coins" >= 0),
	CONSTRAINT "coin_packs_price_check" CHECK ("coin_packs"."price_minor" > 0),
	CONSTRAINT "coin_packs_currency_check" CHECK ("coin_packs"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(32) NOT NULL,
	"purchase_id" uuid,
	"outcome" varchar(32) NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp (3) with time zone,
	"released_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" varchar(24),
	"user_id" uuid NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"pack_id" uuid NOT NULL,
	"pack_name" varchar(60) NOT NULL,
	"pack_coins" integer NOT NULL,
	"pack_bonus_coins" integer NOT NULL,
	"coins" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_ref" varchar(255),
	"provider_payment_ref" varchar(255),
	"checkout_url" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"failure_code" varchar(32),
	"failure_reason" varchar(500),
	"credit_transaction_id" uuid,
	"reversal_transaction_id" uuid,
	"coins_taken_back" integer,
	"shortfall_coins" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"reversed_at" timestamp (3) with time zone,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'paid', 'failed', 'canceled', 'refunded', 'charged_back')),
	CONSTRAINT "purchases_provider_check" CHECK ("purchases"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "purchases_coins_check" CHECK ("purchases"."coins" = "purchases"."pack_coins" + "purchases"."pack_bonus_coins" and "purchases"."coins" > 0),
	CONSTRAINT "purchases_credit_check" CHECK (("purchases"."credit_transaction_id" is null) = ("purchases"."receipt_number" is null) and ("purchases"."credit_transaction_id" is null) = ("purchases"."paid_at" is null))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pack_id_coin_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."coin_packs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_packs_store_idx" ON "coin_packs" USING btree ("active","position","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_purchase_idx" ON "payment_events" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_holds_open_key" ON "payment_holds" USING btree ("user_id") WHERE "payment_holds"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_holds_purchase_key" ON "payment_holds" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_receipt_number_key" ON "purchases" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_user_idempotency_key" ON "purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_provider_ref_key" ON "purchases" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_provider_payment_ref_key" ON "purchases" USING btree ("provider","provider_payment_ref");--> statement-breakpoint
CREATE INDEX "purchases_user_recent_idx" ON "purchases" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_recent_idx" ON "purchases" USING btree ("created_at","id");