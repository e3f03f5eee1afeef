import { processAuthRuntime } from "@/server/auth/auth-runtime";
import { processPrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { disclosureDownload } from "./disclosure-download";

/** A signer's disclosure files route (GET), on the process's runtime: one per signer's page. */
export function disclosureFileRoute(signer: "borrower" | "coborrower") {
  return async (request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> => {
    const { file } = await context.params;
    return disclosureDownload(request, file, {
      auth: processAuthRuntime,
      prequal: processPrequalDependencies,
      signer,
    });
  };
}
