/**
 * The server side of `npm run bench:uploads` (bench/uploads.bench.ts starts it): an embedded
 * PGlite database in a temporary folder, BENCH_UPLOADS applicants with accepted offers prepared
 * through the real API, and the real upload endpoint with folder storage served by the host's own
 * route. Prints one line `READY <json>` (its port and each applicant's session cookie), then
 * serves until it is stopped. In its own process, so its memory is measured alone.
 */
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { sandboxCaptcha } from "@/integrations/captcha/sandbox";
import { sessionCookieName } from "@/server/auth/realms";
import { openConnection } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { createDocumentDownload } from "@/server/documents/document-download";
import { folderStorage } from "@/server/documents/folder-storage.test-support";
import { createStaffDocumentDownload } from "@/server/documents/staff-document-download";
import { createUploadEndpoint } from "@/server/documents/upload-endpoint";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { createLogger } from "@/server/log";
import { uploadRouteFor } from "../host/upload-routes";
import { apiUnderTest } from "../tests/integration/support/api-client";
import { applicantApplying } from "../tests/integration/support/application-journeys";
import { browser } from "../tests/integration/support/auth-client";
import { type JourneyWorld, person } from "../tests/integration/support/prequal-journeys";

const APPLICANTS = Number(process.env.BENCH_UPLOADS ?? 50);
const PREPARE_BATCH = 10;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-uploads-"));
const connection = await openConnection({ dataDir: path.join(dir, "pglite") });
await applyMigrations(connection);
const api = apiUnderTest(connection);
let addresses = 0;
const world: JourneyWorld = {
  browser: () => browser(api, { address: `10.1.${(++addresses >> 8) & 255}.${addresses & 255}` }),
  mailedCode(to: string) {
    const code = api.mail.sent
      .filter((m) => m.to === to)
      .at(-1)
      ?.subject.match(/^(\d{6}) is your/)?.[1];
    if (!code) throw new Error(`No code was mailed to ${to}`);
    return code;
  },
};

const cookies: string[] = [];
for (let start = 0; start < APPLICANTS; start += PREPARE_BATCH) {
  const batch = Array.from({ length: Math.min(PREPARE_BATCH, APPLICANTS - start) }, () =>
    applicantApplying(world, { borrower: person("Lee") }),
  );
  for (const { browser: b } of await Promise.all(batch)) {
    cookies.push(`${sessionCookieName("applicant", api.runtime.secure)}=${b.sessionCookie("applicant")}`);
  }
}

const deps = {
  auth: async () => api.runtime,
  prequal: async () => api.prequal,
  captcha: sandboxCaptcha,
  storage: folderStorage(path.join(dir, "uploads")),
  jobs: recordingJobQueue(),
  stagingDir: path.join(dir, "uploads-incoming"),
  log: createLogger(new PassThrough()),
};
const endpoints = {
  uploads: createUploadEndpoint(deps).handle,
  downloads: createDocumentDownload(deps),
  staffDownloads: createStaffDocumentDownload(deps),
};
const server = http.createServer((req, res) => {
  const route = uploadRouteFor((req.url as string).split("?", 1)[0] as string, async () => endpoints);
  if (!route) return void res.writeHead(404).end();
  route(req, res, origin).catch(() => res.destroy());
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const stop = async () => {
  server.close();
  await connection.close();
  await fs.rm(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.stdout.write(`READY ${JSON.stringify({ origin, cookies })}\n`);
