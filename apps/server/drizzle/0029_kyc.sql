CREATE TABLE "kyc_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "kyc_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"kind" varchar(24) NOT NULL,
	"actor_id" uuid,
	"reason" varchar(500),
	"fields" varchar(16)[] DEFAULT '{}'::varchar[] NOT NULL,
	"request_key" varchar(100),
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "kyc_events_kind_check" CHECK (kind in ('submitted', 'approved', 'rejected', 'resubmission_requested', 'expired', 'documents_deleted'))
);
--> statement-breakpoint
CREATE TABLE "kyc_photo_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid,
	"side" varchar(8) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"stored_bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "kyc_photos_side_check" CHECK (side in ('front', 'back', 'selfie'))
);
--> statement-breakpoint
CREATE TABLE "kyc_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(24) NOT NULL,
	"document_type" varchar(24) NOT NULL,
	"document_number" varchar(30) NOT NULL,
	"document_key" varchar(30) NOT NULL,
	"country" varchar(2) NOT NULL,
	"expires_on" date NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"birth_date" date NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decided_by" uuid,
	"reason" varchar(500),
	"resubmit_fields" varchar(16)[] DEFAULT '{}'::varchar[] NOT NULL,
	"documents_deleted_at" timestamp (3) with time zone,
	CONSTRAINT "kyc_requests_status_check" CHECK (status in ('pending', 'approved', 'rejected', 'resubmission_requested', 'expired')),
	CONSTRAINT "kyc_requests_document_type_check" CHECK (document_type in ('passport', 'id_card', 'driving_licence', 'residence_permit'))
);
--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_request_id_kyc_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_photo_views" ADD CONSTRAINT "kyc_photo_views_photo_id_kyc_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."kyc_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_photo_views" ADD CONSTRAINT "kyc_photo_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_photos" ADD CONSTRAINT "kyc_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_photos" ADD CONSTRAINT "kyc_photos_request_id_kyc_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_events_request_idx" ON "kyc_events" USING btree ("request_id","at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_events_request_key" ON "kyc_events" USING btree ("actor_id","request_key") WHERE "kyc_events"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "kyc_photo_views_photo_idx" ON "kyc_photo_views" USING btree ("photo_id","viewed_at");--> statement-breakpoint
CREATE INDEX "kyc_photos_request_idx" ON "kyc_photos" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_photos_one_draft_per_side" ON "kyc_photos" USING btree ("user_id","side") WHERE "kyc_photos"."request_id" is null;--> statement-breakpoint
CREATE INDEX "kyc_requests_user_idx" ON "kyc_requests" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_queue_idx" ON "kyc_requests" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "kyc_requests_document_idx" ON "kyc_requests" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "kyc_requests_person_idx" ON "kyc_requests" USING btree (lower("last_name"),lower("first_name"),"birth_date");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_requests_one_pending" ON "kyc_requests" USING btree ("user_id") WHERE "kyc_requests"."status" = 'pending';