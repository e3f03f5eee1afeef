CREATE TABLE "soft_pull_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"borrower" text NOT NULL,
	"wording" text NOT NULL,
	"wording_version" text NOT NULL,
	"lender_legal_name" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "soft_pull_consents_borrower_check" CHECK ("borrower" in ('borrower', 'coborrower'))
);
--> statement-breakpoint
ALTER TABLE "soft_pull_consents" ADD CONSTRAINT "soft_pull_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "soft_pull_consents_application_idx" ON "soft_pull_consents" USING btree ("application_id","consented_at");