CREATE TABLE "adverse_action_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reasons" jsonb NOT NULL,
	"notice" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid,
	"draft_token_hash" text,
	"organisation_id" uuid,
	"referral_id" uuid,
	"flow" text NOT NULL,
	"landing_version" text NOT NULL,
	"product" text DEFAULT 'heloc' NOT NULL,
	"application_status" text,
	"status_order" double precision,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sensitive_encrypted" text,
	"ssn_last_four" text,
	"credit_call_id" bigint,
	"coborrower_credit_call_id" bigint,
	"valuation_call_id" bigint,
	"current_offer_id" uuid,
	"declined_at" timestamp with time zone,
	"hitch_loan" boolean DEFAULT false NOT NULL,
	"encompass_conditionally_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_draft_token_hash_unique" UNIQUE("draft_token_hash"),
	CONSTRAINT "applications_flow_check" CHECK ("flow" in ('new', 'old')),
	CONSTRAINT "applications_landing_version_check" CHECK ("landing_version" in ('A', 'B')),
	CONSTRAINT "applications_product_check" CHECK ("product" in ('heloc', 'mortgage'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"rate_sheet_version" integer NOT NULL,
	"product" text NOT NULL,
	"eligible" boolean NOT NULL,
	"inputs" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outside_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"port" text NOT NULL,
	"charge_type" text NOT NULL,
	"subject_key" text NOT NULL,
	"application_id" uuid,
	"requested_by" text NOT NULL,
	"adapter" text NOT NULL,
	"outcome" text NOT NULL,
	"result_encrypted" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outside_calls_port_check" CHECK ("port" in ('creditBureau', 'valuation')),
	CONSTRAINT "outside_calls_charge_type_check" CHECK ("charge_type" in ('avm', 'avmCascade', 'singleCredit', 'jointCredit', 'singleCreditCoborrower')),
	CONSTRAINT "outside_calls_outcome_check" CHECK ("outcome" in ('found', 'notFound', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_sheets" (
	"version" integer PRIMARY KEY NOT NULL,
	"sheet" jsonb NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"prefill" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "adverse_action_notices" ADD CONSTRAINT "adverse_action_notices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_rate_sheet_version_rate_sheets_version_fk" FOREIGN KEY ("rate_sheet_version") REFERENCES "public"."rate_sheets"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_calls" ADD CONSTRAINT "outside_calls_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverse_action_notices_application_idx" ON "adverse_action_notices" USING btree ("application_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_applicant_key" ON "applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "applications_organisation_idx" ON "applications" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "outside_calls_reuse_idx" ON "outside_calls" USING btree ("port","charge_type","subject_key","occurred_at");--> statement-breakpoint
CREATE INDEX "referral_links_organisation_idx" ON "referral_links" USING btree ("organisation_id","created_at");