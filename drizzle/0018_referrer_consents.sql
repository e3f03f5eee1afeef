CREATE TABLE "referrer_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"organisation_name" text NOT NULL,
	"referral_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"applicant_id" uuid,
	"address" text NOT NULL,
	"wording" text NOT NULL,
	"wording_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrer_consents" ADD CONSTRAINT "referrer_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrer_consents" ADD CONSTRAINT "referrer_consents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrer_consents" ADD CONSTRAINT "referrer_consents_referral_id_referral_links_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrer_consents" ADD CONSTRAINT "referrer_consents_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrer_consents_application_idx" ON "referrer_consents" USING btree ("application_id","consented_at");