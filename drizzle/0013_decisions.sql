CREATE TABLE "decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"derivation" jsonb NOT NULL,
	"rate_sheet_version" integer NOT NULL,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"milestone_mailed_at" timestamp with time zone,
	CONSTRAINT "decisions_outcome_check" CHECK ("outcome" in ('approved', 'conditionallyApproved', 'referred', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_rate_sheet_version_rate_sheets_version_fk" FOREIGN KEY ("rate_sheet_version") REFERENCES "public"."rate_sheets"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decisions_application_key" ON "decisions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "decisions_decided_at_idx" ON "decisions" USING btree ("decided_at");