CREATE TABLE "report_cases" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"status" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"reports_on_target" integer NOT NULL,
	"urgent" boolean NOT NULL,
	"first_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "reports_open_queue_idx";--> statement-breakpoint
DROP INDEX "reports_resolved_idx";--> statement-breakpoint
ALTER TABLE "report_cases" ADD CONSTRAINT "report_cases_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_open_target" ON "report_cases" USING btree ("target_type","target_id") WHERE "report_cases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "report_cases_open_queue_idx" ON "report_cases" USING btree ("urgent" DESC NULLS FIRST,"first_at","target_type","target_id") WHERE "report_cases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "report_cases_open_kind_queue_idx" ON "report_cases" USING btree ("target_type","urgent" DESC NULLS FIRST,"first_at","target_id") WHERE "report_cases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "report_cases_resolved_idx" ON "report_cases" USING btree ("resolved_at" DESC NULLS FIRST,"target_type","target_id") WHERE "report_cases"."status" = 'RESOLVED';--> statement-breakpoint
CREATE INDEX "report_cases_target_idx" ON "report_cases" USING btree ("target_type","target_id");--> statement-breakpoint
-- Every case as its reports make it: the open reports on a target are one case, each decision's reports another; the
-- oldest report is its face. The urgent reasons are URGENT_REPORT_REASONS (packages/shared/src/moderation.ts):
-- cases-upkeep.test.ts checks that they agree.
CREATE VIEW report_cases_from_reports AS
SELECT (array_agg(id ORDER BY created_at, id))[1] AS report_id, target_type, target_id, status, resolved_at,
  count(*)::int AS reports_on_target, bool_or(reason IN ('INAPPROPRIATE_PHOTO', 'FAKE_PROFILE')) AS urgent,
  min(created_at) AS first_at
FROM reports GROUP BY target_type, target_id, status, resolved_at;--> statement-breakpoint
CREATE FUNCTION report_cases_refresh(kind text, target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One transaction at a time per target: a report made while another is made or decided waits, then counts both.
  PERFORM pg_advisory_xact_lock(hashtextextended('report_cases:' || kind || ':' || target::text, 0));
  DELETE FROM report_cases WHERE target_type = kind AND target_id = target;
  INSERT INTO report_cases (report_id, target_type, target_id, status, resolved_at, reports_on_target, urgent, first_at)
  SELECT report_id, target_type, target_id, status, resolved_at, reports_on_target, urgent, first_at
  FROM report_cases_from_reports WHERE target_type = kind AND target_id = target;
END
$$;--> statement-breakpoint
-- Once per statement, for each target whose reports it added, removed or changed in a way the queue shows, in one
-- order (so that two statements never wait for each other's targets).
CREATE FUNCTION report_cases_follow_reports() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR changed IN SELECT DISTINCT target_type, target_id FROM new_reports ORDER BY 1, 2 LOOP
      PERFORM report_cases_refresh(changed.target_type, changed.target_id);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT DISTINCT target_type, target_id FROM old_reports ORDER BY 1, 2 LOOP
      PERFORM report_cases_refresh(changed.target_type, changed.target_id);
    END LOOP;
  ELSE
    FOR changed IN
      SELECT was.target_type, was.target_id FROM old_reports AS was JOIN new_reports AS became USING (id)
        WHERE (was.status, was.resolved_at, was.reason, was.created_at, was.target_type, was.target_id)
          IS DISTINCT FROM
          (became.status, became.resolved_at, became.reason, became.created_at, became.target_type, became.target_id)
      UNION
      SELECT became.target_type, became.target_id FROM old_reports AS was JOIN new_reports AS became USING (id)
        WHERE (was.target_type, was.target_id) IS DISTINCT FROM (became.target_type, became.target_id)
      ORDER BY 1, 2
    LOOP
      PERFORM report_cases_refresh(changed.target_type, changed.target_id);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_cases_after_insert AFTER INSERT ON "reports" REFERENCING NEW TABLE AS new_reports
  FOR EACH STATEMENT EXECUTE FUNCTION report_cases_follow_reports();--> statement-breakpoint
CREATE TRIGGER report_cases_after_update AFTER UPDATE ON "reports"
  REFERENCING OLD TABLE AS old_reports NEW TABLE AS new_reports
  FOR EACH STATEMENT EXECUTE FUNCTION report_cases_follow_reports();--> statement-breakpoint
CREATE TRIGGER report_cases_after_delete AFTER DELETE ON "reports" REFERENCING OLD TABLE AS old_reports
  FOR EACH STATEMENT EXECUTE FUNCTION report_cases_follow_reports();--> statement-breakpoint
-- The cases of the reports made before this migration.
INSERT INTO report_cases (report_id, target_type, target_id, status, resolved_at, reports_on_target, urgent, first_at)
SELECT report_id, target_type, target_id, status, resolved_at, reports_on_target, urgent, first_at
FROM report_cases_from_reports;
--> statement-breakpoint
-- Statistics at once, so that the first pages are planned as an index read.
ANALYZE report_cases;
