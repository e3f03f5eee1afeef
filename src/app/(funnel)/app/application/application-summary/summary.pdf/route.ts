import { processAuthRuntime } from "@/server/auth/auth-runtime";
import { applicationSummaryDownload } from "@/server/notices/application-summary-download";
import { processSummaryPdfCache } from "@/server/notices/summary-pdf-cache";
import { processPrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

/** Per request, never cached: the answer depends on who asks. */
export const dynamic = "force-dynamic";

/** The caller's application summary as a PDF (src/server/notices/application-summary-download.ts); 404 for anyone else. */
export function GET(request: Request): Promise<Response> {
  return applicationSummaryDownload(request, {
    auth: processAuthRuntime,
    prequal: processPrequalDependencies,
    cache: processSummaryPdfCache(),
  });
}
