CREATE TABLE "partner_staff" (
	"partner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_staff_partner_id_user_id_pk" PRIMARY KEY("partner_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "silenced_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "description" varchar(300);--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "subject_type" varchar(16);--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "status" varchar(16);--> statement-breakpoint
ALTER TABLE "partner_staff" ADD CONSTRAINT "partner_staff_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_staff" ADD CONSTRAINT "partner_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_staff_user_idx" ON "partner_staff" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_kind_activity_idx" ON "conversations" USING btree ("kind","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "conversations_partner_queue_idx" ON "conversations" USING btree ("partner_id","status","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (to_tsvector('simple'::regconfig, translate(lower(coalesce(text, '')), 'àáâãäåāăąçćčďđèéêëēėęěğìíîïīįıłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿžźżœæß', 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorrssstuuuuuuuuyyzzzoas')));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" is null or "conversations"."status" in ('open', 'resolved'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_partner_check" CHECK (("conversations"."kind" = 'partner') = ("conversations"."status" is not null and "conversations"."subject_type" is not null));