ALTER TABLE "conditions" DROP CONSTRAINT "conditions_status_check";--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "category" text DEFAULT 'priorToApproval' NOT NULL;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "owner" text DEFAULT 'borrower' NOT NULL;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "received_document_id" uuid;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "sent_back_reason" text;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "sent_back_note" text;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sent_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_category_check" CHECK ("category" in ('priorToApproval', 'priorToDocuments', 'priorToFunding'));--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_owner_check" CHECK ("owner" in ('borrower', 'coborrower', 'loanTeam'));--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_sent_back_reason_check" CHECK ("sent_back_reason" in ('unreadable', 'wrongDocument', 'incomplete', 'expired', 'wrongPerson', 'other'));--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_status_check" CHECK ("status" in ('open', 'received', 'cleared', 'waived'));--> statement-breakpoint
-- Hand-written (decision 094): existing rows keep their meaning. A coborrower's condition is owned by the coborrower.
UPDATE "conditions" SET "owner" = 'coborrower' WHERE "borrower" = 'coborrower';--> statement-breakpoint
-- A document condition an applicant's upload cleared was never reviewed: it waits for review, with the file sent for it when there is one.
UPDATE "conditions" SET "status" = 'received', "cleared_at" = NULL, "cleared_by" = NULL,
  "received_document_id" = (SELECT d."id" FROM "documents" d WHERE d."condition_id" = "conditions"."id" AND d."removed_at" IS NULL ORDER BY d."created_at" DESC LIMIT 1)
  WHERE "kind" = 'document' AND "status" = 'cleared' AND ("cleared_by" LIKE 'applicant:%' OR "cleared_by" LIKE 'coborrower%');
