CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_assignments" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"loan_officer_id" uuid,
	"processor_id" uuid,
	"assigned_by" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_role_check";--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "nmls_id" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_assignments" ADD CONSTRAINT "file_assignments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_assignments" ADD CONSTRAINT "file_assignments_loan_officer_id_staff_users_id_fk" FOREIGN KEY ("loan_officer_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_assignments" ADD CONSTRAINT "file_assignments_processor_id_staff_users_id_fk" FOREIGN KEY ("processor_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_assignments" ADD CONSTRAINT "file_assignments_assigned_by_staff_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_organisation_name_key" ON "teams" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "file_assignments_loan_officer_idx" ON "file_assignments" USING btree ("loan_officer_id");--> statement-breakpoint
CREATE INDEX "file_assignments_processor_idx" ON "file_assignments" USING btree ("processor_id");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_role_check" CHECK ("role" in ('admin', 'loanOfficer', 'viewer', 'lenderAdmin', 'pricingAdmin', 'underwriter', 'processor', 'lenderLoanOfficer', 'lenderViewer'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_nmls_id_check" CHECK ("staff_users"."nmls_id" ~ '^[0-9]{1,12}$');--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("role" in ('admin', 'loanOfficer', 'viewer', 'lenderAdmin', 'pricingAdmin', 'underwriter', 'processor', 'lenderLoanOfficer', 'lenderViewer'));