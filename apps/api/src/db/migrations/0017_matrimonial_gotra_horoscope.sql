ALTER TABLE "matrimonial_profiles" ADD COLUMN "mother_gotra" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "exclude_same_gotra" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "exclude_mother_gotra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "birth_time" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "birth_state" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "birth_city" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "rashi" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "nakshatra" text;--> statement-breakpoint
ALTER TABLE "matrimonial_profiles" ADD COLUMN "browse_privately" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD COLUMN "horoscope_matters" boolean DEFAULT false NOT NULL;