import { index, pgTable, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications-schema";
import { staffUsers } from "./schema";
import { at } from "./schema-columns";

/**
 * Who works a file (issue 22 item 6, decision 089): its loan officer and its processor, each a
 * portal user or nobody. One row per assigned application, apart from the application's own row so
 * that assigning never touches what the applicant's screens write.
 */
export const fileAssignments = pgTable(
  "file_assignments",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    loanOfficerId: uuid("loan_officer_id").references(() => staffUsers.id),
    processorId: uuid("processor_id").references(() => staffUsers.id),
    assignedBy: uuid("assigned_by")
      .notNull()
      .references(() => staffUsers.id),
    assignedAt: at("assigned_at").notNull().defaultNow(),
  },
  // The pipeline's "mine" filter looks a person up in either column.
  (t) => [
    index("file_assignments_loan_officer_idx").on(t.loanOfficerId),
    index("file_assignments_processor_idx").on(t.processorId),
  ],
);
