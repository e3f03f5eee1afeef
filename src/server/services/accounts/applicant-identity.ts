import { eq } from "drizzle-orm";
import { applicants } from "@/server/db/schema";
import type { AccountDependencies } from "./account-dependencies";

/** Spec §1: a signed-in user is identified to the page's tools by e-mail and first and last name. */
export interface ApplicantIdentity {
  email: string;
  firstName: string;
  lastName: string;
}

/** The signed-in applicant's identity, in one read; null when the id has no applicant. */
export async function applicantIdentity(
  deps: Pick<AccountDependencies, "db">,
  applicantId: string,
): Promise<ApplicantIdentity | null> {
  const [row] = await deps.db
    .select({ email: applicants.email, firstName: applicants.firstName, lastName: applicants.lastName })
    .from(applicants)
    .where(eq(applicants.id, applicantId))
    .limit(1);
  return row ?? null;
}
