import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { callerSession } from "@/server/api/caller-session";
import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { clientAddress } from "@/server/auth/client-address";
import { applicationCoborrowers, applications } from "@/server/db/schema";
import type { PrequalDependencies } from "../prequal/prequal-dependencies";
import type { SignerContext } from "./closing-application";

/**
 * The application the account is the coborrower of (decisions 044, 068): the one whose invitation
 * this account accepted with its token, taken (summary confirmed), still with a coborrower and not
 * declined. Never "the latest invitation to my address": an invitation binds nobody until its
 * person accepts it, and an account accepts another only once its steps on the first are done, so
 * the latest acceptance is the application the person chose to work on.
 */
export async function coborrowerContext(
  deps: PrequalDependencies,
  caller: { applicantId: string; actor: string; address: string },
): Promise<SignerContext | null> {
  const rows = await deps.db
    .select({ application: applications })
    .from(applicationCoborrowers)
    .innerJoin(applications, eq(applications.id, applicationCoborrowers.applicationId))
    .where(
      and(
        eq(applicationCoborrowers.applicantId, caller.applicantId),
        isNotNull(applicationCoborrowers.acceptedAt),
        isNotNull(applications.applicationCompletedAt),
        isNull(applications.declinedAt),
      ),
    )
    .orderBy(desc(applicationCoborrowers.acceptedAt));
  const application = rows.find((r) => (r.application.answers as PrequalAnswers).withCoborrower)?.application;
  if (!application) return null;
  return {
    deps,
    application,
    actor: caller.actor,
    address: caller.address,
    signer: { role: "coborrower", applicantId: caller.applicantId },
  };
}

/** The same for the routes answered outside tRPC (the coborrower's downloads and ID uploads). */
export async function callerCoborrowing(
  headers: Headers,
  auth: Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">,
  deps: PrequalDependencies,
): Promise<(SignerContext & { applicantId: string }) | null> {
  const session = await callerSession(headers, "applicant", auth);
  if (!session) return null;
  const ctx = await coborrowerContext(deps, {
    applicantId: session.userId,
    actor: `applicant:${session.userId}`,
    address: clientAddress(headers),
  });
  return ctx ? { ...ctx, applicantId: session.userId } : null;
}
