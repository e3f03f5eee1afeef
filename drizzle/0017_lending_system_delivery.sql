CREATE TABLE "loan_deliveries" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"requested_version" integer DEFAULT 1 NOT NULL,
	"sent_version" integer DEFAULT 0 NOT NULL,
	"los_loan_id" text,
	"los_loan_number" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"milestone" text,
	"status_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_deliveries_system_check" CHECK ("system" in ('byte', 'encompass', 'lendingPad')),
	CONSTRAINT "loan_deliveries_state_check" CHECK ("state" in ('waiting', 'sent', 'accepted', 'failed')),
	CONSTRAINT "loan_deliveries_milestone_check" CHECK ("milestone" in ('submitted', 'processing', 'underwriting', 'conditionallyApproved', 'clearToClose', 'closing', 'funded'))
);
--> statement-breakpoint
CREATE TABLE "loan_delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"system" text NOT NULL,
	"version" integer NOT NULL,
	"action" text,
	"outcome" text,
	"detail" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "loan_delivery_attempts_outcome_check" CHECK ("outcome" in ('accepted', 'retrying', 'refused', 'failed')),
	CONSTRAINT "loan_delivery_attempts_action_check" CHECK ("action" in ('create', 'found', 'update'))
);
--> statement-breakpoint
CREATE TABLE "los_webhook_events" (
	"system" text NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "los_webhook_events_system_event_id_pk" PRIMARY KEY("system","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"loan_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" text NOT NULL,
	"file_sha256" text NOT NULL,
	"imports" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_loans_loan_id_unique" UNIQUE("loan_id")
);
--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "los_condition_id" text;--> statement-breakpoint
ALTER TABLE "loan_deliveries" ADD CONSTRAINT "loan_deliveries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_delivery_attempts" ADD CONSTRAINT "loan_delivery_attempts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_deliveries_los_loan_idx" ON "loan_deliveries" USING btree ("system","los_loan_id");--> statement-breakpoint
CREATE INDEX "loan_delivery_attempts_application_idx" ON "loan_delivery_attempts" USING btree ("application_id","started_at");--> statement-breakpoint
CREATE INDEX "los_webhook_events_received_idx" ON "los_webhook_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_loans_application_idx" ON "sandbox_loans" USING btree ("system","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conditions_los_condition_key" ON "conditions" USING btree ("application_id","los_condition_id");