import { processAuthRuntime } from "@/server/auth/auth-runtime";
import { disclosureDownload } from "@/server/notices/disclosure-download";
import { processPrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

/** Per request, never cached: the answer depends on who asks. */
export const dynamic = "force-dynamic";

/** The caller's disclosure files (src/server/notices/disclosure-download.ts); 404 for anyone else. */
export async function GET(
  request: Request,
  context: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await context.params;
  return disclosureDownload(request, file, { auth: processAuthRuntime, prequal: processPrequalDependencies });
}
