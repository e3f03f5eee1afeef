import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { applications, fileAssignments, organisations, staffUsers } from "@/server/db/schema";

/**
 * Whom to tell when a borrower uploads or writes (issue 22 item 4, decisions 089 and 098): the file's
 * assigned loan officer and processor while either is active; a file nobody works yet alerts the
 * active loan officers of the organisation that referred it, or the lender's administrators for a
 * direct applicant, so that no upload or message goes unseen.
 */
export async function staffToAlert(db: Database, applicationId: string): Promise<{ email: string }[]> {
  const [application] = await db
    .select({
      organisationId: applications.organisationId,
      loanOfficerId: fileAssignments.loanOfficerId,
      processorId: fileAssignments.processorId,
    })
    .from(applications)
    .leftJoin(fileAssignments, eq(fileAssignments.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  if (!application) return [];
  const active = eq(staffUsers.status, "active");
  const assigned = [application.loanOfficerId, application.processorId].filter((id) => id !== null);
  if (assigned.length > 0) {
    const people = await db
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(and(active, inArray(staffUsers.id, assigned)));
    if (people.length > 0) return people;
  }
  if (application.organisationId)
    return db
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(
        and(
          active,
          eq(staffUsers.organisationId, application.organisationId),
          or(eq(staffUsers.role, "loanOfficer"), eq(staffUsers.role, "lenderLoanOfficer")),
        ),
      );
  return db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .innerJoin(organisations, eq(organisations.id, staffUsers.organisationId))
    .where(and(active, eq(organisations.kind, "lender"), eq(staffUsers.role, "lenderAdmin")));
}
