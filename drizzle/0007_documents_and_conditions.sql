CREATE TABLE "conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"code" integer NOT NULL,
	"kind" text NOT NULL,
	"document_type" text,
	"information_kind" text,
	"borrower" text,
	"property_id" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" text,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "conditions_kind_check" CHECK ("kind" in ('document', 'information', 'email')),
	CONSTRAINT "conditions_information_kind_check" CHECK ("information_kind" in ('long_text', 'address', 'employment')),
	CONSTRAINT "conditions_borrower_check" CHECK ("borrower" in ('main', 'coborrower')),
	CONSTRAINT "conditions_status_check" CHECK ("status" in ('open', 'cleared', 'waived'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"borrower" text,
	"property_id" text,
	"side" text,
	"condition_id" uuid,
	"display_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_borrower_check" CHECK ("borrower" in ('main', 'coborrower')),
	CONSTRAINT "documents_status_check" CHECK ("status" in ('processing', 'ready')),
	CONSTRAINT "documents_source_check" CHECK ("source" in ('upload', 'bankConnection', 'insuranceConnection')),
	CONSTRAINT "documents_side_check" CHECK ("side" in ('front', 'back'))
);
--> statement-breakpoint
CREATE TABLE "upload_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"borrower" text,
	"property_id" text,
	"should_skip" boolean DEFAULT false NOT NULL,
	"reason" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_requests_borrower_check" CHECK ("borrower" in ('main', 'coborrower'))
);
--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_requests" ADD CONSTRAINT "upload_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conditions_application_idx" ON "conditions" USING btree ("application_id","status");--> statement-breakpoint
CREATE INDEX "documents_application_idx" ON "documents" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_requests_application_idx" ON "upload_requests" USING btree ("application_id","created_at");