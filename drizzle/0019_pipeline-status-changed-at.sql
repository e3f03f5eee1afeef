ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_organisation_created_idx" ON "applications" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
-- Decision 086: an application's status is written from several services; the database keeps when it last changed.
UPDATE "applications" AS a SET "status_changed_at" = coalesce(
  (SELECT max(e."occurred_at") FROM "audit_events" e
    WHERE e."subject" = 'application:' || a."id"::text AND e."action" = 'application.statusChanged'),
  a."updated_at");--> statement-breakpoint
CREATE FUNCTION "applications_status_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."application_status" IS DISTINCT FROM OLD."application_status" THEN
    NEW."status_changed_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "applications_status_changed_at" BEFORE UPDATE OF "application_status" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_status_changed_at"();
