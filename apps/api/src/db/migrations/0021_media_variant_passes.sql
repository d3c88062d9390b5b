CREATE TABLE "media_variant_passes" (
	"widths" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"after" text,
	"checked" integer DEFAULT 0 NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"leased_by" uuid,
	"leased_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
