CREATE TABLE "application_coborrowers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_coborrowers_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "application_coborrowers" ADD CONSTRAINT "application_coborrowers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_coborrowers" ADD CONSTRAINT "application_coborrowers_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_coborrowers_applicant_idx" ON "application_coborrowers" USING btree ("applicant_id");