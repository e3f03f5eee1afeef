import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import type { SignerRole } from "@/server/db/esign-schema";
import { applicants, esignConsents } from "@/server/db/schema";
import type { ApplicationContext } from "../application/application-context";
import { ApplicationError } from "../application/application-error";
import { CONFIRM_SUMMARY_FIRST } from "./closing-refusals";

/** A disclosures call: the application's context and the caller's browser (signature evidence). */
export type ClosingCaller = ApplicationContext & { userAgent: string };

/**
 * The one who signs from this session. The coborrower has no account of their own yet, so the
 * session is always the borrower's and never signs for the coborrower (decision 038).
 */
export const SESSION_SIGNER: SignerRole = "borrower";

/** The disclosures come after the applicant confirmed the summary (the application is taken then). */
export function takenAt(ctx: ApplicationContext): Date {
  const completedAt = ctx.application.applicationCompletedAt;
  if (!completedAt) throw new ApplicationError("FORBIDDEN", CONFIRM_SUMMARY_FIRST);
  return completedAt;
}

/** The signer's account e-mail and name as on the application's account. */
export async function signerAccount(db: Database, applicantId: string | null) {
  if (!applicantId) return null;
  const [row] = await db
    .select({ email: applicants.email, firstName: applicants.firstName, lastName: applicants.lastName })
    .from(applicants)
    .where(eq(applicants.id, applicantId));
  return row ?? null;
}

/** The signer's consent row for `version` that is not withdrawn: pending (code issued) or given. */
export async function openConsent(db: Database, applicationId: string, role: SignerRole, version: string) {
  const [row] = await db
    .select()
    .from(esignConsents)
    .where(
      and(
        eq(esignConsents.applicationId, applicationId),
        eq(esignConsents.signerRole, role),
        eq(esignConsents.version, version),
        isNull(esignConsents.withdrawnAt),
      ),
    );
  return row ?? null;
}

/** The signer's latest consent of any version: tells a withdrawn one from one never given. */
export async function latestConsent(db: Database, applicationId: string, role: SignerRole) {
  const [row] = await db
    .select()
    .from(esignConsents)
    .where(and(eq(esignConsents.applicationId, applicationId), eq(esignConsents.signerRole, role)))
    .orderBy(desc(esignConsents.createdAt))
    .limit(1);
  return row ?? null;
}
