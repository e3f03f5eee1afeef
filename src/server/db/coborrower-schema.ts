import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { applicants, applications } from "./schema";
import { at, createdAt } from "./schema-columns";

/**
 * The coborrower's own account on an application (issue 11, decision 044): the borrower's
 * invitation links the account of the e-mail it names, and that account then reaches only the
 * coborrower's own steps of this application (consent, signing, identity), never the borrower's.
 */
export const applicationCoborrowers = pgTable(
  "application_coborrowers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .unique()
      .references(() => applications.id),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id),
    /** The address invited, as typed (the account's own is the same ignoring case). */
    email: text("email").notNull(),
    invitedAt: at("invited_at").notNull(),
    /** When the invitation's message went out (its job sets it; a new invitation clears it). */
    mailedAt: at("mailed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("application_coborrowers_applicant_idx").on(t.applicantId)],
);
