CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"member_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banned_phones" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket" text NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"reported_url" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"handled_by" uuid,
	CONSTRAINT "grievances_ticket_unique" UNIQUE("ticket")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_content" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_image" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
-- Reports made before moderation were all about a member; the ones marked reviewed or dismissed count as dismissed.
UPDATE "reports" SET "target_type" = 'USER', "target_id" = "reported_id";--> statement-breakpoint
UPDATE "reports" SET "status" = 'RESOLVED', "action" = 'DISMISS', "resolved_at" = coalesce("reviewed_at", now()) WHERE "status" <> 'OPEN';--> statement-breakpoint
-- One open report per reporter and target from now on: earlier repeats are closed as duplicates.
UPDATE "reports" AS later SET "status" = 'RESOLVED', "action" = 'DISMISS', "note" = 'Duplicate of an earlier report', "resolved_at" = now()
  WHERE later."status" = 'OPEN' AND EXISTS (
    SELECT 1 FROM "reports" AS earlier
    WHERE earlier."status" = 'OPEN' AND earlier."reporter_id" = later."reporter_id"
      AND earlier."reported_id" = later."reported_id" AND earlier."id" < later."id");--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "target_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "target_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "reviewed_at";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "started_by" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id","action");--> statement-breakpoint
CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_not_active_idx" ON "users" USING btree ("id","status","suspended_until") WHERE "users"."status" <> 'ACTIVE';--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("role") WHERE "users"."role" <> 'MEMBER';--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_open_queue_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_resolved_idx" ON "reports" USING btree ("resolved_at" DESC NULLS LAST) WHERE "reports"."status" = 'RESOLVED';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_target_image_idx" ON "reports" USING btree ("target_image") WHERE "reports"."target_image" is not null;--> statement-breakpoint
CREATE INDEX "chats_started_by_idx" ON "chats" USING btree ("started_by","created_at") WHERE "chats"."started_by" is not null;;--> statement-breakpoint
-- The audit log is append-only: no update or delete, except erasing an account setting its ids to null.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type
    AND NEW.target_id = OLD.target_id AND NEW.note IS NOT DISTINCT FROM OLD.note AND NEW.created_at = OLD.created_at
    AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id OR NEW.actor_id IS NULL)
    AND (NEW.member_id IS NOT DISTINCT FROM OLD.member_id OR NEW.member_id IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log cannot be changed';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
