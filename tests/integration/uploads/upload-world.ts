import fs from "node:fs/promises";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { sandboxToken } from "@/domain/ports/captcha";
import { sessionCookieName } from "@/server/auth/realms";
import type { folderStorage } from "@/server/documents/folder-storage.test-support";
import { normaliseDocument } from "@/server/documents/normalise-document";
import type { UploadDependencies } from "@/server/documents/upload-dependencies";
import type { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import type { Browser } from "../support/auth-client";
import { type Person, person } from "../support/prequal-journeys";
import { serveUploads, uploadDependencies } from "../support/upload-server";

export const UPLOAD_TOKEN = sandboxToken("api_update", "upload");

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
        cleanUpExpired: () => Promise<number>;
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
    const deps = uploadDependencies(prequal.world.api, dir);
    const { server, base, cleanUpExpired } = await serveUploads(deps);
    current = { server, cleanUpExpired, dir, base, deps };
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
    /** The periodic sweep of unfinished uploads past their time, as the host runs it. */
    cleanUpExpired() {
      return now().cleanUpExpired();
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
