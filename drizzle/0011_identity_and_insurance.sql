CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"person_role" text NOT NULL,
	"applicant_id" uuid,
	"document_type" text NOT NULL,
	"front_document_id" uuid NOT NULL,
	"back_document_id" uuid,
	"outcome" text NOT NULL,
	"reference" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outside_call_id" bigint NOT NULL,
	"condition_id" uuid,
	"address" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_verifications_person_role_check" CHECK ("person_role" in ('borrower', 'coborrower')),
	CONSTRAINT "identity_verifications_outcome_check" CHECK ("outcome" in ('pass', 'review', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"policy_number" text NOT NULL,
	"kind" text NOT NULL,
	"effective" date NOT NULL,
	"expires" date NOT NULL,
	"dwelling_coverage" double precision NOT NULL,
	"mortgagee" text,
	"mortgage_statement_id" uuid,
	"outside_call_id" bigint NOT NULL,
	"linked_by" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_kind_check" CHECK ("kind" in ('homeowners', 'flood'))
);
--> statement-breakpoint
ALTER TABLE "outside_calls" DROP CONSTRAINT "outside_calls_port_check";--> statement-breakpoint
ALTER TABLE "outside_calls" DROP CONSTRAINT "outside_calls_charge_type_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "canopy_connected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_front_document_id_documents_id_fk" FOREIGN KEY ("front_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_back_document_id_documents_id_fk" FOREIGN KEY ("back_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_mortgage_statement_id_documents_id_fk" FOREIGN KEY ("mortgage_statement_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_application_idx" ON "identity_verifications" USING btree ("application_id","person_role");--> statement-breakpoint
CREATE INDEX "insurance_policies_application_idx" ON "insurance_policies" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "outside_calls" ADD CONSTRAINT "outside_calls_port_check" CHECK ("port" in ('creditBureau', 'valuation', 'incomeVerification', 'bankStatements', 'identityVerification', 'insuranceVerification'));--> statement-breakpoint
ALTER TABLE "outside_calls" ADD CONSTRAINT "outside_calls_charge_type_check" CHECK ("charge_type" in ('avm', 'avmCascade', 'singleCredit', 'jointCredit', 'singleCreditCoborrower', 'incomeVerification', 'bankStatements', 'identityVerification', 'insuranceVerification'));