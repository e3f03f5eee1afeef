import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { settings } from "../src/env";
import { captcha } from "../src/integrations/captcha";
import { processFileStorage } from "../src/integrations/file-storage";
import { processAuthRuntime } from "../src/server/auth/auth-runtime";
import { createDocumentDownload, DOCUMENTS_PATH } from "../src/server/documents/document-download";
import {
  createStaffDocumentDownload,
  PORTAL_DOCUMENTS_PATH,
} from "../src/server/documents/staff-document-download";
import { createUploadEndpoint, UPLOADS_PATH } from "../src/server/documents/upload-endpoint";
import { processJobQueue } from "../src/server/jobs/process-jobs";
import { log } from "../src/server/log";
import { apiSecurityHeaders } from "../src/server/security/headers";
import { processPrequalDependencies } from "../src/server/services/prequal/prequal-dependencies";
import type { NodeRoute } from "./api-routes";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";

/** The upload and download endpoints, built once from the process's (or a test's) dependencies. */
export interface UploadEndpoints {
  uploads: (request: Request) => Promise<Response>;
  downloads: (request: Request) => Promise<Response>;
  /** An applicant's file for the staff whose pipeline reaches it (decision 040). */
  staffDownloads: (request: Request) => Promise<Response>;
}

/**
 * /api/uploads (tus), /api/documents/<id>/… and /api/portal-documents/<id>/file are answered here, before Next, like the API
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
  if (pathname.startsWith(PORTAL_DOCUMENTS_PATH)) return serve("staffDownloads");
  return null;
}

let processEndpoints: Promise<UploadEndpoints> | undefined;

/**
 * Unfinished uploads expire 45 minutes after they began; swept every 5 minutes, their staged bytes
 * and records are gone within the hour (issue 19). The staging folder is this machine's, so the
 * sweep runs here, not as a job another machine might take. The timer never holds the process open.
 */
const CLEAN_UP_EVERY_MS = 5 * 60 * 1000;

/**
 * The process's endpoints: its session runtime, application dependencies, bot check, configured
 * file store and job queue, staging under `DATA_DIR/uploads-incoming`. Built on first use.
 */
export function processUploadEndpoints(): Promise<UploadEndpoints> {
  processEndpoints ??= processJobQueue().then((jobs) => {
    const deps = {
      auth: processAuthRuntime,
      prequal: processPrequalDependencies,
      captcha: captcha(),
      storage: processFileStorage(),
      jobs,
      stagingDir: path.join(settings().DATA_DIR, "uploads-incoming"),
      log,
    };
    const endpoint = createUploadEndpoint(deps);
    setInterval(() => {
      endpoint
        .cleanUpExpired()
        .catch((error: unknown) => log.warn({ err: error }, "staged uploads not cleaned"));
    }, CLEAN_UP_EVERY_MS).unref();
    return {
      uploads: endpoint.handle,
      downloads: createDocumentDownload(deps),
      staffDownloads: createStaffDocumentDownload(deps),
    };
  });
  return processEndpoints;
}
