CREATE TABLE "application_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"author_applicant_id" uuid,
	"author_staff_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_by_borrower_at" timestamp with time zone,
	"read_by_staff_at" timestamp with time zone,
	CONSTRAINT "application_messages_kind_check" CHECK ("kind" in ('message', 'note')),
	CONSTRAINT "application_messages_author_check" CHECK ("author" in ('borrower', 'coborrower', 'staff')),
	CONSTRAINT "application_messages_author_named_check" CHECK ((author = 'staff' and author_staff_id is not null and author_applicant_id is null) or (author <> 'staff' and kind = 'message' and author_applicant_id is not null and author_staff_id is null))
);
--> statement-breakpoint
CREATE TABLE "borrower_reminders" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_alerts_sent" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_author_applicant_id_applicants_id_fk" FOREIGN KEY ("author_applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_author_staff_id_staff_users_id_fk" FOREIGN KEY ("author_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_reminders" ADD CONSTRAINT "borrower_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_messages_application_idx" ON "application_messages" USING btree ("application_id","created_at");