DROP INDEX "users_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text COLLATE "C" GENERATED ALWAYS AS (lower(full_name)) STORED;--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("search_name" gin_trgm_ops) WHERE "users"."onboarding_completed";--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING btree ("search_name","id") WHERE "users"."onboarding_completed";