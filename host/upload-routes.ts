import type { IncomingMessage, ServerResponse } from "node:http";
import { DOCUMENTS_PATH } from "../src/server/documents/document-download";
import { UPLOADS_PATH } from "../src/server/documents/upload-endpoint";
import { apiSecurityHeaders } from "../src/server/security/headers";
import type { NodeRoute } from "./api-routes";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";

/** The upload and download endpoints, built once from the process's (or a test's) dependencies. */
export interface UploadEndpoints {
  uploads: (request: Request) => Promise<Response>;
  downloads: (request: Request) => Promise<Response>;
}

/**
 * /api/uploads (tus) and /api/documents/<id>/… are answered here, before Next, like the API
 * (decisions 005, 034): request bodies are read as they arrive, following backpressure, and files
 * are written out chunk by chunk, so a 25 MB upload or download never sits whole in memory here.
 */
export function uploadRouteFor(
  pathname: string,
  endpoints: () => Promise<UploadEndpoints>,
): NodeRoute | null {
  const serve =
    (which: keyof UploadEndpoints): NodeRoute =>
    async (req: IncomingMessage, res: ServerResponse, origin: string) => {
      const answer = await (await endpoints())[which](toFetchRequest(req, origin));
      await sendFetchResponse(req, res, answer, apiSecurityHeaders);
    };
  if (pathname === UPLOADS_PATH || pathname.startsWith(`${UPLOADS_PATH}/`)) return serve("uploads");
  if (pathname.startsWith(DOCUMENTS_PATH)) return serve("downloads");
  return null;
}
