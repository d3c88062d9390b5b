ALTER TABLE "comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "removal_note" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "removal_note" text;--> statement-breakpoint
CREATE INDEX "comments_removed_idx" ON "comments" USING btree ("post_id") WHERE "comments"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "posts_removed_idx" ON "posts" USING btree ("user_id") WHERE "posts"."removed_at" is not null;