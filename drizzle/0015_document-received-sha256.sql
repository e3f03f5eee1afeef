ALTER TABLE "documents" ADD COLUMN "received_sha256" text;--> statement-breakpoint
CREATE INDEX "documents_received_sha256_idx" ON "documents" USING btree ("application_id","received_sha256");