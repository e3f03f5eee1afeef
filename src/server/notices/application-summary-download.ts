import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { callerSession } from "@/server/api/caller-session";
import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { clientAddress } from "@/server/auth/client-address";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { applicationSummary } from "@/server/services/application/application-summary";
import { findCallerApplication } from "@/server/services/prequal/application-store";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { applicationSummaryPdf } from "./application-summary-pdf";

export const SUMMARY_FILE_NAME = "loan-application-summary.pdf";

/** Nothing about a person is kept by a cache or sniffed into HTML. */
const PRIVATE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

function notFound(): Response {
  return new Response("There is no application summary here for you.", {
    status: 404,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The caller's application as `applicationProcedure` finds it: their session's own, with its offer
 * accepted and not declined. No request names an application, so another's cannot be asked for.
 */
export async function callerApplication(
  headers: Headers,
  auth: Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">,
  deps: PrequalDependencies,
): Promise<ApplicationContext | null> {
  const session = await callerSession(headers, "applicant", auth);
  if (!session) return null;
  const actor = `applicant:${session.userId}`;
  const address = clientAddress(headers);
  const application = await findCallerApplication(deps.db, { applicantId: session.userId, actor, address });
  if (!application || application.declinedAt || !(application.answers as PrequalAnswers).offerAccepted)
    return null;
  return { deps, application, actor, address };
}

/**
 * GET /app/application/application-summary/summary.pdf: the caller's application summary as a PDF
 * to keep (decision 030), the groups the summary screen shows. Anyone else — no session, no
 * application, an offer not accepted — gets the same 404.
 */
export async function applicationSummaryDownload(
  request: Request,
  deps: {
    auth: () => Promise<Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">>;
    prequal: () => Promise<PrequalDependencies>;
  },
): Promise<Response> {
  const prequal = await deps.prequal();
  const ctx = await callerApplication(request.headers, await deps.auth(), prequal);
  if (!ctx) return notFound();
  const summary = await applicationSummary(ctx);
  const bytes = await applicationSummaryPdf(
    {
      reference: ctx.application.id,
      generatedAt: prequal.now(),
      completedAt: summary.completedAt,
      groups: summary.groups,
    },
    prequal.lender,
  );
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${SUMMARY_FILE_NAME}"`,
      "Content-Length": String(bytes.byteLength),
    },
  });
}
