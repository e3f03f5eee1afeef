CREATE TABLE "disclosure_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"application_taken_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"delivery_deadline" date NOT NULL,
	"consent_id" uuid NOT NULL,
	CONSTRAINT "disclosure_deliveries_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "disclosure_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disclosure_documents_kind_check" CHECK ("kind" in ('helocProgramDisclosure', 'helocBrochure', 'loanEstimate'))
);
--> statement-breakpoint
CREATE TABLE "disclosure_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"signer_role" text NOT NULL,
	"applicant_id" uuid,
	"signature" text NOT NULL,
	"email" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	"consent_id" uuid NOT NULL,
	"unsigned_sha256" text NOT NULL,
	"signed_sha256" text NOT NULL,
	"signed_pdf" "bytea" NOT NULL,
	CONSTRAINT "disclosure_signatures_signer_role_check" CHECK ("signer_role" in ('borrower', 'coborrower'))
);
--> statement-breakpoint
CREATE TABLE "esign_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"signer_role" text NOT NULL,
	"applicant_id" uuid,
	"version" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_issued_at" timestamp with time zone NOT NULL,
	"given_at" timestamp with time zone,
	"address" text,
	"user_agent" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_address" text,
	"withdrawn_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_consents_signer_role_check" CHECK ("signer_role" in ('borrower', 'coborrower'))
);
--> statement-breakpoint
ALTER TABLE "disclosure_deliveries" ADD CONSTRAINT "disclosure_deliveries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_deliveries" ADD CONSTRAINT "disclosure_deliveries_consent_id_esign_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."esign_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_documents" ADD CONSTRAINT "disclosure_documents_delivery_id_disclosure_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."disclosure_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_documents" ADD CONSTRAINT "disclosure_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_signatures" ADD CONSTRAINT "disclosure_signatures_document_id_disclosure_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."disclosure_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_signatures" ADD CONSTRAINT "disclosure_signatures_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_signatures" ADD CONSTRAINT "disclosure_signatures_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_signatures" ADD CONSTRAINT "disclosure_signatures_consent_id_esign_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."esign_consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_consents" ADD CONSTRAINT "esign_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_consents" ADD CONSTRAINT "esign_consents_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disclosure_documents_kind_key" ON "disclosure_documents" USING btree ("application_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "disclosure_signatures_signer_key" ON "disclosure_signatures" USING btree ("document_id","signer_role");--> statement-breakpoint
CREATE INDEX "disclosure_signatures_application_idx" ON "disclosure_signatures" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_consents_open_key" ON "esign_consents" USING btree ("application_id","signer_role","version") WHERE withdrawn_at is null;