CREATE TABLE "media_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"failure_reason" text,
	"content_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"original_key" varchar(200),
	"width" integer,
	"height" integer,
	"blurhash" varchar(100),
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_objects_status_check" CHECK ("media_objects"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "media_objects_visibility_check" CHECK ("media_objects"."visibility" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"declared_type" varchar(100) NOT NULL,
	"file_name" varchar(255),
	"size" bigint NOT NULL,
	"offset" bigint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'uploading' NOT NULL,
	"media_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_sessions_status_check" CHECK ("upload_sessions"."status" in ('uploading', 'complete', 'aborted')),
	CONSTRAINT "upload_sessions_offset_check" CHECK ("upload_sessions"."offset" >= 0 and "upload_sessions"."offset" <= "upload_sessions"."size")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_media_id_media_objects_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_owner_idx" ON "media_objects" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_sessions_owner_idx" ON "upload_sessions" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "upload_sessions_expiry_idx" ON "upload_sessions" USING btree ("status","expires_at");