DROP INDEX "comments_author_idx";--> statement-breakpoint
CREATE INDEX "comments_author_post_idx" ON "comments" USING btree ("user_id","post_id");