CREATE TABLE "disbursement_instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"routing_number_encrypted" text NOT NULL,
	"routing_number_last_four" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last_four" text NOT NULL,
	"account_type" text NOT NULL,
	"account_holder" text NOT NULL,
	"first_draw" numeric(14, 2),
	"funds_summary" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disbursement_instructions_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "disbursement_instructions_account_type_check" CHECK ("account_type" in ('checking', 'savings'))
);
--> statement-breakpoint
ALTER TABLE "disbursement_instructions" ADD CONSTRAINT "disbursement_instructions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;