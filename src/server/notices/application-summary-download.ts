import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { applicationSummary } from "@/server/services/application/application-summary";
import { callerApplication } from "@/server/services/application/caller-application";
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
