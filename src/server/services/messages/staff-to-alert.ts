import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { applications, organisations, staffUsers } from "@/server/db/schema";

/**
 * Whom to tell when a borrower uploads or writes (issue 22 item 4). Files have no assigned officer
 * yet (another branch adds assignment): until then, the active loan officers of the organisation
 * that referred the file, or the lender's administrators for a direct applicant. At merge this one
 * function becomes "the file's assigned officer".
 */
export async function staffToAlert(db: Database, applicationId: string): Promise<{ email: string }[]> {
  const [application] = await db
    .select({ organisationId: applications.organisationId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) return [];
  const active = eq(staffUsers.status, "active");
  if (application.organisationId)
    return db
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(
        and(
          active,
          eq(staffUsers.organisationId, application.organisationId),
          eq(staffUsers.role, "loanOfficer"),
        ),
      );
  return db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .innerJoin(organisations, eq(organisations.id, staffUsers.organisationId))
    .where(and(active, eq(organisations.kind, "lender"), eq(staffUsers.role, "lenderAdmin")));
}
