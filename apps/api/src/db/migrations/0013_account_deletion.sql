CREATE TABLE "account_erasures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matrimonial_profile_origins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keep_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erase_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_erase_at_idx" ON "users" USING btree ("erase_at","id") WHERE "users"."erase_at" is not null;