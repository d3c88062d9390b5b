CREATE TABLE "matrimonial_co_manager_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matrimonial_co_managers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "matrimonial_contact_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"manager_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "sent_by_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "answered_by_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "family_contact_name" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "family_contact_phone" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_by_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "matrimonial_co_manager_actions" ADD CONSTRAINT "matrimonial_co_manager_actions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_co_manager_actions" ADD CONSTRAINT "matrimonial_co_manager_actions_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_co_managers" ADD CONSTRAINT "matrimonial_co_managers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_co_managers" ADD CONSTRAINT "matrimonial_co_managers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_contact_views" ADD CONSTRAINT "matrimonial_contact_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_contact_views" ADD CONSTRAINT "matrimonial_contact_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_contact_views" ADD CONSTRAINT "matrimonial_contact_views_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matrimonial_co_manager_actions_owner_idx" ON "matrimonial_co_manager_actions" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "matrimonial_co_managers_one_live" ON "matrimonial_co_managers" USING btree ("owner_id","manager_id") WHERE "matrimonial_co_managers"."status" <> 'REMOVED';--> statement-breakpoint
CREATE INDEX "matrimonial_co_managers_manager_idx" ON "matrimonial_co_managers" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "matrimonial_contact_views_owner_idx" ON "matrimonial_contact_views" USING btree ("owner_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matrimonial_contact_views_viewer_idx" ON "matrimonial_contact_views" USING btree ("viewer_id");--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_sent_by_manager_id_users_id_fk" FOREIGN KEY ("sent_by_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_answered_by_manager_id_users_id_fk" FOREIGN KEY ("answered_by_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_by_manager_id_users_id_fk" FOREIGN KEY ("sent_by_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;