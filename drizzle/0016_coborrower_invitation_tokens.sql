ALTER TABLE "application_coborrowers" ALTER COLUMN "applicant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_coborrowers" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "application_coborrowers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_coborrowers" ADD CONSTRAINT "application_coborrowers_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
-- Decision 068: a link made before invitations carried tokens joined an account already; it stays accepted.
UPDATE "application_coborrowers" SET "accepted_at" = "invited_at" WHERE "applicant_id" IS NOT NULL;
