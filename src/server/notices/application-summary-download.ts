import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { applicationSummary } from "@/server/services/application/application-summary";
import { callerApplication } from "@/server/services/application/caller-application";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { renderPdfInPool } from "./pdf-pool";
import { pdfResponse, plainResponse, tooManyDownloads, writtenOrBusy } from "./pdf-response";
import type { SummaryPdfCache } from "./summary-pdf-cache";

export const SUMMARY_FILE_NAME = "loan-application-summary.pdf";

/**
 * GET /app/application/application-summary/summary.pdf: the caller's application summary as a PDF
 * to keep (decision 030), the groups the summary screen shows. Anyone else — no session, no
 * application, an offer not accepted — gets the same 404. Per session a few a minute (429 with the
 * wait beyond); written on the worker pool once per version of what it prints (decision 063).
 */
export async function applicationSummaryDownload(
  request: Request,
  deps: {
    auth: () => Promise<Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">>;
    prequal: () => Promise<PrequalDependencies>;
    cache: SummaryPdfCache;
  },
): Promise<Response> {
  const prequal = await deps.prequal();
  const ctx = await callerApplication(request.headers, await deps.auth(), prequal);
  if (!ctx) return plainResponse(404, "There is no application summary here for you.");
  const verdict = await prequal.rateLimits.pdfDownloadAllowed(ctx.applicantId);
  if (!verdict.ok) return tooManyDownloads(verdict);
  const summary = await applicationSummary(ctx);
  const content = { reference: ctx.application.id, completedAt: summary.completedAt, groups: summary.groups };
  const bytes = await writtenOrBusy(() =>
    deps.cache.pdfFor(ctx.application.id, { content, lender: prequal.lender }, () =>
      renderPdfInPool({
        kind: "applicationSummary",
        summary: { ...content, generatedAt: prequal.now() },
        lender: prequal.lender,
      }),
    ),
  );
  return bytes instanceof Response ? bytes : pdfResponse(bytes, SUMMARY_FILE_NAME);
}
