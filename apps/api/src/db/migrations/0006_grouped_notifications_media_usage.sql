CREATE INDEX "users_image_idx" ON "users" USING btree ("image") WHERE "users"."image" is not null;--> statement-breakpoint
CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image") WHERE "posts"."image" is not null;--> statement-breakpoint
CREATE INDEX "posts_meta_image_idx" ON "posts" USING btree ("meta_image") WHERE "posts"."meta_image" is not null;--> statement-breakpoint
-- Before this index, two events at once could each start an unread notification of the same group: keep the newest.
UPDATE "notifications" AS "older" SET "read_at" = now()
WHERE "older"."read_at" is null AND "older"."type" in ('POST_LIKE', 'MESSAGE') AND EXISTS (
  SELECT 1 FROM "notifications" AS "newer"
  WHERE "newer"."user_id" = "older"."user_id" AND "newer"."type" = "older"."type"
    AND "newer"."entity_id" = "older"."entity_id" AND "newer"."read_at" is null
    AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_idx" ON "notifications" USING btree ("user_id","type","entity_id") WHERE read_at is null and type in ('POST_LIKE', 'MESSAGE');