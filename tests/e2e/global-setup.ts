import fs from "node:fs";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain JavaScript build script, shared with `npm start`
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
// @ts-expect-error: plain JavaScript helper, shared with `npm test`
import { CHROMIUM_MISSING, chromiumPath, hasChromium } from "../../scripts/chromium-path.mjs";
import { startServer } from "../../scripts/server-process.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
  }
}

/** One built server for all browser tests, with a throw-away data folder. */
export default async function setup(project: TestProject) {
  if (!hasChromium()) throw new Error(CHROMIUM_MISSING);
  buildIfStale();
  const server = await startServer();
  project.provide("baseURL", server.url);
  project.provide("chromiumPath", chromiumPath());
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
