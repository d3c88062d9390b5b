CREATE TABLE "member_counts" (
	"members" integer NOT NULL,
	"helpers" integer NOT NULL,
	"seekers" integer NOT NULL
);
--> statement-breakpoint
-- What each users row adds to the counts: onboarded members count, and among them those with help keywords.
CREATE FUNCTION member_counts_follow_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM member_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_counts (members, helpers, seekers)
    SELECT count(*), count(*) FILTER (WHERE cardinality(can_help_out) > 0),
      count(*) FILTER (WHERE cardinality(can_seek_help) > 0)
    FROM new_users WHERE onboarding_completed HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO member_counts (members, helpers, seekers)
    SELECT -count(*), -count(*) FILTER (WHERE cardinality(can_help_out) > 0),
      -count(*) FILTER (WHERE cardinality(can_seek_help) > 0)
    FROM old_users WHERE onboarding_completed HAVING count(*) > 0;
  ELSE
    INSERT INTO member_counts (members, helpers, seekers)
    SELECT members, helpers, seekers FROM (
      SELECT coalesce(sum(sign), 0)::int AS members, coalesce(sum(sign) FILTER (WHERE helper), 0)::int AS helpers,
        coalesce(sum(sign) FILTER (WHERE seeker), 0)::int AS seekers
      FROM (
        SELECT 1 AS sign, cardinality(can_help_out) > 0 AS helper, cardinality(can_seek_help) > 0 AS seeker
        FROM new_users WHERE onboarding_completed
        UNION ALL
        SELECT -1, cardinality(can_help_out) > 0, cardinality(can_seek_help) > 0
        FROM old_users WHERE onboarding_completed
      ) AS change
    ) AS delta
    WHERE (members, helpers, seekers) <> (0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER member_counts_after_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follow_users();--> statement-breakpoint
CREATE TRIGGER member_counts_after_update AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follow_users();--> statement-breakpoint
CREATE TRIGGER member_counts_after_delete AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_users
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follow_users();--> statement-breakpoint
CREATE TRIGGER member_counts_after_truncate AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_follow_users();--> statement-breakpoint
INSERT INTO member_counts (members, helpers, seekers)
SELECT count(*), count(*) FILTER (WHERE cardinality(can_help_out) > 0), count(*) FILTER (WHERE cardinality(can_seek_help) > 0)
FROM users WHERE onboarding_completed;
