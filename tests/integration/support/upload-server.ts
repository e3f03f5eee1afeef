import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PassThrough } from "node:stream";
import { sandboxCaptcha } from "@/integrations/captcha/sandbox";
import { createDocumentDownload } from "@/server/documents/document-download";
import { folderStorage } from "@/server/documents/folder-storage.test-support";
import { createStaffDocumentDownload } from "@/server/documents/staff-document-download";
import type { UploadDependencies } from "@/server/documents/upload-dependencies";
import { createUploadEndpoint } from "@/server/documents/upload-endpoint";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { createLogger } from "@/server/log";
import { uploadRouteFor } from "../../../host/upload-routes";
import type { apiUnderTest } from "./api-client";

/**
 * What the upload and download endpoints need, over the API under test (its sessions and
 * database): a folder storage below `dir`, a queue that records what is sent and a silent log.
 */
export function uploadDependencies(api: ReturnType<typeof apiUnderTest>, dir: string) {
  return {
    auth: async () => api.runtime,
    prequal: async () => api.prequal,
    captcha: sandboxCaptcha,
    storage: folderStorage(path.join(dir, "uploads")),
    jobs: recordingJobQueue(),
    stagingDir: path.join(dir, "uploads-incoming"),
    log: createLogger(new PassThrough()),
  };
}

/** An HTTP server answering the upload and download paths through the host's own route. */
export async function serveUploads(
  deps: UploadDependencies,
): Promise<{ server: http.Server; base: string; cleanUpExpired: () => Promise<number> }> {
  const uploads = createUploadEndpoint(deps);
  const endpoints = {
    uploads: uploads.handle,
    downloads: createDocumentDownload(deps),
    staffDownloads: createStaffDocumentDownload(deps),
  };
  const server = http.createServer((req, res) => {
    const route = uploadRouteFor((req.url as string).split("?", 1)[0] as string, async () => endpoints);
    if (!route) return void res.writeHead(404).end();
    route(req, res, base).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, cleanUpExpired: uploads.cleanUpExpired };
}
