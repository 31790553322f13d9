CREATE TABLE "media_video_limits" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_seconds" integer NOT NULL,
	"max_bytes" bigint NOT NULL,
	"story_max_seconds" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_video_limits_one_row" CHECK ("media_video_limits"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "video" jsonb;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "progress" integer;--> statement-breakpoint
ALTER TABLE "media_video_limits" ADD CONSTRAINT "media_video_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_processing_idx" ON "media_objects" USING btree ("updated_at") WHERE "media_objects"."status" = 'processing';