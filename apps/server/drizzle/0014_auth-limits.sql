CREATE TABLE "auth_limit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_decoys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"username" varchar(30) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_challenges" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE INDEX "auth_limit_events_lookup_idx" ON "auth_limit_events" USING btree ("email","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_decoys_username_lower_key" ON "registration_decoys" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "registration_decoys_email_idx" ON "registration_decoys" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "email_challenges_client_key" ON "email_challenges" USING btree ("email","client_key");