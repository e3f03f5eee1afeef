import { processAuthRuntime } from "@/server/auth/auth-runtime";
import { noticeDownload } from "@/server/notices/notice-download";
import { processPrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

/** Per request, never cached: the answer depends on who asks. */
export const dynamic = "force-dynamic";

/** The caller's adverse-action notice as a PDF (src/server/notices/notice-download.ts); 404 for anyone else. */
export function GET(request: Request): Promise<Response> {
  return noticeDownload(request, { auth: processAuthRuntime, prequal: processPrequalDependencies });
}
