CREATE TABLE "matrimonial_profile_views" (
	"viewed_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewed_on" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matrimonial_profile_views_viewed_id_viewer_id_viewed_on_pk" PRIMARY KEY("viewed_id","viewer_id","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "matrimonial_shortlist" (
	"user_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matrimonial_shortlist_user_id_target_id_pk" PRIMARY KEY("user_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "mother_gotra" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "exclude_same_gotra" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "exclude_mother_gotra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "birth_time" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "birth_state" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "birth_city" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "rashi" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "nakshatra" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "browse_privately" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "new_matches_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD COLUMN "horoscope_matters" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matrimonial_profile_views" ADD CONSTRAINT "matrimonial_profile_views_viewed_id_users_id_fk" FOREIGN KEY ("viewed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_profile_views" ADD CONSTRAINT "matrimonial_profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_shortlist" ADD CONSTRAINT "matrimonial_shortlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matrimonial_shortlist" ADD CONSTRAINT "matrimonial_shortlist_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matrimonial_profile_views_viewer_idx" ON "matrimonial_profile_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "matrimonial_shortlist_target_idx" ON "matrimonial_shortlist" USING btree ("target_id");