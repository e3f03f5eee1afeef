import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { applicants, applicationCoborrowers, applications } from "@/server/db/schema";

export interface BorrowerRecipient {
  applicantId: string;
  email: string;
  role: "borrower" | "coborrower";
}

/** The application's borrowers with an account: the borrower, and the coborrower once they accepted. */
export async function borrowersOf(db: Database, applicationId: string): Promise<BorrowerRecipient[]> {
  const [borrower] = await db
    .select({ applicantId: applicants.id, email: applicants.email })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(eq(applications.id, applicationId));
  const [coborrower] = await db
    .select({ applicantId: applicants.id, email: applicants.email })
    .from(applicationCoborrowers)
    .innerJoin(applicants, eq(applicants.id, applicationCoborrowers.applicantId))
    .where(
      and(
        eq(applicationCoborrowers.applicationId, applicationId),
        isNotNull(applicationCoborrowers.acceptedAt),
      ),
    );
  return [
    ...(borrower ? [{ ...borrower, role: "borrower" as const }] : []),
    ...(coborrower ? [{ ...coborrower, role: "coborrower" as const }] : []),
  ];
}
