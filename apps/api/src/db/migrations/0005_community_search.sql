-- Help keywords are free text whose case the member keeps; the community filter matches them whatever the case.
-- Generated columns need an immutable expression, and array_to_string/array casts are only stable: hence this function.
CREATE OR REPLACE FUNCTION lower_text_array(keywords text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(SELECT lower(keyword) FROM unnest(keywords) AS keyword);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_help_out_lower" text[] GENERATED ALWAYS AS (lower_text_array("can_help_out")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_seek_help_lower" text[] GENERATED ALWAYS AS (lower_text_array("can_seek_help")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_can_help_out_lower_idx" ON "users" USING gin ("can_help_out_lower");--> statement-breakpoint
CREATE INDEX "users_can_seek_help_lower_idx" ON "users" USING gin ("can_seek_help_lower");--> statement-breakpoint
CREATE INDEX "users_profession_idx" ON "users" USING btree ("profession");