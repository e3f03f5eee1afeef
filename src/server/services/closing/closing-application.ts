import { and, desc, eq, isNull } from "drizzle-orm";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db/client";
import type { SignerRole } from "@/server/db/esign-schema";
import { applicants, esignConsents } from "@/server/db/schema";
import type { ApplicationContext } from "../application/application-context";
import { ApplicationError } from "../application/application-error";
import { CONFIRM_SUMMARY_FIRST } from "./closing-refusals";

/**
 * Who signs and verifies from this session (decision 044): the borrower on their own application,
 * or the coborrower on the account the application links as its coborrower. Set only by the
 * procedure that found the session's application, so no session signs for the other person.
 */
export interface Signer {
  role: SignerRole;
  applicantId: string;
}

/** An application call made by one of its signers. */
export type SignerContext = ApplicationContext & { signer: Signer };

/** A disclosures call: the signer's context and their browser (signature evidence). */
export type ClosingCaller = SignerContext & { userAgent: string };

/** The borrower, signing on their own application (its owner's session). */
export function borrowerSigner(ctx: ApplicationContext): Signer {
  const applicantId = ctx.application.applicantId;
  if (!applicantId) throw new Error("An application without an account has no borrower to sign");
  return { role: "borrower", applicantId };
}

/** The signer's name as on the application (the borrower's or the coborrower's answers). */
export function signerName(ctx: SignerContext): { first: string; last: string } {
  const answers = ctx.application.answers as PrequalAnswers;
  const person = ctx.signer.role === "borrower" ? answers.borrower : answers.coborrower;
  return { first: person?.firstName ?? "", last: person?.lastName ?? "" };
}

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
