CREATE TABLE "application_sections" (
	"application_id" uuid NOT NULL,
	"section" text NOT NULL,
	"who" text NOT NULL,
	"data" jsonb NOT NULL,
	"sensitive_encrypted" text,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "application_sections_application_id_section_who_pk" PRIMARY KEY("application_id","section","who"),
	CONSTRAINT "application_sections_who_check" CHECK ("who" in ('borrower', 'coborrower', 'application'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "lending_system" text DEFAULT 'encompass' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "application_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_sections" ADD CONSTRAINT "application_sections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_lending_system_check" CHECK ("lending_system" in ('byte', 'encompass', 'lendingPad'));