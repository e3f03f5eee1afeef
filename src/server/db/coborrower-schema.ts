import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { applicants, applications } from "./schema";
import { at, createdAt } from "./schema-columns";

/**
 * The coborrower's own account on an application (issue 11, decisions 044 and 068): the borrower's
 * invitation names an e-mail address and carries a single-use token bound to this application; the
 * account of that address that accepts it is linked here, and then reaches only the coborrower's
 * own steps of this application (consent, signing, identity), never the borrower's.
 */
export const applicationCoborrowers = pgTable(
  "application_coborrowers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .unique()
      .references(() => applications.id),
    /** The account that accepted the invitation (none until then: no account is made for anyone). */
    applicantId: uuid("applicant_id").references(() => applicants.id),
    /** The address invited, as typed (the account's own is the same ignoring case). */
    email: text("email").notNull(),
    invitedAt: at("invited_at").notNull(),
    /** When the invitation's message went out (its job sets it; a new invitation clears it). */
    mailedAt: at("mailed_at"),
    /** SHA-256 of the invitation's token (the message's job makes it); cleared when it is accepted. */
    tokenHash: text("token_hash").unique(),
    /** When the invited person accepted on their own account: the link holds from then on. */
    acceptedAt: at("accepted_at"),
    createdAt: createdAt(),
  },
  (t) => [index("application_coborrowers_applicant_idx").on(t.applicantId)],
);
