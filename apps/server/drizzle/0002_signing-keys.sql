CREATE TABLE "signing_keys" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
