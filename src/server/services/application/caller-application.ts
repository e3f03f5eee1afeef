import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { callerSession } from "@/server/api/caller-session";
import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { clientAddress } from "@/server/auth/client-address";
import { findCallerApplication } from "@/server/services/prequal/application-store";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import type { ApplicationContext } from "./application-context";

/**
 * The caller's application as `applicationProcedure` finds it, for the routes answered outside
 * tRPC (downloads, uploads): their session's own, with its offer accepted and not declined. No
 * request names an application, so another's cannot be asked for. Null for anyone else.
 */
export async function callerApplication(
  headers: Headers,
  auth: Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">,
  deps: PrequalDependencies,
): Promise<(ApplicationContext & { applicantId: string }) | null> {
  const session = await callerSession(headers, "applicant", auth);
  if (!session) return null;
  const actor = `applicant:${session.userId}`;
  const address = clientAddress(headers);
  const application = await findCallerApplication(deps.db, { applicantId: session.userId, actor, address });
  if (!application || application.declinedAt || !(application.answers as PrequalAnswers).offerAccepted)
    return null;
  return { deps, application, actor, address, applicantId: session.userId };
}
