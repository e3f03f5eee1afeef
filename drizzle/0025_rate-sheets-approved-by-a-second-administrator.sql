ALTER TABLE "rate_sheets" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD COLUMN "effective_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD COLUMN "restores" integer;--> statement-breakpoint
CREATE INDEX "rate_sheets_in_force_idx" ON "rate_sheets" USING btree ("status","effective_at");--> statement-breakpoint
ALTER TABLE "rate_sheets" ADD CONSTRAINT "rate_sheets_status_check" CHECK ("status" in ('proposed', 'approved', 'rejected', 'withdrawn'));--> statement-breakpoint
-- Hand-written: versions published before approvals existed took effect when they were made.
UPDATE "rate_sheets" SET "effective_at" = "created_at";
