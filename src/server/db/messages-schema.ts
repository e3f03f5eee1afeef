import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  MESSAGE_AUTHORS,
  MESSAGE_KINDS,
  type MessageAuthor,
  type MessageKind,
} from "@/domain/messages/message-inputs";
import { applications } from "./applications-schema";
import { applicants, staffUsers } from "./schema";
import { at, createdAt, oneOf } from "./schema-columns";

/**
 * Secure messages of an application (issue 22 item 4, decision 098): what the loan team and the
 * borrowers write each other in the site, and the staff's internal notes (`kind` note), which no
 * borrower's procedure ever reads. Each side's reading time is kept on the line the other wrote.
 */
export const applicationMessages = pgTable(
  "application_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    kind: text("kind").$type<MessageKind>().notNull(),
    author: text("author").$type<MessageAuthor>().notNull(),
    /** The borrower's or coborrower's account, when they wrote it. */
    authorApplicantId: uuid("author_applicant_id").references(() => applicants.id),
    /** The staff user, when the loan team wrote it. */
    authorStaffId: uuid("author_staff_id").references(() => staffUsers.id),
    /** Plain text, bounded by the input schema; shown as text. */
    body: text("body").notNull(),
    createdAt: createdAt(),
    /** When a borrower first read a staff message (null for their own lines and for notes). */
    readByBorrowerAt: at("read_by_borrower_at"),
    /** When the loan team first read a borrower's message. */
    readByStaffAt: at("read_by_staff_at"),
  },
  (t) => [
    index("application_messages_application_idx").on(t.applicationId, t.createdAt),
    check("application_messages_kind_check", oneOf(t.kind, MESSAGE_KINDS)),
    check("application_messages_author_check", oneOf(t.author, MESSAGE_AUTHORS)),
    // A note is the staff's alone; a line names exactly the author its kind says.
    check(
      "application_messages_author_named_check",
      sql`(author = 'staff' and author_staff_id is not null and author_applicant_id is null) or (author <> 'staff' and kind = 'message' and author_applicant_id is not null and author_staff_id is null)`,
    ),
  ],
);

/** Reminders sent on an application (decision 099): at most 3, counted here. */
export const borrowerReminders = pgTable("borrower_reminders", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => applications.id),
  sent: integer("sent").notNull().default(0),
  lastSentAt: at("last_sent_at"),
});

/**
 * The e-mail alerts already sent (decision 097), by what they are about ("request:<id>",
 * "message:<id>", "upload:<document id>"): a job retried after its mail went out sends nothing.
 */
export const mailAlertsSent = pgTable("mail_alerts_sent", {
  key: text("key").primaryKey(),
  sentAt: at("sent_at").notNull(),
});
