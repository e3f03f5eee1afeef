ALTER TABLE "decisions" DROP CONSTRAINT "decisions_outcome_check";--> statement-breakpoint
DROP INDEX "decisions_application_key";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "loan_milestone" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "loan_milestone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "loan_milestone_by" text;--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "supersedes" uuid;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_supersedes_decisions_id_fk" FOREIGN KEY ("supersedes") REFERENCES "public"."decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decisions_first_key" ON "decisions" USING btree ("application_id") WHERE "decisions"."supersedes" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "decisions_supersedes_key" ON "decisions" USING btree ("supersedes");--> statement-breakpoint
CREATE INDEX "decisions_application_idx" ON "decisions" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_loan_milestone_check" CHECK ("loan_milestone" in ('submitted', 'processing', 'underwriting', 'conditionallyApproved', 'clearToClose', 'closing', 'funded'));--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_outcome_check" CHECK ("outcome" in ('approved', 'conditionallyApproved', 'referred', 'counteroffer', 'declined'));