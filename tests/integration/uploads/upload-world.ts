import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach } from "vitest";
import { sandboxToken } from "@/domain/ports/captcha";
import { sandboxCaptcha } from "@/integrations/captcha/sandbox";
import { sessionCookieName } from "@/server/auth/realms";
import { createDocumentDownload } from "@/server/documents/document-download";
import { folderStorage } from "@/server/documents/folder-storage.test-support";
import { normaliseDocument } from "@/server/documents/normalise-document";
import { createStaffDocumentDownload } from "@/server/documents/staff-document-download";
import type { UploadDependencies } from "@/server/documents/upload-dependencies";
import { createUploadEndpoint } from "@/server/documents/upload-endpoint";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { createLogger } from "@/server/log";
import { type UploadEndpoints, uploadRouteFor } from "../../../host/upload-routes";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import type { Browser } from "../support/auth-client";
import { type Person, person } from "../support/prequal-journeys";

export const UPLOAD_TOKEN = sandboxToken("api_update", "upload");

/** An HTTP server answering the upload and download paths through the host's own route. */
export async function uploadServer(
  endpoints: UploadEndpoints,
): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer((req, res) => {
    const route = uploadRouteFor((req.url as string).split("?", 1)[0] as string, async () => endpoints);
    if (!route) return void res.writeHead(404).end();
    route(req, res, base).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base };
}

/**
 * The upload and download endpoints served over real HTTP by the host's own route (so bodies
 * stream and connections can be cut), on a test database with the real sessions, a folder
 * storage and a queue that records what is sent. A fresh folder, server and queue for each test.
 */
export function uploadWorldForEachTest() {
  const prequal = prequalWorldForEachTest();
  let current:
    | {
        server: http.Server;
        dir: string;
        base: string;
        deps: UploadDependencies & {
          storage: ReturnType<typeof folderStorage>;
          jobs: ReturnType<typeof recordingJobQueue>;
        };
      }
    | undefined;
  beforeEach(async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "uploads-it-"));
    const { api } = prequal.world;
    const deps = {
      auth: async () => api.runtime,
      prequal: async () => api.prequal,
      captcha: sandboxCaptcha,
      storage: folderStorage(path.join(dir, "uploads")),
      jobs: recordingJobQueue(),
      stagingDir: path.join(dir, "uploads-incoming"),
      log: createLogger(new PassThrough()),
    };
    const { server, base } = await uploadServer({
      uploads: createUploadEndpoint(deps).handle,
      downloads: createDocumentDownload(deps),
      staffDownloads: createStaffDocumentDownload(deps),
    });
    current = { server, dir, base, deps };
  });
  afterEach(async () => {
    if (!current) return;
    const { server, dir } = current;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
    current = undefined;
  });

  const now = () => {
    if (!current) throw new Error("The upload world is made before each test");
    return current;
  };
  return {
    get world() {
      return prequal.world;
    },
    get db() {
      return prequal.db;
    },
    get base() {
      return now().base;
    },
    get storage() {
      return now().deps.storage;
    },
    get jobs() {
      return now().deps.jobs;
    },
    get stagingDir() {
      return now().deps.stagingDir;
    },
    /** The document.normalise job's handler on this world's storage, as the runner would call it. */
    normalise(documentId: string) {
      const { deps } = now();
      return normaliseDocument({ db: prequal.db, storage: deps.storage, log: deps.log })({ documentId });
    },
    /** An applicant with an accepted offer (optionally with a coborrower), and their session cookie. */
    async applicant(options: { coborrower?: Person } = {}) {
      const applying = await applicantApplying(prequal.world, { borrower: person("Lee"), ...options });
      return { ...applying, cookie: sessionCookieOf(applying.browser, prequal.world.api.runtime.secure) };
    },
  };
}

/** The `cookie` header carrying a browser's applicant session. */
export function sessionCookieOf(browser: Browser, secure: boolean): string {
  const session = browser.sessionCookie("applicant");
  if (!session) throw new Error("The browser has no applicant session");
  return `${sessionCookieName("applicant", secure)}=${session}`;
}
